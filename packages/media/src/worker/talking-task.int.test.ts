import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleFace, type SampleFace } from '../avatar/testing/sample-face.ts';
import { synthesizeSpeech } from '../speech/synthesize-speech.ts';
import type { SpeechTimeline } from '../speech/timeline.ts';
import { measureEventLoopStall } from '../testing/event-loop-stall.ts';
import { makeTempDir } from '../testing/media-test-utils.ts';
import { renderTalkingInWorker } from './talking-task.ts';

let dir: string;
let cleanup: () => Promise<void>;
let sample: SampleFace;
let voice: { path: string; timeline: SpeechTimeline };
/** Three times as long: a render that is far from done when its first progress arrives, even on a loaded machine. */
let longVoice: { path: string; timeline: SpeechTimeline };
// The test render profile's frame: small and quick.
const small = { width: 180, height: 320, fps: 15, encoding: { preset: 'ultrafast' } } as const;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir('reelcraft-talking-task-'));
  sample = await loadSampleFace();
  const voicePath = path.join(dir, 'voice.wav');
  const speech = await synthesizeSpeech({
    text: 'A talking photo drawn in its own thread, so every request is answered meanwhile.',
    language: 'en',
    outputPath: voicePath,
  });
  voice = { path: voicePath, timeline: speech.timeline };
  const longPath = path.join(dir, 'long-voice.wav');
  const text = 'Every request is answered while the frames are drawn in their own thread. '.repeat(3);
  longVoice = { path: longPath, timeline: (await synthesizeSpeech({ text, language: 'en', outputPath: longPath })).timeline };
}, 60_000);
afterAll(() => cleanup());

describe('a talking video rendered in a worker thread', () => {
  it('renders the video and thumbnail, reports progress, and leaves the event loop free', async () => {
    const progress: number[] = [];
    const outputPath = path.join(dir, 'talking.mp4');
    let durationSeconds = 0;
    const { wallMs, maxStallMs } = await measureEventLoopStall(async () => {
      ({ durationSeconds } = await renderTalkingInWorker({
        photo: sample.rgba,
        face: sample.face,
        audioPath: voice.path,
        timeline: voice.timeline,
        language: 'en',
        seed: 3,
        outputPath,
        thumbnailPath: path.join(dir, 'talking.jpg'),
        ...small,
        onProgress: (fraction) => progress.push(fraction),
      }));
    });
    expect(durationSeconds).toBeGreaterThan(voice.timeline.words.at(-1)!.end);
    expect(existsSync(outputPath) && existsSync(path.join(dir, 'talking.jpg'))).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // In this thread the motion fields alone (~0.2 s at full size) and every frame held the loop.
    expect(maxStallMs).toBeLessThan(wallMs / 4);
  }, 120_000);

  it('stops when aborted: the caller gets the reason, and no video or partial file is left', async () => {
    const controller = new AbortController();
    const reason = new Error('the job was cancelled');
    const outDir = path.join(dir, 'aborted');
    mkdirSync(outDir);
    const rendering = renderTalkingInWorker({
      photo: sample.rgba,
      face: sample.face,
      audioPath: longVoice.path,
      timeline: longVoice.timeline,
      language: 'en',
      seed: 3,
      outputPath: path.join(outDir, 'talking.mp4'),
      thumbnailPath: path.join(outDir, 'talking.jpg'),
      ...small,
      signal: controller.signal,
      // Mid-render: FFmpeg is running and its output file has been started.
      onProgress: () => controller.abort(reason),
    });
    await expect(rendering).rejects.toBe(reason);
    expect(readdirSync(outDir), 'files left after the abort').toEqual([]);
  }, 120_000);
});
