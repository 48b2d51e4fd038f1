import type { FontWeightName } from '../fonts/fonts.ts';
import { measurePlainWidth } from './measure-plain.ts';
import { drawablePieces, EMOJI_ADVANCE_EM } from './emoji-text.ts';

export { measurePlainWidth } from './measure-plain.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Measuring is done at this size and scaled linearly (see measure-plain.ts). */
const REFERENCE_PX = 100;
/** libass shapes with the same TTF but rounds differently from Skia; keep a little slack so nothing touches the edge. */
const SAFETY = 0.97;

/**
 * Width in pixels of `text` set in Montserrat `weight` at `px`, as canvas (and libass) lay it out. Emoji count as
 * their drawn advance (emoji-text.ts), emoji we cannot draw as nothing.
 */
export function measureTextWidth(text: string, weight: FontWeightName, px: number): number {
  if (!/[\u2000-\u{10FFFF}]/u.test(text)) return measurePlainWidth(text, weight, px);
  return drawablePieces(text).reduce((sum, p) => sum + (p.kind === 'text' ? measurePlainWidth(p.text, weight, px) : EMOJI_ADVANCE_EM * px), 0);
}

export interface FitTextOptions {
  maxWidth: number;
  maxHeight: number;
  maxFontPx: number;
  minFontPx: number;
  /** Line pitch as a multiple of the font size. */
  lineHeight: number;
  weight: FontWeightName;
}

export interface FittedText {
  fontPx: number;
  lines: string[];
  /** Width of each line at fontPx. */
  lineWidths: number[];
  lineHeightPx: number;
  /** Widest line. */
  width: number;
  /** lines × line pitch. */
  height: number;
  /** True when even the smallest size could not hold everything and the end was cut with an ellipsis. */
  truncated: boolean;
}

interface Token {
  word: string;
  width: number; // at REFERENCE_PX
}

/** Wraps and sizes text to fill a box: the largest font size (between min and max) at which every line fits. */
export function fitText(text: string, options: FitTextOptions): FittedText {
  const paragraphs = tokenize(text, options.weight);
  const space = measureTextWidth(' ', options.weight, REFERENCE_PX);
  const min = Math.max(1, Math.floor(options.minFontPx));
  const max = Math.max(min, Math.floor(options.maxFontPx));
  const attempt = (paras: Token[][], px: number, width = options.maxWidth) => layout(paras, px, space, width, options);

  if (attempt(paragraphs, min)) {
    let lo = min;
    let hi = max;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (attempt(paragraphs, mid)) lo = mid;
      else hi = mid - 1;
    }
    const best = attempt(paragraphs, lo)!;
    // Balance the lines: the narrowest box that still needs no more lines avoids a lonely last word.
    // Never narrower than the widest word, so balancing cannot split a word that fitted whole.
    const scale = lo / REFERENCE_PX;
    const widest = Math.max(
      0,
      ...paragraphs
        .flat()
        .map((t) => t.width * scale)
        .filter((w) => w <= options.maxWidth * SAFETY),
    );
    let narrow = Math.max(options.maxWidth / 2, widest / SAFETY);
    let wide = options.maxWidth;
    while (wide - narrow > 1) {
      const mid = (narrow + wide) / 2;
      const candidate = attempt(paragraphs, lo, mid);
      if (candidate && candidate.lines.length <= best.lines.length) wide = mid;
      else narrow = mid;
    }
    return finish(attempt(paragraphs, lo, wide) ?? best, lo, options, false);
  }

  // Too much text even at the minimum size: keep as many words as fit, ending with an ellipsis.
  const flat = paragraphs.flatMap((p, i) => p.map((t) => ({ ...t, para: i })));
  let lo = 0;
  let hi = flat.length;
  const cut = (n: number): Token[][] => {
    const kept = flat.slice(0, n);
    const paras: Token[][] = [];
    for (const t of kept) (paras[t.para] ??= []).push({ word: t.word, width: t.width });
    const last = paras.at(-1);
    const ellipsis = { word: '…', width: measureTextWidth('…', options.weight, REFERENCE_PX) };
    if (last) last.push(ellipsis);
    else paras.push([ellipsis]);
    return paras.filter(Boolean);
  };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (attempt(cut(mid), min)) lo = mid;
    else hi = mid - 1;
  }
  return finish(attempt(cut(lo), min) ?? { lines: ['…'], widths: [0] }, min, options, true);
}

function tokenize(text: string, weight: FontWeightName): Token[][] {
  return text
    .split(/\r\n|\r|\n/)
    .map((p) => p.split(/\s+/).filter(Boolean))
    .filter((p) => p.length > 0)
    .map((p) => p.map((word) => ({ word, width: measureTextWidth(word, weight, REFERENCE_PX) })));
}

/** Greedy line breaking at `px`; null when the result does not fit the box. */
function layout(paragraphs: Token[][], px: number, space: number, boxWidth: number, options: FitTextOptions): { lines: string[]; widths: number[] } | null {
  const scale = px / REFERENCE_PX;
  const maxWidth = boxWidth * SAFETY;
  const maxLines = Math.floor(options.maxHeight / (px * options.lineHeight) + 1e-9);
  if (maxLines < 1) return null;
  const lines: string[] = [];
  const widths: number[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    let width = 0;
    for (const token of paragraph) {
      const w = token.width * scale;
      if (line && width + space * scale + w <= maxWidth) {
        line += ` ${token.word}`;
        width += space * scale + w;
        continue;
      }
      if (line) {
        lines.push(line);
        widths.push(width);
      }
      if (w <= maxWidth) {
        line = token.word;
        width = w;
      } else {
        // A single word wider than the box (a URL, a long compound): break it between characters.
        const pieces = breakWord(token.word, px, maxWidth, options.weight);
        for (const piece of pieces.slice(0, -1)) {
          lines.push(piece.text);
          widths.push(piece.width);
        }
        const lastPiece = pieces.at(-1)!;
        line = lastPiece.text;
        width = lastPiece.width;
      }
      if (lines.length > maxLines) return null;
    }
    if (line) {
      lines.push(line);
      widths.push(width);
    }
    if (lines.length > maxLines) return null;
  }
  return { lines, widths };
}

function breakWord(word: string, px: number, maxWidth: number, weight: FontWeightName): { text: string; width: number }[] {
  // Grapheme clusters, so an emoji sequence (👩🏽‍💻) or an accented letter is never cut in two.
  const chars = Array.from(graphemes.segment(word), (g) => g.segment);
  const pieces: { text: string; width: number }[] = [];
  let current = '';
  let currentWidth = 0;
  for (const ch of chars) {
    const next = current + ch;
    const w = measureTextWidth(next, weight, px);
    if (current && w > maxWidth) {
      pieces.push({ text: current, width: currentWidth });
      current = ch;
      currentWidth = measureTextWidth(ch, weight, px);
    } else {
      current = next;
      currentWidth = w;
    }
  }
  if (current) pieces.push({ text: current, width: currentWidth });
  return pieces;
}

function finish(result: { lines: string[]; widths: number[] }, px: number, options: FitTextOptions, truncated: boolean): FittedText {
  const lineHeightPx = px * options.lineHeight;
  return {
    fontPx: px,
    lines: result.lines,
    lineWidths: result.widths,
    lineHeightPx,
    width: Math.max(0, ...result.widths),
    height: result.lines.length * lineHeightPx,
    truncated,
  };
}
