import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_MEME_SIZE,
  DEFAULT_VIDEO_ENCODING,
  detectFace,
  type FaceLandmarks,
  loadRgbaImage,
  probe,
  type RgbaImage,
  resolveFfmpeg,
  sampleFacePhoto,
  type SpeechTimeline,
  synthesizeSpeech,
} from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaRenderer } from './media-renderer.ts';
import { RENDER_PROFILES } from './renderer.ts';

/**
 * The adapter applies the profile to every kind of render: the test profile's videos are small, at its rate, with
 * sound and a thumbnail of its width. At full size, the expensive kinds are proven once each through the whole app
 * (talking avatar and story: avatar.int; meme: media.int; face meme: media's face-meme.int); the two cheap kinds no
 * other test renders at full size (a talking-head clip in our frame, a trend preview) are rendered here.
 */
const work = mkdtempSync(path.join(tmpdir(), 'reelcraft-renderer-test-'));
const renderer = createMediaRenderer(RENDER_PROFILES.test);
let photo: Buffer;
let face: FaceLandmarks;
let rgba: RgbaImage;
let voice: { path: string; timeline: SpeechTimeline; seconds: number };

beforeAll(async () => {
  photo = await sampleFacePhoto(3, 0);
  const detected = await detectFace(photo);
  if (!detected.face) throw new Error('no face in the sample photo');
  face = detected.face;
  rgba = await loadRgbaImage(photo);
  const voicePath = path.join(work, 'voice.wav');
  const speech = await synthesizeSpeech({
    text: 'Small renders keep every stage. Captions, sound and storage stay real.',
    language: 'en',
    outputPath: voicePath,
  });
  voice = { path: voicePath, timeline: speech.timeline, seconds: speech.durationSeconds };
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Probes a render: its video stream, audio stream, duration, and the thumbnail's size. */
async function inspect(name: string) {
  const info = await probe(path.join(work, `${name}.mp4`));
  const thumbnail = await sharp(path.join(work, `${name}.jpg`)).metadata();
  return {
    video: info.streams.find((stream) => stream.codecType === 'video'),
    audio: info.streams.find((stream) => stream.codecType === 'audio'),
    seconds: info.durationSeconds ?? 0,
    thumbnail: { width: thumbnail.width, height: thumbnail.height },
  };
}

const files = (name: string) => ({
  outputPath: path.join(work, `${name}.mp4`),
  thumbnailPath: path.join(work, `${name}.jpg`),
  workDir: path.join(work, `${name}-scratch`),
});
const small = { codecName: 'h264', width: 180, height: 320, frameRate: 15 };
const smallThumbnail = { width: 90, height: 160 };

describe('the media renderer at the test profile', () => {
  it('renders a meme small, with its sound and a thumbnail', async () => {
    const progress: number[] = [];
    const result = await renderer.meme({
      background: { kind: 'builtin', style: 'aurora', seed: 7 },
      topText: 'When the test render is a quarter of the size',
      subtitleLines: ['Same captions', 'same sound'],
      audioPath: voice.path,
      durationSeconds: 6,
      onProgress: (fraction) => progress.push(fraction),
      ...files('meme'),
    });
    expect(result.durationSeconds).toBe(6);
    const { video, audio, seconds, thumbnail } = await inspect('meme');
    expect(video).toMatchObject(small);
    expect(audio).toMatchObject({ codecName: 'aac', sampleRate: 48000, channels: 2 });
    expect(seconds).toBeCloseTo(6, 0);
    expect(thumbnail).toEqual(smallThumbnail);
    expect(progress.at(-1)).toBe(1);
  }, 120_000);

  it('renders a face meme small', async () => {
    const result = await renderer.faceMeme({
      photo,
      face,
      seed: 3,
      topText: 'Me, small',
      subtitleLines: ['still me'],
      durationSeconds: 6,
      ...files('face-meme'),
    });
    expect(result.durationSeconds).toBe(6);
    const { video, audio, thumbnail } = await inspect('face-meme');
    expect(video).toMatchObject(small);
    expect(audio).toBeTruthy();
    expect(thumbnail).toEqual(smallThumbnail);
  }, 120_000);

  it('renders a talking avatar small, as long as the voice', async () => {
    const result = await renderer.talking({ photo: rgba, face, audioPath: voice.path, timeline: voice.timeline, language: 'en', seed: 5, ...files('talking') });
    expect(result.durationSeconds).toBeGreaterThanOrEqual(voice.seconds);
    const { video, audio, seconds, thumbnail } = await inspect('talking');
    expect(video).toMatchObject(small);
    expect(audio).toMatchObject({ codecName: 'aac' });
    expect(Math.abs(seconds - result.durationSeconds)).toBeLessThan(0.2);
    expect(thumbnail).toEqual(smallThumbnail);
  }, 120_000);

  it("puts a talking-head service's clip into the small frame", async () => {
    const clip = path.join(work, 'service.mp4');
    // prettier-ignore
    execFileSync(resolveFfmpeg().ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=512x512:rate=25:duration=${Math.ceil(voice.seconds)}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    await renderer.reframeTalkingHead({ videoPath: clip, audioPath: voice.path, timeline: voice.timeline, language: 'en', ...files('reframe') });
    const { video, audio, thumbnail } = await inspect('reframe');
    expect(video).toMatchObject(small);
    expect(audio).toMatchObject({ codecName: 'aac' });
    expect(thumbnail).toEqual(smallThumbnail);
  }, 120_000);

  it('renders a trend preview a quarter of the full preview, with a poster as wide', async () => {
    await renderer.trendPreview({
      title: 'POV: the render is tiny',
      hook: 'and still says everything',
      background: 'blobs',
      seed: 1,
      durationSeconds: 5,
      ...files('trend'),
    });
    const { video, seconds, thumbnail } = await inspect('trend');
    expect(video).toMatchObject({ codecName: 'h264', width: 90, height: 160, frameRate: 12 });
    expect(seconds).toBeCloseTo(5, 0);
    expect(thumbnail).toEqual({ width: 90, height: 160 });
  }, 120_000);
});

describe('the media renderer at the full profile', () => {
  const fullRenderer = createMediaRenderer(RENDER_PROFILES.full);

  it("puts a talking-head service's clip into the 720×1280, 30 fps frame with our voice", async () => {
    const wav = path.join(work, 'short.wav');
    const short = await synthesizeSpeech({ text: 'Full size, once.', language: 'en', outputPath: wav });
    const clip = path.join(work, 'service-full.mp4');
    // prettier-ignore
    execFileSync(resolveFfmpeg().ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=512x512:rate=25:duration=${Math.ceil(short.durationSeconds)}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    const result = await fullRenderer.reframeTalkingHead({
      videoPath: clip,
      audioPath: wav,
      timeline: short.timeline,
      language: 'en',
      ...files('reframe-full'),
    });
    const { video, audio, seconds, thumbnail } = await inspect('reframe-full');
    expect(video).toMatchObject({ codecName: 'h264', width: 720, height: 1280, frameRate: 30 });
    expect(audio).toMatchObject({ codecName: 'aac' });
    expect(Math.abs(seconds - result.durationSeconds)).toBeLessThan(0.2);
    expect(thumbnail).toEqual({ width: 360, height: 640 });
  }, 180_000);

  it('renders the trend preview users get: a 5 s, 360×640, 24 fps H.264 loop under 400 KB with a 360 px poster', async () => {
    await fullRenderer.trendPreview({
      title: 'POV: the preview is full size',
      hook: 'a card plays it muted, looping',
      background: 'aurora',
      seed: 2,
      durationSeconds: 5,
      ...files('trend-full'),
    });
    const { video, seconds, thumbnail } = await inspect('trend-full');
    expect(video).toMatchObject({ codecName: 'h264', width: 360, height: 640, frameRate: 24 });
    expect(seconds).toBeCloseTo(5, 0);
    expect(statSync(path.join(work, 'trend-full.mp4')).size).toBeLessThan(400_000);
    expect(thumbnail).toEqual({ width: 360, height: 640 });
  }, 180_000);
});

describe('render profiles', () => {
  it('full is what media renders by default; test is the same shape, a quarter of the size at half the rate', () => {
    expect(RENDER_PROFILES.full.video).toMatchObject({ ...DEFAULT_MEME_SIZE, encoding: DEFAULT_VIDEO_ENCODING });
    expect(RENDER_PROFILES.full.trendPreview).toMatchObject({ width: 360, height: 640, fps: 24 });
    for (const kind of ['video', 'trendPreview'] as const) {
      const [full, test] = [RENDER_PROFILES.full[kind], RENDER_PROFILES.test[kind]];
      expect(test.width / full.width).toBe(1 / 4);
      expect(test.height / full.height).toBe(1 / 4);
      expect(test.fps / full.fps).toBe(1 / 2);
      expect(test.thumbnailWidth / full.thumbnailWidth).toBe(1 / 4);
      // Only the speed preset differs: the same quality target and the same sound.
      expect(test.encoding).toEqual({ ...full.encoding, preset: 'ultrafast' });
    }
  });
});
