import { describe, expect, it } from 'vitest';
import { contentBox, fitLines, layoutChart, layoutList, revealTimes, wrapWords, type Measure } from './layout.ts';

/** A monospace stand-in: every character is 0.6 em wide. */
const mono: Measure = (text, _weight, em) => Array.from(text).length * em * 0.6;

describe('contentBox', () => {
  it('keeps to the middle 80 % and above a low caption block, below a high one', () => {
    const low = contentBox(720, 1280, { x: 43, y: 770, width: 634, height: 100 });
    expect(low).toMatchObject({ x: 72, width: 576, y: 128 });
    expect(low.y + low.height).toBeLessThanOrEqual(770);
    const high = contentBox(720, 1280, { x: 43, y: 190, width: 634, height: 100 });
    expect(high.y).toBeGreaterThanOrEqual(290);
    expect(high.y + high.height).toBeLessThanOrEqual(1280 * 0.8);
    expect(contentBox(720, 1280).y + contentBox(720, 1280).height).toBeLessThanOrEqual(1280 * 0.6);
  });
});

describe('text fitting', () => {
  it('wraps greedily and balances lines at the largest size that fits', () => {
    expect(wrapWords(['aa', 'bb', 'cc'], 5, (t) => t.length)).toEqual(['aa bb', 'cc']);
    const fitted = fitLines('one two three four', { maxWidth: 100, maxHeight: 200, maxEm: 40, minEm: 5, maxLines: 3, lineHeight: 1.2, weight: 'bold' }, mono);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    for (const line of fitted.lines) expect(mono(line, 'bold', fitted.emPx)).toBeLessThanOrEqual(100);
    // One more pixel and it would not fit.
    const bigger = fitLines(
      'one two three four',
      { maxWidth: 100, maxHeight: 200, maxEm: fitted.emPx + 1, minEm: fitted.emPx + 1, maxLines: 3, lineHeight: 1.2, weight: 'bold' },
      mono,
    );
    expect(bigger.lines.join(' ').endsWith('…') || bigger.lines.some((l) => mono(l, 'bold', fitted.emPx + 1) > 100)).toBe(true);
  });

  it('cuts with an ellipsis what cannot fit even at the smallest size', () => {
    const fitted = fitLines('a '.repeat(200).trim(), { maxWidth: 50, maxHeight: 30, maxEm: 10, minEm: 10, maxLines: 2, lineHeight: 1.2, weight: 'bold' }, mono);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('revealTimes', () => {
  it('spreads reveals over the scene, first after the lead, the last with time left to read', () => {
    const times = revealTimes(4, 10, { lead: 0.5, tail: 2.5, maxStep: 3 });
    expect(times[0]).toBe(0.5);
    expect(times.at(-1)).toBeCloseTo(7.5);
    expect(times[1]! - times[0]!).toBeCloseTo(times[3]! - times[2]!);
    expect(revealTimes(3, 60, { maxStep: 2 })).toEqual([0.35, 2.35, 4.35]);
    expect(revealTimes(0, 5)).toEqual([]);
  });
});

describe('layoutList', () => {
  const box = { x: 72, y: 128, width: 576, height: 600 };
  it('stacks one card per item under the title, inside the box, without overlaps', () => {
    const layout = layoutList({ title: 'Three steps', items: ['Film anywhere', 'Answer one real question people ask you every day', 'Post'] }, box, 720, mono);
    expect(layout.title?.lines).toEqual(['Three steps']);
    expect(layout.rows).toHaveLength(3);
    let previousBottom = layout.title!.cy;
    for (const row of layout.rows) {
      expect(row.card.y).toBeGreaterThan(previousBottom);
      expect(row.card.x).toBe(box.x);
      expect(row.card.x + row.card.width).toBeLessThanOrEqual(box.x + box.width);
      expect(row.card.y + row.card.height).toBeLessThanOrEqual(box.y + box.height + 1);
      expect(row.lines.length).toBeLessThanOrEqual(2);
      for (const line of row.lines) expect(row.textX + mono(line, 'bold', layout.itemEm)).toBeLessThanOrEqual(box.x + box.width);
      expect(row.badge.cx - row.badge.r).toBeGreaterThanOrEqual(box.x);
      expect(row.badge.cx + row.badge.r).toBeLessThan(row.textX);
      previousBottom = row.card.y + row.card.height;
    }
    expect(layout.rows[1]!.lines).toHaveLength(2);
  });

  it('shrinks cards and text for six items and keeps them in the box', () => {
    const items = Array.from({ length: 8 }, (_, i) => `Item number ${i + 1} with a few words`);
    const layout = layoutList({ items }, box, 720, mono);
    expect(layout.rows).toHaveLength(6);
    expect(layout.title).toBeNull();
    const last = layout.rows.at(-1)!;
    expect(last.card.y + last.card.height).toBeLessThanOrEqual(box.y + box.height + 1);
  });
});

describe('layoutChart', () => {
  it('sizes bars by value, the largest full width, with labels and values on a line above each bar', () => {
    const layout = layoutChart(
      {
        title: 'Views',
        bars: [
          { label: 'May', value: 50 },
          { label: 'June', value: 200 },
          { label: 'July', value: 0 },
        ],
      },
      { x: 72, y: 128, width: 576, height: 600 },
      720,
      mono,
      String,
    );
    expect(layout.rows.map((r) => r.fraction)).toEqual([0.25, 1, 0.03]);
    expect(layout.rows.map((r) => r.value)).toEqual(['50', '200', '0']);
    for (const row of layout.rows) {
      expect(row.bar.y).toBeGreaterThan(row.labelCy);
      expect(row.bar.y + row.bar.height).toBeLessThanOrEqual(128 + 600);
    }
    expect(layout.rows[1]!.labelCy).toBeGreaterThan(layout.rows[0]!.bar.y + layout.rows[0]!.bar.height);
  });
});
