import type { ProfileMetrics } from '@reelcraft/contract';

type Series = ProfileMetrics['series'];
type PostKind = Series[number]['kind'];

export interface ChartBar {
  shortcode: string;
  date: string;
  kind: PostKind;
  /** Engagement rate in percent. */
  rate: number;
  views: number | null;
  /** Left edge and width in chart units (0…width). */
  x: number;
  width: number;
  /** Top edge and height in chart units (0 at the top, `height` at the baseline). */
  y: number;
  height: number;
}

export interface EngagementChart {
  width: number;
  height: number;
  /** The top of the y axis, in percent: a round number above the tallest bar and the typical band. */
  max: number;
  /** Gridlines: value in percent and its y. */
  ticks: { value: number; y: number }[];
  /** The typical range for the account's size, clipped to the chart; null without a benchmark. */
  band: { low: number; high: number; y: number; height: number } | null;
  bars: ChartBar[];
}

/** 1, 2, 2.5, 5, 10 × 10ⁿ: the smallest "nice" number ≥ value. */
export function niceCeil(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value - 1e-9) return step * magnitude;
  }
  return 10 * magnitude;
}

/**
 * Engagement rate per post, oldest first, as bars in a `width`×`height` box (the SVG's viewBox). Posts without a rate
 * (an account with no followers) are left out; the typical band of the account's size class is drawn behind.
 */
export function engagementChart(
  series: Series,
  benchmark: { low: number; high: number } | null,
  { width = 600, height = 200, gap = 0.25 }: { width?: number; height?: number; gap?: number } = {},
): EngagementChart {
  const points = series
    .filter((point) => point.engagementRate !== null && Number.isFinite(point.engagementRate))
    .slice()
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const tallest = Math.max(0, ...points.map((point) => point.engagementRate ?? 0), benchmark?.high ?? 0);
  const max = niceCeil(tallest * 1.1);
  const scale = (value: number) => height - (Math.min(value, max) / max) * height;
  const slot = points.length > 0 ? width / points.length : width;
  const barWidth = slot * (1 - gap);

  const bars: ChartBar[] = points.map((point, index) => {
    const rate = point.engagementRate ?? 0;
    const y = scale(rate);
    return {
      shortcode: point.shortcode,
      date: point.date,
      kind: point.kind,
      rate,
      views: point.views,
      x: index * slot + (slot - barWidth) / 2,
      width: barWidth,
      y,
      // A post with no engagement still shows as a hairline, so the bar count matches the posts.
      height: Math.max(1, height - y),
    };
  });

  const band =
    benchmark && benchmark.high > benchmark.low
      ? { low: benchmark.low, high: benchmark.high, y: scale(benchmark.high), height: scale(benchmark.low) - scale(benchmark.high) }
      : null;

  const ticks = [0, max / 2, max].map((value) => ({ value, y: scale(value) }));
  return { width, height, max, ticks, band, bars };
}

export interface FormatShare {
  kind: PostKind;
  /** 0–1. */
  share: number;
  /** Whole percent; the shown percentages add up to 100. */
  percent: number;
  posts: number;
  avgEngagementRate: number | null;
}

const KINDS: readonly PostKind[] = ['reel', 'carousel', 'image', 'video'];

/**
 * The format mix as bars, largest first, formats the account does not post left out. Percentages are rounded so
 * that they add up to 100 (largest remainder), as people check.
 */
export function formatShares(metrics: Pick<ProfileMetrics, 'formatMix' | 'formats'>): FormatShare[] {
  const present = KINDS.filter((kind) => (metrics.formatMix[kind] ?? 0) > 0);
  const total = present.reduce((sum, kind) => sum + metrics.formatMix[kind], 0);
  if (total <= 0) return [];
  const exact = present.map((kind) => (metrics.formatMix[kind] / total) * 100);
  const percent = exact.map(Math.floor);
  let left = 100 - percent.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    percent[index] = (percent[index] ?? 0) + 1;
    left -= 1;
  }
  return present
    .map((kind, index) => {
      const stats = metrics.formats.find((entry) => entry.kind === kind);
      return {
        kind,
        share: metrics.formatMix[kind] / total,
        percent: percent[index] ?? 0,
        posts: stats?.posts ?? 0,
        avgEngagementRate: stats?.avgEngagementRate ?? null,
      };
    })
    .sort((a, b) => b.share - a.share || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}
