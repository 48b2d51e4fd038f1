/**
 * A full-size (720×1280) meme whose caption words the creator fixed and emphasised, through the same steps as the
 * job (content/caption-edits.ts on the renderer's own word timing), for looking at the frames: the fixed word must
 * show where the original was spoken. `node --import tsx scripts/caption-edit-sample.ts [outDir]`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { renderMeme } from '@reelcraft/media';
import { memeCaptions } from '../packages/core/src/content/render-meme-video.ts';

const out = path.resolve(process.argv[2] ?? 'caption-samples');
await mkdir(out, { recursive: true });
const lines = ['Me at 6am explaining', 'why we realy need coffee'];
const durationSeconds = 6;
// "realy" (index 6) fixed to "really" and emphasised; the look the creator picked is passed along as the job does.
const request = {
  caption_edits: { words: [{ index: 6, text: 'really' }], emphasis: [6] },
  caption_look: { preset: 'boxed', position: 'bottom', color: '#FF2D92' },
};
const captions = memeCaptions(request, lines, { durationSeconds });
const word = captions.forRender?.[6];
console.log(JSON.stringify({ stored: captions.stored, fixed: word }));
await renderMeme({
  background: { kind: 'builtin', style: 'gradient', seed: 7 },
  topText: 'Monday mood',
  subtitleLines: lines,
  ...(captions.forRender ? { captionWords: captions.forRender } : {}),
  captionLook: captions.stored.look,
  durationSeconds,
  outputPath: path.join(out, 'meme-edited.mp4'),
  thumbnailPath: path.join(out, 'meme-edited.jpg'),
});
console.log(`${path.join(out, 'meme-edited.mp4')}; the fixed word is spoken ${word?.start.toFixed(2)}–${word?.end.toFixed(2)} s`);
