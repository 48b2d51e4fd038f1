import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatShare, utcDay } from './format.ts';

describe('admin formatting', () => {
  it('formats money in the UI language', () => {
    expect(formatMoney(1999, 'usd', 'en')).toBe('$19.99');
    expect(formatMoney(1999, 'eur', 'es')).toMatch(/19,99\s€/);
    expect(formatMoney(150, 'xx1', 'en')).toBe('1.50 XX1');
  });

  it('formats shares and days', () => {
    expect(formatShare(0.256, 'en')).toBe('25.6%');
    expect(formatDay('2026-03-05', 'en')).toBe('Mar 5, 2026');
  });

  it('counts days back in UTC', () => {
    const now = new Date('2026-03-05T23:30:00Z');
    expect(utcDay(0, now)).toBe('2026-03-05');
    expect(utcDay(30, now)).toBe('2026-02-03');
  });
});
