import { describe, expect, it } from 'vitest';
import { fitText, measureTextWidth } from './text-fit.ts';

const box = { maxWidth: 570, maxHeight: 600, maxFontPx: 50, minFontPx: 22, lineHeight: 1.22, weight: 'bold' as const };

describe('measureTextWidth', () => {
  it('scales linearly with size and grows with text', () => {
    const a = measureTextWidth('Hello world', 'bold', 20);
    expect(measureTextWidth('Hello world', 'bold', 40)).toBeCloseTo(a * 2, 5);
    expect(measureTextWidth('Hello world!!', 'bold', 20)).toBeGreaterThan(a);
    expect(measureTextWidth('Привет', 'extraBold', 20)).toBeGreaterThan(0);
  });
});

describe('fitText', () => {
  it('fits 512 characters legibly inside the box', () => {
    const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Привет, как дела? Ação, coração, niño, señor. '.repeat(6).slice(0, 512);
    const fitted = fitText(text, box);
    expect(fitted.truncated).toBe(false);
    expect(fitted.fontPx).toBeGreaterThanOrEqual(26);
    expect(fitted.height).toBeLessThanOrEqual(box.maxHeight);
    for (const w of fitted.lineWidths) expect(w).toBeLessThanOrEqual(box.maxWidth);
    for (const line of fitted.lines) expect(measureTextWidth(line, 'bold', fitted.fontPx)).toBeLessThanOrEqual(box.maxWidth);
    expect(fitted.lines.join(' ')).toBe(text.trim());
  });

  it('uses the largest size for short text and balances the lines', () => {
    const fitted = fitText('When the code works on the first try and you have no idea why', box);
    expect(fitted.fontPx).toBe(50);
    const [shortest, longest] = [Math.min(...fitted.lineWidths), Math.max(...fitted.lineWidths)];
    expect(shortest / longest).toBeGreaterThan(0.5);
  });

  it('keeps explicit line breaks', () => {
    expect(fitText('first line\nsecond', box).lines).toEqual(['first line', 'second']);
  });

  it('breaks a word wider than the box between characters', () => {
    const word = 'https://example.com/a/very/long/path/that/never/ends/and/keeps/going/on/and/on';
    const fitted = fitText(word, { ...box, maxFontPx: 40, minFontPx: 40 });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe(word);
    for (const w of fitted.lineWidths) expect(w).toBeLessThanOrEqual(box.maxWidth);
  });

  it('cuts with an ellipsis when even the minimum size cannot hold everything', () => {
    const fitted = fitText('word '.repeat(2000), box);
    expect(fitted.truncated).toBe(true);
    expect(fitted.fontPx).toBe(box.minFontPx);
    expect(fitted.lines.at(-1)!.endsWith('…')).toBe(true);
    expect(fitted.height).toBeLessThanOrEqual(box.maxHeight);
  });
});
