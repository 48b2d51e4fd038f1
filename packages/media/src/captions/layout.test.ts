import { describe, expect, it } from 'vitest';
import { buildAssDocument } from './ass.ts';
import { computeMemeLayout, guessEyes, rectsOverlap, type AvoidRegion, type Rect } from './layout.ts';

const W = 720;
const H = 1280;

/** A face (forehead to chin) of the given size whose top is at `y`, centred horizontally. */
function face(y: number, width: number, height: number): AvoidRegion {
  const box: Rect = { x: (W - width) / 2, y, width, height };
  return { box, eyes: guessEyes(box) };
}

function inside(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

const words = ['This', 'is', 'what', 'the', 'captions', 'say', 'here'].map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.35 }));
const headline = 'When the gym opens at 6 and you are already outside';

describe('computeMemeLayout with faces to avoid', () => {
  it('without faces is the usual layout: card at the top of the safe area, captions low', () => {
    const plain = computeMemeLayout(W, H);
    expect(plain.placement).toBe('default');
    expect(plain.topBoxes).toEqual([plain.topBox]);
    expect(computeMemeLayout(W, H, {}, undefined, [])).toEqual(plain);
    // A face outside the safe area (in the top UI strip) changes nothing.
    expect(computeMemeLayout(W, H, {}, undefined, [face(0, 200, 150)])).toEqual(plain);
  });

  const cases: Array<[string, AvoidRegion]> = [
    ['a face near the top', face(200, 300, 380)],
    ['a face in the middle', face(450, 300, 380)],
    ['a face near the bottom', face(760, 300, 380)],
  ];
  for (const [name, region] of cases) {
    it(`${name}: card and captions stay off it and inside the safe area`, () => {
      const layout = computeMemeLayout(W, H, {}, undefined, [region]);
      expect(layout.placement).toBe('clear-of-face');
      expect(rectsOverlap(layout.captionBand, region.box)).toBe(false);
      expect(inside(layout.captionBand, layout.safe)).toBe(true);
      for (const box of layout.topBoxes) {
        expect(rectsOverlap(box, region.box)).toBe(false);
        expect(rectsOverlap(box, layout.captionBand)).toBe(false);
        expect(inside(box, layout.safe)).toBe(true);
      }
      const doc = buildAssDocument({ width: W, height: H, words, topText: headline, avoid: [region] });
      expect(doc.topText).not.toBeNull();
      expect(rectsOverlap(doc.topText!.card, region.box)).toBe(false);
      expect(rectsOverlap(doc.topText!.card, doc.layout.captionBand)).toBe(false);
      expect(doc.topText!.truncated).toBe(false);
    });
  }

  it('puts the card above a face in the middle, and below one at the top', () => {
    const middle = computeMemeLayout(W, H, {}, undefined, [face(560, 300, 300)]);
    expect(middle.topBox.y + middle.topBox.height).toBeLessThanOrEqual(560);
    const top = computeMemeLayout(W, H, {}, undefined, [face(180, 300, 380)]);
    expect(top.topBox.y).toBeGreaterThanOrEqual(180 + 380);
  });

  it('moves the captions above a face that sits on their usual line', () => {
    const region = face(820, 300, 400);
    const plain = computeMemeLayout(W, H);
    expect(rectsOverlap(plain.captionBand, region.box)).toBe(true);
    const layout = computeMemeLayout(W, H, {}, undefined, [region]);
    expect(layout.captionBand.y + layout.captionBand.height).toBeLessThanOrEqual(820);
  });

  it('keeps two faces clear', () => {
    const faces = [face(200, 180, 200), face(650, 180, 200)];
    const layout = computeMemeLayout(W, H, {}, undefined, faces);
    expect(layout.placement).toBe('clear-of-face');
    for (const f of faces) {
      expect(rectsOverlap(layout.captionBand, f.box)).toBe(false);
      expect(rectsOverlap(layout.topBox, f.box)).toBe(false);
    }
  });

  it('a face filling the frame: only the eyes are kept clear, the text gets smaller but not cut', () => {
    const region = face(100, 680, 1100);
    const layout = computeMemeLayout(W, H, {}, undefined, [region]);
    expect(layout.placement).toBe('clear-of-eyes');
    expect(rectsOverlap(layout.captionBand, region.eyes!)).toBe(false);
    for (const box of layout.topBoxes) expect(rectsOverlap(box, region.eyes!)).toBe(false);
    const doc = buildAssDocument({ width: W, height: H, words, topText: headline, avoid: [region] });
    expect(rectsOverlap(doc.topText!.card, region.eyes!)).toBe(false);
    expect(doc.topText!.fontPx).toBeGreaterThanOrEqual(Math.round(W * 0.03));
  });

  it('a close-up whose eyes fill the safe area falls back to the usual layout rather than failing', () => {
    const layout = computeMemeLayout(W, H, {}, undefined, [{ box: { x: 0, y: 0, width: W, height: H }, eyes: { x: 0, y: 0, width: W, height: H } }]);
    expect(layout.placement).toBe('default');
  });
});
