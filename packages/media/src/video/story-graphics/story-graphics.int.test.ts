import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RgbaImage } from '../../avatar/animator-api.ts';
import { countPixels, grabFrame, makeTempDir, meanDifference, near, type RgbFrame } from '../../testing/media-test-utils.ts';
import { loadRgbaImage } from '../image-loading.ts';
import { renderSceneVideo, type Scene } from '../scene-video.ts';
import { SHARP_TRANSITIONS } from '../transitions.ts';

// The test render profile: 180×320 at 15 fps.
const [W, H, FPS] = [180, 320, 15];
const SLOW = 120_000;
let dir: string;
let cleanup: () => Promise<void>;
let photo: RgbaImage;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  // A photo with texture (diagonal stripes of two greens) so its framings differ visibly.
  const [pw, ph] = [300, 500];
  const raw = Buffer.alloc(pw * ph * 3);
  for (let i = 0; i < pw * ph; i++) {
    const [x, y] = [i % pw, Math.floor(i / pw)];
    const on = Math.floor((x + y) / 25) % 2 === 0;
    raw[i * 3] = on ? 20 : 200;
    raw[i * 3 + 1] = on ? 160 : 230;
    raw[i * 3 + 2] = on ? 60 : 120;
  }
  photo = await loadRgbaImage(
    await sharp(raw, { raw: { width: pw, height: ph, channels: 3 } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => cleanup());

const whole = { x: 0, y: 0, width: W, height: H };

/** A stand-in talking head: an orange "face" over a dark backdrop, its bottom (the chin) at y = 200. */
function drawHead(_frame: number, _time: number, target: Uint8Array): void {
  const px = new Uint32Array(target.buffer, target.byteOffset, W * H);
  px.fill(0xff302020);
  for (let y = 120; y < 200; y++) px.fill(0xff40a0e0, y * W + 60, y * W + 120);
}

describe('story scenes made by code', () => {
  it(
    'renders every kind of graphic scene, changes the picture at every boundary and paces a long photo scene',
    async () => {
      const scenes: Scene[] = [
        { kind: 'graphic', start: 0, end: 1.6, graphic: { type: 'phrase', text: 'One short video every day' } },
        { kind: 'graphic', start: 1.6, end: 3.2, graphic: { type: 'list', title: 'Steps', items: ['Film', 'Answer', 'Post'], numbered: true } },
        { kind: 'graphic', start: 3.2, end: 4.8, graphic: { type: 'counter', value: 2000, prefix: '+', label: 'followers' } },
        {
          kind: 'graphic',
          start: 4.8,
          end: 6.4,
          graphic: {
            type: 'chart',
            bars: [
              { label: 'May', value: 5 },
              { label: 'June', value: 20 },
            ],
          },
        },
        { kind: 'graphic', start: 6.4, end: 8, graphic: { type: 'emoji', emoji: '🚀', label: 'Lift off' } },
        { kind: 'photo', start: 8, end: 16, image: photo, motion: 'zoom_in' },
        { kind: 'avatar', start: 16, end: 24, draw: drawHead },
      ];
      const outputPath = path.join(dir, 'story.mp4');
      const result = await renderSceneVideo({
        width: W,
        height: H,
        fps: FPS,
        durationSeconds: 24,
        words: [],
        scenes,
        outputPath,
        seed: 3,
        faceBottomY: 200,
        encoding: { preset: 'ultrafast' },
      });
      expect(result.frames).toBe(24 * FPS);

      // The 8 s photo scene is cut once (at 12 s) into a closer framing, the 8 s talking head gets a punch-in at 20 s
      // (a hard cut); every boundary gets a transition.
      expect(result.changes).toEqual([1.6, 3.2, 4.8, 6.4, 8, 12, 16, 20]);
      expect(result.transitions.map((t) => t.at)).toEqual([1.6, 3.2, 4.8, 6.4, 8, 12, 16, 20]);
      expect(result.transitions.at(-1)!.kind).toBe('cut');
      result.transitions.slice(1).forEach((t, i) => expect(t.kind).not.toBe(result.transitions[i]!.kind));
      expect(result.transitions.some((t) => SHARP_TRANSITIONS.has(t.kind))).toBe(true);

      // Scene middles: each differs plainly from the one before.
      const middles = [0.8, 2.4, 4.0, 5.6, 7.2, 10, 14];
      const frames: RgbFrame[] = [];
      for (const t of middles) frames.push(await grabFrame(outputPath, t, W, H));
      frames.slice(1).forEach((frame, i) => expect(meanDifference(frames[i]!, frame, whole), `${middles[i]} s vs ${middles[i + 1]} s`).toBeGreaterThan(12));

      // The punch-in: the head grows about the chin line (y = 200), which stays where it was.
      const [wide, close] = [await grabFrame(outputPath, 19.5, W, H), await grabFrame(outputPath, 20.5, W, H)];
      const headOf = (frame: RgbFrame) => countPixels(frame, whole, near('#E0A040', 60));
      expect(headOf(close).count).toBeGreaterThan(headOf(wide).count * 1.4);
      const belowChin = { x: 0, y: 204, width: W, height: 12 };
      expect(countPixels(close, belowChin, near('#E0A040', 60)).count).toBe(0);
      expect(countPixels(close, { x: 0, y: 190, width: W, height: 6 }, near('#E0A040', 60)).count).toBeGreaterThan(60 * 6);

      // Within a scene the picture moves but stays that scene: far less change than across a boundary.
      const [early, late] = [await grabFrame(outputPath, 1.0, W, H), await grabFrame(outputPath, 1.3, W, H)];
      const within = meanDifference(early, late, whole);
      expect(within).toBeGreaterThan(0);
      expect(within).toBeLessThan(meanDifference(frames[0]!, frames[1]!, whole));

      // The emoji scene shows the rocket in its colours (Twemoji: a blue body with dark red fins), not just its label.
      const top = { x: 0, y: 0, width: W, height: Math.round(H * 0.5) };
      expect(countPixels(frames[4]!, top, near('#55ACEE', 40)).count).toBeGreaterThan(40);
      expect(countPixels(frames[4]!, top, near('#A0041E', 60)).count).toBeGreaterThan(20);
    },
    SLOW,
  );
});
