import { assFontSizeForEm } from '../fonts/font-metrics.ts';
import { fontFace, fontMetrics } from '../fonts/fonts.ts';
import type { CaptionWord } from './ass.ts';
import { assColor, assTime, dialogue, escapeAssText, fmt, roundedRect, styleLine } from './ass-format.ts';
import type { CaptionLook } from './caption-look.ts';
import { contrastText, PRESET_SPECS, type PresetSpec } from './caption-presets.ts';
import { baselineOf, emojiCentreY, emojiEvents, emojiSpots, EMOJI_SIZE_EM, richAssText, type AlphaState } from './emoji-text.ts';
import { measurePlainWidth } from './measure-plain.ts';
import { measureTextWidth } from './text-fit.ts';

/**
 * The caption events of one look: for each page (a few words shown together) the Dialogue lines that draw it in the
 * chosen preset, the spoken word following the voice. Shared by the meme captions (ass.ts) and the talking-video
 * captions (video/talking-captions.ts); they decide where the block goes, this decides how it looks.
 */
export interface CaptionEventsInput {
  pages: readonly (readonly CaptionWord[])[];
  look: CaptionLook;
  /** Horizontal centre and vertical centre of the caption line, frame pixels. */
  cx: number;
  centreY: number;
  /** The preset's em in pixels (the frame's caption em × the preset's emScale). */
  emPx: number;
  /** Widest a line may be; a wider page is set smaller. */
  maxWidth: number;
  /** Upper-cases a word in the captions' language (identity when the preset is sentence case). */
  upper: (text: string) => string;
  /** The first page-level event of a page pops in (scale and slide); false for a static look. */
  animate?: boolean;
  /** Colour of words that are not lit, as in the Caption style (default white). */
  textColor?: string;
}

export interface CaptionEvents {
  lines: string[];
  /** Caption text events (one per word activation, or one per page for karaoke). */
  captionEvents: number;
}

/** Style names the events use: declared by captionStyles. */
const CAPTION = 'Caption';
const GLOW = 'CaptionGlow';
const BOX = 'CaptionBox';
const EMOJI = 'Emoji';

/** Layers: boxes and glows under the text, emoji over it (title cards and headline use 0–1). */
const LAYER_UNDER = 1;
const LAYER_TEXT = 2;
const LAYER_EMOJI = 3;

/** A caption text event from `start` to `end` seconds: the Caption style on the text layer. */
function captionEvent(start: number, end: number, text: string): string {
  return dialogue(LAYER_TEXT, assTime(start), assTime(end), CAPTION, text);
}

const POP_MS = 150;
/** Padding of the boxed preset's box each side of its word, in em. */
const BOX_PAD_EM = 0.2;
const POP_FROM = 0.8;

/** The [V4+ Styles] lines the caption events need, for a look at `emPx`. */
export function captionStyles(look: CaptionLook, emPx: number, textColor = '#FFFFFF', outlineColor = '#000000'): string[] {
  const spec = PRESET_SPECS[look.preset];
  const font = fontFace(spec.weight);
  const size = assFontSizeForEm(fontMetrics(spec.weight), emPx);
  const colour = assColor(look.color);
  const lines = [
    look.preset === 'karaoke'
      ? // Karaoke: PrimaryColour is what a sung syllable turns into, SecondaryColour what it is before.
        `Style: ${CAPTION},${font.assFamily},${fmt(size)},${colour},${assColor(textColor)},${assColor(outlineColor)},${assColor('#000000', spec.shadowAlpha)},0,0,0,0,100,100,0,0,1,${fmt(emPx * spec.outline)},${fmt(emPx * spec.shadow)},5,0,0,0,1`
      : look.preset === 'neon'
        ? styleLine(CAPTION, font.assFamily, size, assColor(textColor), colour, assColor('#000000', 0xff), false, emPx * spec.outline, 0, 5)
        : styleLine(
            CAPTION,
            font.assFamily,
            size,
            assColor(textColor),
            assColor(outlineColor, spec.outlineAlpha),
            assColor('#000000', spec.shadowAlpha),
            false,
            emPx * spec.outline,
            emPx * spec.shadow,
            5,
          ),
    // The neon glow: the same text in the colour, thick and blurred, under the crisp white text.
    styleLine(GLOW, font.assFamily, size, colour, colour, assColor('#000000', 0xff), false, emPx * 0.2, 0, 5),
    styleLine(BOX, font.assFamily, 20, colour, colour, assColor('#000000', 0x90), false, 0, emPx * 0.05, 7),
    styleLine(EMOJI, font.assFamily, 20, assColor('#FFFFFF'), assColor('#000000'), assColor('#000000', 0xff), false, 0, 0, 7),
  ];
  return lines;
}

interface Activation {
  index: number;
  start: number;
  end: number;
}

/** When each word of a page is the spoken one: from its start to the next word's, the last bridging short gaps. */
function activations(page: readonly CaptionWord[], nextPageStart: number | undefined): Activation[] {
  const out: Activation[] = [];
  page.forEach((word, i) => {
    let end = i + 1 < page.length ? page[i + 1]!.start : word.end;
    if (i + 1 === page.length && nextPageStart !== undefined && nextPageStart - end < 0.25) end = nextPageStart;
    if (nextPageStart !== undefined) end = Math.min(end, nextPageStart);
    if (assTime(end) !== assTime(word.start)) out.push({ index: i, start: word.start, end });
  });
  return out;
}

interface PageLayout {
  texts: string[];
  /** Em after shrinking a page too wide for the line. */
  em: number;
  shrinkTag: string;
  /** Left edge of each word and its width at scale 1, frame pixels, for a given scale per word. */
  place: (scales: readonly number[]) => { left: number[]; width: number[] };
}

function layoutPage(page: readonly CaptionWord[], input: CaptionEventsInput, spec: PresetSpec): PageLayout {
  const texts = page.map((w) => input.upper(w.text));
  const measure = (t: string, em: number): number => measureTextWidth(t, spec.weight, em);
  const widest = Math.max(spec.activeScale, spec.emphasisScale, spec.peakScale);
  const natural =
    texts.reduce((sum, t) => sum + measure(t, input.emPx), 0) +
    measure(' ', input.emPx) * (texts.length - 1) +
    Math.max(...texts.map((t) => measure(t, input.emPx))) * (widest - 1);
  // A boxed word's box reaches past its text on both sides: keep that inside the line's width too.
  const room = input.maxWidth - (input.look.preset === 'boxed' ? 2 * BOX_PAD_EM * input.emPx : 0);
  const shrink = natural > room ? room / natural : 1;
  const em = input.emPx * shrink;
  const shrinkTag = shrink < 1 ? `\\fs${fmt(assFontSizeForEm(fontMetrics(spec.weight), em))}` : '';
  const widths = texts.map((t) => measure(t, em));
  const space = measure(' ', em);
  return {
    texts,
    em,
    shrinkTag,
    place: (scales) => {
      const scaled = widths.map((w, i) => w * (scales[i] ?? 1));
      const total = scaled.reduce((a, b) => a + b, 0) + space * (texts.length - 1);
      const left: number[] = [];
      let x = input.cx - total / 2;
      for (const w of scaled) {
        left.push(x);
        x += w + space;
      }
      return { left, width: scaled };
    },
  };
}

/** The events of every page in the look's preset. */
export function buildCaptionEvents(input: CaptionEventsInput): CaptionEvents {
  const spec = PRESET_SPECS[input.look.preset];
  const lines: string[] = [];
  let captionEvents = 0;
  input.pages.forEach((page, p) => {
    if (!page.length) return;
    const nextStart = input.pages[p + 1]?.[0]?.start;
    const layout = layoutPage(page, input, spec);
    const built = PRESET_BUILDERS[input.look.preset]({ page, layout, spec, input, acts: activations(page, nextStart), nextStart });
    lines.push(...built.lines);
    captionEvents += built.events;
  });
  return { lines, captionEvents };
}

interface BuildPage {
  page: readonly CaptionWord[];
  layout: PageLayout;
  spec: PresetSpec;
  input: CaptionEventsInput;
  acts: Activation[];
  nextStart: number | undefined;
}

type PresetBuilder = (b: BuildPage) => { lines: string[]; events: number };

const TEXT_ALPHA: AlphaState = { primary: '&H00&', outline: '&H00&', shadow: '&H80&' };

function rich(text: string, em: number, restore: AlphaState = TEXT_ALPHA): string {
  return richAssText(text, em, escapeAssText, restore);
}

/** The plain words' colour, to return to after a lit word. */
function text(input: CaptionEventsInput): string {
  return assColor(input.textColor ?? '#FFFFFF');
}

function scaleTag(pct: number): string {
  return `\\fscx${pct}\\fscy${pct}`;
}

/** The emoji of a page's words drawn where the text puts them, for one event's time. */
function pageEmoji(b: BuildPage, scales: readonly number[], start: number, end: number, tags = '', opacity = 1, pops = false): string[] {
  const { layout, input, spec } = b;
  const { left } = layout.place(scales);
  const maxScale = Math.max(1, ...scales);
  const baseline = baselineOf(5, input.centreY, spec.weight, layout.em, maxScale);
  const out: string[] = [];
  layout.texts.forEach((text, i) => {
    const scale = scales[i] ?? 1;
    for (const spot of emojiSpots(text, layout.em, (t) => measurePlainWidth(t, spec.weight, layout.em))) {
      out.push(
        ...emojiEvents(
          {
            emoji: spot.emoji,
            x: left[i]! + spot.centreX * scale,
            y: emojiCentreY(baseline, spec.weight, layout.em, scale),
            // While the page pops in, the line grows from 80 % about its centre and slides up: the emoji with it.
            ...(pops ? { popFrom: { x: input.cx, y: input.centreY, scale: POP_FROM, slide: Math.round(layout.em * 0.15), ms: POP_MS } } : {}),
            sizePx: EMOJI_SIZE_EM * layout.em * scale,
            start: assTime(start),
            end: assTime(end),
            layer: LAYER_EMOJI,
            style: EMOJI,
            tags,
            opacity,
          },
          dialogue,
        ),
      );
    }
  });
  return out;
}

function popIn(b: BuildPage, first: boolean): { head: string; scale: (pct: number) => string } {
  const { input, layout } = b;
  const y = Math.round(input.centreY);
  if (!first || input.animate === false) return { head: `{\\an5\\pos(${input.cx},${y})${layout.shrinkTag}}`, scale: (pct) => scaleTag(pct) };
  const slide = Math.round(layout.em * 0.15);
  // Each override block animates its own scale, so the pop also works across a word's inline scale.
  const scale = (pct: number): string => `${scaleTag(Math.round(pct * POP_FROM))}\\t(0,${POP_MS},${scaleTag(pct)})`;
  return { head: `{\\an5\\move(${input.cx},${y + slide},${input.cx},${y},0,${POP_MS})${layout.shrinkTag}${scale(100)}}`, scale };
}

/** Phrases of a few words; the spoken word (and every emphasised one) in the colour and a little bigger. */
const highlight: PresetBuilder = (b) => {
  const { page, layout, spec, input } = b;
  const active = assColor(input.look.color);
  const lines: string[] = [];
  const pct = Math.round(spec.activeScale * 100);
  b.acts.forEach((act, n) => {
    const { head, scale } = popIn(b, n === 0);
    const lit = (j: number): boolean => j === act.index || page[j]!.emphasis === true;
    const body = layout.texts
      .map((t, j) => (lit(j) ? `{\\1c${active}${scale(pct)}}${rich(t, layout.em)}{\\1c${text(input)}${scale(100)}}` : rich(t, layout.em)))
      .join(' ');
    lines.push(captionEvent(act.start, act.end, `${head}${body}`));
    lines.push(
      ...pageEmoji(
        b,
        layout.texts.map((_, j) => (lit(j) ? spec.activeScale : 1)),
        act.start,
        act.end,
        '',
        1,
        n === 0 && input.animate !== false,
      ),
    );
  });
  return { lines, events: b.acts.length };
};

/** The whole phrase on screen, each word filling with the colour from left to right as it is spoken (\kf). */
const karaoke: PresetBuilder = (b) => {
  const { page, layout, spec, input, acts } = b;
  if (!acts.length) return { lines: [], events: 0 };
  const start = acts[0]!.start;
  const end = acts.at(-1)!.end;
  const pct = Math.round(spec.emphasisScale * 100);
  const body = layout.texts
    .map((t, j) => {
      const word = page[j]!;
      const until = j + 1 < page.length ? page[j + 1]!.start : word.end;
      // The fill of word j starts when it is spoken; time before the page's first word is not sung.
      const cs = Math.max(1, Math.round((Math.min(until, end) - Math.max(word.start, start)) * 100));
      const lead = j === 0 ? '' : ' ';
      const text = rich(t, layout.em);
      return word.emphasis ? `${lead}{\\kf${cs}${scaleTag(pct)}}${text}{${scaleTag(100)}}` : `${lead}{\\kf${cs}}${text}`;
    })
    .join('');
  // Words spoken before the page starts are unlikely; gaps inside the page are absorbed by each word's duration.
  const gap = Math.max(0, Math.round((page[0]!.start - start) * 100));
  const head = `{\\an5\\pos(${input.cx},${Math.round(input.centreY)})${layout.shrinkTag}\\fad(${input.animate === false ? 0 : 90},0)${gap ? `\\k${gap}` : ''}}`;
  const lines = [captionEvent(start, end, `${head}${body}`)];
  lines.push(
    ...pageEmoji(
      b,
      page.map((w) => (w.emphasis ? spec.emphasisScale : 1)),
      start,
      end,
    ),
  );
  return { lines, events: 1 };
};

/** The spoken word on a rounded box of the colour, its text dark or light for contrast. */
const boxed: PresetBuilder = (b) => {
  const { page, layout, spec, input } = b;
  const colour = assColor(input.look.color);
  const onBox = assColor(contrastText(input.look.color));
  const lines: string[] = [];
  const bord = fmt(layout.em * spec.outline);
  const m = fontMetrics(spec.weight);
  const scales = page.map(() => 1);
  const { left, width } = layout.place(scales);
  const baseline = baselineOf(5, input.centreY, spec.weight, layout.em);
  // The box spans from above the capitals (room for accents) to below the baseline (descenders).
  const top = baseline - (m.capHeight / m.unitsPerEm + 0.2) * layout.em;
  const bottom = baseline + 0.24 * layout.em;
  const padX = BOX_PAD_EM * layout.em;
  b.acts.forEach((act, n) => {
    const { head } = popIn({ ...b, input: { ...input, animate: false } }, n === 0);
    const body = layout.texts
      .map((t, j) => {
        if (j === act.index)
          return `{\\1c${onBox}\\bord0\\shad0}${rich(t, layout.em, { primary: '&H00&', outline: '&HFF&', shadow: '&HFF&' })}{\\1c${text(input)}\\bord${bord}\\shad${fmt(layout.em * spec.shadow)}}`;
        return page[j]!.emphasis ? `{\\1c${colour}}${rich(t, layout.em)}{\\1c${text(input)}}` : rich(t, layout.em);
      })
      .join(' ');
    const [x0, w] = [left[act.index]! - padX, width[act.index]! + 2 * padX];
    const [cx, cy, h] = [x0 + w / 2, (top + bottom) / 2, bottom - top];
    const grow = n === 0 && input.animate !== false ? `${scaleTag(85)}\\t(0,110,${scaleTag(100)})` : '';
    const rect = roundedRect(Math.round(-w / 2), Math.round(-h / 2), Math.round(w), Math.round(h), Math.round(layout.em * 0.22));
    lines.push(dialogue(LAYER_UNDER, assTime(act.start), assTime(act.end), BOX, `{\\an7\\pos(${Math.round(cx)},${Math.round(cy)})${grow}\\p1}${rect}{\\p0}`));
    lines.push(captionEvent(act.start, act.end, `${head}${body}`));
    lines.push(...pageEmoji(b, scales, act.start, act.end));
  });
  return { lines, events: b.acts.length };
};

/** One big word at a time, popping in (80 → 112 → 100 %); emphasised words in the colour. */
const pop: PresetBuilder = (b) => {
  const { page, layout, spec, input } = b;
  const colour = assColor(input.look.color);
  const lines: string[] = [];
  const animate = input.animate !== false;
  const bounce = animate ? `${scaleTag(80)}\\t(0,80,${scaleTag(112)})\\t(80,160,${scaleTag(100)})` : '';
  b.acts.forEach((act) => {
    const word = page[act.index]!;
    const text = layout.texts[act.index]!;
    const pct = Math.round((word.emphasis ? spec.emphasisScale : 1) * 100);
    const tint = word.emphasis ? `\\1c${colour}` : '';
    const size = pct !== 100 ? scaleTag(pct) : '';
    lines.push(
      captionEvent(
        act.start,
        act.end,
        `{\\an5\\pos(${input.cx},${Math.round(input.centreY)})${layout.shrinkTag}${tint}${bounce}${size}}${rich(text, layout.em)}`,
      ),
    );
    // A page is one word: the emoji pops with it, about its own centre.
    const single: BuildPage = { ...b, page: [word], layout: layoutPage([word], input, spec) };
    lines.push(...pageEmoji(single, [word.emphasis ? spec.emphasisScale : 1], act.start, act.end, bounce));
  });
  return { lines, events: b.acts.length };
};

/** Small sentence-case lower third with a soft shadow: the spoken word full white, the rest a little dimmer. */
const minimal: PresetBuilder = (b) => {
  const { page, layout, input } = b;
  const colour = assColor(input.look.color);
  const lines: string[] = [];
  const dim = '&H30&';
  const soft: AlphaState = { primary: dim, outline: '&H78&', shadow: '&H90&' };
  b.acts.forEach((act, n) => {
    const fade = n === 0 && input.animate !== false ? '\\fad(120,0)' : '';
    const body = layout.texts
      .map((t, j) => {
        const tint = page[j]!.emphasis ? `\\1c${colour}` : '';
        if (j === act.index) return `{\\1a&H00&${tint}}${rich(t, layout.em, { ...soft, primary: '&H00&' })}{\\1a${dim}\\1c${text(input)}}`;
        return tint ? `{${tint}}${rich(t, layout.em, soft)}{\\1c${text(input)}}` : rich(t, layout.em, soft);
      })
      .join(' ');
    const blur = `\\blur${fmt(layout.em * b.spec.outlineBlur)}`;
    lines.push(captionEvent(act.start, act.end, `{\\an5\\pos(${input.cx},${Math.round(input.centreY)})${layout.shrinkTag}${fade}${blur}\\1a${dim}}${body}`));
    lines.push(
      ...pageEmoji(
        b,
        page.map(() => 1),
        act.start,
        act.end,
        fade,
      ),
    );
  });
  return { lines, events: b.acts.length };
};

/** White text with a thick blurred glow of the colour; the spoken word glows brightest and is a little bigger. */
const neon: PresetBuilder = (b) => {
  const { page, layout, spec, input } = b;
  const lines: string[] = [];
  const glowBlur = fmt(layout.em * 0.2);
  b.acts.forEach((act, n) => {
    const { head, scale } = popIn(b, n === 0);
    const scales = page.map((w, j) => (j === act.index ? (w.emphasis ? spec.emphasisScale : spec.activeScale) : w.emphasis ? spec.emphasisScale : 1));
    const pcts = scales.map((s) => Math.round(s * 100));
    // The glow: every word in the colour, the spoken one brighter, drawn under the crisp text with the same sizes.
    const glow = layout.texts
      .map((t, j) => {
        const a = j === act.index || page[j]!.emphasis ? '&H00&' : '&H70&';
        return `{\\1a&HFF&\\3a${a}${scale(pcts[j]!)}}${rich(t, layout.em, { primary: '&HFF&', outline: a, shadow: '&HFF&' })}`;
      })
      .join(' ');
    // White text always: a word in the colour would merge with its own outline; emphasis shows as size and glow.
    const crisp = layout.texts.map((t, j) => `{${scale(pcts[j]!)}}${rich(t, layout.em, { primary: '&H00&', outline: '&H00&', shadow: '&HFF&' })}`).join(' ');
    lines.push(dialogue(LAYER_UNDER, assTime(act.start), assTime(act.end), GLOW, `${head.replace(/}$/, `\\blur${glowBlur}}`)}${glow}`));
    lines.push(captionEvent(act.start, act.end, `${head.replace(/}$/, `\\blur${fmt(layout.em * spec.outlineBlur)}}`)}${crisp}`));
    lines.push(...pageEmoji(b, scales, act.start, act.end, '', 1, n === 0 && input.animate !== false));
  });
  return { lines, events: b.acts.length };
};

const PRESET_BUILDERS: Record<CaptionLook['preset'], PresetBuilder> = { highlight, karaoke, boxed, pop, minimal, neon };
