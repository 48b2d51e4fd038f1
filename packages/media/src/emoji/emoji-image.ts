import { readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { twemojiSvgPath } from './twemoji-file.ts';

/** An emoji drawn at a size: straight (not premultiplied) RGBA, row-major, width × height × 4 bytes. */
export interface EmojiBitmap {
  width: number;
  height: number;
  data: Buffer;
}

/** Renders are small (a caption emoji is ~100 px) but a story reuses the same few many times: keep the recent ones. */
const MAX_CACHED = 256;
const bitmaps = new Map<string, Promise<EmojiBitmap | null>>();
const pngs = new Map<string, Promise<Buffer | null>>();

function remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting makes it the most recent.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = make();
  // A failed render is not remembered, so a passing disk error does not stick.
  made.catch(() => cache.delete(key));
  cache.set(key, made);
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return made;
}

function sizeOf(sizePx: number): number {
  if (!Number.isFinite(sizePx) || sizePx < 1) throw new RangeError(`emoji size must be at least 1 px, got ${sizePx}`);
  return Math.min(2048, Math.round(sizePx));
}

async function rasterise(emoji: string, size: number): Promise<Sharp | null> {
  const file = twemojiSvgPath(emoji);
  if (!file) return null;
  const svg = await readFile(file);
  // Twemoji's viewBox is 36×36; the density makes librsvg draw the vector at the target size, not upscale a bitmap.
  return sharp(svg, { density: (72 * size) / 36 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha();
}

/** The emoji as a sizePx × sizePx RGBA bitmap, or null when there is no colour picture for it. Cached per (emoji, size). */
export function emojiImage(emoji: string, sizePx: number): Promise<EmojiBitmap | null> {
  const size = sizeOf(sizePx);
  return remember(bitmaps, `${emoji}@${size}`, async () => {
    const image = await rasterise(emoji, size);
    if (!image) return null;
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data };
  });
}

/** The same picture as a PNG file's bytes (for FFmpeg's overlay inputs), or null. Cached per (emoji, size). */
export function emojiPng(emoji: string, sizePx: number): Promise<Buffer | null> {
  const size = sizeOf(sizePx);
  return remember(pngs, `${emoji}@${size}`, async () => {
    const image = await rasterise(emoji, size);
    return image ? image.png({ compressionLevel: 1 }).toBuffer() : null;
  });
}

/** True when Twemoji has a picture for the emoji (so a caller can decide to drop an unknown one instead). */
export function hasEmojiImage(emoji: string): boolean {
  return twemojiSvgPath(emoji) !== null;
}
