// Test fixtures: single-face portraits cut from the demo photos that ship inside @vladmandic/face-api (a root
// devDependency), so no photo of a person is committed to this repository. Sharp only, no models: tests elsewhere
// (animator, browser tests) use these without loading the face detector.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { findPackageDir } from './package-paths.ts';

type CropBox = readonly [left: number, top: number, width: number, height: number];

/**
 * Head-and-shoulders crops (3:4) of the demo photos sample1..6.jpg, faces ordered left to right. Measured once with
 * Human: 1.8 face widths wide, 0.4 face widths above the face box, then kept only where the crop yields exactly one
 * detected face (neighbours half inside the frame were dropped, they would count as a second face).
 */
export const SAMPLE_FACE_CROPS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, readonly CropBox[]>> = {
  1: [
    [193, 175, 634, 845],
    [642, 255, 589, 785],
    [1327, 93, 502, 669],
  ],
  2: [
    [664, 47, 635, 847],
    [1231, 0, 625, 833],
  ],
  3: [
    [371, 151, 650, 867],
    [858, 40, 661, 881],
  ],
  4: [
    [55, 64, 544, 725],
    [500, 0, 500, 667],
    [776, 17, 594, 792],
    [1094, 12, 549, 732],
  ],
  5: [
    [402, 277, 554, 739],
    [918, 43, 574, 765],
  ],
  6: [
    [33, 312, 648, 864],
    [434, 146, 691, 921],
  ],
};

export type SamplePhotoNumber = keyof typeof SAMPLE_FACE_CROPS;

/** Every (photo, face) pair sampleFacePhoto accepts, for tests that loop over all sample faces. */
export function sampleFaceIds(): Array<{ n: SamplePhotoNumber; faceIndex: number }> {
  return ([1, 2, 3, 4, 5, 6] as const).flatMap((n) => SAMPLE_FACE_CROPS[n].map((_, faceIndex) => ({ n, faceIndex })));
}

function demoPhotoPath(n: SamplePhotoNumber): string {
  return path.join(findPackageDir('@vladmandic/face-api'), 'demo', `sample${n}.jpg`);
}

/** A portrait JPEG with exactly one face: photo `n` (1–6) of the face-api demos, its `faceIndex`-th usable face. */
export async function sampleFacePhoto(n: SamplePhotoNumber = 1, faceIndex = 0): Promise<Buffer> {
  const crops = SAMPLE_FACE_CROPS[n];
  if (!crops) throw new RangeError(`there is no sample photo ${String(n)}`);
  const box = crops[faceIndex];
  if (!box) throw new RangeError(`sample photo ${n} has ${crops.length} usable faces, not ${faceIndex + 1}`);
  const [left, top, width, height] = box;
  return sharp(demoPhotoPath(n)).extract({ left, top, width, height }).jpeg({ quality: 92 }).toBuffer();
}

/** The whole of sample1.jpg (1920×1280, three people of about the same size). */
export function sampleGroupPhoto(): Promise<Buffer> {
  return readFile(demoPhotoPath(1));
}

/**
 * A 960×1280 landscape drawn in code (sky gradient, sun, two hill lines, grain): photo-like texture without a face.
 * Deterministic, so a detector finding a "face" in it is a real regression, not a flaky fixture.
 */
export async function sampleNoFacePhoto(width = 960, height = 1280): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  const sun = { x: width * 0.7, y: height * 0.25, r: width * 0.08 };
  let seed = 12345;
  const noise = (): number => {
    // xorshift32: cheap deterministic grain.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) / 0xffffffff - 0.5) * 16;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const hillFar = height * 0.55 + height * 0.06 * Math.sin(x * 0.009 + 0.5);
      const hillNear = height * 0.72 + height * 0.05 * Math.sin(x * 0.014 + 2.1);
      let r: number;
      let g: number;
      let b: number;
      if (y > hillNear) {
        r = 60 + 20 * Math.sin(x * 0.05);
        g = 120 - (y - hillNear) * 0.08;
        b = 50;
      } else if (y > hillFar) {
        r = 70;
        g = 110;
        b = 120;
      } else if ((x - sun.x) ** 2 + (y - sun.y) ** 2 < sun.r ** 2) {
        r = 255;
        g = 226;
        b = 140;
      } else {
        const t = y / hillFar;
        r = 90 + 130 * t;
        g = 150 + 70 * t;
        b = 235 - 20 * t;
      }
      const n = noise();
      const i = (y * width + x) * 3;
      data[i] = clamp(r + n);
      data[i + 1] = clamp(g + n);
      data[i + 2] = clamp(b + n);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}
