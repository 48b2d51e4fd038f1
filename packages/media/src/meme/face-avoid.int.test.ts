import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rectsOverlap, type Rect } from '../captions/layout.ts';
import { detectFace } from '../face/detect-face.ts';
import type { FaceLandmarks } from '../face/face-landmarks.ts';
import { renderFaceMeme } from '../face/render-face-meme.ts';
import { sampleFacePhoto, type SamplePhotoNumber } from '../face/sample-faces.ts';
import { grabFrame, makeTempDir } from '../testing/media-test-utils.ts';
import { faceRegionOf } from './face-avoid.ts';
import { renderMeme } from './render-meme.ts';

const SLOW = 300_000;
const [W, H] = [360, 640];
const SECONDS = 2;
const LONG_HEADLINE =
  'When you finally understand that waking up at six for the gym is a lifestyle and not a punishment, and your cat still disagrees every single morning';

let dir: string;
let cleanup: () => Promise<void>;
const samples: Array<{ name: string; file: string; face: FaceLandmarks }> = [];

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir('reelcraft-face-avoid-'));
  for (const [n, i] of [
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 0],
    [6, 0],
  ] as Array<[SamplePhotoNumber, number]>) {
    const photo = await sampleFacePhoto(n, i);
    const { face } = await detectFace(photo);
    if (!face) throw new Error(`no face in sample ${n}/${i}`);
    const file = path.join(dir, `sample-${n}-${i}.jpg`);
    await writeFile(file, photo);
    samples.push({ name: `${n}/${i}`, file, face });
  }
}, SLOW);

afterAll(async () => {
  await cleanup();
});

async function frameJpeg(video: string, atSeconds: number): Promise<Buffer> {
  const frame = await grabFrame(video, atSeconds, W, H);
  return sharp(frame.data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The face box the detector finds in a rendered frame (frame pixels), or null. */
async function faceInFrame(video: string, atSeconds: number): Promise<Rect | null> {
  const { face } = await detectFace(await frameJpeg(video, atSeconds));
  if (!face) return null;
  const [x, y, width, height] = face.box;
  return { x, y, width, height };
}

describe('meme text keeps off the faces in the photo', () => {
  it(
    'on every sample face the headline card and the captions do not touch the face, first frame to last',
    async () => {
      const sheet: OverlayOptions[] = [];
      for (const [k, sample] of samples.entries()) {
        const outputPath = path.join(dir, `meme-${k}.mp4`);
        const result = await renderMeme({
          background: { kind: 'image', path: sample.file },
          topText: k % 2 ? LONG_HEADLINE : 'Me at 6am pretending to be a morning person',
          subtitleLines: ['Nobody asked', 'but here we are'],
          avoid: [faceRegionOf(sample.face)],
          durationSeconds: SECONDS,
          width: W,
          height: H,
          fps: 15,
          outputPath,
          thumbnailPath: path.join(dir, `meme-${k}.jpg`),
          encoding: { preset: 'ultrafast' },
        });
        expect(result.text.card, sample.name).not.toBeNull();
        for (const at of [0, SECONDS - 0.1]) {
          const face = await faceInFrame(outputPath, at);
          // The detector still finds the face: nothing of ours covers it.
          expect(face, `${sample.name} at ${at}s`).not.toBeNull();
          expect(rectsOverlap(result.text.card!, face!), `${sample.name} card at ${at}s`).toBe(false);
          expect(rectsOverlap(result.text.captionBand, face!), `${sample.name} captions at ${at}s`).toBe(false);
        }
        sheet.push({ input: await frameJpeg(outputPath, SECONDS - 0.1), left: (k % 3) * W, top: Math.floor(k / 3) * H });
      }
      // A contact sheet to look at (kept in the temp dir while debugging: REELCRAFT_KEEP_SHEET=path).
      const keep = process.env.REELCRAFT_KEEP_SHEET;
      if (keep)
        await sharp({ create: { width: 3 * W, height: 2 * H, channels: 3, background: '#000' } })
          .composite(sheet)
          .jpeg()
          .toFile(keep);
    },
    SLOW,
  );

  it(
    'face memes: a long headline shrinks above the sticker instead of running over the face',
    async () => {
      const sample = samples[0]!;
      const photo = await sharp(sample.file).toBuffer();
      const outputPath = path.join(dir, 'face-meme.mp4');
      const result = await renderFaceMeme({
        photo,
        face: sample.face,
        seed: 1,
        topText: LONG_HEADLINE,
        subtitleLines: ['Nobody asked'],
        durationSeconds: SECONDS,
        width: W,
        height: H,
        fps: 15,
        outputPath,
        thumbnailPath: path.join(dir, 'face-meme.jpg'),
        encoding: { preset: 'ultrafast' },
      });
      for (const at of [0, SECONDS - 0.1]) {
        const face = await faceInFrame(outputPath, at);
        expect(face).not.toBeNull();
        expect(rectsOverlap(result.text.card!, face!)).toBe(false);
        expect(rectsOverlap(result.text.captionBand, face!)).toBe(false);
      }
      const keep = process.env.REELCRAFT_KEEP_SHEET;
      if (keep) await writeFile(keep.replace(/\.jpg$/, '-face-meme.jpg'), await frameJpeg(outputPath, SECONDS - 0.1));
    },
    SLOW,
  );
});
