import {
  assColor,
  assTime,
  DEFAULT_ACTIVE_COLOR,
  DEFAULT_CAPTION_STYLE,
  dialogue,
  escapeAssText,
  fmt,
  roundedRect,
  segmentPhrases,
  styleLine,
  type CaptionWord,
} from '../captions/ass.ts';
import { stripUnsupportedGlyphs } from '../captions/glyphs.ts';
import { computeMemeLayout, type Rect, type SafeArea } from '../captions/layout.ts';
import { fitText, measureTextWidth } from '../captions/text-fit.ts';
import { assFontSizeForEm } from '../fonts/font-metrics.ts';
import { fontFace, fontMetrics } from '../fonts/fonts.ts';
import type { SpeechTimeline } from '../speech/timeline.ts';

export interface CaptionsFromTimelineOptions {
  /** A silence at least this long ends the phrase (seconds, default 0.35). */
  pauseSeconds?: number;
}

/** Sentence-final punctuation, allowing closing quotes/brackets after it. */
const SENTENCE_END = /[.!?…;:。！？]["»”’')\]]*$/u;

/**
 * Caption words from a speech timeline, at the words' real times. A phrase ends after a sentence end and before
 * a pause, so a page never spans a breath. Words without speakable text are dropped.
 */
export function captionWordsFromTimeline(timeline: SpeechTimeline, options: CaptionsFromTimelineOptions = {}): CaptionWord[] {
  const pause = options.pauseSeconds ?? 0.35;
  const limit = Number.isFinite(timeline.durationSeconds) && timeline.durationSeconds > 0 ? timeline.durationSeconds : Number.POSITIVE_INFINITY;
  const words = timeline.words
    .map((w) => ({ text: w.text.replace(/\s+/g, ' ').trim(), start: Math.max(0, w.start), end: Math.min(limit, w.end) }))
    .filter((w) => w.text.length > 0 && Number.isFinite(w.start) && Number.isFinite(w.end) && w.start < limit)
    .map((w) => ({ ...w, end: Math.max(w.end, w.start) }))
    .sort((a, b) => a.start - b.start);
  return words.map((word, i) => {
    const next = words[i + 1];
    const breakAfter = next === undefined || SENTENCE_END.test(word.text) || next.start - word.end >= pause;
    return breakAfter ? { ...word, breakAfter: true } : word;
  });
}

export interface SceneTitle {
  text: string;
  start: number;
  end: number;
}

export interface TalkingCaptionsOptions {
  width: number;
  height: number;
  words: readonly CaptionWord[];
  /** Lowest point of the face (chin) in output pixels; captions go below it. */
  faceBottomY?: number;
  /** BCP 47 language of the words (case rules for uppercase). */
  language: string;
  /** Big title cards near the top, faded in and out. */
  titles?: readonly SceneTitle[];
  /** 1–3 words per page (default 3). */
  maxWordsPerPage?: number;
  uppercase?: boolean;
  activeColor?: string;
  safeArea?: Partial<SafeArea>;
}

export interface TalkingCaptionsDocument {
  text: string;
  /** Where the caption block is drawn (the tallest active word with its outline fits inside). */
  captionBox: Rect;
  /** 'preferred': in the 62–70 % band; 'lowered': pushed down by the chin; 'below-safe-area': the face reaches so low that captions left the safe area. */
  placement: 'preferred' | 'lowered' | 'below-safe-area';
  pages: CaptionWord[][];
  /** Title card rectangles, in the order given. */
  titleBoxes: Rect[];
}

/** Preferred caption block centre as a share of the height (avatar.md §6: 62–70 %). */
const PREFERRED_CENTRE = 0.64;
const MAX_PREFERRED_CENTRE = 0.7;
/** Space kept between the chin and the caption block. */
const CHIN_GAP = 0.025;
/** Pop-in: scale 0.8 → 1 and a small upward slide over ~5 frames. */
const POP_MS = 150;
const TITLE_FADE_MS = 300;

export function buildTalkingCaptions(options: TalkingCaptionsOptions): string {
  return buildTalkingCaptionsDocument(options).text;
}

/** ASS for a talking video: word-highlight captions below the chin (1–3 words per page, popping in) and titles. */
export function buildTalkingCaptionsDocument(options: TalkingCaptionsOptions): TalkingCaptionsDocument {
  const { width, height } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) throw new RangeError(`bad frame size ${width}x${height}`);
  const layout = computeMemeLayout(width, height, options.safeArea);
  const em = layout.captionFontPx;
  const style = { ...DEFAULT_CAPTION_STYLE, maxWordsPerPhrase: Math.min(3, Math.max(1, options.maxWordsPerPage ?? 3)) };
  const upper = (t: string): string => (options.uppercase ? t.toLocaleUpperCase(options.language) : t);
  const activeColor = options.activeColor ?? DEFAULT_ACTIVE_COLOR;
  const captionMetrics = fontMetrics('extraBold');
  const titleMetrics = fontMetrics('bold');

  // The block: two em tall holds the scaled active word with outline (the same allowance as the meme layout).
  const blockHeight = Math.round(em * 2);
  const safeBottom = layout.safe.y + layout.safe.height;
  const lowestCentre = safeBottom - blockHeight / 2;
  let centre = Math.round(height * PREFERRED_CENTRE);
  let placement: TalkingCaptionsDocument['placement'] = 'preferred';
  if (options.faceBottomY !== undefined && Number.isFinite(options.faceBottomY)) {
    const belowChin = Math.ceil(options.faceBottomY + height * CHIN_GAP + blockHeight / 2);
    if (belowChin > centre) {
      centre = belowChin;
      placement = centre <= height * MAX_PREFERRED_CENTRE ? 'preferred' : 'lowered';
    }
    if (centre > lowestCentre) {
      // Covering the mouth is worse than crossing into the app's UI margin; stay 3 % clear of the frame edge.
      placement = 'below-safe-area';
      centre = Math.min(centre, Math.floor(height * 0.97 - blockHeight / 2));
    }
  }
  const captionBox: Rect = { x: layout.safe.x, y: Math.round(centre - blockHeight / 2), width: layout.safe.width, height: blockHeight };

  const lines: string[] = [
    '[Script Info]',
    '; Generated by Reelcraft',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: None',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    styleLine('Caption', fontFace('extraBold').assFamily, assFontSizeForEm(captionMetrics, em), assColor(style.textColor), assColor(style.outlineColor), assColor('#000000', 0x80), false, em * style.outline, em * style.shadow, 5),
    styleLine('TitleCard', fontFace('bold').assFamily, 20, assColor('#000000', 0x50), assColor('#000000'), assColor('#000000', 0xff), false, 0, 0, 7),
    // Outline and shadow follow the frame (2 and 1 px at 720 wide).
    styleLine('Title', fontFace('bold').assFamily, 20, assColor('#FFFFFF'), assColor('#000000'), assColor('#000000', 0x80), true, width / 360, width / 720, 8),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];

  const titleBoxes: Rect[] = [];
  for (const title of options.titles ?? []) {
    const text = stripUnsupportedGlyphs(title.text).trim();
    if (!text || !(title.end > title.start)) continue;
    const box = titleEvents(text, title, layout.safe, width, height, titleMetrics, lines);
    titleBoxes.push(box);
  }

  const words = options.words.map((w) => ({ ...w, text: stripUnsupportedGlyphs(w.text) })).filter((w) => w.text.trim().length > 0);
  const maxWidth = layout.safe.width * 0.96;
  const measure = (t: string): number => measureTextWidth(upper(t), 'extraBold', em);
  const pages = segmentPhrases(words, { maxWords: style.maxWordsPerPhrase, maxWidth, measure, activeScale: style.activeScale });
  const active = assColor(activeColor);
  const normal = assColor(style.textColor);
  const cx = Math.round(width / 2);
  const slide = Math.round(em * 0.15);
  const activePct = Math.round(style.activeScale * 100);
  pages.forEach((page, p) => {
    const texts = page.map((w) => upper(w.text));
    const natural = texts.reduce((sum, t) => sum + measure(t), 0) + measure(' ') * (texts.length - 1) + Math.max(...texts.map(measure)) * (style.activeScale - 1);
    const shrink = natural > maxWidth ? maxWidth / natural : 1;
    const sizeTag = shrink < 1 ? `\\fs${fmt(assFontSizeForEm(captionMetrics, em * shrink))}` : '';
    const nextStart = pages[p + 1]?.[0]?.start;
    let first = true;
    page.forEach((word, i) => {
      const start = word.start;
      let end = i + 1 < page.length ? page[i + 1]!.start : word.end;
      // Bridge short gaps to the next page so the captions do not blink.
      if (i + 1 === page.length && nextStart !== undefined && nextStart - end < 0.25) end = nextStart;
      if (nextStart !== undefined) end = Math.min(end, nextStart);
      if (assTime(end) === assTime(start)) return;
      // Each override block animates its own scale, so the pop also works across the active word's inline scale.
      const pop = first;
      first = false;
      const scaleTag = (pct: number): string =>
        pop ? `\\fscx${Math.round(pct * 0.8)}\\fscy${Math.round(pct * 0.8)}\\t(0,${POP_MS},\\fscx${pct}\\fscy${pct})` : `\\fscx${pct}\\fscy${pct}`;
      const body = texts
        .map((t, j) => (j === i ? `{\\1c${active}${scaleTag(activePct)}}${escapeAssText(t)}{\\1c${normal}${scaleTag(100)}}` : escapeAssText(t)))
        .join(' ');
      const head = pop ? `{\\an5\\move(${cx},${centre + slide},${cx},${centre},0,${POP_MS})${sizeTag}${scaleTag(100)}}` : `{\\an5\\pos(${cx},${centre})${sizeTag}}`;
      lines.push(dialogue(2, assTime(start), assTime(end), 'Caption', `${head}${body}`));
    });
  });

  return { text: `${lines.join('\n')}\n`, captionBox, placement, pages, titleBoxes };
}

function titleEvents(
  text: string,
  title: SceneTitle,
  safe: Rect,
  width: number,
  height: number,
  metrics: ReturnType<typeof fontMetrics>,
  out: string[],
): Rect {
  const padX = Math.round(width * 0.045);
  const padY = Math.round(width * 0.035);
  const lineHeight = 1.18;
  const fitted = fitText(Array.from(text).slice(0, 160).join(''), {
    maxWidth: safe.width - 2 * padX,
    maxHeight: height * 0.2,
    maxFontPx: Math.round(width * 0.085),
    // Relative to the frame only, like the meme's card: a small render keeps a big one's line breaks.
    minFontPx: Math.max(1, Math.round(width * 0.045)),
    lineHeight,
    weight: 'bold',
  });
  const em = fitted.fontPx;
  // Same vertical metrics reasoning as the meme's top card: from cap top (with room for accents) to the descender.
  const capTop = (metrics.winAscent - metrics.capHeight) / metrics.unitsPerEm;
  const descent = (metrics.winAscent + metrics.descender) / metrics.unitsPerEm;
  const accent = 0.2;
  const visible = (fitted.lines.length - 1) * fitted.lineHeightPx + (descent - capTop + accent) * em;
  const box: Rect = {
    x: Math.round((width - Math.min(safe.width, fitted.width + 2 * padX)) / 2),
    y: safe.y,
    width: Math.round(Math.min(safe.width, fitted.width + 2 * padX)),
    height: Math.round(visible + 2 * padY),
  };
  const fadeMs = Math.max(0, Math.min(TITLE_FADE_MS, Math.floor(((title.end - title.start) * 1000) / 3)));
  const fade = `\\fad(${fadeMs},${fadeMs})`;
  const [start, end] = [assTime(title.start), assTime(title.end)];
  out.push(dialogue(0, start, end, 'TitleCard', `{\\an7\\pos(0,0)${fade}\\p1}${roundedRect(box.x, box.y, box.width, box.height, Math.round(width * 0.03))}{\\p0}`));
  const size = fmt(assFontSizeForEm(metrics, em));
  const firstTop = box.y + padY - (capTop - accent) * em;
  fitted.lines.forEach((line, i) => {
    out.push(dialogue(1, start, end, 'Title', `{\\an8\\pos(${Math.round(width / 2)},${Math.round(firstTop + i * fitted.lineHeightPx)})${fade}\\fs${size}}${escapeAssText(line)}`));
  });
  return box;
}

