import { fontFace, fontMetrics } from '../fonts/fonts.ts';
import { buildCaptionEvents, captionStyles } from './caption-events.ts';
import { DEFAULT_CAPTION_LOOK, type CaptionLook } from './caption-look.ts';
import { placeCaptions, type CaptionPlacement } from './caption-position.ts';
import { PRESET_SPECS, presetBlockHeight } from './caption-presets.ts';
import { centredTextLines, drawableText } from './emoji-text.ts';
import { computeMemeLayout, type AvoidRegion, type MemeLayout, type Rect, type SafeArea } from './layout.ts';
import { fitText, measureTextWidth, type FittedText } from './text-fit.ts';
import { assColor, assHeader, assTime, dialogue, roundedRect, styleLine } from './ass-format.ts';

export { assColor, assTime, dialogue, escapeAssText, fmt, roundedRect, styleLine } from './ass-format.ts';

export interface CaptionWord {
  text: string;
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  /** End the phrase after this word (e.g. the end of a script line). */
  breakAfter?: boolean;
  /** The creator marked this word to stand out (caption editor). */
  emphasis?: boolean;
}

export interface CaptionStyle {
  /** Caption em size in pixels; defaults to 7.5 % of the width. */
  fontPx?: number;
  textColor: string;
  outlineColor: string;
  /** Outline and shadow as fractions of the font size. */
  outline: number;
  shadow: number;
  /** Active word size relative to the others. */
  activeScale: number;
  maxWordsPerPhrase: number;
  uppercase: boolean;
}

export const DEFAULT_CAPTION_STYLE: CaptionStyle = {
  textColor: '#FFFFFF',
  outlineColor: '#000000',
  outline: 0.09,
  shadow: 0.04,
  activeScale: 1.1,
  maxWordsPerPhrase: 3,
  uppercase: false,
};

export const DEFAULT_ACTIVE_COLOR = '#FFD60A';

export const TOP_TEXT_MAX_CHARS = 512;

export interface BuildAssOptions {
  width: number;
  height: number;
  words: readonly CaptionWord[];
  style?: Partial<CaptionStyle>;
  safeArea?: Partial<SafeArea>;
  /** Colour of the word being spoken, '#RRGGBB'. */
  activeColor?: string;
  /** The meme's headline, shown on a card at the top of the safe area for the whole video (≤ 512 characters). */
  topText?: string;
  /** How long the top text stays; defaults to "until the end of the video". */
  durationSeconds?: number;
  /** The creator's caption preset, position and highlight colour (default: highlight, bottom, activeColor). */
  look?: CaptionLook;
  /** Faces (frame pixels) the card and the captions keep off; see computeMemeLayout. */
  avoid?: readonly AvoidRegion[];
}

/** Everything the renderer and the tests need to know about the generated subtitles. */
export interface AssDocument {
  text: string;
  layout: MemeLayout;
  phrases: CaptionWord[][];
  /** Number of caption Dialogue events (one per word activation). */
  captionEvents: number;
  topText: (FittedText & { card: { x: number; y: number; width: number; height: number } }) | null;
  /** Where the caption line's centre is and whether the creator's position could be used. */
  placement: CaptionPlacement;
}

/** Builds an ASS subtitle file: a top-text card plus word-by-word captions with the spoken word highlighted. */
export function buildAss(options: BuildAssOptions): string {
  return buildAssDocument(options).text;
}

export function buildAssDocument(options: BuildAssOptions): AssDocument {
  const { width, height } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) throw new RangeError(`bad frame size ${width}x${height}`);
  const look: CaptionLook = options.look ?? { ...DEFAULT_CAPTION_LOOK, color: options.activeColor ?? DEFAULT_CAPTION_LOOK.color };
  const spec = PRESET_SPECS[look.preset];
  const style = { ...DEFAULT_CAPTION_STYLE, maxWordsPerPhrase: spec.maxWords, uppercase: spec.uppercase, ...options.style };
  const baseEm = style.fontPx ?? Math.min(width * 0.075, height * 0.045);
  // The layout keeps a band as tall as the preset's line needs (a big "pop" word needs more than a lower third).
  const layout = computeMemeLayout(width, height, options.safeArea, (baseEm * spec.emScale * presetBlockHeight(spec, 100)) / 200, options.avoid);
  const em = baseEm * spec.emScale;
  const topFont = fontFace('bold');
  const topMetrics = fontMetrics('bold');

  const lines: string[] = [];
  lines.push(
    ...assHeader(width, height, [
      ...captionStyles(look, em, style.textColor, style.outlineColor),
      styleLine('TopCard', topFont.assFamily, 20, assColor('#FFFFFF', 0x14), assColor('#000000'), assColor('#000000', 0xb0), false, 0, 0, 7),
      styleLine('TopText', topFont.assFamily, 20, assColor('#111111'), assColor('#FFFFFF'), assColor('#000000', 0xff), true, 0, 0, 8),
    ]),
  );

  const topEnd = options.durationSeconds !== undefined ? assTime(options.durationSeconds) : '9:59:59.99';
  const top = options.topText ? layoutTopText(options.topText, layout) : null;
  if (top) {
    const { card } = top;
    lines.push(
      dialogue(
        0,
        '0:00:00.00',
        topEnd,
        'TopCard',
        `{\\an7\\pos(0,0)\\p1}${roundedRect(card.x, card.y, card.width, card.height, Math.round(width * 0.03))}{\\p0}`,
      ),
    );
    lines.push(
      ...centredTextLines({
        lines: top.lines,
        emPx: top.fontPx,
        weight: 'bold',
        cx: width / 2,
        firstTop: top.firstLineTop,
        lineHeightPx: top.lineHeightPx,
        start: '0:00:00.00',
        end: topEnd,
        layer: 1,
        style: 'TopText',
        emojiStyle: 'Emoji',
        metrics: topMetrics,
      }),
    );
  }

  const blockHeight = layout.captionBand.height;
  const placement = placeCaptions({
    position: look.position,
    safe: layout.safe,
    blockHeight,
    fallbackCentre: layout.captionBottomY - blockHeight / 2,
    keepOff: [...(options.avoid ?? []).map((a) => a.box), ...(top ? [top.card] : [])],
    gap: Math.round(height * 0.015),
  });
  const captionBand: Rect = { ...layout.captionBand, y: Math.round(placement.centreY - blockHeight / 2) };

  const maxCaptionWidth = layout.safe.width * 0.96;
  const upper = (text: string): string => (style.uppercase ? text.toLocaleUpperCase() : text);
  const phrases = segmentPhrases(
    options.words.map((w) => ({ ...w, text: drawableText(w.text) })),
    {
      maxWords: style.maxWordsPerPhrase,
      maxWidth: maxCaptionWidth,
      measure: (text) => measureTextWidth(upper(text), spec.weight, em),
      activeScale: Math.max(spec.activeScale, spec.emphasisScale),
    },
  );
  const captions = buildCaptionEvents({
    pages: phrases,
    look,
    cx: Math.round(width / 2),
    centreY: placement.centreY,
    emPx: em,
    maxWidth: maxCaptionWidth,
    upper,
    textColor: style.textColor,
  });
  lines.push(...captions.lines);

  return { text: `${lines.join('\n')}\n`, layout: { ...layout, captionBand }, phrases, captionEvents: captions.captionEvents, topText: top, placement };
}

interface PhraseOptions {
  maxWords: number;
  maxWidth: number;
  measure: (text: string) => number;
  activeScale: number;
}

/** Groups timed words into short phrases shown together: a few words, one line wide, broken at sentence ends and pauses. */
export function segmentPhrases(words: readonly CaptionWord[], options: PhraseOptions): CaptionWord[][] {
  const cleaned = words
    .map((w) => ({ ...w, text: w.text.replace(/\s+/g, ' ').trim() }))
    .filter((w) => w.text && Number.isFinite(w.start) && Number.isFinite(w.end))
    .map((w) => ({ ...w, start: Math.max(0, w.start), end: Math.max(w.end, Math.max(0, w.start) + 0.05) }))
    .sort((a, b) => a.start - b.start);
  const phrases: CaptionWord[][] = [];
  let current: CaptionWord[] = [];
  for (const word of cleaned) {
    const previous = current.at(-1);
    const breakBefore =
      previous !== undefined &&
      (current.length >= options.maxWords ||
        previous.breakAfter === true ||
        /[.!?…;:]["»”')\]]*$/.test(previous.text) ||
        word.start - previous.end > 0.6 ||
        phraseWidth(
          [...current, word].map((w) => w.text),
          options.measure,
          options.activeScale,
        ) > options.maxWidth);
    if (breakBefore) {
      phrases.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length) phrases.push(current);
  return phrases;
}

function phraseWidth(texts: readonly string[], measure: (text: string) => number, activeScale: number): number {
  const widths = texts.map(measure);
  const space = measure(' ');
  return widths.reduce((a, b) => a + b, 0) + space * Math.max(0, texts.length - 1) + Math.max(0, ...widths) * (activeScale - 1);
}

type TopLayout = FittedText & { firstLineTop: number; card: { x: number; y: number; width: number; height: number } };

/**
 * Sets the card in whichever of the layout's boxes gives the text the largest size without cutting it (ties: the
 * larger box, which comes first). Without faces there is one box, the top of the safe area.
 */
function layoutTopText(raw: string, layout: MemeLayout): TopLayout | null {
  let best: TopLayout | null = null;
  for (const box of layout.topBoxes) {
    const candidate = layoutTopTextIn(raw, layout, box);
    if (!candidate) return null;
    if (!best || (best.truncated && !candidate.truncated) || (best.truncated === candidate.truncated && candidate.fontPx > best.fontPx)) best = candidate;
  }
  return best;
}

function layoutTopTextIn(raw: string, layout: MemeLayout, topBox: MemeLayout['topBox']): TopLayout | null {
  const text = raw.trim();
  if (!text) return null;
  const metrics = fontMetrics('bold');
  const { width } = layout;
  const padX = Math.round(width * 0.04);
  const padY = Math.round(width * 0.03);
  // In em: where capitals start below the top of an \an8 line box, room for accents above capitals (É, Й), descent.
  const capTop = (metrics.winAscent - metrics.capHeight) / metrics.unitsPerEm;
  const accent = 0.2;
  const descent = (metrics.winAscent + metrics.descender) / metrics.unitsPerEm;
  const lineHeight = 1.22;
  const fitted = fitText(Array.from(text).slice(0, TOP_TEXT_MAX_CHARS).join(''), {
    maxWidth: topBox.width - 2 * padX,
    maxHeight: topBox.height - 2 * padY,
    maxFontPx: Math.round(width * 0.07),
    // Relative to the frame only: a fixed floor in pixels would make a small render cut a headline a big one fits.
    minFontPx: Math.max(1, Math.round(width * 0.03)),
    lineHeight,
    weight: 'bold',
  });
  const em = fitted.fontPx;
  const visibleHeight = (fitted.lines.length - 1) * fitted.lineHeightPx + (descent - capTop + accent) * em;
  const cardHeight = Math.round(visibleHeight + 2 * padY);
  const cardWidth = Math.round(Math.min(topBox.width, fitted.width + 2 * padX));
  const card = { x: Math.round((width - cardWidth) / 2), y: topBox.y, width: cardWidth, height: cardHeight };
  const firstLineTop = card.y + padY - (capTop - accent) * em;
  return { ...fitted, firstLineTop, card };
}
