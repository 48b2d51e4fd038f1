/**
 * bench:event-loop — how long the server's event loop stalls while the media work of a job runs in the same process
 * (the embedded job runner does exactly that). A stall delays every other request: a page load, a health check,
 * another user's save. Each step below runs alone while a 5 ms timer records the longest gap between its ticks.
 * Prints one JSON line: per step the wall time and the longest stall.
 * Target: no step stalls the loop for more than 50 ms: the CPU-heavy DSP, face detection (a long-lived thread that keeps
 * the models loaded) and drawing a talking video's frames run in worker threads (decisions 0025, 0041).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alignSpeech, detectFace, mixSoundtrack, MUSIC_TRACKS, renderMeme, renderTalkingInWorker, synthesizeSpeech } from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { measureEventLoopStall } from '../packages/media/src/testing/event-loop-stall.ts';
import { clipTimeline, PARAGRAPHS } from './talking-support.ts';

const TARGET_MAX_STALL_MS = 50;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-loop-'));
const musicCacheDir = path.join(dir, 'music-cache');

async function measure(work: () => Promise<unknown>): Promise<{ wall_ms: number; max_stall_ms: number }> {
  const { wallMs, maxStallMs } = await measureEventLoopStall(work);
  return { wall_ms: Math.round(wallMs), max_stall_ms: Math.round(maxStallMs) };
}

try {
  const sample = await loadSampleFace();
  const voicePath = path.join(dir, 'voice.wav');
  const text = PARAGRAPHS.slice(0, 2).join('\n\n');
  const steps: Record<string, { wall_ms: number; max_stall_ms: number }> = {};
  let timeline: Awaited<ReturnType<typeof synthesizeSpeech>>['timeline'] | undefined;

  steps.speech_synthesis = await measure(async () => {
    timeline = (await synthesizeSpeech({ text, language: 'en', outputPath: voicePath })).timeline;
  });
  steps.speech_alignment = await measure(() => alignSpeech({ audioPath: voicePath, text, language: 'en' }));
  // The first call starts the face thread and loads the models there; the second is what every later photo costs.
  steps.face_detection_first = await measure(() => detectFace(sample.jpeg));
  steps.face_detection = await measure(() => detectFace(sample.jpeg));
  steps.music_preview = await measure(() =>
    mixSoundtrack({ durationSeconds: 12, music: { kind: 'builtin', trackId: MUSIC_TRACKS[0]!.id }, outputPath: path.join(dir, 'preview.wav'), musicCacheDir }),
  );
  steps.voice_over_mix = await measure(() =>
    mixSoundtrack({
      durationSeconds: 20,
      music: { kind: 'builtin', trackId: MUSIC_TRACKS[1]!.id },
      voicePath,
      outputPath: path.join(dir, 'mix.wav'),
      musicCacheDir,
    }),
  );
  steps.meme_render = await measure(() =>
    renderMeme({
      background: { kind: 'builtin', style: 'blobs', seed: 3 },
      topText: 'When the event loop never stalls',
      subtitleLines: ['Every request', 'answered on time'],
      audioPath: path.join(dir, 'mix.wav'),
      durationSeconds: 10,
      outputPath: path.join(dir, 'meme.mp4'),
      thumbnailPath: path.join(dir, 'meme.jpg'),
    }),
  );
  // As the server renders it (core's media renderer): in a worker thread.
  steps.talking_render = await measure(() =>
    renderTalkingInWorker({
      photo: sample.rgba,
      face: sample.face,
      audioPath: voicePath,
      timeline: clipTimeline(timeline!, 10),
      language: 'en',
      seed: 7,
      outputPath: path.join(dir, 'talking.mp4'),
    }),
  );

  const worst = Math.max(...Object.values(steps).map((step) => step.max_stall_ms));
  console.log(
    JSON.stringify({ bench: 'event-loop', steps, max_stall_ms: worst, target_max_stall_ms: TARGET_MAX_STALL_MS, pass: worst <= TARGET_MAX_STALL_MS }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
