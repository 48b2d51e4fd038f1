import { describe, expect, it } from 'vitest';
import { escapeFilterOptionValue, formatSeconds } from './filter-escape.ts';

describe('escapeFilterOptionValue', () => {
  it('leaves plain paths alone', () => {
    expect(escapeFilterOptionValue('/tmp/reelcraft-meme-1/captions.ass')).toBe('/tmp/reelcraft-meme-1/captions.ass');
  });

  it('escapes for the option level, then again for the graph level', () => {
    // ':' → '\:' (option level) → '\\:' (the graph level doubles the backslash; ':' means nothing there)
    expect(escapeFilterOptionValue('C:/a')).toBe('C\\\\:/a');
    expect(escapeFilterOptionValue("it's")).toBe("it\\\\\\'s");
    expect(escapeFilterOptionValue('a,b;c[d]')).toBe('a\\,b\\;c\\[d\\]');
    expect(escapeFilterOptionValue('back\\slash')).toBe('back\\\\\\\\slash');
  });
});

describe('formatSeconds', () => {
  it('prints plain decimals with at most millisecond precision', () => {
    expect(formatSeconds(10)).toBe('10');
    expect(formatSeconds(0)).toBe('0');
    expect(formatSeconds(2.5)).toBe('2.5');
    expect(formatSeconds(1 / 3)).toBe('0.333');
    expect(formatSeconds(1e-7)).toBe('0');
    expect(() => formatSeconds(-1)).toThrow(RangeError);
    expect(() => formatSeconds(Number.NaN)).toThrow(RangeError);
  });
});
