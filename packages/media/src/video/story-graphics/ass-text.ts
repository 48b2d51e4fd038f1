import { assColor, assTime, dialogue, escapeAssText, fmt, styleLine } from '../../captions/ass.ts';
import { stripUnsupportedGlyphs } from '../../captions/glyphs.ts';
import { measureTextWidth } from '../../captions/text-fit.ts';
import { assFontSizeForEm } from '../../fonts/font-metrics.ts';
import { fontFace, fontMetrics, type FontWeightName } from '../../fonts/fonts.ts';

/**
 * Text of the scenes made by code goes into the story's ASS document (libass draws it crisply and cheaply, with
 * \move, \t and \fad doing the animation): our own two styles, and events on layers 0–1 so the captions (layer 2)
 * stay on top. The captions module owns the document; `mergeAssEvents` is the one narrow hook into it.
 */
export const GFX_STYLES = { heavy: 'GfxHeavy', bold: 'GfxBold' } as const;

export function graphicStyleLines(): string[] {
  const white = assColor('#FFFFFF');
  const black = assColor('#000000');
  return [
    styleLine(GFX_STYLES.heavy, fontFace('extraBold').assFamily, 40, white, black, assColor('#000000', 0x80), false, 0, 0, 5),
    styleLine(GFX_STYLES.bold, fontFace('bold').assFamily, 40, white, black, assColor('#000000', 0x80), true, 0, 0, 5),
  ];
}

/** Adds style lines to the [V4+ Styles] section and events at the end of [Events] of an ASS document. */
export function mergeAssEvents(document: string, styles: readonly string[], events: readonly string[]): string {
  if (styles.length === 0 && events.length === 0) return document;
  const lines = document.replace(/\n+$/, '').split('\n');
  const eventsAt = lines.findIndex((l) => l.trim() === '[Events]');
  if (eventsAt < 0) throw new Error('ASS document has no [Events] section');
  let lastStyle = -1;
  for (let i = 0; i < eventsAt; i++) if (lines[i]!.startsWith('Style:')) lastStyle = i;
  if (lastStyle < 0) throw new Error('ASS document has no styles');
  lines.splice(lastStyle + 1, 0, ...styles);
  lines.push(...events);
  return `${lines.join('\n')}\n`;
}

export interface TextLook {
  weight: FontWeightName;
  /** Em size in pixels (cap height + descender scale like the captions'). */
  emPx: number;
  colour: string;
  /** Soft drop shadow under light text on dark backgrounds. */
  shadow?: boolean;
}

/** Override tags for a look: font size, colour, no outline; a soft offset shadow when asked. */
export function lookTags(look: TextLook): string {
  const size = assFontSizeForEm(fontMetrics(look.weight), look.emPx);
  const shadow = look.shadow ? `\\shad${fmt(Math.max(1, look.emPx * 0.06))}\\4c${assColor('#000000')}\\4a&H90&` : '\\shad0';
  return `\\fs${fmt(size)}\\1c${assColor(look.colour)}\\bord0${shadow}`;
}

export function styleFor(weight: FontWeightName): string {
  return weight === 'extraBold' ? GFX_STYLES.heavy : GFX_STYLES.bold;
}

/** One text event: `tags` animate it (\move, \t, \fad…), the look sets font, size and colour. */
export function textEvent(layer: number, start: number, end: number, look: TextLook, tags: string, text: string): string | null {
  const clean = stripUnsupportedGlyphs(text);
  if (!clean || !(end > start) || assTime(end) === assTime(start)) return null;
  // The look first: an animation (\t) in `tags` then changes it from there.
  return dialogue(layer, assTime(start), assTime(end), styleFor(look.weight), `{${lookTags(look)}${tags}}${escapeAssText(clean)}`);
}

/** One vector shape event (ASS drawing, \p1): `path` in frame pixels, drawn at (0,0) top-left anchored. */
export function shapeEvent(layer: number, start: number, end: number, colour: string, alpha: number, tags: string, path: string): string | null {
  if (!(end > start) || assTime(end) === assTime(start)) return null;
  const a = Math.max(0, Math.min(255, Math.round(255 * (1 - alpha))));
  return dialogue(
    layer,
    assTime(start),
    assTime(end),
    GFX_STYLES.bold,
    `{\\bord0\\shad0\\1c${assColor(colour)}\\1a&H${a.toString(16).padStart(2, '0').toUpperCase()}&${tags}\\p1}${path}{\\p0}`,
  );
}

/** Milliseconds from an event's start, for \t and \move times. */
export function ms(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000));
}

/** Text width as libass lays it out (Skia measurement of the same TTF). */
export function textWidth(text: string, weight: FontWeightName, emPx: number): number {
  return measureTextWidth(stripUnsupportedGlyphs(text), weight, emPx);
}

export { fmt };
