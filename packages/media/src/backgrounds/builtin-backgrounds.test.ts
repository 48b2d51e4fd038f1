import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtinBackgroundStyles, renderBuiltinBackground } from './builtin-backgrounds.ts';

describe('renderBuiltinBackground', () => {
  it.each(builtinBackgroundStyles)('%s renders a JPEG of the requested size, the same for the same seed', async (style) => {
    const a = await renderBuiltinBackground({ style, seed: 3, width: 180, height: 320 });
    const meta = await sharp(a).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([180, 320]);
    expect((await renderBuiltinBackground({ style, seed: 3, width: 180, height: 320 })).equals(a)).toBe(true);
    expect((await renderBuiltinBackground({ style, seed: 4, width: 180, height: 320 })).equals(a)).toBe(false);
    // Not flat: a background should have some light and shade.
    const { channels } = await sharp(a).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(3);
  });

  it('can encode PNG', async () => {
    const png = await renderBuiltinBackground({ style: 'gradient', seed: 1, width: 90, height: 160, format: 'png' });
    expect((await sharp(png).metadata()).format).toBe('png');
  });
});
