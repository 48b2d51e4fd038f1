import { splitEmoji, type TextPiece } from '../emoji/split-emoji.ts';
import { emojiLayers, layerDrawing } from '../emoji/emoji-vector.ts';
import { assFontSizeForEm, type FontMetrics } from '../fonts/font-metrics.ts';
import type { FontWeightName } from '../fonts/fonts.ts';
import { fontMetrics } from '../fonts/fonts.ts';
import { dialogue, escapeAssText, fmt } from './ass-format.ts';
import { measurePlainWidth } from './measure-plain.ts';

/**
 * Emoji inside burned-in text. libass has no colour emoji, so in the ASS line an emoji becomes an invisible drawing
 * exactly as wide as the emoji's advance (the line lays out as if the emoji were a glyph), and the emoji itself is
 * drawn by separate events — Twemoji's vector layers — centred where our own layout puts it. Text widths come from
 * the same Montserrat files libass uses (text-fit.ts), so the two agree to a pixel or two.
 */

/** Drawn emoji size and advance, as multiples of the font's em. */
export const EMOJI_SIZE_EM = 1;
export const EMOJI_ADVANCE_EM = 1.12;

/** The text's pieces, dropping emoji Twemoji cannot draw (and stray joiners/selectors) instead of drawing boxes. */
export function drawablePieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (const piece of splitEmoji(text)) {
    if (piece.kind === 'emoji' && emojiLayers(piece.text)) pieces.push(piece);
    else if (piece.kind === 'text') {
      const clean = piece.text.replace(/\u200d|\ufe0f|\u20e3|\p{Emoji_Modifier}/gu, '');
      const last = pieces.at(-1);
      if (last?.kind === 'text') last.text += clean;
      else if (clean) pieces.push({ kind: 'text', text: clean });
    }
  }
  return pieces;
}

/** Text with undrawable emoji removed and spaces tidied: what a caption word or card shows. */
export function drawableText(text: string): string {
  return drawablePieces(text)
    .map((p) => p.text)
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The alpha values the text goes back to after a placeholder ('&H00&' style strings). */
export interface AlphaState {
  primary: string;
  outline: string;
  shadow: string;
}

export const OPAQUE_TEXT: AlphaState = { primary: '&H00&', outline: '&H00&', shadow: '&H80&' };

/**
 * An invisible drawing `widthPx` wide (1 px tall, so the line height is untouched): libass advances a drawing by
 * its width. Drawings ignore \fs, so the width is in pixels at the size the text is set in; \fscx still applies.
 */
export function placeholder(widthPx: number, restore: AlphaState): string {
  const w = Math.max(1, Math.round(widthPx));
  return `{\\1a&HFF&\\3a&HFF&\\4a&HFF&\\p1}m 0 0 l ${w} 0 ${w} 1 0 1{\\p0\\1a${restore.primary}\\3a${restore.outline}\\4a${restore.shadow}}`;
}

/**
 * User text made literal for an ASS event, its emoji replaced by placeholders for text set at `emPx`.
 * `escape` is escapeAssText (passed in to keep this module free of ass.ts).
 */
export function richAssText(text: string, emPx: number, escape: (t: string) => string, restore: AlphaState = OPAQUE_TEXT): string {
  return drawablePieces(text)
    .map((p) => (p.kind === 'text' ? escape(p.text) : placeholder(EMOJI_ADVANCE_EM * emPx, restore)))
    .join('');
}

export interface EmojiSpot {
  emoji: string;
  /** Centre of the emoji from the start of the text, in pixels at scale 1. */
  centreX: number;
}

/** Where the text's emoji sit along its advance, measured with `measure` (plain text only). */
export function emojiSpots(text: string, emPx: number, measure: (plain: string) => number): EmojiSpot[] {
  const spots: EmojiSpot[] = [];
  let x = 0;
  for (const piece of drawablePieces(text)) {
    if (piece.kind === 'text') x += measure(piece.text);
    else {
      spots.push({ emoji: piece.text, centreX: x + (EMOJI_ADVANCE_EM * emPx) / 2 });
      x += EMOJI_ADVANCE_EM * emPx;
    }
  }
  return spots;
}

/** Where a line of text has its baseline, for ASS alignment 2 (bottom), 5 (middle) or 8 (top) at `y`. */
export function baselineOf(align: 2 | 5 | 8, y: number, weight: FontWeightName, emPx: number, maxScale = 1): number {
  const m = fontMetrics(weight);
  const ascent = (m.winAscent / m.unitsPerEm) * emPx * maxScale;
  const descent = (m.winDescent / m.unitsPerEm) * emPx * maxScale;
  if (align === 2) return y - descent;
  if (align === 8) return y + ascent;
  return y - (ascent + descent) / 2 + ascent;
}

/** Centre height of an emoji standing on `baseline` in text at `emPx` × `scale`: on the middle of the capitals. */
export function emojiCentreY(baseline: number, weight: FontWeightName, emPx: number, scale = 1): number {
  const m = fontMetrics(weight);
  return baseline - (m.capHeight / m.unitsPerEm / 2) * emPx * scale;
}

export interface EmojiEventOptions {
  emoji: string;
  x: number;
  y: number;
  sizePx: number;
  start: string;
  end: string;
  /** ASS layer of the first emoji layer; the emoji's own layers go on top of it in order. */
  layer: number;
  style: string;
  /** Extra override tags for every layer (a fade, a scale animation about the emoji's centre). */
  tags?: string;
  /** Multiplies every layer's opacity (0–1). */
  opacity?: number;
  /**
   * The emoji belongs to a line that pops in: it starts `scale` times as far from (x, y) here and `slide` px
   * lower, at `scale` size, and reaches its place and size in `ms`.
   */
  popFrom?: { x: number; y: number; scale: number; slide: number; ms: number };
}

/** Dialogue lines drawing one emoji centred on (x, y). The style should have no outline or shadow. */
export function emojiEvents(
  options: EmojiEventOptions,
  write: (layer: number, start: string, end: string, style: string, text: string) => string = dialogue,
): string[] {
  const layers = emojiLayers(options.emoji);
  if (!layers) return [];
  const q = (n: number): number => Math.round(n * 4) / 4;
  const [x, y] = [q(options.x), q(options.y)];
  const pop = options.popFrom;
  const place = pop
    ? `\\move(${q(pop.x + (x - pop.x) * pop.scale)},${q(pop.y + pop.slide + (y - pop.y) * pop.scale)},${x},${y},0,${pop.ms})\\fscx${Math.round(pop.scale * 100)}\\fscy${Math.round(pop.scale * 100)}\\t(0,${pop.ms},\\fscx100\\fscy100)`
    : `\\pos(${x},${y})`;
  return layers.map((l) => {
    const alpha = Math.round(255 * (1 - l.opacity * (options.opacity ?? 1)));
    const colour = `&H${l.color.slice(5, 7)}${l.color.slice(3, 5)}${l.color.slice(1, 3)}&`;
    const tags = `\\an7${place}\\bord0\\shad0\\1c${colour}\\1a&H${alpha.toString(16).padStart(2, '0').toUpperCase()}&${options.tags ?? ''}`;
    return write(options.layer, options.start, options.end, options.style, `{${tags}\\p3}${layerDrawing(l, options.sizePx)}`);
  });
}

export interface CentredLinesOptions {
  lines: readonly string[];
  emPx: number;
  weight: FontWeightName;
  metrics: FontMetrics;
  cx: number;
  /** Top of the first line's box (ASS alignment 8). */
  firstTop: number;
  lineHeightPx: number;
  start: string;
  end: string;
  /** Layer of the text; its emoji go one layer above. */
  layer: number;
  style: string;
  emojiStyle: string;
  /** Extra override tags for the text and its emoji (a fade). */
  tags?: string;
}

/** Centred lines of a card or title (each its own event, alignment 8) with their emoji drawn in colour. */
export function centredTextLines(o: CentredLinesOptions): string[] {
  const size = fmt(assFontSizeForEm(o.metrics, o.emPx));
  const out: string[] = [];
  const measure = (t: string): number => measurePlainWidth(t, o.weight, o.emPx);
  o.lines.forEach((line, i) => {
    const y = Math.round(o.firstTop + i * o.lineHeightPx);
    out.push(
      dialogue(o.layer, o.start, o.end, o.style, `{\\an8\\pos(${Math.round(o.cx)},${y})${o.tags ?? ''}\\fs${size}}${richAssText(line, o.emPx, escapeAssText)}`),
    );
    const spots = emojiSpots(line, o.emPx, measure);
    if (!spots.length) return;
    const width = drawablePieces(line).reduce((sum, p) => sum + (p.kind === 'text' ? measure(p.text) : EMOJI_ADVANCE_EM * o.emPx), 0);
    const left = Math.round(o.cx) - width / 2;
    const cy = emojiCentreY(baselineOf(8, y, o.weight, o.emPx), o.weight, o.emPx);
    for (const spot of spots) {
      out.push(
        ...emojiEvents(
          {
            emoji: spot.emoji,
            x: left + spot.centreX,
            y: cy,
            sizePx: EMOJI_SIZE_EM * o.emPx,
            start: o.start,
            end: o.end,
            layer: o.layer + 1,
            style: o.emojiStyle,
            tags: o.tags ?? '',
          },
          dialogue,
        ),
      );
    }
  });
  return out;
}
