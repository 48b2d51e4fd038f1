import type { Benchmark, Comparison, SizeBand } from './analysis.schema.ts';

/*
 * Typical values by account size.
 *
 * These are HEURISTIC, industry-typical ranges chosen by us to frame a creator's numbers ("below / typical / above
 * for an account of your size"). They are NOT measured from data we hold, and they move as Instagram changes its
 * ranking. The shape they follow is the widely observed one: the larger an account, the smaller the share of its
 * followers that likes, comments or watches any single post. Change them here, in one place, when we have real
 * measurements; tests pin the band edges, not the figures.
 */
export const BENCHMARK_BANDS: readonly Benchmark[] = [
  {
    band: 'nano',
    followersMin: 0,
    followersMax: 10_000,
    engagementRate: { low: 2.5, high: 6 },
    reelViewsToFollowers: { low: 0.3, high: 1.5 },
    postsPerWeek: { low: 2, high: 5 },
  },
  {
    band: 'micro',
    followersMin: 10_000,
    followersMax: 100_000,
    engagementRate: { low: 1.5, high: 3.5 },
    reelViewsToFollowers: { low: 0.2, high: 0.8 },
    postsPerWeek: { low: 3, high: 6 },
  },
  {
    band: 'mid',
    followersMin: 100_000,
    followersMax: 1_000_000,
    engagementRate: { low: 1, high: 2.5 },
    reelViewsToFollowers: { low: 0.1, high: 0.5 },
    postsPerWeek: { low: 3, high: 7 },
  },
  {
    band: 'macro',
    followersMin: 1_000_000,
    followersMax: null,
    engagementRate: { low: 0.5, high: 1.5 },
    reelViewsToFollowers: { low: 0.05, high: 0.3 },
    postsPerWeek: { low: 3, high: 7 },
  },
];

export function sizeBandOf(followers: number): SizeBand {
  return benchmarkFor(followers).band;
}

/** The typical ranges for an account with this many followers (heuristic, see BENCHMARK_BANDS). */
export function benchmarkFor(followers: number): Benchmark {
  const value = Number.isFinite(followers) ? followers : 0;
  const band = BENCHMARK_BANDS.find((entry) => entry.followersMax === null || value < entry.followersMax);
  return structuredClone(band ?? (BENCHMARK_BANDS[BENCHMARK_BANDS.length - 1] as Benchmark));
}

/** Where a value sits against a typical range; null when there is nothing to compare. */
export function compareToRange(value: number | null, range: { low: number; high: number }): Comparison | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (value < range.low) return 'below';
  if (value > range.high) return 'above';
  return 'typical';
}
