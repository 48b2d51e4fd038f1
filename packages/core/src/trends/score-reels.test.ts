import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_OUTLIER_VIEWS, reelBaselines, reelVelocity, scoreReels, type IngestReel } from './score-reels.ts';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

function reel(overrides: Partial<IngestReel> & { shortcode: string }): IngestReel {
  return { owner: 'a', takenAt: hoursAgo(10), views: 1000, likes: 0, comments: 0, caption: '', hashtags: [], ...overrides };
}

describe('scoreReels', () => {
  it('measures views per hour since posting against the account baseline', () => {
    const [scored] = scoreReels([reel({ shortcode: 'x', views: 8000, takenAt: hoursAgo(10) })], new Map([['a', 200]]), NOW);
    expect(scored).toMatchObject({ ageHours: 10, velocity: 800, baseline: 200, baselineSource: 'account', outlierScore: 4, isOutlier: true });
  });

  it('needs both the ratio and enough views to call a reel an outlier', () => {
    const baselines = new Map([['a', 100]]);
    const [slow, tiny, fast] = scoreReels(
      [
        reel({ shortcode: 'slow', views: 1500, takenAt: hoursAgo(10) }),
        reel({ shortcode: 'tiny', views: MIN_OUTLIER_VIEWS - 1, takenAt: hoursAgo(2) }),
        reel({ shortcode: 'fast', views: 2000, takenAt: hoursAgo(10) }),
      ],
      baselines,
      NOW,
    );
    expect(slow).toMatchObject({ outlierScore: 1.5, isOutlier: false });
    expect(tiny?.outlierScore).toBeGreaterThan(2);
    expect(tiny?.isOutlier).toBe(false);
    expect(fast).toMatchObject({ outlierScore: 2, isOutlier: true });
  });

  it('falls back to the batch itself for accounts without a stored baseline, and to nothing for lone reels', () => {
    const reels = [
      reel({ shortcode: 'b1', owner: 'b', views: 1000, takenAt: hoursAgo(10) }),
      reel({ shortcode: 'b2', owner: 'b', views: 2000, takenAt: hoursAgo(10) }),
      reel({ shortcode: 'b3', owner: 'b', views: 9000, takenAt: hoursAgo(10) }),
      reel({ shortcode: 'c1', owner: 'c', views: 50_000 }),
    ];
    const scored = scoreReels(reels, new Map(), NOW);
    expect(scored.map((entry) => [entry.shortcode, entry.baselineSource, entry.baseline, entry.outlierScore])).toEqual([
      ['b1', 'batch', 200, 0.5],
      ['b2', 'batch', 200, 1],
      ['b3', 'batch', 200, 4.5],
      ['c1', null, null, null],
    ]);
    expect(scored[3]?.isOutlier).toBe(false);
  });

  it('treats very young reels as an hour old and floors zero baselines', () => {
    const [young] = scoreReels([reel({ shortcode: 'y', views: 3000, takenAt: hoursAgo(0.05) })], new Map([['a', 0]]), NOW);
    expect(young).toMatchObject({ ageHours: 1, velocity: 3000, outlierScore: 3000, isOutlier: true });
  });

  it('survives broken input', () => {
    const [broken] = scoreReels([reel({ shortcode: 'z', views: Number.NaN, takenAt: new Date('nope') })], new Map([['a', 10]]), NOW);
    expect(broken).toMatchObject({ ageHours: null, velocity: 0, outlierScore: null, isOutlier: false });
    expect(() => scoreReels([], new Map(), new Date('nope'))).toThrow(RangeError);
  });

  it('computes baselines as each account’s median velocity', () => {
    const baselines = reelBaselines(
      [
        { owner: 'a', views: 100, takenAt: hoursAgo(1) },
        { owner: 'a', views: 300, takenAt: hoursAgo(1) },
        { owner: 'a', views: 1000, takenAt: hoursAgo(1) },
        { owner: 'b', views: 480, takenAt: hoursAgo(48) },
      ],
      NOW,
    );
    expect(Object.fromEntries(baselines)).toEqual({ a: 300, b: 10 });
    expect(reelVelocity(480, hoursAgo(48), NOW)).toBe(10);
  });

  it('never produces NaN or Infinity (property)', () => {
    const number = fc.oneof(fc.double(), fc.nat(), fc.constant(0));
    fc.assert(
      fc.property(
        fc.array(fc.record({ owner: fc.constantFrom('a', 'b', 'c'), views: number, takenAt: fc.date(), shortcode: fc.string() }), { maxLength: 20 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), number), { maxLength: 2 }),
        (rows, baselineRows) => {
          const scored = scoreReels(
            rows.map((row) => reel(row)),
            new Map(baselineRows),
            NOW,
          );
          for (const entry of scored) {
            for (const value of [entry.velocity, entry.ageHours ?? 0, entry.baseline ?? 0, entry.outlierScore ?? 0]) {
              expect(Number.isFinite(value)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
