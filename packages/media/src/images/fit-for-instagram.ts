import sharp from 'sharp';
import { imageDecodeSlots, MAX_INPUT_PIXELS } from './image-limits.ts';

/** Where a photo is shown: the feed (a photo post or a carousel item) or a story. */
export type InstagramImageShape = 'feed' | 'story';

/** Instagram publishes feed photos between 4:5 (portrait) and 1.91:1 (landscape), at most 1440 px wide. */
export const FEED_MIN_RATIO = 4 / 5;
export const FEED_MAX_RATIO = 1.91;
const FEED_MAX_WIDTH = 1440;
/** Stories are shown 9:16; 1080×1920 is their native size. */
const STORY_SIZE = { width: 1080, height: 1920 };

export interface FittedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A JPEG Instagram accepts for `shape`, made from a photo (JPEG, PNG or WebP). The photo is never cropped: a feed
 * photo outside 4:5…1.91:1 is padded to the nearest allowed ratio, a story photo is placed inside 9:16; the padding is
 * the photo's dominant colour, so the frame looks like part of it. Decoding waits for one of the process's slots.
 */
export async function fitImageForInstagram(input: Buffer, shape: InstagramImageShape, signal?: AbortSignal): Promise<FittedImage> {
  return imageDecodeSlots.run(async () => {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { data: pixels, info } = await upright.clone().toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(pixels).stats();
    const background = { r: dominant.r, g: dominant.g, b: dominant.b, alpha: 1 };
    const frame = shape === 'story' ? STORY_SIZE : feedFrame(info.width, info.height);
    const { data, info: out } = await sharp(pixels)
      .resize({ width: frame.width, height: frame.height, fit: 'contain', background })
      .flatten({ background })
      .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: out.width, height: out.height };
  }, signal);
}

/** The frame a feed photo is fitted into: its own ratio clamped to 4:5…1.91:1, at most 1440 px wide. */
export function feedFrame(width: number, height: number): { width: number; height: number } {
  const ratio = Math.min(FEED_MAX_RATIO, Math.max(FEED_MIN_RATIO, width / height));
  // Padding adds to one side only: the frame is the photo's own size grown to the clamped ratio.
  let frameWidth = ratio > width / height ? height * ratio : width;
  let frameHeight = ratio > width / height ? height : width / ratio;
  if (frameWidth > FEED_MAX_WIDTH) {
    frameHeight = (frameHeight * FEED_MAX_WIDTH) / frameWidth;
    frameWidth = FEED_MAX_WIDTH;
  }
  // Rounding must not push the ratio outside the range: round the side that keeps it inside.
  const w = Math.max(1, Math.round(frameWidth));
  let h = Math.max(1, Math.round(frameHeight));
  if (w / h < FEED_MIN_RATIO) h = Math.floor(w / FEED_MIN_RATIO);
  if (w / h > FEED_MAX_RATIO) h = Math.ceil(w / FEED_MAX_RATIO);
  return { width: w, height: h };
}
