import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FaceLandmarks } from '../../face/face-landmarks.ts';
import { findPackageDir } from '../../face/package-paths.ts';
import type { RgbaImage } from '../animator-api.ts';

/**
 * A portrait for animator tests: one face cropped (head and shoulders, 672×896) from a sample photo that ships inside
 * the @vladmandic/face-api npm package (a dev dependency), so no photo is committed here. The landmarks in
 * sample-face.landmarks.json were detected once on exactly this crop with Human's FaceMesh (478 points).
 */
const SAMPLE = 'demo/sample3.jpg';
const CROP = { left: 360, top: 60, width: 672, height: 896 } as const;

export interface SampleFace {
  jpeg: Buffer;
  rgba: RgbaImage;
  face: FaceLandmarks;
}

export async function loadSampleFace(): Promise<SampleFace> {
  const source = await readFile(path.join(findPackageDir('@vladmandic/face-api'), SAMPLE));
  const jpeg = await sharp(source).extract(CROP).jpeg({ quality: 92 }).toBuffer();
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const face = JSON.parse(await readFile(new URL('./sample-face.landmarks.json', import.meta.url), 'utf8')) as FaceLandmarks;
  return { jpeg, rgba: { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) }, face };
}
