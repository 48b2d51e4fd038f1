import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeMemeLayout } from '../captions/layout.ts';
import { faceMemeStyles } from './face-meme-backdrop.ts';
import { buildFaceMemeStill, faceMemeZones, KEN_BURNS_ZOOM, renderFaceMemeBackdrop, styleForSeed } from './face-meme-still.ts';
import { syntheticFace } from './testing-faces.ts';

async function rgb(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Largest per-channel difference between two images over rows [y0, y1). */
function maxRowDifference(a: Buffer, b: Buffer, width: number, y0: number, y1: number): number {
  let max = 0;
  for (let i = y0 * width * 3; i < y1 * width * 3; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe('faceMemeZones', () => {
  it('keeps the sticker between the headline and the captions, even after the Ken Burns zoom', () => {
    const zones = faceMemeZones(720, 1280);
    const layout = computeMemeLayout(720, 1280);
    expect(zones.headlineBottom).toBe(282);
    expect(zones.subtitleTop).toBe(896);
    // The caption band of the meme renderer lies in the subtitle zone (allowing its few pixels of outline).
    expect(layout.captionBand.y).toBeGreaterThanOrEqual(zones.subtitleTop - 24);
    const { sticker } = zones;
    const zoomed = (y: number): number => 640 + (y - 640) * KEN_BURNS_ZOOM;
    expect(zoomed(sticker.y)).toBeGreaterThanOrEqual(zones.headlineBottom);
    expect(zoomed(sticker.y + sticker.height)).toBeLessThanOrEqual(zones.subtitleTop);
    expect(sticker.x).toBeGreaterThanOrEqual(720 * 0.06);
  });
});

describe('buildFaceMemeStill', () => {
  it('cycles the styles with the seed', () => {
    expect(faceMemeStyles.map((_, i) => styleForSeed(i))).toEqual([...faceMemeStyles]);
  });

  for (const seed of [0, 1, 2]) {
    it(`puts the face in the middle band and leaves the text areas untouched (${styleForSeed(seed)})`, async () => {
      const { photo, face, faceColor } = await syntheticFace({ roll: 0.2 });
      const still = await buildFaceMemeStill({ photo, face, seed });
      const image = await rgb(still.jpeg);
      expect([image.width, image.height]).toEqual([720, 1280]);

      // The face centre lands where toStill says, in the face's colour.
      const [x, y] = still.toStill([300, 420]);
      expect(y).toBeGreaterThan(still.zones.headlineBottom);
      expect(y).toBeLessThan(still.zones.subtitleTop);
      const i = (Math.round(y) * 720 + Math.round(x)) * 3;
      const d = Math.abs(image.data[i]! - faceColor[0]) + Math.abs(image.data[i + 1]! - faceColor[1]) + Math.abs(image.data[i + 2]! - faceColor[2]);
      expect(d).toBeLessThan(40);
      // The sticker is big: most of the band's height.
      expect(still.stickerBounds.height).toBeGreaterThan((0.75 * (still.zones.subtitleTop - still.zones.headlineBottom)) / KEN_BURNS_ZOOM);

      // Outside the band the picture is exactly the backdrop: JPEG codes 16-px blocks independently, so blocks
      // the sticker (and its shadow) does not touch decode identically.
      const backdrop = await rgb(await renderFaceMemeBackdrop({ seed, width: 720, height: 1280 }).encode('jpeg', 90));
      const headlineRows = Math.floor(still.zones.headlineBottom / 16) * 16;
      const subtitleRows = Math.ceil(still.zones.subtitleTop / 16) * 16;
      expect(maxRowDifference(image.data, backdrop.data, 720, 0, headlineRows)).toBeLessThanOrEqual(2);
      expect(maxRowDifference(image.data, backdrop.data, 720, subtitleRows, 1280)).toBeLessThanOrEqual(2);
      // ...and the band itself did change.
      expect(maxRowDifference(image.data, backdrop.data, 720, headlineRows, subtitleRows)).toBeGreaterThan(100);
    });
  }

  it('is deterministic for a seed and varies between seeds', async () => {
    const { photo, face } = await syntheticFace();
    const a = await buildFaceMemeStill({ photo, face, seed: 7 });
    const b = await buildFaceMemeStill({ photo, face, seed: 7 });
    const c = await buildFaceMemeStill({ photo, face, seed: 10 });
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
    expect(a.style).toBe(c.style);
    expect(a.jpeg.equals(c.jpeg)).toBe(false);
    expect(Math.abs(a.tiltDegrees)).toBeGreaterThanOrEqual(3);
    expect(Math.abs(a.tiltDegrees)).toBeLessThanOrEqual(8);
  });

  it('straightens a tilted head before adding its own small tilt', async () => {
    const { photo, face } = await syntheticFace({ roll: 0.4 });
    const still = await buildFaceMemeStill({ photo, face, seed: 3 });
    // Forehead above chin in the still, and the axis tilted only by the seeded angle.
    const top = still.toStill([face.mesh[10]![0], face.mesh[10]![1]]);
    const chin = still.toStill([face.mesh[152]![0], face.mesh[152]![1]]);
    const angle = (Math.atan2(top[0] - chin[0], chin[1] - top[1]) * 180) / Math.PI;
    expect(angle).toBeCloseTo(still.tiltDegrees, 0);
  });
});
