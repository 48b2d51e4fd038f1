import type { ProfileMetrics } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { engagementChart, formatShares, niceCeil } from './chart-data.ts';

type Point = ProfileMetrics['series'][number];

function point(date: string, rate: number | null, kind: Point['kind'] = 'image', views: number | null = null): Point {
  return { shortcode: `s-${date}`, date: `${date}T10:00:00.000Z`, kind, likes: 10, comments: 1, engagement: 11, engagementRate: rate, views };
}

describe('niceCeil', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeil(0.7)).toBe(1);
    expect(niceCeil(1.3)).toBe(2);
    expect(niceCeil(2.2)).toBe(2.5);
    expect(niceCeil(3.9)).toBe(5);
    expect(niceCeil(14.9)).toBe(20);
    expect(niceCeil(0)).toBe(1);
  });
});

describe('engagementChart', () => {
  const series = [point('2026-03-03', 8, 'reel', 12_000), point('2026-03-01', 2), point('2026-03-02', null), point('2026-03-04', 4, 'carousel')];
  const chart = engagementChart(series, { low: 1.5, high: 3.5 }, { width: 300, height: 100, gap: 0 });

  it('draws one bar per post with a rate, oldest first', () => {
    expect(chart.bars.map((bar) => bar.date.slice(0, 10))).toEqual(['2026-03-01', '2026-03-03', '2026-03-04']);
    expect(chart.bars.map((bar) => bar.kind)).toEqual(['image', 'reel', 'carousel']);
    expect(chart.bars[1]?.views).toBe(12_000);
  });

  it('scales the bars to a round maximum above the tallest one', () => {
    expect(chart.max).toBe(10); // 8 × 1.1 → 10
    expect(chart.bars.map((bar) => bar.height)).toEqual([20, 80, 40]);
    expect(chart.bars.map((bar) => bar.y)).toEqual([80, 20, 60]);
    expect(chart.bars.map((bar) => bar.x)).toEqual([0, 100, 200]);
    expect(chart.bars.every((bar) => bar.width === 100)).toBe(true);
    expect(chart.ticks).toEqual([
      { value: 0, y: 100 },
      { value: 5, y: 50 },
      { value: 10, y: 0 },
    ]);
  });

  it('shades the typical range of the account size', () => {
    expect(chart.band).toEqual({ low: 1.5, high: 3.5, y: 65, height: 20 });
  });

  it('keeps the band in view when every post is below it, and shows zero-engagement posts as a hairline', () => {
    const low = engagementChart([point('2026-03-01', 0), point('2026-03-02', 0.5)], { low: 1.5, high: 3.5 }, { width: 200, height: 100 });
    expect(low.max).toBe(5); // 3.5 × 1.1
    expect(low.bars[0]?.height).toBe(1);
    expect(engagementChart([], null).bars).toEqual([]);
    expect(engagementChart([], null).band).toBeNull();
  });
});

describe('formatShares', () => {
  const formats: ProfileMetrics['formats'] = [
    { kind: 'image', posts: 5, avgEngagement: 1248, avgEngagementRate: 2.59, avgViews: null },
    { kind: 'carousel', posts: 2, avgEngagement: 2777, avgEngagementRate: 5.76, avgViews: null },
    { kind: 'reel', posts: 5, avgEngagement: 4184, avgEngagementRate: 8.68, avgViews: 284_723 },
  ];

  it('lists the formats in use, largest first, with percentages that add up to 100', () => {
    const shares = formatShares({ formatMix: { image: 0.417, carousel: 0.167, reel: 0.417, video: 0 }, formats });
    expect(shares.map((share) => share.kind)).toEqual(['reel', 'image', 'carousel']);
    expect(shares.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
    expect(shares.map((share) => share.percent)).toEqual([42, 41, 17]);
    expect(shares[0]).toMatchObject({ posts: 5, avgEngagementRate: 8.68 });
  });

  it('has nothing to show without posts', () => {
    expect(formatShares({ formatMix: { image: 0, carousel: 0, reel: 0, video: 0 }, formats: [] })).toEqual([]);
  });
});
