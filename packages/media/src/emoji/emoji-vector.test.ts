import { describe, expect, it } from 'vitest';
import { emojiLayers, layerDrawing, layersOfSvg } from './emoji-vector.ts';

describe('emojiLayers', () => {
  it('turns a Twemoji face into flat-colour layers centred on the 36-unit box', () => {
    const layers = emojiLayers('😀')!;
    expect(layers.length).toBeGreaterThanOrEqual(4);
    expect(layers[0]!.color).toBe('#FFCC4D');
    const xs = layers.flatMap((l) => l.commands.flatMap((c) => c.slice(1).filter((_, i) => i % 2 === 0) as number[]));
    expect(Math.min(...xs)).toBeCloseTo(-18, 0);
    expect(Math.max(...xs)).toBeCloseTo(18, 0);
  });

  it('applies group fills, transforms and opacity, and skips clip paths', () => {
    const layers = layersOfSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><defs><clipPath id="a"><path d="M0 0h36v36H0z"/></clipPath></defs>' +
        '<g fill="#F00" opacity=".5"><ellipse cx="18" cy="18" rx="4" ry="2" transform="rotate(90 18 18)"/></g><path fill="none" d="M0 0h1v1z"/></svg>',
    );
    expect(layers).toHaveLength(1);
    expect(layers[0]!.color).toBe('#FF0000');
    expect(layers[0]!.opacity).toBe(0.5);
    const ys = layers[0]!.commands.flatMap((c) => c.slice(1).filter((_, i) => i % 2 === 1) as number[]);
    // Rotated a quarter turn, the 4-wide ellipse is now 4 tall.
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(8, 1);
  });

  it('writes ASS drawing commands in quarter pixels for the size asked', () => {
    const drawing = layerDrawing(emojiLayers('❤️')![0]!, 36);
    expect(drawing).toMatch(/^m -?\d+ -?\d+ b /);
    const numbers = drawing.match(/-?\d+/g)!.map(Number);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(72);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-72);
    expect(emojiLayers('x')).toBeNull();
  });
});
