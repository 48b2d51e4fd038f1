import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import type { FaceLandmarks } from './face-landmarks.ts';
import { boundsOf, expandedFaceOutline, traceSmoothLoop, type OutlineOptions, type Point } from './face-outline.ts';

export interface FaceCutout {
  /** RGBA, non-premultiplied, row-major: the photo inside the outline, fading to transparent across the edge. */
  data: Buffer;
  width: number;
  height: number;
  /** Where the cutout's top-left corner lies in the photo (may be negative when the outline leaves the photo). */
  left: number;
  top: number;
  /** The expanded outline in cutout pixels; the alpha is 50 % on it. */
  outline: Point[];
  /** Gaussian sigma of the feather, in photo pixels. */
  feather: number;
}

export interface CutOutFaceOptions extends OutlineOptions {
  /** Feather sigma as a fraction of the face width (default 0.025: ~8 px on a 300-px face, soft but not mushy). */
  feather?: number;
}

/**
 * Cuts the head out of the photo: the FaceMesh silhouette grown outward (hair, ears, chin) with a feathered edge.
 * Parts of the outline outside the photo simply stay transparent.
 */
export async function cutOutFace(photo: Buffer, face: FaceLandmarks, options: CutOutFaceOptions = {}): Promise<FaceCutout> {
  const outlineInPhoto = expandedFaceOutline(face, options);
  const feather = Math.max(1, (options.feather ?? 0.025) * face.box[2]);
  // Room for the feather's tail (3 σ) on every side, so the mask is ~0 at the cutout's border.
  const margin = Math.ceil(3 * feather);
  const b = boundsOf(outlineInPhoto);
  const left = Math.floor(b.x) - margin;
  const top = Math.floor(b.y) - margin;
  const width = Math.ceil(b.x + b.width) + margin - left;
  const height = Math.ceil(b.y + b.height) + margin - top;
  const outline = outlineInPhoto.map(([x, y]): Point => [x - left, y - top]);

  const [pixels, mask] = await Promise.all([photoRegion(photo, face.imageWidth, face.imageHeight, left, top, width, height), featheredMask(outline, width, height, feather)]);
  for (let i = 0, j = 3; i < mask.length; i++, j += 4) pixels[j] = Math.round((pixels[j]! * mask[i]!) / 255);
  return { data: pixels, width, height, left, top, outline, feather };
}

/** The photo's pixels in a rectangle that may stick out of it; outside is transparent. RGBA. */
async function photoRegion(photo: Buffer, imageWidth: number, imageHeight: number, left: number, top: number, width: number, height: number): Promise<Buffer> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(imageWidth, left + width);
  const y1 = Math.min(imageHeight, top + height);
  if (x1 <= x0 || y1 <= y0) return Buffer.alloc(width * height * 4);
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .extend({ left: x0 - left, top: y0 - top, right: left + width - x1, bottom: top + height - y1, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 4) throw new Error(`unexpected cutout size ${info.width}x${info.height}x${info.channels}`);
  return data;
}

/** The filled outline blurred with a Gaussian of `sigma`: 255 well inside, 128 on the line, 0 well outside. */
async function featheredMask(outline: readonly Point[], width: number, height: number, sigma: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  traceSmoothLoop(ctx, outline);
  ctx.fill();
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4 + 3]!;
  // sharp's blur hands back three channels for a one-channel input; keep one.
  return sharp(grey, { raw: { width, height, channels: 1 } }).blur(sigma).extractChannel(0).raw().toBuffer();
}

/** Encodes a cutout as PNG (for looking at it, or for compositing with sharp). */
export function cutoutToPng(cutout: FaceCutout): Promise<Buffer> {
  return sharp(cutout.data, { raw: { width: cutout.width, height: cutout.height, channels: 4 } }).png().toBuffer();
}
