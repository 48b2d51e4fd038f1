import { describe, expect, it } from 'vitest';
import { countScriptWords, implausibleAlignment, plausiblyReadPart } from './align-speech.ts';

describe('implausibleAlignment', () => {
  const word = (start: number, end: number) => ({ text: 'w', start, end, phones: [] });
  it('accepts an ordinary timeline', () => {
    expect(implausibleAlignment([word(0, 0.3), word(0.3, 0.6), word(0.7, 1)], 2)).toBeNull();
  });
  it('rejects empty results, words past the end and piles of zero-length words', () => {
    expect(implausibleAlignment([], 2)).toMatch(/no words/);
    expect(implausibleAlignment([word(0, 0.3), word(5, 6)], 2)).toMatch(/outside/);
    expect(implausibleAlignment([word(0, 1), ...Array.from({ length: 6 }, () => word(1, 1.01))], 2)).toMatch(/no duration/);
  });
});

describe('plausiblyReadPart', () => {
  const long = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.';
  it('keeps the whole script when it fits the voiced time at a fast but real rate', () => {
    expect(plausiblyReadPart('Hello there, my friends.', 'en', 1.5)).toBe('Hello there, my friends.');
  });
  it('keeps only the start that fits at a typical rate otherwise, at least one word', () => {
    const part = plausiblyReadPart(long, 'en', 2);
    expect(long.startsWith(part)).toBe(true);
    expect(part.split(' ').length).toBeGreaterThan(3);
    expect(part.split(' ').length).toBeLessThan(10);
    expect(plausiblyReadPart(long, 'en', 0.05)).toBe('One');
  });
});

describe('countScriptWords', () => {
  it('counts tokens with something to say', () => {
    expect(countScriptWords('Hello — world 🚀 #growth 2024!')).toBe(4);
  });
});
