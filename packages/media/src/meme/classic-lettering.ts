import { assColor, dialogue, escapeAssText, fmt } from '../captions/ass.ts';
import type { MemeLayout, Rect } from '../captions/layout.ts';
import { fitText } from '../captions/text-fit.ts';
import { assFontSizeForEm } from '../fonts/font-metrics.ts';
import { fontFace, fontMetrics } from '../fonts/fonts.ts';

/** The least height (fraction of the frame) a band needs to carry one part of the lettering. */
const MIN_LETTERING_BAND = 0.1;

export interface ClassicLettering {
  /** ASS Dialogue lines (style TopText, every look set inline), to append to the document's events. */
  events: string[];
  /** The rectangles the lettering takes (frame pixels). */
  rects: Rect[];
}

/**
 * The headline as classic meme lettering over a photo: white condensed capitals with a thick black outline, the
 * first part at the top of the highest free band, the rest at the foot of the lowest one above the captions (both
 * parts together when the layout has one band). `layout` is the one the captions use, so its bands are already
 * clear of the faces and the subject.
 */
export function classicLettering(parts: readonly string[], layout: MemeLayout, endTime: string): ClassicLettering {
  const texts = parts.map((part) => part.trim()).filter(Boolean);
  if (!texts.length) return { events: [], rects: [] };
  // A sliver above a forehead would set its part tiny: only bands of a tenth of the frame count as top or bottom.
  const roomy = layout.topBoxes.filter((box) => box.height >= layout.height * MIN_LETTERING_BAND).sort((a, b) => a.y - b.y);
  const boxes = roomy.length ? roomy : [layout.topBox];
  const top = roomy.length > 1 ? boxes[0]! : [...boxes].sort((a, b) => b.height - a.height)[0]!;
  const bottom = boxes.length > 1 ? boxes.at(-1)! : undefined;
  const placed: Array<{ text: string; box: Rect; anchor: 'top' | 'bottom' }> =
    bottom && texts.length > 1
      ? [
          { text: texts[0]!, box: top, anchor: 'top' },
          { text: texts.slice(1).join(' '), box: bottom, anchor: 'bottom' },
        ]
      : [{ text: texts.join(' '), box: top, anchor: 'top' }];
  const metrics = fontMetrics('impact');
  const family = fontFace('impact').assFamily;
  const outline = 0.08;
  const events: string[] = [];
  const rects: Rect[] = [];
  const pad = Math.round(layout.width * 0.02);
  for (const { text, box, anchor } of placed) {
    const fitted = fitText(text.toLocaleUpperCase(), {
      maxWidth: box.width - 2 * pad,
      maxHeight: box.height - 2 * pad,
      maxFontPx: Math.round(layout.width * 0.115),
      minFontPx: Math.max(1, Math.round(layout.width * 0.035)),
      lineHeight: 1.1,
      weight: 'impact',
    });
    const em = fitted.fontPx;
    const height = fitted.lines.length * fitted.lineHeightPx;
    const y0 = anchor === 'top' ? box.y + pad : box.y + box.height - pad - height;
    const size = fmt(assFontSizeForEm(metrics, em));
    const cx = Math.round(layout.width / 2);
    const style = `\\an8\\fn${family}\\fs${size}\\b0\\1c${assColor('#FFFFFF')}\\3c${assColor('#000000')}\\bord${fmt(em * outline)}\\shad${fmt(em * 0.03)}\\4c${assColor('#000000', 0x80)}`;
    fitted.lines.forEach((line, i) => {
      events.push(dialogue(1, '0:00:00.00', endTime, 'TopText', `{${style}\\pos(${cx},${Math.round(y0 + i * fitted.lineHeightPx)})}${escapeAssText(line)}`));
    });
    rects.push({
      x: Math.round((layout.width - fitted.width) / 2 - em * outline),
      y: Math.round(y0 - em * outline),
      width: Math.round(fitted.width + 2 * em * outline),
      height: Math.round(height + 2 * em * outline),
    });
  }
  return { events, rects };
}

/**
 * The headline in its top and bottom parts: its own lines (or " / " pieces), else split at the sentence or clause
 * break nearest the middle ("One does not simply, / walk into Mordor"); one part when it has no such break.
 */
export function headlineParts(text: string): string[] {
  const lines = text
    .split(/\n|\s+\/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 1) return lines;
  const flat = lines[0] ?? '';
  const middle = flat.length / 2;
  const breaks = [...flat.matchAll(/[.!?…;:,—–]\s+/gu)]
    .map((m) => (m.index ?? 0) + m[0].length)
    .filter((at) => at > flat.length * 0.25 && at < flat.length * 0.75);
  const at = breaks.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  return at === undefined ? [flat] : [flat.slice(0, at).trim(), flat.slice(at).trim()];
}
