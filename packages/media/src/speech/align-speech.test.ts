import { describe, expect, it } from 'vitest';
import { implausibleAlignment } from './align-speech.ts';

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
