/**
 * Renders a full-size sample story (720×1280, 30 fps) with three photos and every kind of scene made by code, then
 * grabs a frame every 2 s into a contact sheet and lists where FFmpeg's scene detection sees a change, so the look and
 * the pacing can be checked by eye. Usage: node --import tsx scripts/story-sample.ts [outDir] [seconds] [seed]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadRgbaImage, renderTalking, resolveFfmpeg, sampleFacePhoto, sampleNoFacePhoto, synthesizeSpeech } from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { storyScenes } from '../bench/story-scenes.ts';
import { clipTimeline, PARAGRAPHS } from '../bench/talking-support.ts';

const outDir = path.resolve(process.argv[2] ?? 'story-sample');
const seconds = Number(process.argv[3] ?? 60);
const seed = Number(process.argv[4] ?? 7);
mkdirSync(outDir, { recursive: true });
const sample = await loadSampleFace();
const photos = [
  await loadRgbaImage(await sampleFacePhoto(1, 0), 1600),
  await loadRgbaImage(await sampleNoFacePhoto(1600, 1000), 1600),
  await loadRgbaImage(await sampleFacePhoto(2, 0), 1600),
];
const voicePath = path.join(outDir, 'voice.wav');
const speech = await synthesizeSpeech({ text: PARAGRAPHS.join('\n\n'), language: 'en', outputPath: voicePath });
const timeline = clipTimeline(speech.timeline, Math.min(seconds, speech.durationSeconds));
// Two avatar scenes, three photos and the five kinds of scene made by code: ten scenes.
const scenes = storyScenes(timeline, photos, 10);
const outputPath = path.join(outDir, 'story.mp4');
const started = performance.now();
const result = await renderTalking({ photo: sample.rgba, face: sample.face, audioPath: voicePath, timeline, scenes, language: 'en', seed, outputPath });
console.log(
  `rendered ${result.durationSeconds.toFixed(1)} s in ${((performance.now() - started) / 1000).toFixed(1)} s; scenes: ${scenes.map((s) => (s.kind === 'graphic' ? s.graphic.type : s.kind)).join(', ')}`,
);
console.log(`planned changes: ${result.changes.map((t) => t.toFixed(2)).join(' ')}`);
console.log(`transitions: ${result.transitions.map((t) => `${t.at.toFixed(2)} ${t.kind}`).join(', ')}`);

const ffmpeg = resolveFfmpeg().ffmpeg;
// Frames every 2 s, and a contact sheet of them (5 across, each 144×256).
execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', outputPath, '-vf', 'fps=1/2', path.join(outDir, 'f%03d.png')]);
execFileSync(ffmpeg, ['-v', 'error', '-y', '-i', outputPath, '-vf', 'fps=1/2,scale=144:256,tile=6x5', '-frames:v', '1', path.join(outDir, 'sheet.png')]);
// The reviewer's check: FFmpeg's scene detection at 0.2, and the longest stretch without a detected change.
const detect = spawnSync(ffmpeg, ['-hide_banner', '-i', outputPath, '-vf', "select='gt(scene,0.2)',showinfo", '-an', '-f', 'null', '-'], { encoding: 'utf8' });
const detected = [...detect.stderr.matchAll(/pts_time:([0-9.]+)/g)].map((m) => Number(m[1]));
const points = [0, ...detected, result.durationSeconds];
const gaps = points.slice(1).map((t, i) => t - points[i]!);
console.log(`detected changes (scene > 0.2): ${detected.map((t) => t.toFixed(2)).join(' ')}`);
console.log(`longest stretch without a detected change: ${Math.max(...gaps).toFixed(2)} s`);
