import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import type { RgbaImage } from '../avatar/animator-api.ts';

/**
 * Decodes an image file or buffer into RGBA pixels, upright (EXIF orientation applied) and, with maxSide, shrunk so
 * its longer side is at most maxSide (never enlarged). Scene preparation resizes again to the exact size it needs.
 */
export async function loadRgbaImage(input: string | Uint8Array, maxSide?: number): Promise<RgbaImage> {
  let pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  if (maxSide !== undefined) {
    if (!(maxSide >= 2)) throw new RangeError(`maxSide must be at least 2: ${maxSide}`);
    pipeline = pipeline.resize(Math.round(maxSide), Math.round(maxSide), { fit: 'inside', withoutEnlargement: true });
  }
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`expected 4 channels, got ${info.channels}`);
  // A private, aligned copy: sharp may hand out a view into a pooled buffer.
  const pixels = new Uint8Array(data.byteLength);
  pixels.set(data);
  return { width: info.width, height: info.height, data: pixels };
}
