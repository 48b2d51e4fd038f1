/**
 * bench:story — a 90 s storytelling video, from narration text to MP4: the eSpeak voice with timings, then the
 * talking avatar for the hook and the ending and, in between, animated framings of four photos (portraits and a
 * landscape; long ones cut to a closer framing) alternating with scenes made by code of every kind (phrase, list,
 * counter, chart, emoji), quick varied transitions, captions throughout, 720×1280 at 30 fps. Prints one JSON line.
 * Target on a 2-core machine: ≤ 90 s wall for the whole pipeline (issue 33: at least 1.5× real time, i.e. ≤ 60 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRgbaImage, probe, renderTalking, sampleFacePhoto, sampleNoFacePhoto, synthesizeSpeech } from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { longestStill } from '../packages/media/src/video/pacing.ts';
import { storyScenes } from './story-scenes.ts';
import { clipTimeline, PARAGRAPHS, peakMemory } from './talking-support.ts';

const seconds = 90;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-story-'));
try {
  const sample = await loadSampleFace();
  const photos = [
    await loadRgbaImage(await sampleFacePhoto(1, 0), 1600),
    await loadRgbaImage(await sampleNoFacePhoto(1600, 1000), 1600),
    await loadRgbaImage(await sampleFacePhoto(2, 0), 1600),
    sample.rgba,
  ];
  const memory = peakMemory();
  const started = performance.now();
  const voicePath = path.join(dir, 'voice.wav');
  const speech = await synthesizeSpeech({ text: PARAGRAPHS.join('\n\n'), language: 'en', outputPath: voicePath });
  const speechMs = performance.now() - started;
  if (speech.durationSeconds < seconds) throw new Error(`the narration is only ${speech.durationSeconds.toFixed(1)} s; add text`);
  const timeline = clipTimeline(speech.timeline, seconds);

  // Eleven scenes of ~8 s: avatar, then graphics and photos in turn (five graphic kinds, four photos), avatar.
  const scenes = storyScenes(timeline, photos, 11);

  const outputPath = path.join(dir, 'story.mp4');
  const renderStarted = performance.now();
  const rendered = await renderTalking({
    photo: sample.rgba,
    face: sample.face,
    audioPath: voicePath,
    timeline,
    scenes,
    language: 'en',
    seed: 11,
    outputPath,
    thumbnailPath: path.join(dir, 'story.jpg'),
  });
  const renderMs = performance.now() - renderStarted;
  const wallMs = performance.now() - started;
  const info = await probe(outputPath);
  console.log(
    JSON.stringify({
      bench: 'story',
      video_seconds: Number((info.durationSeconds ?? 0).toFixed(2)),
      scenes: scenes.map((scene) => (scene.kind === 'graphic' ? scene.graphic.type : scene.kind)).join(','),
      wall_ms: Math.round(wallMs),
      speech_ms: Math.round(speechMs),
      render_ms: Math.round(renderMs),
      changes: rendered.changes.length,
      longest_still_s: Number(longestStill(rendered.changes, seconds).toFixed(2)),
      realtime_factor: Number((seconds / (wallMs / 1000)).toFixed(2)),
      peak_rss_mb: memory.stop(),
      target_wall_ms: seconds * 1000,
      pass: wallMs <= seconds * 1000,
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
