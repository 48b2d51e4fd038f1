import { describe, expect, it } from 'vitest';
import { capitalize, countWords, cyrillicShare, fillTemplate, secondsToSay, shortenForScreen, shortenSubject, tidy } from './text.ts';

describe('writer text helpers', () => {
  it('fills slots and capitalises on request', () => {
    expect(fillTemplate('Stop {mistake}. {Mistake} hurts.', { mistake: 'skipping sleep' })).toBe('Stop skipping sleep. Skipping sleep hurts.');
    expect(fillTemplate('«{Pain}»', { pain: 'я устаю' })).toBe('«Я устаю»');
  });

  it('refuses an unknown slot instead of showing braces', () => {
    expect(() => fillTemplate('Hello {nobody}', {})).toThrow(/nobody/);
  });

  it('tidies the seams between templates and values', () => {
    expect(tidy('Why? . Really..  Yes !')).toBe('Why? Really. Yes!');
    expect(tidy('Wait… ok')).toBe('Wait… ok');
    expect(tidy('“Sound familiar?”.')).toBe('“Sound familiar?”');
  });

  it('capitalises past leading punctuation', () => {
    expect(capitalize('«привет»')).toBe('«Привет»');
    expect(capitalize('¿qué?')).toBe('¿Qué?');
  });

  it('counts spoken words, not emoji', () => {
    expect(countWords('Tip one 👇 — do it')).toBe(4);
  });

  it('times lines by reading speed, Russian slower', () => {
    const line = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    expect(secondsToSay(line, 'en')).toBeCloseTo(20 / 2.3 + 0.3, 1);
    expect(secondsToSay(line, 'ru')).toBeCloseTo(20 / 2 + 0.3, 1);
    expect(secondsToSay('Hi', 'en')).toBe(1.2);
  });

  it('shortens for the screen', () => {
    expect(shortenForScreen('Short line.')).toBe('Short line.');
    expect(shortenForScreen('Stop now. Then read the rest of this very long sentence carefully please.')).toBe('Stop now.');
    expect(shortenForScreen('one two three four five six seven eight nine ten', 4)).toBe('one two three four…');
  });

  it("makes the creator's words safe to place after a colon", () => {
    expect(shortenSubject('  "Fitness for moms!"  ', 80)).toBe('Fitness for moms');
    expect(shortenSubject('How to start. And more text here.', 80)).toBe('How to start');
    const long = shortenSubject('word '.repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('word')).toBe(true);
  });

  it('measures how Cyrillic a text is', () => {
    expect(cyrillicShare('Привет мир')).toBe(1);
    expect(cyrillicShare('hello')).toBe(0);
    expect(cyrillicShare('POV: у тебя получилось')).toBeGreaterThan(0.8);
  });
});
