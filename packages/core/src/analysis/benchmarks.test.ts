import { describe, expect, it } from 'vitest';
import { benchmarkSchema } from './analysis.schema.ts';
import { BENCHMARK_BANDS, benchmarkFor, compareToRange, sizeBandOf } from './benchmarks.ts';

describe('benchmarks by account size', () => {
  it('puts the band edges where the brief says: nano < 10k, micro < 100k, mid < 1M, macro above', () => {
    const cases: [number, string][] = [
      [0, 'nano'],
      [9_999, 'nano'],
      [10_000, 'micro'],
      [99_999, 'micro'],
      [100_000, 'mid'],
      [999_999, 'mid'],
      [1_000_000, 'macro'],
      [500_000_000, 'macro'],
      [Number.NaN, 'nano'],
    ];
    for (const [followers, band] of cases) expect(sizeBandOf(followers), String(followers)).toBe(band);
  });

  it('has valid, ordered ranges that shrink as accounts grow', () => {
    for (const band of BENCHMARK_BANDS) {
      expect(benchmarkSchema.safeParse(band).success).toBe(true);
      expect(band.engagementRate.low).toBeLessThan(band.engagementRate.high);
      expect(band.reelViewsToFollowers.low).toBeLessThan(band.reelViewsToFollowers.high);
    }
    for (let index = 1; index < BENCHMARK_BANDS.length; index++) {
      const [smaller, larger] = [BENCHMARK_BANDS[index - 1], BENCHMARK_BANDS[index]];
      expect(larger?.engagementRate.high).toBeLessThanOrEqual(smaller?.engagementRate.high as number);
      expect(larger?.reelViewsToFollowers.high).toBeLessThanOrEqual(smaller?.reelViewsToFollowers.high as number);
      expect(larger?.followersMin).toBe(smaller?.followersMax);
    }
  });

  it('hands out copies, so a caller cannot change the constants', () => {
    const copy = benchmarkFor(50_000);
    copy.engagementRate.low = 99;
    expect(benchmarkFor(50_000).engagementRate.low).not.toBe(99);
  });

  it('compares a value with a range', () => {
    const range = { low: 1.5, high: 3.5 };
    expect(compareToRange(1.49, range)).toBe('below');
    expect(compareToRange(1.5, range)).toBe('typical');
    expect(compareToRange(3.5, range)).toBe('typical');
    expect(compareToRange(3.51, range)).toBe('above');
    expect(compareToRange(null, range)).toBeNull();
    expect(compareToRange(Number.NaN, range)).toBeNull();
  });
});
