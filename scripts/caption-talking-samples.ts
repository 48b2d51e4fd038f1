/**
 * `npx tsx scripts/caption-talking-samples.ts [outDir]`: a full-size (720×1280) talking avatar from the sample
 * portrait with the built-in voice, once per caption preset and position given below, with emoji in the script;
 * grabs a frame mid-sentence from each into `outDir/talking.png`, to check the captions stay off the face and how
 * each preset reads over a real video. Not a test.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderTalking, resolveFfmpeg, synthesizeSpeech, type CaptionLook } from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { ffmpeg } from '../packages/media/src/testing/media-test-utils.ts';

const out = process.argv[2] ?? path.join(tmpdir(), 'reelcraft-caption-talking');
mkdirSync(out, { recursive: true });
const sample = await loadSampleFace();
const voicePath = path.join(out, 'voice.wav');
const speech = await synthesizeSpeech({
  text: 'Three habits 🔥 changed my mornings. Water first, then ten minutes of light ☀️ and no phone.',
  language: 'en',
  outputPath: voicePath,
});

const looks: [string, CaptionLook][] = [
  ['karaoke-bottom', { preset: 'karaoke', position: 'bottom', color: '#22D3EE' }],
  ['pop-top', { preset: 'pop', position: 'top', color: '#A3E635' }],
  ['neon-middle', { preset: 'neon', position: 'middle', color: '#FF2BD6' }],
  ['boxed-bottom', { preset: 'boxed', position: 'bottom', color: '#FFD60A' }],
];
const at = [speech.timeline.words[2]!.start + 0.1, speech.timeline.words[12]!.start + 0.1];
const tiles: string[] = [];
for (const [name, look] of looks) {
  const video = path.join(out, `${name}.mp4`);
  const started = performance.now();
  await renderTalking({
    photo: sample.rgba,
    face: sample.face,
    audioPath: voicePath,
    timeline: speech.timeline,
    language: 'en',
    seed: 3,
    outputPath: video,
    captionLook: look,
  });
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s for ${speech.durationSeconds.toFixed(1)} s`);
  for (const [i, t] of at.entries()) {
    const frame = path.join(out, `${name}-${i}.png`);
    await ffmpeg(['-v', 'error', '-y', '-ss', t.toFixed(2), '-i', video, '-frames:v', '1', frame], resolveFfmpeg().ffmpeg);
    tiles.push(frame);
  }
}
const [w, h] = [360, 640];
const composites = await Promise.all(tiles.map(async (file, i) => ({ input: await sharp(file).resize(w, h).toBuffer(), left: i * w, top: 0 })));
await sharp({ create: { width: tiles.length * w, height: h, channels: 3, background: '#000' } })
  .composite(composites)
  .png()
  .toFile(path.join(out, 'talking.png'));
console.log(`frames in ${out}`);
