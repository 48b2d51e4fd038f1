import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeMemeLayout } from '../captions/layout.ts';
import { MediaInputError } from '../errors.ts';
import { probe, type ProbeResult } from '../ffmpeg/probe.ts';
import { resolveFfmpeg } from '../ffmpeg/resolve-ffmpeg.ts';
import { countPixels, ffmpeg, grabFrame, isWhite, makeTempDir, makeTone, meanDifference, near, topLevelAtoms } from '../testing/media-test-utils.ts';
import { renderMeme, type RenderMemeOptions } from './render-meme.ts';

const SLOW = 180_000;
const HIGHLIGHT = '#FFD60A';
const isHighlight = near(HIGHLIGHT, 90);

let dir: string;
let cleanup: () => Promise<void>;
let darkPhoto: string;
let landscapePhoto: string;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  // A plain dark photo: nothing in it is white or yellow, so any such pixel comes from our captions.
  darkPhoto = path.join(dir, 'dark.png');
  await sharp({ create: { width: 720, height: 1280, channels: 3, background: '#1e2a44' } })
    .png()
    .toFile(darkPhoto);
  landscapePhoto = path.join(dir, 'landscape.jpg');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 90, sigma: 40 } } })
    .jpeg()
    .toFile(landscapePhoto);
});
afterAll(() => cleanup());

let counter = 0;
function outputs(): Pick<RenderMemeOptions, 'outputPath' | 'thumbnailPath'> {
  counter++;
  return { outputPath: path.join(dir, `meme-${counter}.mp4`), thumbnailPath: path.join(dir, `meme-${counter}.jpg`) };
}

async function expectPlayableMp4(file: string, expected: { seconds: number; width: number; height: number }): Promise<ProbeResult> {
  const info = await probe(file);
  expect(info.durationSeconds).toBeGreaterThan(expected.seconds - 0.1);
  expect(info.durationSeconds).toBeLessThan(expected.seconds + 0.1);
  const video = info.streams.find((s) => s.codecType === 'video');
  const audio = info.streams.find((s) => s.codecType === 'audio');
  expect(video).toMatchObject({ codecName: 'h264', width: expected.width, height: expected.height });
  expect(expected.width / expected.height).toBeCloseTo(9 / 16, 2);
  expect(audio).toMatchObject({ codecName: 'aac', sampleRate: 48000 });
  // faststart: the index (moov) comes before the media data, so browsers can start playing while downloading.
  const atoms = await topLevelAtoms(file);
  expect(atoms.indexOf('moov')).toBeGreaterThanOrEqual(0);
  expect(atoms.indexOf('moov')).toBeLessThan(atoms.indexOf('mdat'));
  return info;
}

describe('renderMeme', () => {
  it(
    'burns word-by-word captions into the safe area with the spoken word highlighted (360×640)',
    async () => {
      const [W, H] = [360, 640];
      // An awkward scratch path proves the subtitle path is escaped correctly for the filtergraph.
      const workDir = path.join(dir, "work it's, [odd]: dir");
      await mkdir(workDir);
      const out = outputs();
      const progress: number[] = [];
      const result = await renderMeme({
        background: { kind: 'image', path: darkPhoto, motion: 'none' },
        topText: 'Top text on a card',
        captionWords: [
          { text: 'Hello', start: 0.2, end: 0.7 },
          { text: 'brave', start: 0.7, end: 1.2 },
          { text: 'new', start: 1.2, end: 1.7 },
          { text: 'world', start: 1.7, end: 2.2 },
        ],
        durationSeconds: 2.5,
        width: W,
        height: H,
        workDir,
        onProgress: (f) => progress.push(f),
        ...out,
      });
      expect(result).toMatchObject({ durationSeconds: 2.5, width: W, height: H });
      expect(result.bytes).toBeGreaterThan(1000);
      await expectPlayableMp4(out.outputPath, { seconds: 2.5, width: W, height: H });
      expect(progress.at(-1)).toBe(1);
      for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThan(progress[i - 1]!);

      const thumb = await sharp(out.thumbnailPath).metadata();
      expect(thumb.format).toBe('jpeg');
      expect([thumb.width, thumb.height]).toEqual([360, 640]);

      const layout = computeMemeLayout(W, H);
      const band = layout.captionBand;
      const belowSafe = { x: 0, y: Math.ceil(H * 0.8) + 2, width: W, height: H - Math.ceil(H * 0.8) - 2 };
      const leftMargin = { x: 0, y: band.y, width: Math.floor(W * 0.06), height: band.height };

      const brave = await grabFrame(out.outputPath, 0.95, W, H);
      expect(countPixels(brave, band, isWhite).count).toBeGreaterThan(150);
      expect(countPixels(brave, band, isHighlight).count).toBeGreaterThan(60);
      expect(countPixels(brave, belowSafe, isWhite).count).toBe(0);
      expect(countPixels(brave, belowSafe, isHighlight).count).toBe(0);
      expect(countPixels(brave, leftMargin, isWhite).count).toBe(0);
      // The top-text card (white) sits at the top of the safe area, and nothing is drawn above it.
      expect(countPixels(brave, layout.topBox, isWhite).count).toBeGreaterThan(2000);
      expect(countPixels(brave, { x: 0, y: 0, width: W, height: Math.floor(H * 0.14) - 1 }, isWhite).count).toBe(0);

      // The highlight moves with the words: "Hello" is left of "new" within the phrase "Hello brave new".
      const hello = countPixels(await grabFrame(out.outputPath, 0.45, W, H), band, isHighlight);
      const fresh = countPixels(await grabFrame(out.outputPath, 1.45, W, H), band, isHighlight);
      expect(hello.count).toBeGreaterThan(60);
      expect(fresh.count).toBeGreaterThan(30);
      expect(hello.meanX).toBeLessThan(W / 2);
      expect(fresh.meanX).toBeGreaterThan(hello.meanX + 40);

      // After the last word there is no caption.
      const after = await grabFrame(out.outputPath, 2.4, W, H);
      expect(countPixels(after, band, isHighlight).count).toBe(0);
      expect(countPixels(after, band, isWhite).count).toBeLessThan(20);
    },
    SLOW,
  );

  it(
    'renders 720×1280 with a built-in background, generated silence and captions from plain lines',
    async () => {
      const out = outputs();
      const progress: number[] = [];
      const result = await renderMeme({
        background: { kind: 'builtin', style: 'aurora', seed: 5 },
        topText: 'Quando o código funciona de primeira',
        subtitleLines: ['Nobody:', 'absolutely nobody'],
        durationSeconds: 2,
        onProgress: (f) => progress.push(f),
        ...out,
      });
      expect(result).toMatchObject({ width: 720, height: 1280, durationSeconds: 2 });
      const info = await expectPlayableMp4(out.outputPath, { seconds: 2, width: 720, height: 1280 });
      expect(info.streams.filter((s) => s.codecType === 'audio')).toHaveLength(1);
      expect(progress.at(-1)).toBe(1);
      const thumb = await sharp(out.thumbnailPath).metadata();
      expect([thumb.width, thumb.height]).toEqual([360, 640]);
    },
    SLOW,
  );

  it(
    'draws Cyrillic, Portuguese and Spanish words (the frame differs from an empty one where the caption is)',
    async () => {
      const [W, H] = [270, 480];
      const band = computeMemeLayout(W, H).captionBand;
      const render = async (text: string | null) => {
        const out = outputs();
        await renderMeme({
          background: { kind: 'image', path: darkPhoto, motion: 'none' },
          captionWords: text ? [{ text, start: 0, end: 1 }] : [],
          durationSeconds: 1,
          width: W,
          height: H,
          ...out,
        });
        return grabFrame(out.outputPath, 0.5, W, H);
      };
      const empty = await render(null);
      const sky = { x: 0, y: Math.ceil(H * 0.14), width: W, height: Math.floor(H * 0.3) };
      for (const word of ['Привет', 'ação', 'niño']) {
        const frame = await render(word);
        expect(meanDifference(frame, empty, band)).toBeGreaterThan(4);
        expect(meanDifference(frame, empty, sky)).toBeLessThan(1);
        expect(countPixels(frame, band, isHighlight).count).toBeGreaterThan(20);
      }
    },
    SLOW,
  );

  it(
    'loops a short video background and pads a short audio bed with silence',
    async () => {
      const clip = path.join(dir, 'clip.mp4');
      await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=0.8', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
      const bed = path.join(dir, 'bed.m4a');
      await makeTone(bed, 1, ['-c:a', 'aac']);
      const out = outputs();
      await renderMeme({
        background: { kind: 'video', path: clip },
        audioPath: bed,
        subtitleLines: ['looping along'],
        durationSeconds: 2,
        width: 180,
        height: 320,
        ...out,
      });
      const info = await expectPlayableMp4(out.outputPath, { seconds: 2, width: 180, height: 320 });
      const audio = info.streams.find((s) => s.codecType === 'audio')!;
      expect(audio.durationSeconds).toBeGreaterThan(1.9);
    },
    SLOW,
  );

  it(
    'takes its length from the audio bed when no duration is given',
    async () => {
      const bed = path.join(dir, 'bed-1_5.wav');
      await makeTone(bed, 1.5, ['-c:a', 'pcm_s16le']);
      const out = outputs();
      const result = await renderMeme({ background: { kind: 'builtin', style: 'grain', seed: 1 }, audioPath: bed, width: 180, height: 320, ...out });
      expect(result.durationSeconds).toBeCloseTo(1.5, 2);
      await expectPlayableMp4(out.outputPath, { seconds: 1.5, width: 180, height: 320 });
    },
    SLOW,
  );

  it(
    'fills the frame from a landscape photo (blurred fill) and zooms slowly into it',
    async () => {
      const [W, H] = [180, 320];
      const out = outputs();
      await renderMeme({ background: { kind: 'image', path: landscapePhoto }, durationSeconds: 2, width: W, height: H, ...out });
      await expectPlayableMp4(out.outputPath, { seconds: 2, width: W, height: H });
      const first = await grabFrame(out.outputPath, 0, W, H);
      const last = await grabFrame(out.outputPath, 1.9, W, H);
      const whole = { x: 0, y: 0, width: W, height: H };
      expect(meanDifference(first, last, whole)).toBeGreaterThan(2); // the picture moved
      // Blurred fill: the photo itself is in the middle, a softer, darker copy above and below.
      const topStrip = countPixels(first, { x: 0, y: 0, width: W, height: 40 }, (r, g, b) => r + g + b > 0);
      expect(topStrip.count).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'works with the FFmpeg shipped in npm (an older static build)',
    async () => {
      const bundled = resolveFfmpeg({ prefer: 'bundled' });
      const out = outputs();
      await renderMeme({
        background: { kind: 'builtin', style: 'blobs', seed: 2 },
        topText: 'Старый FFmpeg тоже',
        subtitleLines: ['ação niño Привет'],
        durationSeconds: 1.5,
        width: 180,
        height: 320,
        ffmpegPath: bundled.ffmpeg,
        ffprobePath: bundled.ffprobe,
        ...out,
      });
      await expectPlayableMp4(out.outputPath, { seconds: 1.5, width: 180, height: 320 });
      expect((await sharp(out.thumbnailPath).metadata()).format).toBe('jpeg');
    },
    SLOW,
  );

  it('refuses a top text over 512 characters and an unreadable video background', async () => {
    const tooLong = await renderMeme({
      background: { kind: 'builtin', style: 'gradient', seed: 1 },
      topText: 'x'.repeat(513),
      width: 180,
      height: 320,
      ...outputs(),
    }).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ code: 'TEXT_TOO_LONG' });
    const junk = path.join(dir, 'junk.mp4');
    await writeFile(junk, 'not a video');
    const out = outputs();
    const bad = await renderMeme({ background: { kind: 'video', path: junk }, width: 180, height: 320, ...out }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(MediaInputError);
    expect(bad).toMatchObject({ code: 'VIDEO_UNDECODABLE' });
    expect(existsSync(out.outputPath)).toBe(false);
  });

  it(
    'stops when aborted and leaves no partial files',
    async () => {
      const controller = new AbortController();
      const out = outputs();
      const rendering = renderMeme({
        background: { kind: 'builtin', style: 'blocks', seed: 9 },
        subtitleLines: ['long render'],
        durationSeconds: 120,
        signal: controller.signal,
        ...out,
      });
      setTimeout(() => controller.abort(), 800);
      await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
      expect(existsSync(out.outputPath)).toBe(false);
      expect(existsSync(out.thumbnailPath)).toBe(false);
    },
    SLOW,
  );
});

describe('renderMeme with a drawn template or classic lettering (issue 33)', () => {
  it(
    'a template carries the headline in its picture; the captions are burned below it',
    async () => {
      const [W, H] = [180, 320];
      const out = outputs();
      const result = await renderMeme({
        background: { kind: 'template', template: { layout: 'reaction', text: 'Nobody:\nMe at 2am: one more episode', reaction: 'laughing' }, seed: 4 },
        topText: 'Nobody:\nMe at 2am: one more episode',
        subtitleLines: ['just one more'],
        durationSeconds: 1,
        width: W,
        height: H,
        fps: 15,
        encoding: { preset: 'ultrafast' },
        ...out,
      });
      expect(result.text.card).not.toBeNull();
      expect(result.text.card!.y + result.text.card!.height).toBeLessThanOrEqual(result.text.captionBand.y);
      const frame = await grabFrame(out.outputPath, 0.5, W, H);
      // The reaction face's yellow is on screen (a picture, not a gradient).
      const yellow = countPixels(frame, { x: 0, y: 0, width: W, height: H }, near('#FFCE3A', 90)).count;
      expect(yellow).toBeGreaterThan(W * H * 0.04);
    },
    SLOW,
  );

  it(
    'classic lettering over a photo sits in the free bands, clear of the face, first frame to last',
    async () => {
      const [W, H] = [180, 320];
      const out = outputs();
      const face = { imageWidth: 720, imageHeight: 1280, box: [260, 500, 200, 220] as [number, number, number, number] };
      const result = await renderMeme({
        background: { kind: 'image', path: darkPhoto },
        topText: 'One does not simply, walk into Mordor',
        headlineStyle: 'classic',
        subtitleLines: ['nope'],
        avoid: [face],
        durationSeconds: 1,
        width: W,
        height: H,
        fps: 15,
        encoding: { preset: 'ultrafast' },
        ...out,
      });
      const card = result.text.card!;
      expect(card).not.toBeNull();
      // The face in frame pixels, grown by the zoom: 1280 → 320 is ×0.25 (the still is cropped at its centre).
      const faceInFrame = { x: 65, y: 125, width: 50, height: 55 };
      const zoomed = { x: faceInFrame.x - 8, y: faceInFrame.y - 8, width: faceInFrame.width + 16, height: faceInFrame.height + 16 };
      expect(card.y).toBeLessThan(zoomed.y);
      const frame = await grabFrame(out.outputPath, 0.5, W, H);
      // White lettering above the face on a dark photo.
      expect(countPixels(frame, { x: 0, y: 0, width: W, height: zoomed.y }, isWhite).count).toBeGreaterThan(60);
      expect(countPixels(frame, zoomed, isWhite).count).toBe(0);
    },
    SLOW,
  );
});
