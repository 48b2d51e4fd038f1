import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WRITER_LANGUAGES } from '../writer/index.ts';
import { POST_KINDS, profileMetricsSchema, type AnalysisPost, type ProfileMetrics } from './analysis.schema.ts';
import { computeProfileMetrics, median } from './compute-profile-metrics.ts';
import { coachInput, coachPosts, NOW } from './test-profiles.ts';

const DAY = 86_400_000;

function post(overrides: Partial<AnalysisPost> & { shortcode: string }): AnalysisPost {
  return { kind: 'image', takenAt: new Date(NOW.getTime() - DAY), likes: 0, comments: 0, caption: '', hashtags: [], ...overrides };
}

/** Every number anywhere in the value, with its path. */
function numbersIn(value: unknown, path = '$'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  return [];
}

describe('computeProfileMetrics on a hand-made profile', () => {
  const metrics = computeProfileMetrics(coachInput('en'));

  it('is schema-valid and survives a JSON round trip unchanged', () => {
    expect(profileMetricsSchema.safeParse(metrics).success).toBe(true);
    expect(JSON.parse(JSON.stringify(metrics))).toEqual(metrics);
  });

  it('computes engagement: mean of (likes + comments) / followers, in percent', () => {
    // Engagements 550, 110, 330, 440, 55, 220 over 10,000 followers: rates 5.5, 1.1, 3.3, 4.4, 0.55, 2.2 %.
    expect(metrics.engagement.rate).toBe(2.84);
    expect(metrics.engagement.medianRate).toBe(2.75);
    expect(metrics.engagement.avgEngagement).toBe(284.2);
    expect(metrics.engagement.avgLikes).toBe(258.3);
    expect(metrics.engagement.avgComments).toBe(25.8);
  });

  it('computes reel views: median, top and views per follower', () => {
    expect(metrics.reels).toEqual({
      count: 3,
      withViews: 3,
      medianViews: 10_000,
      avgViews: 11_666.7,
      topViews: 20_000,
      topShortcode: 'R1',
      viewsToFollowers: 1,
    });
  });

  it('computes posting frequency over the span up to now', () => {
    // Six posts, the oldest 16 days ago: 6 / 16 × 7 = 2.625 a week; 15 days between first and last over 5 gaps.
    expect(metrics.frequency).toEqual({
      postsPerWeek: 2.63,
      avgGapDays: 3,
      spanDays: 16,
      lastPostAt: '2025-02-28T12:00:00.000Z',
      daysSinceLastPost: 1,
    });
  });

  it('computes the format mix and per-format engagement', () => {
    expect(metrics.formatMix).toEqual({ image: 0.333, carousel: 0.167, reel: 0.5, video: 0 });
    expect(metrics.formats.map((entry) => [entry.kind, entry.posts, entry.avgEngagement, entry.avgViews])).toEqual([
      ['image', 2, 82.5, null],
      ['carousel', 1, 330, null],
      ['reel', 3, 403.3, 11_666.7],
    ]);
  });

  it('finds the best and the worst posts with excerpts', () => {
    expect(metrics.bestPosts.map((entry) => entry.shortcode)).toEqual(['R1', 'R2', 'C1']);
    expect(metrics.worstPosts.map((entry) => entry.shortcode)).toEqual(['P2', 'P1', 'R3']);
    expect(metrics.bestPosts[0]).toMatchObject({
      likes: 500,
      comments: 50,
      views: 20_000,
      engagement: 550,
      engagementRate: 5.5,
      captionExcerpt: '3 exercises you can do at home?',
      hooks: ['question', 'number'],
    });
  });

  it('ranks hashtags found in captions by use, with their average engagement and lift', () => {
    expect(metrics.topHashtags).toEqual([
      { tag: 'fitness', posts: 4, avgEngagement: 302.5, lift: 1.06 },
      { tag: 'homeworkout', posts: 2, avgEngagement: 495, lift: 1.74 },
      { tag: 'running', posts: 1, avgEngagement: 330, lift: 1.16 },
    ]);
  });

  it('reads caption patterns and hooks', () => {
    expect(metrics.captions).toMatchObject({ avgHashtags: 1.2, questionShare: 0.167, ctaShare: 0.333, emojiShare: 0.333, avgEmojis: 0.5, noHookShare: 0.333 });
    expect(metrics.hooks.stats.map((entry) => [entry.type, entry.posts, entry.bestPosts])).toEqual([
      ['question', 1, 1],
      ['number', 1, 1],
      ['how_to', 1, 1],
      ['pov', 1, 1],
      ['story', 1, 0],
    ]);
    expect(metrics.hooks.bestPostHooks).toEqual(['question', 'number', 'how_to', 'pov']);
    // No hook is used twice, so none has proved itself.
    expect(metrics.hooks.strongest).toBeNull();
  });

  it('gives a per-post series, oldest first', () => {
    expect(metrics.series.map((point) => point.shortcode)).toEqual(['R3', 'P2', 'R2', 'C1', 'P1', 'R1']);
    expect(metrics.series[5]).toEqual({
      shortcode: 'R1',
      date: '2025-02-28T12:00:00.000Z',
      kind: 'reel',
      likes: 500,
      comments: 50,
      engagement: 550,
      engagementRate: 5.5,
      views: 20_000,
    });
  });

  it('compares with the typical values for its size band', () => {
    expect(metrics.benchmark.band).toBe('micro');
    expect(metrics.comparison).toEqual({ engagementRate: 'typical', reelViewsToFollowers: 'above', postsPerWeek: 'below' });
  });

  it('reads the same patterns from the same posts written in every language', () => {
    const reference = metrics;
    for (const language of WRITER_LANGUAGES) {
      const other = computeProfileMetrics(coachInput(language));
      expect(other.captions.questionShare, language).toBe(reference.captions.questionShare);
      expect(other.captions.ctaShare, language).toBe(reference.captions.ctaShare);
      expect(other.captions.emojiShare, language).toBe(reference.captions.emojiShare);
      expect(other.series.length, language).toBe(6);
      expect(
        other.bestPosts.map((entry) => entry.hooks),
        language,
      ).toEqual(reference.bestPosts.map((entry) => entry.hooks));
      expect(
        other.worstPosts.map((entry) => entry.hooks),
        language,
      ).toEqual(reference.worstPosts.map((entry) => entry.hooks));
      expect(
        other.topHashtags.map((entry) => entry.posts),
        language,
      ).toEqual([4, 2, 1]);
    }
  });

  it('names the strongest hook once it has worked at least twice', () => {
    const posts = [
      post({ shortcode: 'a', caption: 'Why do squats hurt your knees?', likes: 900 }),
      post({ shortcode: 'b', caption: 'Why nobody tells you this?', likes: 700 }),
      post({ shortcode: 'c', caption: 'Leg day', likes: 100 }),
      post({ shortcode: 'd', caption: 'Arms', likes: 100 }),
    ];
    const result = computeProfileMetrics({ followers: 5000, following: 0, postsCount: 4, posts, now: NOW });
    expect(result.hooks.strongest).toBe('question');
    expect(result.hooks.stats[0]).toMatchObject({ type: 'question', posts: 2, avgEngagement: 800, lift: 1.78 });
  });
});

describe('computeProfileMetrics edge cases', () => {
  const base = { followers: 1000, following: 10, postsCount: 0, now: NOW };

  it('handles a profile without posts', () => {
    const result = computeProfileMetrics({ ...base, posts: [] });
    expect(profileMetricsSchema.safeParse(result).success).toBe(true);
    expect(result.analyzedPosts).toBe(0);
    expect(result.engagement).toEqual({ rate: null, medianRate: null, avgLikes: 0, avgComments: 0, avgEngagement: 0 });
    expect(result.reels.medianViews).toBeNull();
    expect(result.frequency).toEqual({ postsPerWeek: 0, avgGapDays: null, spanDays: 0, lastPostAt: null, daysSinceLastPost: null });
    expect(result.formatMix).toEqual({ image: 0, carousel: 0, reel: 0, video: 0 });
    expect(result.bestPosts).toEqual([]);
    expect(result.worstPosts).toEqual([]);
    expect(result.series).toEqual([]);
    expect(result.comparison).toEqual({ engagementRate: null, reelViewsToFollowers: null, postsPerWeek: null });
  });

  it('handles zero followers: no rates, no ratios, but counts still add up', () => {
    const result = computeProfileMetrics({ ...coachInput('en'), followers: 0 });
    expect(profileMetricsSchema.safeParse(result).success).toBe(true);
    expect(result.engagement.rate).toBeNull();
    expect(result.reels.viewsToFollowers).toBeNull();
    expect(result.series.every((point) => point.engagementRate === null)).toBe(true);
    expect(result.engagement.avgEngagement).toBe(284.2);
    expect(result.benchmark.band).toBe('nano');
  });

  it('handles a profile without reels, and reels that hide their views', () => {
    const photos = computeProfileMetrics({ ...base, posts: coachPosts('en').filter((entry) => entry.kind !== 'reel') });
    expect(photos.reels).toEqual({ count: 0, withViews: 0, medianViews: null, avgViews: null, topViews: null, topShortcode: null, viewsToFollowers: null });
    expect(photos.comparison.reelViewsToFollowers).toBeNull();

    const hidden = computeProfileMetrics({ ...base, posts: coachPosts('en').map(({ views: _views, ...rest }) => rest) });
    expect(hidden.reels.count).toBe(3);
    expect(hidden.reels.withViews).toBe(0);
    expect(hidden.reels.medianViews).toBeNull();
  });

  it('handles all-zero numbers', () => {
    const posts = coachPosts('en').map((entry) => ({ ...entry, likes: 0, comments: 0, views: 0 }));
    const result = computeProfileMetrics({ followers: 0, following: 0, postsCount: 0, posts, now: NOW });
    expect(profileMetricsSchema.safeParse(result).success).toBe(true);
    expect(result.topHashtags.every((entry) => entry.lift === null)).toBe(true);
    expect(result.hooks.stats.every((entry) => entry.lift === null)).toBe(true);
    expect(result.reels.medianViews).toBe(0);
    expect(result.postsCount).toBe(6);
  });

  it('cleans broken counts and dates instead of spreading NaN', () => {
    const posts = [
      post({ shortcode: 'nan', likes: Number.NaN, comments: -5, views: Number.POSITIVE_INFINITY, kind: 'reel' }),
      post({ shortcode: 'future', takenAt: new Date(NOW.getTime() + 10 * DAY), likes: 10.7 }),
      post({ shortcode: 'invalid', takenAt: new Date('not a date'), likes: 99 }),
      post({ shortcode: 'nan', likes: 1000 }),
    ];
    const result = computeProfileMetrics({ followers: Number.NaN, following: -1, postsCount: Number.POSITIVE_INFINITY, posts, now: NOW });
    expect(profileMetricsSchema.safeParse(result).success).toBe(true);
    // The undated post is dropped, the duplicate shortcode too; the future one is pinned to now.
    expect(result.series.map((point) => point.shortcode)).toEqual(['nan', 'future']);
    expect(result.series[0]).toMatchObject({ likes: 0, comments: 0, views: null });
    expect(result.series[1]).toMatchObject({ likes: 10, date: NOW.toISOString() });
    expect(result.followers).toBe(0);
  });

  it('leaves pinned posts out of the posting frequency', () => {
    const posts = [
      post({ shortcode: 'old-pinned', takenAt: new Date(NOW.getTime() - 700 * DAY), pinned: true }),
      post({ shortcode: 'a', takenAt: new Date(NOW.getTime() - 2 * DAY) }),
      post({ shortcode: 'b', takenAt: new Date(NOW.getTime() - 5 * DAY) }),
      post({ shortcode: 'c', takenAt: new Date(NOW.getTime() - 8 * DAY) }),
    ];
    const result = computeProfileMetrics({ ...base, posts });
    expect(result.frequency.spanDays).toBe(8);
    expect(result.frequency.avgGapDays).toBe(3);
    expect(result.frequency.postsPerWeek).toBe(2.63);
    expect(result.analyzedPosts).toBe(4);
  });

  it('does not call a post from an hour ago one of the worst', () => {
    const posts = [
      ...['a', 'b', 'c', 'd'].map((code, index) => post({ shortcode: code, likes: 500 + index, takenAt: new Date(NOW.getTime() - (3 + index) * DAY) })),
      post({ shortcode: 'fresh', likes: 1, takenAt: new Date(NOW.getTime() - 3_600_000) }),
      post({ shortcode: 'settled', likes: 300, takenAt: new Date(NOW.getTime() - 9 * DAY) }),
    ];
    const result = computeProfileMetrics({ ...base, posts });
    expect(result.worstPosts.map((entry) => entry.shortcode)).toEqual(['settled', 'a']);
  });

  it('refuses an invalid "now" rather than inventing one', () => {
    expect(() => computeProfileMetrics({ ...base, posts: [], now: new Date('nope') })).toThrow(RangeError);
  });

  it('computes medians of odd and even lists', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('computeProfileMetrics property', () => {
  const count = fc.oneof(fc.constant(0), fc.nat(), fc.integer({ min: -10, max: 10 }), fc.double(), fc.constant(1e15));
  const postArbitrary = fc.record(
    {
      shortcode: fc.string({ maxLength: 12 }),
      kind: fc.constantFrom(...POST_KINDS),
      takenAt: fc.date({ min: new Date(-1e14), max: new Date(4e12) }),
      likes: count,
      comments: count,
      views: count,
      caption: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('5 ways to cook rice? #food', 'POV: понедельник 😅 #мем', '¿Cómo empezar? Guárdalo', ''),
      ),
      hashtags: fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
      pinned: fc.boolean(),
    },
    { requiredKeys: ['shortcode', 'kind', 'takenAt', 'likes', 'comments', 'caption', 'hashtags'] },
  );

  it('turns any input into schema-valid, finite, JSON-stable metrics', () => {
    fc.assert(
      fc.property(
        fc.record({
          followers: count,
          following: count,
          postsCount: count,
          posts: fc.array(postArbitrary, { maxLength: 30 }),
          now: fc.date({ min: new Date('2015-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        }),
        (input) => {
          const result: ProfileMetrics = computeProfileMetrics(input);
          const parsed = profileMetricsSchema.safeParse(result);
          if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
          for (const [path, value] of numbersIn(result)) {
            if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
          }
          expect(JSON.parse(JSON.stringify(result))).toEqual(result);
          const mix = result.formatMix;
          const total = mix.image + mix.carousel + mix.reel + mix.video;
          expect(result.analyzedPosts === 0 ? total === 0 : Math.abs(total - 1) < 0.01).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
