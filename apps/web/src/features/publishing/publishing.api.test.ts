import { describe, expect, it } from 'vitest';
import { POLL_MAX_COUNT, POLL_MAX_MS, pollDelay } from './publishing.api.ts';
import { moveToDay, nextSlot, toOffsetIso } from './time.ts';

describe('publishing polling and times', () => {
  it('polls with a growing delay, capped, and stops after a bounded number of polls', () => {
    expect(pollDelay(0)).toBe(3_000);
    expect(pollDelay(1)).toBe(4_500);
    expect(pollDelay(20)).toBe(POLL_MAX_MS);
    expect(pollDelay(POLL_MAX_COUNT)).toBe(false);
  });

  it('writes local wall time with its offset, and moving a day keeps the time of day', () => {
    const date = new Date(2026, 11, 3, 18, 30);
    expect(Date.parse(toOffsetIso(date))).toBe(date.getTime());
    const moved = moveToDay(date, new Date(2026, 11, 9));
    expect([moved.getDate(), moved.getHours(), moved.getMinutes()]).toEqual([9, 18, 30]);
  });

  it('puts a best-time slot on its next occurrence, at least a few minutes ahead', () => {
    const thursdayNoon = new Date(2026, 11, 3, 12, 0);
    expect(nextSlot(4, 18, thursdayNoon)).toEqual(new Date(2026, 11, 3, 18, 0));
    expect(nextSlot(4, 9, thursdayNoon)).toEqual(new Date(2026, 11, 10, 9, 0));
    expect(nextSlot(1, 9, thursdayNoon)).toEqual(new Date(2026, 11, 7, 9, 0));
  });
});
