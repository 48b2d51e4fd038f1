import { DEFAULT_CAPTION_STYLE, segmentPhrases, type CaptionWord } from '../captions/ass.ts';
import { assColor, assHeader, assTime, dialogue, roundedRect, styleLine } from '../captions/ass-format.ts';
import { buildCaptionEvents, captionStyles } from '../captions/caption-events.ts';
import { DEFAULT_CAPTION_LOOK, type CaptionLook } from '../captions/caption-look.ts';
import { placeCaptions } from '../captions/caption-position.ts';
import { PRESET_SPECS, presetBlockHeight } from '../captions/caption-presets.ts';
import { centredTextLines, drawableText } from '../captions/emoji-text.ts';
import { computeMemeLayout, type Rect, type SafeArea } from '../captions/layout.ts';
import { fitText, measureTextWidth } from '../captions/text-fit.ts';
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
  /** At most this many words per page (default and ceiling: the preset's, 3 for highlight). */
  maxWordsPerPage?: number;
  uppercase?: boolean;
  activeColor?: string;
  /** The creator's caption preset, position and highlight colour (default: highlight, bottom, activeColor). */
  look?: CaptionLook;
  /** Top of the face (forehead) in output pixels: "top" and "middle" captions keep off forehead-to-chin. */
  faceTopY?: number;
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

/** Preferred caption block centre as a share of the height: 62–70 % keeps captions below the chin and above the UI. */
const PREFERRED_CENTRE = 0.64;
const MAX_PREFERRED_CENTRE = 0.7;
/** Space kept between the chin and the caption block. */
const CHIN_GAP = 0.025;
const TITLE_FADE_MS = 300;

export function buildTalkingCaptions(options: TalkingCaptionsOptions): string {
  return buildTalkingCaptionsDocument(options).text;
}

/** ASS for a talking video: word-highlight captions below the chin (1–3 words per page, popping in) and titles. */
export function buildTalkingCaptionsDocument(options: TalkingCaptionsOptions): TalkingCaptionsDocument {
  const { width, height } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) throw new RangeError(`bad frame size ${width}x${height}`);
  const look: CaptionLook = options.look ?? { ...DEFAULT_CAPTION_LOOK, color: options.activeColor ?? DEFAULT_CAPTION_LOOK.color };
  const spec = PRESET_SPECS[look.preset];
  const layout = computeMemeLayout(width, height, options.safeArea);
  const em = layout.captionFontPx * spec.emScale;
  const uppercase = options.uppercase ?? spec.uppercase;
  const upper = (t: string): string => (uppercase ? t.toLocaleUpperCase(options.language) : t);
  const maxWords = Math.max(1, Math.min(spec.maxWords, options.maxWordsPerPage ?? spec.maxWords));
  const titleMetrics = fontMetrics('bold');

  const blockHeight = presetBlockHeight(spec, em);
  const safeBottom = layout.safe.y + layout.safe.height;
  const lowestCentre = safeBottom - blockHeight / 2;
  let centre = Math.round(height * PREFERRED_CENTRE);
  let placement: TalkingCaptionsDocument['placement'] = 'preferred';
  const hasChin = options.faceBottomY !== undefined && Number.isFinite(options.faceBottomY);
  if (hasChin) {
    const belowChin = Math.ceil(options.faceBottomY! + height * CHIN_GAP + blockHeight / 2);
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
  // Top or middle only where the whole face (forehead to chin, with air) stays clear; else below the chin.
  const face: Rect[] = hasChin
    ? [{ x: 0, y: Math.max(0, options.faceTopY ?? 0), width, height: options.faceBottomY! - Math.max(0, options.faceTopY ?? 0) }]
    : [];
  const chosen = placeCaptions({
    position: look.position,
    safe: layout.safe,
    blockHeight,
    fallbackCentre: centre,
    keepOff: face,
    gap: Math.round(height * CHIN_GAP),
  });
  if (look.position !== 'bottom' && chosen.honoured) {
    centre = chosen.centreY;
    placement = 'preferred';
  }
  const captionBox: Rect = { x: layout.safe.x, y: Math.round(centre - blockHeight / 2), width: layout.safe.width, height: blockHeight };

  const lines: string[] = assHeader(width, height, [
    ...captionStyles(look, em, DEFAULT_CAPTION_STYLE.textColor, DEFAULT_CAPTION_STYLE.outlineColor),
    styleLine('TitleCard', fontFace('bold').assFamily, 20, assColor('#000000', 0x50), assColor('#000000'), assColor('#000000', 0xff), false, 0, 0, 7),
    // Outline and shadow follow the frame (2 and 1 px at 720 wide).
    styleLine('Title', fontFace('bold').assFamily, 20, assColor('#FFFFFF'), assColor('#000000'), assColor('#000000', 0x80), true, width / 360, width / 720, 8),
  ]);

  // Titles sit at the top of the safe area, or under the captions when the creator put those at the top.
  const titleTop = captionBox.y < layout.safe.y + layout.safe.height * 0.3 ? captionBox.y + captionBox.height + Math.round(height * 0.015) : layout.safe.y;
  const titleBoxes: Rect[] = [];
  for (const title of options.titles ?? []) {
    const text = drawableText(title.text);
    if (!text || !(title.end > title.start)) continue;
    const box = titleEvents(text, title, { ...layout.safe, y: titleTop }, width, height, titleMetrics, lines);
    titleBoxes.push(box);
  }

  const words = options.words.map((w) => ({ ...w, text: drawableText(w.text) })).filter((w) => w.text.trim().length > 0);
  const maxWidth = layout.safe.width * 0.96;
  const measure = (t: string): number => measureTextWidth(upper(t), spec.weight, em);
  const pages = segmentPhrases(words, { maxWords, maxWidth, measure, activeScale: Math.max(spec.activeScale, spec.emphasisScale) });
  const captions = buildCaptionEvents({ pages, look, cx: Math.round(width / 2), centreY: centre, emPx: em, maxWidth, upper });
  lines.push(...captions.lines);

  return { text: `${lines.join('\n')}\n`, captionBox, placement, pages, titleBoxes };
}

function titleEvents(text: string, title: SceneTitle, safe: Rect, width: number, height: number, metrics: ReturnType<typeof fontMetrics>, out: string[]): Rect {
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
  out.push(
    dialogue(0, start, end, 'TitleCard', `{\\an7\\pos(0,0)${fade}\\p1}${roundedRect(box.x, box.y, box.width, box.height, Math.round(width * 0.03))}{\\p0}`),
  );
  const firstTop = box.y + padY - (capTop - accent) * em;
  out.push(
    ...centredTextLines({
      lines: fitted.lines,
      emPx: em,
      weight: 'bold',
      metrics,
      cx: width / 2,
      firstTop,
      lineHeightPx: fitted.lineHeightPx,
      start,
      end,
      layer: 1,
      style: 'Title',
      emojiStyle: 'Emoji',
      tags: fade,
    }),
  );
  return box;
}
