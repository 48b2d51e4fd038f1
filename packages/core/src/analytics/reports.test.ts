import { describe, expect, it } from 'vitest';
import { assembleFunnelSteps, dropOff } from './funnel-report.ts';
import { isoWeekStart, reportRange, weeksOf } from './report-range.ts';
import { churnRate, monthlyCents } from './revenue-report.ts';

describe('report ranges', () => {
  const now = new Date('2026-11-25T13:00:00Z');
  it('defaults to the last 30 days up to today, both ends inclusive', () => {
    expect(reportRange(now, {})).toMatchObject({ from: '2026-10-27', to: '2026-11-25' });
    const range = reportRange(now, { from: '2026-11-01', to: '2026-11-03' });
    expect(range.start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-04T00:00:00.000Z');
  });
  it('refuses a reversed range and more than 366 days', () => {
    expect(() => reportRange(now, { from: '2026-11-02', to: '2026-11-01' })).toThrow('VALIDATION_FAILED');
    expect(() => reportRange(now, { from: '2025-01-01', to: '2026-11-01' })).toThrow('VALIDATION_FAILED');
    expect(reportRange(now, { from: '2025-11-25', to: '2026-11-25' }).from).toBe('2025-11-25');
  });
  it('ISO weeks start on Monday', () => {
    expect(isoWeekStart('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(isoWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weeksOf({ from: '2026-11-20', to: '2026-12-01' })).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });
});

describe('revenue arithmetic', () => {
  it('normalises a period price to a month of 52/12 weeks', () => {
    expect(monthlyCents(699, 1)).toBeCloseTo(3029, 0);
    expect(monthlyCents(1999, 4)).toBeCloseTo(2165.58, 2);
    expect(monthlyCents(2700, 52)).toBeCloseTo(225, 5);
    expect(monthlyCents(699, null)).toBe(0);
    expect(monthlyCents(699, 0)).toBe(0);
  });
  it('churn rate is churned over live at the start, 0 when none were', () => {
    expect(churnRate(1, 3)).toBe(0.3333);
    expect(churnRate(2, 0)).toBe(0);
    expect(churnRate(0, 10)).toBe(0);
  });
});

describe('funnel steps', () => {
  it("drop-off is the share of a step's visitors who did not reach the next step (issue 31)", () => {
    expect(dropOff(5, undefined)).toBe(0); // the last step
    expect(dropOff(10, 4)).toBeCloseTo(0.6);
    expect(dropOff(2, 1)).toBeCloseTo(0.5); // "answered 1 of 2" is not "drop-off 0%"
    expect(dropOff(0, 0)).toBe(0);
    expect(dropOff(3, 5)).toBe(0); // more came (a deep link): never negative
  });
  it('keeps the definition order, fills steps nobody saw, and compares languages by first and last step', () => {
    const result = assembleFunnelSteps(
      ['a', 'b', 'c'],
      [
        { kind: 'view', step: 'b', language: null, visitors: 5 },
        { kind: 'view', step: 'a', language: null, visitors: 10 },
        { kind: 'answer', step: 'a', language: null, visitors: 8 },
        { kind: 'view', step: 'a', language: 'en', visitors: 7 },
        { kind: 'view', step: 'a', language: 'ru', visitors: 3 },
        { kind: 'view', step: 'c', language: 'ru', visitors: 1 },
        { kind: 'view', step: 'c', language: null, visitors: 1 },
        { kind: 'view', step: 'a', language: 'xx', visitors: 9 },
      ],
    );
    expect(result.steps).toEqual([
      { slug: 'a', visitors: 10, answered: 8, drop_off: 0.5 },
      { slug: 'b', visitors: 5, answered: 0, drop_off: 0.8 },
      { slug: 'c', visitors: 1, answered: 0, drop_off: 0 },
    ]);
    expect(result.by_language).toEqual([
      { language: 'en', started: 7, finished: 0 },
      { language: 'ru', started: 3, finished: 1 },
    ]);
  });
});
