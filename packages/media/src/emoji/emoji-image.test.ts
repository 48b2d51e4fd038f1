import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { emojiImage, emojiPng, hasEmojiImage } from './emoji-image.ts';
import { twemojiCandidates } from './twemoji-file.ts';

function pixel(bitmap: { width: number; data: Buffer }, x: number, y: number): number[] {
  const i = (y * bitmap.width + x) * 4;
  return [...bitmap.data.subarray(i, i + 4)];
}

describe('emojiImage', () => {
  it('draws a grinning face in colour at the size asked, transparent around it', async () => {
    const face = await emojiImage('😀', 64);
    expect(face).not.toBeNull();
    expect(face!.width).toBe(64);
    expect(face!.height).toBe(64);
    expect(face!.data.length).toBe(64 * 64 * 4);
    const [r, g, b, a] = pixel(face!, 32, 14); // forehead: Twemoji yellow #FFCC4D
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(230);
    expect(g).toBeGreaterThan(180);
    expect(b).toBeLessThan(120);
    expect(pixel(face!, 0, 0)[3]).toBe(0);
  });

  it('finds ZWJ sequences, skin tones, flags and keycaps in Twemoji', () => {
    for (const e of ['👩‍💻', '👋🏽', '🇧🇷', '1️⃣', '❤️', '🏃🏻‍♀️']) expect(hasEmojiImage(e), e).toBe(true);
    expect(twemojiCandidates('❤️')[0]).toBe('2764');
    expect(twemojiCandidates('👩‍💻')[0]).toBe('1f469-200d-1f4bb');
  });

  it('has no picture for a non-emoji, and caches per emoji and size', async () => {
    expect(await emojiImage('A', 32)).toBeNull();
    expect(emojiImage('🔥', 40)).toBe(emojiImage('🔥', 40));
    expect(emojiImage('🔥', 40)).not.toBe(emojiImage('🔥', 41));
  });

  it('makes a PNG of the same picture', async () => {
    const png = await emojiPng('🚀', 48);
    const meta = await sharp(png!).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 48, 48, true]);
  });
});
