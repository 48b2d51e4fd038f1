import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { laplacianVariance, measureFaceSharpness } from './sharpness.ts';

describe('laplacianVariance', () => {
  it('is zero on a flat image and on a linear ramp', () => {
    expect(laplacianVariance(new Uint8Array(64).fill(90), 8, 8)).toBe(0);
    const ramp = Uint8Array.from({ length: 64 }, (_, i) => (i % 8) * 10);
    expect(laplacianVariance(ramp, 8, 8)).toBe(0);
  });

  it('is large on a checkerboard', () => {
    const board = Uint8Array.from({ length: 64 }, (_, i) => (((i % 8) + Math.floor(i / 8)) % 2 ? 255 : 0));
    expect(laplacianVariance(board, 8, 8)).toBeGreaterThan(100_000);
  });
});

describe('measureFaceSharpness', () => {
  const size = 400;
  const texture = (): Promise<Buffer> =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();

  it('drops when the region is blurred', async () => {
    const sharpImage = await texture();
    const blurred = await sharp(sharpImage).blur(6).png().toBuffer();
    const box = [50, 50, 300, 300] as const;
    const a = await measureFaceSharpness(sharpImage, box, size, size);
    const b = await measureFaceSharpness(blurred, box, size, size);
    expect(a).toBeGreaterThan(10 * b);
  });

  it('measures only the face box: a blurred face on a sharp background stays low', async () => {
    const sharpImage = await texture();
    const blurredPatch = await sharp(sharpImage).extract({ left: 100, top: 100, width: 200, height: 200 }).blur(6).png().toBuffer();
    const mixed = await sharp(sharpImage)
      .composite([{ input: blurredPatch, left: 100, top: 100 }])
      .png()
      .toBuffer();
    const inside = await measureFaceSharpness(mixed, [100, 100, 200, 200], size, size);
    const whole = await measureFaceSharpness(mixed, [0, 0, size, size], size, size);
    expect(inside * 10).toBeLessThan(whole);
  });

  it('clamps a box that leaves the image and returns 0 for a box outside it', async () => {
    const image = await texture();
    await expect(measureFaceSharpness(image, [-100, -100, 300, 300], size, size)).resolves.toBeGreaterThan(0);
    await expect(measureFaceSharpness(image, [500, 500, 100, 100], size, size)).resolves.toBe(0);
  });
});
