import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import { MediaInputError } from '../errors.ts';

export interface PreparedStill {
  /** 'cover': cropped to fill the frame; 'blurred-fill': whole photo over a blurred, darkened copy of itself. */
  mode: 'cover' | 'blurred-fill';
  width: number;
  height: number;
}

/** How much of the photo a cover crop may cut away before we switch to a blurred fill instead. */
const MAX_COVER_LOSS = 0.3;

/**
 * Turns a user photo into a still of exactly width×height (×scale, to leave room for a smooth zoom). Portrait
 * photos are cover-cropped around the most interesting region; square and landscape ones would lose too much,
 * so they are shown whole over a blurred, darkened copy (the "blurred fill" reels use).
 */
export async function prepareImageBackground(inputPath: string, outputPath: string, frame: { width: number; height: number; scale?: number }): Promise<PreparedStill> {
  const scale = frame.scale ?? 1;
  const width = Math.round((frame.width * scale) / 2) * 2;
  const height = Math.round((frame.height * scale) / 2) * 2;
  try {
    const source = sharp(inputPath, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    const meta = await source.metadata();
    const sw = meta.autoOrient?.width ?? meta.width;
    const sh = meta.autoOrient?.height ?? meta.height;
    if (!sw || !sh) throw new Error('no dimensions');
    const sourceRatio = sw / sh;
    const targetRatio = width / height;
    const loss = 1 - Math.min(sourceRatio, targetRatio) / Math.max(sourceRatio, targetRatio);
    if (loss <= MAX_COVER_LOSS) {
      await source
        .clone()
        .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#000000' })
        .jpeg({ quality: 90 })
        .toFile(outputPath);
      return { mode: 'cover', width, height };
    }
    // Blur a small copy and scale it up: the same look as blurring at full size, for a fraction of the work.
    const backdrop = await source
      .clone()
      .resize(Math.round(width / 8), Math.round(height / 8), { fit: 'cover' })
      .flatten({ background: '#000000' })
      .blur(6)
      .modulate({ brightness: 0.6 })
      .resize(width, height)
      .toBuffer();
    const foreground = await source.clone().resize(width, height, { fit: 'inside' }).flatten({ background: '#000000' }).toBuffer({ resolveWithObject: true });
    await sharp(backdrop)
      .composite([{ input: foreground.data, left: Math.round((width - foreground.info.width) / 2), top: Math.round((height - foreground.info.height) / 2) }])
      .jpeg({ quality: 90 })
      .toFile(outputPath);
    return { mode: 'blurred-fill', width, height };
  } catch (error) {
    throw new MediaInputError('IMAGE_UNDECODABLE', 'the background photo cannot be read', { cause: error });
  }
}
