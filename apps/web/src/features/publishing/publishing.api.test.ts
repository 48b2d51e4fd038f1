import { describe, expect, it } from 'vitest';
import { isMoving, POLL_MAX_COUNT, POLL_MAX_MS, pollDelay } from './publishing.api.ts';
import { moveToDay, nextSlot, toOffsetIso } from './time.ts';

describe('publishing polling and times', () => {
  it('polls with a growing delay, capped, and stops after a bounded number of polls', () => {
    expect(pollDelay(0)).toBe(3_000);
    expect(pollDelay(1)).toBe(4_500);
    expect(pollDelay(20)).toBe(POLL_MAX_MS);
    expect(pollDelay(POLL_MAX_COUNT)).toBe(false);
  });

  it('follows a post sent now (scheduled, queued) or whose time has come, not one that waits or is done', () => {
    const now = Date.parse('2026-12-03T12:00:00Z');
    const later = '2026-12-04T12:00:00.000Z';
    const past = '2026-12-03T11:59:00.000Z';
    expect(isMoving({ status: 'scheduled', stage: 'queued', publish_at: past }, now)).toBe(true);
    expect(isMoving({ status: 'scheduled', stage: null, publish_at: past }, now)).toBe(true);
    expect(isMoving({ status: 'publishing', stage: 'processing', publish_at: past }, now)).toBe(true);
    expect(isMoving({ status: 'scheduled', stage: null, publish_at: later }, now)).toBe(false);
    for (const status of ['published', 'failed', 'cancelled'] as const) expect(isMoving({ status, stage: null, publish_at: past }, now)).toBe(false);
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
