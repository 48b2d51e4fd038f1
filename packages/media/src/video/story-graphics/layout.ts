/**
 * Where the parts of a scene made by code go: pure arithmetic on a content box, with text measured by an injected
 * function (Skia over the same TTF libass draws with). The content box keeps text inside the middle ~80 % of the
 * width and out of the caption band, which continues over these scenes.
 */
import type { Rect } from '../../captions/layout.ts';
import type { FontWeightName } from '../../fonts/fonts.ts';

export type Measure = (text: string, weight: FontWeightName, emPx: number) => number;

/** Horizontal margin of the content box on each side (10 % → the middle 80 %). */
const SIDE = 0.1;
/** Top of the content box: clear of the app's top icons. */
const TOP = 0.1;
/** Without a known caption band, content stays above this line (captions sit around 62–70 %). */
const DEFAULT_BOTTOM = 0.58;
/** Lowest the content goes in any case: the bottom ~20 % belongs to the app's UI and the captions. */
const FLOOR = 0.8;

/**
 * The box graphic content fills: the middle 80 % of the width, and the tallest band between the top margin and the
 * floor that the caption block does not touch (above it when captions are low, below when they are at the top).
 */
export function contentBox(width: number, height: number, captionBox?: Rect): Rect {
  const x = Math.round(width * SIDE);
  const w = width - 2 * x;
  const top = Math.round(height * TOP);
  const floor = Math.round(height * FLOOR);
  if (!captionBox) return { x, y: top, width: w, height: Math.round(height * DEFAULT_BOTTOM) - top };
  const gap = Math.round(height * 0.02);
  const above = { y: top, bottom: Math.min(floor, captionBox.y - gap) };
  const below = { y: Math.max(top, captionBox.y + captionBox.height + gap), bottom: floor };
  const best = above.bottom - above.y >= below.bottom - below.y ? above : below;
  return { x, y: best.y, width: w, height: Math.max(Math.round(height * 0.2), best.bottom - best.y) };
}

/** Greedy line breaking of words at a width; a word wider than the line gets a line of its own. */
export function wrapWords(words: readonly string[], maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || widthOf(candidate) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens text with an ellipsis until it fits. */
export function ellipsize(text: string, maxWidth: number, widthOf: (text: string) => number): string {
  if (widthOf(text) <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && widthOf(`${chars.join('').trimEnd()}…`) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Wraps into at most `maxLines` lines at the largest em in [minEm, maxEm] where every line fits `maxWidth` and the
 * block fits `maxHeight`; lines are balanced (no lonely last word). At minEm, the overflow is cut with an ellipsis.
 */
export function fitLines(
  text: string,
  options: { maxWidth: number; maxHeight: number; maxEm: number; minEm: number; maxLines: number; lineHeight: number; weight: FontWeightName },
  measure: Measure,
): { emPx: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  const tryAt = (em: number, width: number): string[] | null => {
    const widthOf = (t: string): number => measure(t, options.weight, em);
    const lines = wrapWords(words, width, widthOf);
    if (lines.length > options.maxLines || lines.length * em * options.lineHeight > options.maxHeight) return null;
    return lines.every((l) => widthOf(l) <= options.maxWidth) ? lines : null;
  };
  let lo = Math.max(1, Math.floor(options.minEm));
  let hi = Math.max(lo, Math.floor(options.maxEm));
  if (!tryAt(lo, options.maxWidth)) {
    const widthOf = (t: string): number => measure(t, options.weight, lo);
    const lines = wrapWords(words, options.maxWidth, widthOf);
    const fitting = Math.max(1, Math.min(options.maxLines, Math.floor(options.maxHeight / (lo * options.lineHeight))));
    const kept = lines.slice(0, fitting).map((l) => ellipsize(l, options.maxWidth, widthOf));
    if (lines.length > fitting) kept[fitting - 1] = ellipsize(`${kept[fitting - 1]!.replace(/…$/, '')}…`, options.maxWidth, widthOf);
    return { emPx: lo, lines: kept };
  }
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (tryAt(mid, options.maxWidth)) lo = mid;
    else hi = mid - 1;
  }
  const best = tryAt(lo, options.maxWidth)!;
  let narrow = options.maxWidth / 2;
  let wide = options.maxWidth;
  while (wide - narrow > 2) {
    const mid = (narrow + wide) / 2;
    const candidate = tryAt(lo, mid);
    if (candidate && candidate.length <= best.length) wide = mid;
    else narrow = mid;
  }
  return { emPx: lo, lines: tryAt(lo, wide) ?? best };
}

/**
 * When each of `count` reveals happens, seconds from the scene's start: the first after `lead`, the rest spread over
 * the scene so the last one still has `tail` seconds on screen; never closer than `minStep` nor further than `maxStep`.
 */
export function revealTimes(count: number, length: number, options: { lead?: number; tail?: number; minStep?: number; maxStep?: number } = {}): number[] {
  if (count <= 0) return [];
  const lead = Math.min(options.lead ?? 0.35, length * 0.2);
  const tail = Math.min(options.tail ?? 1.5, length * 0.3);
  const room = Math.max(0, length - lead - tail);
  const step = count > 1 ? Math.max(options.minStep ?? 0.25, Math.min(options.maxStep ?? 2.5, room / (count - 1))) : 0;
  return Array.from({ length: count }, (_, i) => Math.min(Math.max(0, length - 0.3), lead + i * step));
}

export interface ListRow {
  card: Rect;
  /** Number badge (or bullet) centre and radius. */
  badge: { cx: number; cy: number; r: number };
  /** Left edge and vertical centre of the text block, its lines. */
  textX: number;
  textCy: number;
  lines: string[];
}

/** A list's or chart's title: up to two extra-bold lines at the top of the box, fitted to a fifth of its height. */
function sceneTitle(text: string | undefined, box: Rect, frameWidth: number, measure: Measure, maxEmShare: number) {
  if (!text?.trim()) return null;
  const lineHeight = 1.15;
  const fitted = fitLines(
    text,
    {
      maxWidth: box.width,
      maxHeight: box.height * 0.22,
      maxEm: frameWidth * maxEmShare,
      minEm: frameWidth * 0.045,
      maxLines: 2,
      lineHeight,
      weight: 'extraBold',
    },
    measure,
  );
  const h = fitted.lines.length * fitted.emPx * lineHeight;
  return { title: { lines: fitted.lines, emPx: fitted.emPx, cy: box.y + h / 2 }, bottom: box.y + h };
}

export interface ListLayout {
  title: { lines: string[]; emPx: number; cy: number } | null;
  itemEm: number;
  lineHeight: number;
  rows: ListRow[];
}

/** Title on top, then one card per item, stacked and vertically centred in what is left of the box. */
export function layoutList(list: { title?: string; items: readonly string[] }, box: Rect, frameWidth: number, measure: Measure): ListLayout {
  const items = list.items.slice(0, 6);
  let top = box.y;
  const heading = sceneTitle(list.title, box, frameWidth, measure, 0.075);
  const title = heading?.title ?? null;
  if (heading) top = heading.bottom + frameWidth * 0.04;
  const n = Math.max(1, items.length);
  const gap = Math.round(frameWidth * 0.025);
  const area = box.y + box.height - top;
  const cardH = Math.max(frameWidth * 0.1, Math.min(frameWidth * 0.2, (area - gap * (n - 1)) / n));
  const pad = Math.round(cardH * 0.18);
  const r = Math.round(Math.min(cardH * 0.3, frameWidth * 0.045));
  const textX = box.x + pad + 2 * r + pad;
  const textW = box.x + box.width - pad - textX;
  const lineHeight = 1.15;
  // One size for every item: the largest at which each fits in two lines inside its card.
  let em = Math.min(frameWidth * 0.055, (cardH - 2 * pad * 0.6) / (2 * lineHeight));
  const minEm = frameWidth * 0.032;
  const linesAt = (size: number): string[][] => items.map((item) => wrapWords(item.split(/\s+/).filter(Boolean), textW, (t) => measure(t, 'bold', size)));
  let wrapped = linesAt(em);
  while (em > minEm && wrapped.some((lines) => lines.length > 2 || lines.some((l) => measure(l, 'bold', em) > textW))) {
    em = Math.max(minEm, em - 1);
    wrapped = linesAt(em);
  }
  const used = n * cardH + (n - 1) * gap;
  const first = top + Math.max(0, (area - used) / 2);
  const rows = items.map((_, i): ListRow => {
    const y = Math.round(first + i * (cardH + gap));
    let lines = wrapped[i]!;
    if (lines.length > 2 || lines.some((l) => measure(l, 'bold', em) > textW)) {
      const widthOf = (t: string): number => measure(t, 'bold', em);
      lines = [ellipsize(lines[0]!, textW, widthOf), ...(lines.length > 1 ? [ellipsize(lines.slice(1).join(' '), textW, widthOf)] : [])];
    }
    return {
      card: { x: box.x, y, width: box.width, height: Math.round(cardH) },
      badge: { cx: box.x + pad + r, cy: y + cardH / 2, r },
      textX,
      textCy: y + cardH / 2,
      lines,
    };
  });
  return { title, itemEm: em, lineHeight, rows };
}

export interface ChartRow {
  label: string;
  value: string;
  /** Baseline-free: the label line's vertical centre. */
  labelCy: number;
  bar: Rect;
  /** Fraction of the bar's full width the value fills (≥ a sliver, so 0 still shows). */
  fraction: number;
}

export interface ChartLayout {
  title: { lines: string[]; emPx: number; cy: number } | null;
  labelEm: number;
  rows: ChartRow[];
}

/** Title on top, then for each bar a label line (label left, value right) over a horizontal bar. */
export function layoutChart(
  chart: { title?: string; bars: ReadonlyArray<{ label: string; value: number }> },
  box: Rect,
  frameWidth: number,
  measure: Measure,
  formatValue: (value: number) => string,
): ChartLayout {
  const bars = chart.bars.slice(0, 6);
  let top = box.y;
  const heading = sceneTitle(chart.title, box, frameWidth, measure, 0.07);
  const title = heading?.title ?? null;
  if (heading) top = heading.bottom + frameWidth * 0.05;
  const n = Math.max(1, bars.length);
  const area = box.y + box.height - top;
  const rowH = Math.min(frameWidth * 0.22, area / n);
  const labelEm = Math.max(frameWidth * 0.03, Math.min(frameWidth * 0.05, rowH * 0.24));
  const barH = Math.round(Math.max(frameWidth * 0.025, rowH * 0.34));
  const max = Math.max(0, ...bars.map((b) => (Number.isFinite(b.value) ? b.value : 0)));
  const used = n * rowH;
  const first = top + Math.max(0, (area - used) / 2);
  const rows = bars.map((bar, i): ChartRow => {
    const y = first + i * rowH;
    const value = formatValue(bar.value);
    const valueW = measure(value, 'extraBold', labelEm);
    const label = ellipsize(bar.label, box.width - valueW - frameWidth * 0.04, (t) => measure(t, 'bold', labelEm));
    const labelCy = y + labelEm * 0.75;
    const barY = Math.round(labelCy + labelEm * 0.85);
    const fraction = max > 0 && Number.isFinite(bar.value) ? Math.max(0.03, Math.max(0, bar.value) / max) : 0.03;
    return { label, value, labelCy, bar: { x: box.x, y: barY, width: box.width, height: barH }, fraction };
  });
  return { title, labelEm, rows };
}
