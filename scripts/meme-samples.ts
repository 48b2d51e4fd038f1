/**
 * Full-size (720×1280) meme samples to look at (issue 33): every drawn template, photo memes with faces in two
 * languages, a photo without faces, classic lettering over a photo and a face meme. Writes the MP4s and one frame
 * of each (at 2 s) into the folder given (default /tmp/meme-samples), plus contact sheets.
 *   npx tsx scripts/meme-samples.ts [folder]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { detectFace } from '../packages/media/src/face/detect-face.ts';
import { renderFaceMeme } from '../packages/media/src/face/render-face-meme.ts';
import { sampleFacePhoto, sampleGroupPhoto, sampleNoFacePhoto } from '../packages/media/src/face/sample-faces.ts';
import { ffmpeg } from '../packages/media/src/testing/media-test-utils.ts';
import { faceRegionOf } from '../packages/media/src/meme/face-avoid.ts';
import { renderMeme, type RenderMemeOptions } from '../packages/media/src/meme/render-meme.ts';
import { memeTemplateFor } from '../packages/core/src/writer/meme/template-choice.ts';

const dir = process.argv[2] ?? '/tmp/meme-samples';
await mkdir(dir, { recursive: true });
const SECONDS = 4;

async function frameAt(video: string, png: string): Promise<void> {
  await ffmpeg(['-y', '-ss', '2', '-i', video, '-frames:v', '1', png]);
}

async function render(name: string, options: Omit<RenderMemeOptions, 'outputPath' | 'thumbnailPath'>): Promise<string> {
  const outputPath = path.join(dir, `${name}.mp4`);
  const started = performance.now();
  const result = await renderMeme({ durationSeconds: SECONDS, ...options, outputPath, thumbnailPath: path.join(dir, `${name}.jpg`) });
  const png = path.join(dir, `${name}.png`);
  await frameAt(outputPath, png);
  console.log(name, `${Math.round(performance.now() - started)} ms`, JSON.stringify(result.text));
  return png;
}

async function sheet(file: string, frames: string[]): Promise<void> {
  const [w, h] = [360, 640];
  const tiles = await Promise.all(frames.map(async (f, i) => ({ input: await sharp(f).resize(w, h).toBuffer(), left: i * w, top: 0 })));
  await sharp({ create: { width: w * frames.length, height: h, channels: 3, background: '#000' } })
    .composite(tiles)
    .png()
    .toFile(file);
  console.log(file);
}

const lines = ['nobody asked', 'but here we are'];
const texts: Array<[string, 'en' | 'ru', string | undefined]> = [
  ['When the client asks for a discount on a discount', 'en', undefined],
  ['POV: your cat wakes you up at 5am because the bowl is half full', 'en', undefined],
  ['Me on Monday vs me on Friday', 'en', undefined],
  ['Adulting is mostly googling how long chicken keeps in the fridge', 'en', undefined],
  ['Nobody:\nMe at 2am: one more episode', 'en', undefined],
  ['Я объясняю коту, зачем вставать в шесть утра', 'ru', undefined],
];
const templateFrames: string[] = [];
for (const [k, [text, language, layout]] of texts.entries()) {
  const template = memeTemplateFor({ topText: text, language, seed: k + 1, ...(layout ? { layout: layout as 'classic' } : {}) });
  templateFrames.push(
    await render(`template-${k + 1}-${template.layout}`, {
      background: { kind: 'template', template, seed: k + 1 },
      topText: text,
      subtitleLines: language === 'ru' ? ['никто не спрашивал', 'но вот мы здесь'] : lines,
    }),
  );
}
await sheet(path.join(dir, 'sheet-templates.png'), templateFrames);

const group = await sampleGroupPhoto();
const groupFile = path.join(dir, 'group.jpg');
await writeFile(groupFile, group);
const groupFaces = (await detectFace(group)).allFaces.map(faceRegionOf);
const portrait = await sampleFacePhoto(6, 0);
const portraitFile = path.join(dir, 'portrait.jpg');
await writeFile(portraitFile, portrait);
const portraitFace = (await detectFace(portrait)).allFaces.map(faceRegionOf);
const landscapeFile = path.join(dir, 'landscape.jpg');
await writeFile(landscapeFile, await sampleNoFacePhoto());
const photoFrames = [
  await render('photo-group-en', {
    background: { kind: 'image', path: groupFile },
    avoid: groupFaces,
    topText: 'Me and the girls pretending we did not just order a third dessert',
    subtitleLines: lines,
  }),
  await render('photo-portrait-ru', {
    background: { kind: 'image', path: portraitFile },
    avoid: portraitFace,
    topText: 'Когда сказала «я на минутку», а прошло три часа',
    subtitleLines: ['никто не спрашивал', 'но вот мы здесь'],
  }),
  await render('photo-portrait-classic', {
    background: { kind: 'image', path: portraitFile },
    avoid: portraitFace,
    headlineStyle: 'classic',
    topText: 'One does not simply, leave the house without a selfie',
    subtitleLines: lines,
  }),
  await render('photo-no-face', {
    background: { kind: 'image', path: landscapeFile },
    topText: 'Me pretending the weekend hike was relaxing',
    subtitleLines: lines,
  }),
];
await sheet(path.join(dir, 'sheet-photos.png'), photoFrames);

const face = (await detectFace(portrait)).face;
if (face) {
  const outputPath = path.join(dir, 'face-meme.mp4');
  await renderFaceMeme({
    photo: portrait,
    face,
    seed: 2,
    topText: 'Me when the group chat says "quick question"',
    subtitleLines: lines,
    durationSeconds: SECONDS,
    outputPath,
    thumbnailPath: path.join(dir, 'face-meme.jpg'),
  });
  await frameAt(outputPath, path.join(dir, 'face-meme.png'));
  console.log(path.join(dir, 'face-meme.png'));
}
