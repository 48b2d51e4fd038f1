import { bestTimesResponseSchema } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { GENERAL_SLOTS, localWeekdayHour, scoreBestTimes, type TimedPerformance } from './best-times-scoring.ts';

describe('localWeekdayHour', () => {
  it('reads the local weekday and hour through DST changes', () => {
    // 17:00 UTC is 19:00 in Berlin in summer (CEST, +2) and 18:00 in winter (CET, +1).
    expect(localWeekdayHour(new Date('2026-07-14T17:00:00Z'), 'Europe/Berlin')).toEqual({ weekday: 2, hour: 19 });
    expect(localWeekdayHour(new Date('2026-01-13T17:00:00Z'), 'Europe/Berlin')).toEqual({ weekday: 2, hour: 18 });
    // The night the clocks go forward in New York (8 March 2026): 06:30 UTC is 01:30 EST, 07:30 UTC is 03:30 EDT.
    expect(localWeekdayHour(new Date('2026-03-08T06:30:00Z'), 'America/New_York')).toEqual({ weekday: 0, hour: 1 });
    expect(localWeekdayHour(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({ weekday: 0, hour: 3 });
    // Across the date line the weekday moves too: Monday 23:00 UTC is Tuesday noon in Auckland (NZDT, +13).
    expect(localWeekdayHour(new Date('2026-01-12T23:00:00Z'), 'Pacific/Auckland')).toEqual({ weekday: 2, hour: 12 });
    expect(localWeekdayHour(new Date('2026-01-12T23:00:00Z'), 'UTC')).toEqual({ weekday: 1, hour: 23 });
  });
});

const post = (iso: string, value: number, source: TimedPerformance['source'] = 'reelcraft'): TimedPerformance => ({ at: new Date(iso), value, source });

describe('scoreBestTimes', () => {
  it('falls back to the general slots with fewer than five posts, and says so', () => {
    const answer = scoreBestTimes([post('2026-07-14T17:00:00Z', 2), post('2026-07-15T17:00:00Z', 1)], 'UTC');
    expect(answer).toEqual({ basis: 'general', sample_size: 2, slots: [...GENERAL_SLOTS] });
    expect(bestTimesResponseSchema.parse(answer)).toEqual(answer);
  });

  it('ranks the hours where the creator’s posts did best, in the requested zone, summer and winter alike', () => {
    // Every Tuesday-evening post (19:00 Berlin, whatever the season) did twice as well as the rest.
    const posts = [
      post('2026-07-14T17:00:00Z', 2),
      post('2026-01-13T18:00:00Z', 2),
      post('2026-07-15T08:00:00Z', 1),
      post('2026-07-16T08:00:00Z', 1),
      post('2026-07-17T08:00:00Z', 1),
      post('2026-07-18T08:00:00Z', 1),
    ];
    const berlin = scoreBestTimes(posts, 'Europe/Berlin');
    expect(berlin.basis).toBe('own_posts');
    expect(berlin.sample_size).toBe(6);
    expect(berlin.slots).toHaveLength(5);
    expect(berlin.slots[0]).toEqual({ weekday: 2, hour: 19, score: 1 });
    expect(bestTimesResponseSchema.parse(berlin)).toEqual(berlin);
    // In UTC the same posts are two different hours (17:00 and 18:00): each alone is weaker than the Berlin slot.
    const utc = scoreBestTimes(posts, 'UTC');
    expect(utc.slots.slice(0, 2).map((slot) => `${slot.weekday}:${slot.hour}`)).toEqual(['2:17', '2:18']);
  });

  it('compares analysed posts with each other, not with Reelcraft posts’ views per reach', () => {
    const posts = [
      // Reelcraft posts: views per reach about 1.2 everywhere.
      post('2026-07-13T12:00:00Z', 1.2),
      post('2026-07-14T12:00:00Z', 1.2),
      // Analysed posts: engagement in the hundreds; Friday 20:00 is the creator's best hour.
      post('2026-06-05T20:00:00Z', 900, 'analysis'),
      post('2026-06-12T20:00:00Z', 800, 'analysis'),
      post('2026-06-08T09:00:00Z', 300, 'analysis'),
      post('2026-06-09T09:00:00Z', 300, 'analysis'),
    ];
    const answer = scoreBestTimes(posts, 'UTC');
    expect(answer.slots[0]).toMatchObject({ weekday: 5, hour: 20, score: 1 });
    expect(answer.slots.every((slot) => slot.score >= 0 && slot.score <= 1)).toBe(true);
  });

  it('ignores unusable numbers', () => {
    const posts = [
      post('2026-07-14T17:00:00Z', Number.NaN),
      post('2026-07-14T17:00:00Z', -1),
      ...Array.from({ length: 4 }, () => post('2026-07-14T17:00:00Z', 1)),
    ];
    expect(scoreBestTimes(posts, 'UTC')).toMatchObject({ basis: 'general', sample_size: 4 });
  });
});
