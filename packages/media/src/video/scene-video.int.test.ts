import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RgbaImage } from '../avatar/animator-api.ts';
import { probe } from '../ffmpeg/probe.ts';
import { countPixels, grabFrame, isWhite, makeTempDir, makeTone, meanDifference, near } from '../testing/media-test-utils.ts';
import { loadRgbaImage } from './image-loading.ts';
import { renderSceneVideo, type Scene } from './scene-video.ts';
import { buildTalkingCaptionsDocument } from './talking-captions.ts';

const SLOW = 180_000;
const [W, H, FPS] = [288, 512, 30];
/** The dummy avatar's "face": a green box; captions must never land on it. */
const FACE = { x: 84, y: 110, width: 120, height: 160 };
const FACE_BOTTOM = FACE.y + FACE.height;

let dir: string;
let cleanup: () => Promise<void>;
let portrait: RgbaImage;
let landscape: RgbaImage;
let voice: string;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  // Dark, colourful photos without white, so white pixels in a frame come from captions or titles.
  const portraitFile = path.join(dir, 'portrait.jpg');
  const [pw, ph] = [600, 1000];
  const stripes = Buffer.alloc(pw * ph * 3);
  for (let i = 0; i < pw * ph; i++) {
    const y = Math.floor(i / pw);
    stripes[i * 3] = 30;
    stripes[i * 3 + 1] = 50 + 30 * Math.sin(y / 9);
    stripes[i * 3 + 2] = 140 + 40 * Math.sin(y / 9);
  }
  await sharp(stripes, { raw: { width: pw, height: ph, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(portraitFile);
  portrait = await loadRgbaImage(portraitFile, 800);
  expect(portrait).toMatchObject({ width: 480, height: 800 });
  landscape = await loadRgbaImage(
    await sharp({ create: { width: 800, height: 450, channels: 3, background: '#8a3a20' } })
      .png()
      .toBuffer(),
  );
  voice = path.join(dir, 'voice.wav');
  await makeTone(voice, 5.5, []);
});
afterAll(() => cleanup());

/** A stand-in for the animator: dark backdrop, the green face box, and a red square moving right. */
function avatarDraw(frameIndex: number, _time: number, target: Uint8Array): void {
  const px = new Uint32Array(target.buffer, target.byteOffset, W * H);
  px.fill(0xff302020); // ABGR in memory order: rgb(32,32,48)
  for (let y = FACE.y; y < FACE.y + FACE.height; y++) px.fill(0xff20b020, y * W + FACE.x, y * W + FACE.x + FACE.width);
  const sx = 10 + frameIndex * 2;
  for (let y = 300; y < 330; y++) px.fill(0xff2020e0, y * W + sx, y * W + sx + 30);
}

const words = [
  { text: 'Once', start: 0.2, end: 0.6 },
  { text: 'upon', start: 0.6, end: 1.0 },
  { text: 'a', start: 1.0, end: 1.2 },
  { text: 'time.', start: 1.2, end: 1.7, breakAfter: true },
  { text: 'Far', start: 3.0, end: 3.4 },
  { text: 'away', start: 3.4, end: 4.0 },
];

describe('renderSceneVideo', () => {
  it(
    'composes an avatar scene and two photo scenes with crossfades, titles and captions below the face',
    async () => {
      const scenes: Scene[] = [
        { kind: 'avatar', start: 0, end: 2, draw: avatarDraw },
        { kind: 'photo', start: 2, end: 4, image: portrait, title: 'Chapter one', motion: 'zoom_in' },
        { kind: 'photo', start: 4, end: 6, image: landscape, motion: 'pan_right' },
      ];
      const outputPath = path.join(dir, 'story.mp4');
      const thumbnailPath = path.join(dir, 'story.jpg');
      const progress: number[] = [];
      const result = await renderSceneVideo({
        width: W,
        height: H,
        fps: FPS,
        durationSeconds: 6,
        audioPath: voice,
        words,
        scenes,
        outputPath,
        thumbnailPath,
        faceBottomY: FACE_BOTTOM,
        titleSeconds: 1.2,
        transitions: 'crossfade',
        onProgress: (f) => progress.push(f),
      });
      expect(result).toMatchObject({ frames: 180, durationSeconds: 6, width: W, height: H, fps: FPS });
      expect(progress.at(-1)).toBe(1);
      expect(existsSync(thumbnailPath)).toBe(true);

      const info = await probe(outputPath);
      expect(info.durationSeconds).toBeGreaterThan(5.95);
      expect(info.durationSeconds).toBeLessThan(6.06);
      expect(info.streams.find((s) => s.codecType === 'video')).toMatchObject({ codecName: 'h264', width: W, height: H });
      expect(info.streams.find((s) => s.codecType === 'audio')).toMatchObject({ codecName: 'aac' });

      // The avatar scene: the square moves right; a caption is on screen below the face and never on it.
      const [a, b] = [await grabFrame(outputPath, 0.4, W, H), await grabFrame(outputPath, 1.0, W, H)];
      const red = near('#E02020', 90);
      const squareBand = { x: 0, y: 300, width: W, height: 30 };
      expect(countPixels(b, squareBand, red).meanX - countPixels(a, squareBand, red).meanX).toBeCloseTo(36, -1);
      const caption = buildTalkingCaptionsDocument({ width: W, height: H, words, faceBottomY: FACE_BOTTOM, language: 'en' }).captionBox;
      expect(caption.y).toBeGreaterThan(FACE_BOTTOM);
      for (const frame of [a, b]) {
        expect(countPixels(frame, caption, isWhite).count).toBeGreaterThan(20);
        expect(countPixels(frame, FACE, isWhite).count).toBe(0);
        expect(countPixels(frame, FACE, near('#20B020', 60)).count).toBeGreaterThan(FACE.width * FACE.height * 0.9);
      }

      // At the cut (2.0 s) the frame is a blend: the face box is neither avatar green nor the photo's blue.
      const cut = await grabFrame(outputPath, 2.0, W, H);
      const faceCentre = { x: FACE.x + 40, y: FACE.y + 60, width: 40, height: 40 };
      expect(countPixels(cut, faceCentre, near('#20B020', 40)).count).toBe(0);
      const mixed = countPixels(cut, faceCentre, (r, g, bl) => g > 60 && g < 150 && bl > 60);
      expect(mixed.count).toBeGreaterThan(800);

      // The portrait photo scene: a title card near the top at its start, and the zoom moves pixels.
      const titled = await grabFrame(outputPath, 2.6, W, H);
      expect(countPixels(titled, { x: 0, y: Math.ceil(H * 0.14), width: W, height: 60 }, isWhite).count).toBeGreaterThan(30);
      const later = await grabFrame(outputPath, 3.6, W, H);
      expect(countPixels(later, { x: 0, y: Math.ceil(H * 0.14), width: W, height: 60 }, isWhite).count).toBe(0);
      const stripesBand = { x: 0, y: 200, width: W, height: 60 };
      expect(meanDifference(titled, later, stripesBand)).toBeGreaterThan(8);

      // The landscape scene: blurred fill above the photo, the photo's orange in the middle.
      const wide = await grabFrame(outputPath, 5.0, W, H);
      const middle = { x: 0, y: Math.round(H * 0.44) - 10, width: W, height: 20 };
      expect(countPixels(wide, middle, near('#8A3A20', 60)).count).toBeGreaterThan(W * 20 * 0.9);
      const top = { x: 0, y: 5, width: W, height: 20 };
      expect(countPixels(wide, top, near('#8A3A20', 60)).count).toBe(0);
      expect(countPixels(wide, top, (r, g, bl) => r > bl && r < 110).count).toBeGreaterThan(W * 20 * 0.9);
    },
    SLOW,
  );

  it(
    'renders a talking-avatar video as one avatar scene, calling draw once per frame with no blending',
    async () => {
      let calls = 0;
      const result = await renderSceneVideo({
        width: W,
        height: H,
        fps: FPS,
        durationSeconds: 1,
        words: [],
        scenes: [{ kind: 'avatar', start: 0, end: 1, draw: (i, t, target) => (calls++, avatarDraw(i, t, target)) }],
        outputPath: path.join(dir, 'talking.mp4'),
      });
      expect(result.frames).toBe(30);
      expect(calls).toBe(30);
    },
    SLOW,
  );
});
