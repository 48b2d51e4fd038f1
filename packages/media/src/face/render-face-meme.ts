import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeWorkDir } from '../temp/work-dir.ts';
import { DEFAULT_MEME_SIZE, renderMeme, type RenderMemeOptions, type RenderMemeResult } from '../meme/render-meme.ts';
import type { FaceLandmarks } from './face-landmarks.ts';
import type { FaceMemeStyle } from './face-meme-backdrop.ts';
import { buildFaceMemeStill, KEN_BURNS_ZOOM } from './face-meme-still.ts';
import { faceRegionOf } from '../meme/face-avoid.ts';

export interface RenderFaceMemeOptions extends Omit<RenderMemeOptions, 'background'> {
  /** The normalised photo `face` was detected in. */
  photo: Buffer;
  face: FaceLandmarks;
  seed: number;
  /** Override the style the seed picks. */
  style?: FaceMemeStyle;
  /** 'kenburns' (default): the slow centred zoom renderMeme gives image backgrounds; 'none': a still frame. */
  motion?: 'kenburns' | 'none';
}

/**
 * Renders a face meme: the sticker-head still (composeFaceMemeStill) as the background of an ordinary meme video,
 * with the headline and the captions burned in by renderMeme. MP4 + JPEG thumbnail.
 */
export async function renderFaceMeme(options: RenderFaceMemeOptions): Promise<RenderMemeResult> {
  const { photo, face, seed, style, motion = 'kenburns', ...memeOptions } = options;
  options.signal?.throwIfAborted();
  const width = options.width ?? DEFAULT_MEME_SIZE.width;
  const height = options.height ?? DEFAULT_MEME_SIZE.height;
  // renderMeme blows an image up 1.5× for the zoom; composing at that size keeps the sticker's outline crisp
  // instead of upscaling a 720-px JPEG. The still keeps the head clear of the text even at the end of the zoom.
  const scale = motion === 'kenburns' ? 1.5 : 1;
  const stillWidth = Math.round((width * scale) / 2) * 2;
  const stillHeight = Math.round((height * scale) / 2) * 2;
  const still = await buildFaceMemeStill({
    photo,
    face,
    seed,
    style,
    width: stillWidth,
    height: stillHeight,
    zoomAllowance: motion === 'kenburns' ? KEN_BURNS_ZOOM : 1,
  });

  const scratch = options.workDir ?? (await makeWorkDir('face-meme'));
  try {
    await mkdir(scratch, { recursive: true });
    const stillPath = path.join(scratch, 'face-meme-still.jpg');
    await writeFile(stillPath, still.jpeg);
    // The head is composed into the band between the text areas; a long headline still keeps off it.
    const mesh = face.mesh.map(([x, y, z]): [number, number, number] => [...still.toStill([x, y]), z]);
    const inStill = faceRegionOf({ ...face, mesh, imageWidth: stillWidth, imageHeight: stillHeight, box: meshBounds(mesh) });
    return await renderMeme({ ...memeOptions, background: { kind: 'image', path: stillPath, motion }, avoid: [inStill], workDir: options.workDir });
  } finally {
    if (!options.workDir) await rm(scratch, { recursive: true, force: true });
  }
}

/** Bounds of the 468 FaceMesh points (forehead to chin, cheek to cheek) as [x, y, width, height]. */
function meshBounds(mesh: ReadonlyArray<readonly [number, number, number]>): [number, number, number, number] {
  const points = mesh.slice(0, 468);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  return [x0, y0, Math.max(...xs) - x0, Math.max(...ys) - y0];
}
