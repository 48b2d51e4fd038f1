import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMeme } from '../meme/render-meme.ts';
import { countPixels, grabFrame, makeTempDir, near } from '../testing/media-test-utils.ts';

const SLOW = 120_000;
/** The test render profile's frame. */
const W = 180;
const H = 320;
/** Twemoji's fire: its orange outer flame and its yellow core. */
const isFlame = near('#F4900C', 110);
const isCore = near('#FFCC4D', 90);

let dir: string;
let cleanup: () => Promise<void>;
let photo: string;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  // Plain dark blue: nothing in it is orange or yellow, so any such pixel comes from the emoji.
  photo = path.join(dir, 'dark.png');
  await sharp({ create: { width: W, height: H, channels: 3, background: '#1e2a44' } })
    .png()
    .toFile(photo);
});
afterAll(() => cleanup());

describe('emoji in a rendered meme', () => {
  it(
    'draws a caption emoji in colour at the centre of the caption line, and a headline emoji on the card',
    async () => {
      const outputPath = path.join(dir, 'emoji.mp4');
      const result = await renderMeme({
        background: { kind: 'image', path: photo, motion: 'none' },
        // Minimal is white text: the only orange is the emoji's.
        captionLook: { preset: 'minimal', position: 'bottom', color: '#FFFFFF' },
        captionWords: [
          { text: '🔥', start: 0, end: 1 },
          { text: 'hot', start: 1, end: 1.6, breakAfter: true },
        ],
        topText: '🔥',
        durationSeconds: 1.6,
        width: W,
        height: H,
        fps: 15,
        outputPath,
        thumbnailPath: path.join(dir, 'emoji.jpg'),
        encoding: { preset: 'ultrafast' },
      });
      const frame = await grabFrame(outputPath, 0.5, W, H);
      const band = result.text.captionBand;
      const inBand = countPixels(frame, band, isFlame);
      expect(inBand.count).toBeGreaterThan(8);
      expect(countPixels(frame, band, isCore).count).toBeGreaterThan(3);
      // "🔥 hot" is one phrase; the emoji comes first, left of the centre, as the layout put it.
      expect(inBand.meanX).toBeLessThan(W / 2);
      expect(inBand.meanX).toBeGreaterThan(W * 0.25);
      // The headline card holds the other fire; nowhere else is there any orange.
      const card = result.text.card!;
      expect(countPixels(frame, card, isFlame).count).toBeGreaterThan(8);
      const total = countPixels(frame, { x: 0, y: 0, width: W, height: H }, isFlame).count;
      expect(total).toBe(inBand.count + countPixels(frame, card, isFlame).count);
    },
    SLOW,
  );
});
