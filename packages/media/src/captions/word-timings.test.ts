import { describe, expect, it } from 'vitest';
import { wordTimingsFromText } from './word-timings.ts';

describe('wordTimingsFromText', () => {
  it('spreads every word over the duration, in order, without overlaps', () => {
    const words = wordTimingsFromText(['Nobody: absolutely nobody', 'Me at 3 a.m. rewriting everything'], 10);
    expect(words.map((w) => w.text)).toEqual(['Nobody:', 'absolutely', 'nobody', 'Me', 'at', '3', 'a.m.', 'rewriting', 'everything']);
    expect(words[0]!.start).toBeCloseTo(0.2, 3);
    expect(words.at(-1)!.end).toBeCloseTo(9.6, 2);
    for (let i = 0; i < words.length; i++) {
      expect(words[i]!.end).toBeGreaterThan(words[i]!.start);
      if (i > 0) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
    }
  });

  it('gives longer words proportionally more time', () => {
    const [a, long] = wordTimingsFromText(['a extraordinarily'], 5);
    const d = (w: { start: number; end: number }) => w.end - w.start;
    expect(d(long!) / d(a!)).toBeCloseTo((15 + 2) / (1 + 2), 1);
  });

  it('counts letters, not bytes or punctuation (Cyrillic, accents)', () => {
    const [ru, pt] = wordTimingsFromText(['Привет ação!!!'], 4);
    const d = (w: { start: number; end: number }) => w.end - w.start;
    expect(d(ru!) / d(pt!)).toBeCloseTo((6 + 2) / (4 + 2), 1);
  });

  it('marks line ends and leaves a breath between lines', () => {
    const words = wordTimingsFromText(['one two', 'three'], 6);
    expect(words.map((w) => w.breakAfter ?? false)).toEqual([false, true, true]);
    expect(words[2]!.start - words[1]!.end).toBeGreaterThan(0.1);
  });

  it('returns nothing for empty input or no time', () => {
    expect(wordTimingsFromText([], 5)).toEqual([]);
    expect(wordTimingsFromText(['  ', ''], 5)).toEqual([]);
    expect(wordTimingsFromText(['hello'], 0)).toEqual([]);
    expect(wordTimingsFromText(['hello'], Number.NaN)).toEqual([]);
  });

  it('honours explicit lead and tail', () => {
    const words = wordTimingsFromText(['a b c'], 3, { leadSeconds: 0, tailSeconds: 0 });
    expect(words[0]!.start).toBe(0);
    expect(words.at(-1)!.end).toBeCloseTo(3, 3);
  });
});
