import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import { MediaInputError } from '../errors.ts';

export interface PreparedStill {
  /** 'cover': cropped to fill the frame; 'blurred-fill': whole photo over a blurred, darkened copy of itself. */
  mode: 'cover' | 'blurred-fill';
  width: number;
  height: number;
  /** Where the photo went: still = photo × scale + offset (photo pixels as stored, after EXIF rotation). */
  placement: { sourceWidth: number; sourceHeight: number; scale: number; offsetX: number; offsetY: number };
}

/** A rectangle of the photo, in photo pixels. */
export interface FocusBox {
  x: number;
  y: number;
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
export async function prepareImageBackground(
  inputPath: string,
  outputPath: string,
  frame: { width: number; height: number; scale?: number },
  /** Keep this (the faces) in the crop, centred where the photo allows; otherwise sharp's attention strategy picks. */
  focus?: FocusBox,
): Promise<PreparedStill> {
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
      const scale = Math.max(width / sw, height / sh);
      if (focus) {
        // Crop around the faces ourselves, so we know where they land.
        const rw = Math.max(width, Math.round(sw * scale));
        const rh = Math.max(height, Math.round(sh * scale));
        const centre = (start: number, size: number, span: number, limit: number) =>
          Math.round(Math.min(limit - span, Math.max(0, (start + size / 2) * scale - span / 2)));
        const left = centre(focus.x, focus.width, width, rw);
        const top = centre(focus.y, focus.height, height, rh);
        await source
          .clone()
          .resize(rw, rh, { fit: 'fill' })
          .extract({ left, top, width, height })
          .flatten({ background: '#000000' })
          .jpeg({ quality: 90 })
          .toFile(outputPath);
        return { mode: 'cover', width, height, placement: { sourceWidth: sw, sourceHeight: sh, scale, offsetX: -left, offsetY: -top } };
      }
      const info = await source
        .clone()
        .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#000000' })
        .jpeg({ quality: 90 })
        .toFile(outputPath);
      const offsetX = -Math.abs(info.cropOffsetLeft ?? Math.round((sw * scale - width) / 2));
      const offsetY = -Math.abs(info.cropOffsetTop ?? Math.round((sh * scale - height) / 2));
      return { mode: 'cover', width, height, placement: { sourceWidth: sw, sourceHeight: sh, scale, offsetX, offsetY } };
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
    const placement = {
      sourceWidth: sw,
      sourceHeight: sh,
      scale: foreground.info.width / sw,
      offsetX: Math.round((width - foreground.info.width) / 2),
      offsetY: Math.round((height - foreground.info.height) / 2),
    };
    return { mode: 'blurred-fill', width, height, placement };
  } catch (error) {
    throw new MediaInputError('IMAGE_UNDECODABLE', 'the background photo cannot be read', { cause: error });
  }
}
