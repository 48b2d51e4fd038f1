/**
 * bench:avatar — the built-in talking avatar: a 30 s clip at 720×1280, 30 fps (a real portrait with its detected
 * landmarks, an English eSpeak voice with word and phone timings, mouth, blinks, head motion, word captions, x264).
 * Wall time is the render from voice file to finished MP4; the voice synthesis is reported apart. Prints one JSON line.
 * Target on a 2-core machine: render ≤ 30 s (≥ 1× real time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe, renderTalking, synthesizeSpeech } from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { clipTimeline, PARAGRAPHS, peakMemory } from './talking-support.ts';

const seconds = 30;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-avatar-'));
try {
  const sample = await loadSampleFace();
  const memory = peakMemory();
  const speechStarted = performance.now();
  const voicePath = path.join(dir, 'voice.wav');
  const speech = await synthesizeSpeech({ text: PARAGRAPHS.slice(0, 3).join('\n\n'), language: 'en', outputPath: voicePath });
  const speechMs = performance.now() - speechStarted;
  if (speech.durationSeconds < seconds) throw new Error(`the voice is only ${speech.durationSeconds.toFixed(1)} s; add text`);

  const outputPath = path.join(dir, 'avatar.mp4');
  const started = performance.now();
  await renderTalking({
    photo: sample.rgba,
    face: sample.face,
    audioPath: voicePath,
    timeline: clipTimeline(speech.timeline, seconds),
    language: 'en',
    seed: 7,
    outputPath,
    thumbnailPath: path.join(dir, 'avatar.jpg'),
  });
  const renderMs = performance.now() - started;
  const info = await probe(outputPath);
  const video = info.streams.find((stream) => stream.codecType === 'video');
  console.log(
    JSON.stringify({
      bench: 'avatar',
      video_seconds: Number((info.durationSeconds ?? 0).toFixed(2)),
      size: `${video?.width}x${video?.height}`,
      fps: 30,
      wall_ms: Math.round(renderMs),
      realtime_factor: Number((seconds / (renderMs / 1000)).toFixed(2)),
      speech_ms: Math.round(speechMs),
      peak_rss_mb: memory.stop(),
      target_wall_ms: seconds * 1000,
      pass: renderMs <= seconds * 1000,
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
