/**
 * `npx tsx scripts/caption-presets-samples.ts [outDir]`: renders one full-size (720×1280) meme per caption preset
 * over the sample portrait, with emoji in the captions and the headline, grabs a frame mid-word from each and puts
 * them side by side in `outDir/presets.png` (plus each frame full size), for looking at what the presets draw.
 * Also renders "top" and "middle" positions of two presets. Not a test: it takes a minute or two.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CAPTION_PRESETS, faceRegionOf, renderMeme, resolveFfmpeg, type CaptionLook, type CaptionWord } from '@reelcraft/media';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';
import { ffmpeg } from '../packages/media/src/testing/media-test-utils.ts';

const out = process.argv[2] ?? path.join(tmpdir(), 'reelcraft-caption-presets');
mkdirSync(out, { recursive: true });
const photo = path.join(out, 'photo.jpg');
const sample = await loadSampleFace();
writeFileSync(photo, sample.jpeg);
// The face, so the text keeps off it as in the product's "My photo" memes.
const avoid = [faceRegionOf(sample.face)];

const text = 'This 🔥 trick saved me HOURS every single week 🚀 try it';
const words: CaptionWord[] = text
  .split(' ')
  .map((w, i) => ({ text: w, start: 0.2 + i * 0.45, end: 0.2 + (i + 1) * 0.45, ...(w === 'HOURS' ? { emphasis: true } : {}) }));
const duration = words.at(-1)!.end + 0.5;
const colours: Record<string, string> = { highlight: '#FFD60A', karaoke: '#22D3EE', boxed: '#FF3B6B', pop: '#A3E635', minimal: '#FFD60A', neon: '#FF2BD6' };
/** Mid-word of "trick" (the word after the emoji) and of "HOURS". */
const grabAt = [words[2]!.start + 0.3, words[5]!.start + 0.3];

async function render(name: string, look: CaptionLook, onPhoto = true): Promise<string[]> {
  const video = path.join(out, `${name}.mp4`);
  const started = performance.now();
  await renderMeme({
    background: onPhoto ? { kind: 'image', path: photo, motion: 'none' } : { kind: 'builtin', style: 'gradient', seed: 5 },
    topText: 'When your captions finally have style 😎',
    captionWords: words,
    durationSeconds: duration,
    outputPath: video,
    thumbnailPath: path.join(out, `${name}.jpg`),
    captionLook: look,
    ...(onPhoto ? { avoid } : {}),
  });
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s for ${duration.toFixed(1)} s of video`);
  const frames: string[] = [];
  for (const [i, t] of grabAt.entries()) {
    const frame = path.join(out, `${name}-${i}.png`);
    await ffmpeg(['-v', 'error', '-y', '-ss', t.toFixed(2), '-i', video, '-frames:v', '1', frame], resolveFfmpeg().ffmpeg);
    frames.push(frame);
  }
  return frames;
}

const tiles: string[] = [];
for (const preset of CAPTION_PRESETS) tiles.push(...(await render(preset, { preset, position: 'bottom', color: colours[preset]! })));
// Over the portrait "top" and "middle" give way to the face (below the chin); without a face they are honoured.
for (const [preset, position] of [
  ['highlight', 'top'],
  ['boxed', 'middle'],
] as const) {
  await render(`${preset}-${position}`, { preset, position, color: colours[preset]! });
  await render(`${preset}-${position}-no-face`, { preset, position, color: colours[preset]! }, false);
}

// A contact sheet: each preset's two frames at half size, three presets a row.
const w = 360;
const h = 640;
const cols = 6;
const rows = Math.ceil(tiles.length / cols);
const composites = await Promise.all(
  tiles.map(async (file, i) => ({ input: await sharp(file).resize(w, h).toBuffer(), left: (i % cols) * w, top: Math.floor(i / cols) * h })),
);
await sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#000' } })
  .composite(composites)
  .png()
  .toFile(path.join(out, 'presets.png'));
console.log(`frames in ${out}`);
