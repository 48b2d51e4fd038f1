import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaInputError, type MediaInputErrorCode } from '../errors.ts';
import { imageDecodeSlots, MAX_INPUT_PIXELS } from './image-limits.ts';
import { normalizeImage } from './normalize-image.ts';

/** 200×100: left half red, right half blue. */
async function twoTone(): Promise<Sharp> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } }).composite([{ input: red, left: 0, top: 0 }]);
}

/** Colour of one pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

async function rejectsWith(input: Buffer, code: MediaInputErrorCode, options = {}): Promise<void> {
  const error = await normalizeImage(input, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MediaInputError);
  expect((error as MediaInputError).code).toBe(code);
}

/** A valid PNG header declaring width×height with (almost) no pixel data: the classic decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from('789c030000000001', 'hex')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('normalizeImage', () => {
  it('applies EXIF orientation, strips metadata and makes a JPEG plus a WebP thumbnail', async () => {
    // Orientation 6: the camera was turned; viewers rotate 90° clockwise, so the left (red) half ends on top.
    const input = await (await twoTone()).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const result = await normalizeImage(input);
    expect(result.sourceType).toBe('jpeg');
    expect([result.width, result.height]).toEqual([100, 200]);
    const meta = await sharp(result.image.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const top = await pixel(result.image.data, 50, 20);
    const bottom = await pixel(result.image.data, 50, 180);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);

    expect(result.thumbnail.mime).toBe('image/webp');
    const thumb = await sharp(result.thumbnail.data).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.width).toBe(100); // never enlarged
  });

  it('accepts PNG (transparency becomes white) and WebP, and limits the long side', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const fromPng = await normalizeImage(png);
    expect(fromPng.sourceType).toBe('png');
    expect([fromPng.width, fromPng.height]).toEqual([2048, 683]);
    expect((await pixel(fromPng.image.data, 10, 10))[0]).toBeGreaterThan(240);
    const thumb = await sharp(fromPng.thumbnail.data).metadata();
    expect([thumb.width, thumb.height]).toEqual([360, 120]);

    const webp = await (await twoTone()).webp().toBuffer();
    const fromWebp = await normalizeImage(webp);
    expect(fromWebp.sourceType).toBe('webp');
    expect((await sharp(fromWebp.image.data).metadata()).format).toBe('jpeg');
  });

  it('rejects a GIF and a text file named .jpg as unsupported', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    await rejectsWith(gif, 'IMAGE_UNSUPPORTED_TYPE');
    await rejectsWith(Buffer.from('this is not a photo, just text in a file called photo.jpg\n'), 'IMAGE_UNSUPPORTED_TYPE');
    await rejectsWith(Buffer.alloc(0), 'IMAGE_UNSUPPORTED_TYPE');
  });

  it('rejects a truncated JPEG as undecodable', async () => {
    const noise = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    await rejectsWith(noise.subarray(0, Math.floor(noise.length * 0.6)), 'IMAGE_UNDECODABLE');
    await rejectsWith(noise.subarray(0, 40), 'IMAGE_UNDECODABLE'); // header cut short
  });

  it('rejects a decompression bomb before decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    // Its pixel data is one empty zlib block: any attempt to decode it ends as undecodable (or in 2.7 GB of pixels),
    // so this code can only come from the header, checked before decoding.
    await rejectsWith(bomb, 'IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses a 6300×6300 PNG (40 MP in ~100 KB): over the 36 MP cap', async () => {
    const png = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(6300 * 6300).toBeGreaterThan(MAX_INPUT_PIXELS);
    await rejectsWith(png, 'IMAGE_TOO_MANY_PIXELS');
  });

  it('decodes at most two photos at once, however many arrive together', async () => {
    const photo = await sharp({ create: { width: 2500, height: 2500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    let peak = 0;
    let queued = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, imageDecodeSlots.active);
      queued = Math.max(queued, imageDecodeSlots.waiting);
    }, 1);
    const results = await Promise.all(Array.from({ length: 8 }, () => normalizeImage(photo)));
    clearInterval(watch);
    expect(results.every((r) => r.width === 2048)).toBe(true);
    expect(peak).toBeLessThanOrEqual(2);
    expect(queued).toBeGreaterThan(0);
    expect(imageDecodeSlots.active).toBe(0);
  });

  it('rejects files over the byte limit', async () => {
    const jpeg = await (await twoTone()).jpeg().toBuffer();
    await rejectsWith(jpeg, 'IMAGE_TOO_LARGE', { maxBytes: jpeg.length - 1 });
  });
});
