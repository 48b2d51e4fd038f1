import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeMemeLayout } from '../captions/layout.ts';
import { probe } from '../ffmpeg/probe.ts';
import { grabFrame, makeTempDir, meanDifference } from '../testing/media-test-utils.ts';
import { detectFace } from './detect-face.ts';
import type { FaceLandmarks } from './face-landmarks.ts';
import { buildFaceMemeStill } from './face-meme-still.ts';
import { MESH_NOSE_TIP } from './face-outline.ts';
import { renderFaceMeme } from './render-face-meme.ts';
import { sampleFacePhoto, type SamplePhotoNumber } from './sample-faces.ts';

const SLOW = 180_000;
let dir: string;
let cleanup: () => Promise<void>;
const faces: Array<{ photo: Buffer; face: FaceLandmarks }> = [];

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir('reelcraft-face-meme-'));
  for (const [n, i] of [
    [1, 0],
    [3, 1],
    [6, 0],
  ] as Array<[SamplePhotoNumber, number]>) {
    const photo = await sampleFacePhoto(n, i);
    const { face } = await detectFace(photo);
    if (!face) throw new Error(`no face in sample ${n}/${i}`);
    faces.push({ photo, face });
  }
}, SLOW);

afterAll(async () => {
  await cleanup();
});

describe('face meme with real faces', () => {
  it(
    'lands the real face (its nose tip) where the placement says, and writes a contact sheet to look at',
    async () => {
      const tiles: OverlayOptions[] = [];
      for (const [k, { photo, face }] of faces.entries()) {
        const still = await buildFaceMemeStill({ photo, face, seed: k });
        const { data, info } = await sharp(still.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const nose = face.mesh[MESH_NOSE_TIP]!;
        const [x, y] = still.toStill([nose[0], nose[1]]);
        // Average a small patch in both images: the still is rescaled and JPEG-compressed.
        const inStill = patchMean(data, info.width, x, y, 4);
        const source = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const inPhoto = patchMean(source.data, source.info.width, nose[0], nose[1], 4);
        const distance = inStill.reduce((s, v, c) => s + Math.abs(v - inPhoto[c]!), 0);
        expect(distance, `face ${k}: still ${inStill.map(Math.round)} vs photo ${inPhoto.map(Math.round)}`).toBeLessThan(45);
        tiles.push({ input: await sharp(still.jpeg).resize(360).toBuffer(), left: k * 370, top: 0 });
      }
      const sheet = path.join(tmpdir(), 'reelcraft-face-meme-contact.jpg');
      await sharp({ create: { width: 370 * faces.length - 10, height: 640, channels: 3, background: '#000000' } })
        .composite(tiles)
        .jpeg({ quality: 88 })
        .toFile(sheet);
      console.log(`face meme contact sheet: ${sheet}`);
    },
    SLOW,
  );

  it(
    'renders a short face meme video with the headline and captions over the sticker still',
    async () => {
      const { photo, face } = faces[0]!;
      const outputPath = path.join(dir, 'face-meme.mp4');
      const thumbnailPath = path.join(dir, 'face-meme.jpg');
      const progress: number[] = [];
      const result = await renderFaceMeme({
        photo,
        face,
        seed: 4,
        topText: 'When the code works on the first try',
        subtitleLines: ['nobody believes it'],
        durationSeconds: 2,
        outputPath,
        thumbnailPath,
        workDir: path.join(dir, 'work'),
        onProgress: (f) => progress.push(f),
      });
      expect(result).toMatchObject({ width: 720, height: 1280 });
      const info = await probe(outputPath);
      expect(info.durationSeconds).toBeGreaterThan(1.8);
      expect(info.durationSeconds).toBeLessThan(2.3);
      const video = info.streams.find((s) => s.codecType === 'video');
      expect(video).toMatchObject({ width: 720, height: 1280 });
      expect(info.streams.some((s) => s.codecType === 'audio')).toBe(true);
      expect(await sharp(thumbnailPath).metadata()).toMatchObject({ format: 'jpeg', width: 360 });
      expect(progress.at(-1)).toBe(1);

      // Frame 0 (zoom 1.00) is the still itself in the band between headline and captions: the same sticker
      // still, composed again with the same seed at the 1.5× size renderFaceMeme uses for the zoom.
      const still = await buildFaceMemeStill({ photo, face, seed: 4, width: 1080, height: 1920 });
      const expected = await sharp(still.jpeg).resize(720, 1280).removeAlpha().raw().toBuffer();
      const frame = await grabFrame(outputPath, 0, 720, 1280);
      const layout = computeMemeLayout(720, 1280);
      const band = { x: 0, y: 330, width: 720, height: layout.captionBand.y - 20 - 330 };
      expect(meanDifference(frame, { ...frame, data: expected }, band)).toBeLessThan(6);
      // A different seed's still does not match: the comparison can tell stills apart.
      const other = await buildFaceMemeStill({ photo, face, seed: 5, width: 1080, height: 1920 });
      const otherPixels = await sharp(other.jpeg).resize(720, 1280).removeAlpha().raw().toBuffer();
      expect(meanDifference(frame, { ...frame, data: otherPixels }, band)).toBeGreaterThan(15);
    },
    SLOW,
  );
});

function patchMean(data: Buffer, width: number, x: number, y: number, r: number): number[] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const i = ((Math.round(y) + dy) * width + Math.round(x) + dx) * 3;
      for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
      n++;
    }
  }
  return sum.map((s) => s / n);
}
