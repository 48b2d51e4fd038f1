import { describe, expect, it } from 'vitest';
import { fitWords, longestWordLength } from './fit-text.ts';

describe('longestWordLength', () => {
  it('counts the longest word in characters, punctuation included', () => {
    expect(longestWordLength('Три хука, которые останавливают ленту')).toBe('останавливают'.length);
    expect(longestWordLength('Reels que o seu público assiste até o fim')).toBe('público'.length);
    expect(longestWordLength('A, b.')).toBe(2);
    expect(longestWordLength('')).toBe(0);
  });
});

describe('fitWords', () => {
  it('sizes the font so the longest word fits the container', () => {
    expect(fitWords('Рилсы, которые досматривают до конца', 0.7)).toEqual({ '--fit-size': `calc(100cqi / ${(12 * 0.7).toFixed(3)})` });
  });
});
