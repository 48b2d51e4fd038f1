import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MediaInputError } from '../errors.ts';
import { sniffType } from '../sniff.ts';
import { imageDecodeSlots, MAX_INPUT_PIXELS } from './image-limits.ts';

export type AcceptedImageType = 'jpeg' | 'png' | 'webp';

export interface NormalizeImageOptions {
  /** Reject inputs larger than this many bytes (default 10 MB, the spec's photo limit). */
  maxBytes?: number;
  /** Decompression-bomb guard: reject images declaring more pixels than this (default MAX_INPUT_PIXELS, 36 MP). */
  maxPixels?: number;
  /** Long side of the normalised copy (default 2048). */
  maxSide?: number;
  /** JPEG quality of the normalised copy (default 85). */
  quality?: number;
  /** Width of the thumbnail (default 360). */
  thumbnailWidth?: number;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  mime: 'image/jpeg' | 'image/webp';
}

export interface NormalizedImage {
  /** Upright, metadata-free JPEG, at most maxSide on its long side. */
  image: EncodedImage;
  /** Small WebP preview for lists. */
  thumbnail: EncodedImage;
  /** What the upload really was, by content. */
  sourceType: AcceptedImageType;
  width: number;
  height: number;
}

const ACCEPTED: ReadonlySet<string> = new Set<AcceptedImageType>(['jpeg', 'png', 'webp']);

/**
 * Validates an uploaded photo by content and produces an upright, metadata-free JPEG plus a WebP thumbnail.
 * Refusals by size, type and pixel count come at once; the decode itself waits for one of the process's slots.
 */
export async function normalizeImage(input: Buffer, options: NormalizeImageOptions = {}): Promise<NormalizedImage> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const maxSide = options.maxSide ?? 2048;
  const thumbnailWidth = options.thumbnailWidth ?? 360;

  if (input.length > maxBytes) throw new MediaInputError('IMAGE_TOO_LARGE', `image is ${input.length} bytes, the limit is ${maxBytes}`);
  const sniffed = sniffType(input.subarray(0, 64));
  if (!sniffed || !ACCEPTED.has(sniffed)) throw new MediaInputError('IMAGE_UNSUPPORTED_TYPE', `not a JPEG, PNG or WebP image (${sniffed ?? 'unknown'})`);
  const sourceType = sniffed as AcceptedImageType;

  // Read the header first: dimensions come from it, so a bomb is refused before a single pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaInputError('IMAGE_UNDECODABLE', 'the image header cannot be read', { cause: error });
  }
  if (metadata.format !== sourceType) throw new MediaInputError('IMAGE_UNSUPPORTED_TYPE', `content is ${metadata.format}, expected ${sourceType}`);
  if (!metadata.width || !metadata.height) throw new MediaInputError('IMAGE_UNDECODABLE', 'the image has no dimensions');
  if (metadata.width * metadata.height > maxPixels) {
    throw new MediaInputError('IMAGE_TOO_MANY_PIXELS', `${metadata.width}×${metadata.height} exceeds ${maxPixels} pixels`);
  }

  return imageDecodeSlots.run(() => decodeAndEncode(input, sourceType, maxPixels, maxSide, thumbnailWidth, options.quality ?? 85));
}

async function decodeAndEncode(
  input: Buffer,
  sourceType: AcceptedImageType,
  maxPixels: number,
  maxSide: number,
  thumbnailWidth: number,
  quality: number,
): Promise<NormalizedImage> {
  let image: { data: Buffer; info: OutputInfo };
  try {
    image = await sharp(input, {
      limitInputPixels: maxPixels,
      // 'error' also fails on truncated data, but tolerates the harmless warnings many phone JPEGs carry.
      failOn: 'error',
    })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      // JPEG has no alpha: transparent PNG/WebP areas become white rather than black.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality, progressive: true })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new MediaInputError('IMAGE_TOO_MANY_PIXELS', message, { cause: error });
    throw new MediaInputError('IMAGE_UNDECODABLE', 'the image data is corrupt or truncated', { cause: error });
  }

  const thumbnail = await sharp(image.data)
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer({ resolveWithObject: true });

  return {
    image: { data: image.data, width: image.info.width, height: image.info.height, mime: 'image/jpeg' },
    thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height, mime: 'image/webp' },
    sourceType,
    width: image.info.width,
    height: image.info.height,
  };
}
