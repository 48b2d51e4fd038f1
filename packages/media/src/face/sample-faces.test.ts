import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FACE_CROPS, sampleFaceIds, sampleFacePhoto, sampleGroupPhoto, sampleNoFacePhoto } from './sample-faces.ts';

describe('sample photos', () => {
  it('cuts 3:4 portrait JPEGs out of the demo photos', async () => {
    expect(sampleFaceIds()).toHaveLength(15);
    for (const { n, faceIndex } of sampleFaceIds()) {
      const meta = await sharp(await sampleFacePhoto(n, faceIndex)).metadata();
      expect(meta.format).toBe('jpeg');
      const [, , width, height] = SAMPLE_FACE_CROPS[n][faceIndex]!;
      expect([meta.width, meta.height]).toEqual([width, height]);
      expect(height / width).toBeCloseTo(4 / 3, 1);
    }
  });

  it('rejects faces that do not exist', async () => {
    await expect(sampleFacePhoto(2, 2)).rejects.toThrow(RangeError);
    await expect(sampleFacePhoto(7 as 1)).rejects.toThrow(RangeError);
  });

  it('gives the whole group photo and a deterministic landscape', async () => {
    expect(await sharp(await sampleGroupPhoto()).metadata()).toMatchObject({ width: 1920, height: 1280 });
    const a = await sampleNoFacePhoto();
    expect(await sharp(a).metadata()).toMatchObject({ width: 960, height: 1280, format: 'jpeg' });
    expect(a.equals(await sampleNoFacePhoto())).toBe(true);
  });
});
