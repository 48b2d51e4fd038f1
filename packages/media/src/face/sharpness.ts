import sharp, { type Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';

/** Side of the square the face is resampled to before measuring, so the number does not depend on face size. */
export const SHARPNESS_SIZE = 160;

/**
 * How sharp the face is: variance of the 4-neighbour Laplacian over the face box, converted to grey and resampled
 * to SHARPNESS_SIZE². Only the face counts: a sharp background behind a blurred face (or a deliberately blurred
 * background behind a sharp face, as in portrait mode) must not decide the result. The box is the mesh bounds
 * (forehead to chin, cheek to cheek), so brows, eyes, lips and the jaw line are in it. Measured on the face-api
 * demo faces, this whole box separates sharp from blur(6) 4× (shrinking it to the inner 76 % left mostly smooth
 * skin: only 2×); 160 px is about the faces' own size there, so it neither invents nor discards much detail.
 */
export async function measureFaceSharpness(
  image: Buffer | Sharp,
  box: readonly [number, number, number, number],
  imageWidth: number,
  imageHeight: number,
  { inset = 0, size = SHARPNESS_SIZE }: { inset?: number; size?: number } = {},
): Promise<number> {
  const x0 = Math.max(0, Math.floor(box[0] + box[2] * inset));
  const y0 = Math.max(0, Math.floor(box[1] + box[3] * inset));
  const x1 = Math.min(imageWidth, Math.ceil(box[0] + box[2] * (1 - inset)));
  const y1 = Math.min(imageHeight, Math.ceil(box[1] + box[3] * (1 - inset)));
  if (x1 - x0 < 8 || y1 - y0 < 8) return 0;
  const source = Buffer.isBuffer(image) ? sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }) : image.clone();
  const grey = await source
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .greyscale()
    .resize(size, size, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return laplacianVariance(grey, size, size);
}

/** Variance of the discrete Laplacian (4-neighbour) of a grey image, borders skipped. */
export function laplacianVariance(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}
