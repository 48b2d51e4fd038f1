import { describe, expect, it } from 'vitest';
import { graphicStyleLines, mergeAssEvents, textEvent } from './ass-text.ts';
import { barStarts } from './chart.ts';
import { countWindow } from './counter.ts';
import { countedValue, counterDecimals, easeOutBack, easeOutCubic, formatCount } from './easing.ts';
import { companionPalette, GRAPHIC_PALETTES, storyPalettes } from './palette.ts';
import { emphasisIndex } from './phrase.ts';

describe('counter easing', () => {
  it('counts fast then slows, landing exactly on the value', () => {
    expect(countedValue(2000, 0)).toBe(0);
    expect(countedValue(2000, 1)).toBe(2000);
    expect(countedValue(2000, 0.5)).toBeGreaterThan(1500);
    const steps = Array.from({ length: 11 }, (_, i) => countedValue(100, i / 10));
    steps.slice(1).forEach((v, i) => expect(v).toBeGreaterThanOrEqual(steps[i]!));
    expect(steps[1]! - steps[0]!).toBeGreaterThan(steps[10]! - steps[9]!);
    expect(easeOutCubic(2)).toBe(1);
    expect(Math.max(...Array.from({ length: 20 }, (_, i) => easeOutBack(i / 19)))).toBeGreaterThan(1);
  });

  it("keeps the decimals of the value and writes numbers the language's way", () => {
    expect(counterDecimals(4.5)).toBe(1);
    expect(counterDecimals(2000)).toBe(0);
    expect(counterDecimals(0.125)).toBe(2);
    expect(formatCount(2000, 0, 'en')).toBe('2,000');
    expect(formatCount(4.5, 1, 'pt')).toBe('4,5');
    expect(formatCount(1234.5, 1, 'ru')).toMatch(/^1\s234,5$/u);
    expect(formatCount(3, 0, 'not a language')).toBe('3');
  });

  it('runs the count early in the scene, 1.2–2.2 s long', () => {
    const w = countWindow(6);
    expect(w.from).toBeCloseTo(0.3);
    expect(w.to - w.from).toBeCloseTo(2.2);
    const short = countWindow(2);
    expect(short.to).toBeLessThan(2);
  });
});

describe('phrase emphasis and chart staggering', () => {
  it('marks the longest word, the later one on a tie, punctuation aside', () => {
    expect(emphasisIndex(['One', 'short', 'video', 'every', 'single', 'day'])).toBe(4);
    expect(emphasisIndex(['Consistency!', 'beats', 'talent'])).toBe(0);
    expect(emphasisIndex(['be', 'it'])).toBe(1);
  });

  it('starts the bars one after another in the first half of the scene', () => {
    const starts = barStarts(4, 8, true);
    expect(starts[0]).toBeCloseTo(0.6);
    starts.slice(1).forEach((s, i) => expect(s).toBeGreaterThan(starts[i]!));
    expect(starts.at(-1)!).toBeLessThanOrEqual(8 * 0.55);
    // A short scene with many bars: the last value still shows well before the scene fades out.
    const short = barStarts(4, 3, true);
    expect(short.at(-1)! + 0.64).toBeLessThanOrEqual(3 * 0.6 + 1e-9);
  });
});

describe('palettes', () => {
  it('differ between stories, never repeat back to back, and pair with a companion of the same darkness', () => {
    const a = storyPalettes(1, 8).map((p) => p.name);
    expect(new Set(a).size).toBeGreaterThanOrEqual(6);
    const darkness = storyPalettes(1, 8).map((p) => p.dark);
    darkness.slice(1).forEach((d, i) => expect(d).not.toBe(darkness[i]));
    a.slice(1).forEach((name, i) => expect(name).not.toBe(a[i]));
    expect(storyPalettes(1, 8).map((p) => p.name)).toEqual(a);
    expect(
      new Set(
        [1, 2, 3, 4].map((s) =>
          storyPalettes(s, 3)
            .map((p) => p.name)
            .join(),
        ),
      ).size,
    ).toBeGreaterThan(1);
    for (const p of GRAPHIC_PALETTES) {
      const c = companionPalette(p);
      expect(c.dark).toBe(p.dark);
      expect(c.name).not.toBe(p.name);
    }
  });
});

describe('ASS hook', () => {
  it("adds styles after the document's styles and events at the end, leaving the rest alone", () => {
    const doc =
      ['[Script Info]', 'PlayResX: 720', '', '[V4+ Styles]', 'Format: Name', 'Style: Caption,x', '', '[Events]', 'Format: Layer', 'Dialogue: 2,cap'].join(
        '\n',
      ) + '\n';
    const event = textEvent(1, 1, 2, { weight: 'bold', emPx: 40, colour: '#FFFFFF' }, '\\an5\\pos(10,10)', 'Hi 🚀 {there}')!;
    expect(event).toContain('GfxBold');
    expect(event).not.toContain('🚀');
    const merged = mergeAssEvents(doc, graphicStyleLines(), [event]);
    const lines = merged.trimEnd().split('\n');
    expect(lines.indexOf('Style: Caption,x')).toBeLessThan(lines.findIndex((l) => l.startsWith('Style: GfxHeavy')));
    expect(lines.findIndex((l) => l.startsWith('Style: GfxBold'))).toBeLessThan(lines.indexOf('[Events]'));
    expect(lines.at(-1)).toBe(event);
    expect(lines).toContain('Dialogue: 2,cap');
    expect(mergeAssEvents(doc, [], [])).toBe(doc);
    expect(textEvent(1, 2, 2, { weight: 'bold', emPx: 40, colour: '#FFFFFF' }, '', 'x')).toBeNull();
  });
});
