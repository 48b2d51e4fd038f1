import { describe, expect, it } from 'vitest';
import { chooseTransitions, cutCamera, sceneShown, SHARP_TRANSITIONS, TRANSITION_KINDS, TRANSITION_SECONDS, TransitionRenderer } from './transitions.ts';

describe('chooseTransitions', () => {
  const every = (n: number, step: number) => Array.from({ length: n }, (_, i) => (i + 1) * step);

  it('is deterministic per seed, never repeats a kind back to back, and varies between seeds', () => {
    const boundaries = every(12, 3);
    const a = chooseTransitions(boundaries, 5, 39);
    expect(chooseTransitions(boundaries, 5, 39)).toEqual(a);
    expect(a).toHaveLength(12);
    a.slice(1).forEach((kind, i) => expect(kind).not.toBe(a[i]));
    expect(new Set(a).size).toBeGreaterThanOrEqual(3);
    const seeds = [1, 2, 3, 4, 5, 6].map((seed) => chooseTransitions(boundaries, seed, 39).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('uses every kind, crossfade and wipe where scenes are short enough that a sharp change follows in time', () => {
    const all = new Set([1, 2, 3, 4, 5].flatMap((seed) => chooseTransitions(every(20, 2.5), seed, 52.5)));
    expect([...all].sort()).toEqual([...TRANSITION_KINDS].sort());
  });

  it('keeps every stretch between sharp changes within the limit', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const boundaries = [3, 5.5, 11, 16.5, 19, 21, 27, 33, 36];
      const kinds = chooseTransitions(boundaries, seed, 40, { maxGapSeconds: 8, sharpMoments: [30] });
      const sharp = [0, ...boundaries.filter((_, i) => SHARP_TRANSITIONS.has(kinds[i]!)), 30, 40].sort((x, y) => x - y);
      const gaps = sharp.slice(1).map((t, i) => t - sharp[i]!);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(8);
    }
  });

  it('with 6 s scenes, only sharp transitions keep a change every 8 s', () => {
    const kinds = chooseTransitions(every(9, 6), 3, 60);
    expect(kinds.every((k) => SHARP_TRANSITIONS.has(k))).toBe(true);
  });

  it('makes the boundaries it is told to hard cuts, and counts them as sharp', () => {
    const kinds = chooseTransitions([4, 8, 12], 2, 16, { hardCuts: new Set([1]) });
    expect(kinds[1]).toBe('cut');
    expect(TRANSITION_SECONDS.cut).toBe(0);
  });

  it('are quick', () => {
    for (const kind of TRANSITION_KINDS) {
      expect(TRANSITION_SECONDS[kind]).toBeGreaterThanOrEqual(0.25);
      expect(TRANSITION_SECONDS[kind]).toBeLessThanOrEqual(0.4);
    }
  });
});

describe('TransitionRenderer', () => {
  const [W, H] = [40, 60];
  const a = new Uint32Array(W * H).fill(0xff0000ff); // red
  const b = new Uint32Array(W * H).fill(0xffff0000); // blue
  const red = (p: number) => (p & 0xff) > 200 && ((p >>> 16) & 0xff) < 50;
  const blue = (p: number) => (p & 0xff) < 50 && ((p >>> 16) & 0xff) > 200;
  const share = (frame: Uint32Array, test: (p: number) => boolean) => frame.filter(test).length / frame.length;

  it.each(TRANSITION_KINDS)('%s starts on the outgoing scene and ends on the incoming one', (kind) => {
    const renderer = new TransitionRenderer(W, H);
    const out = new Uint32Array(W * H);
    renderer.apply(kind, a, b, 0, out);
    expect(share(out, red)).toBeGreaterThan(0.99);
    renderer.apply(kind, a, b, 1, out);
    expect(share(out, blue)).toBeGreaterThan(0.99);
  });

  it('the cut-based kinds switch scenes at the middle, with the camera continuous on each side', () => {
    expect(cutCamera(0.49, 0.08, 0.2).scene).toBe('a');
    expect(cutCamera(0.51, 0.08, 0.2).scene).toBe('b');
    expect(cutCamera(0, 0.08, 0.2)).toEqual({ scene: 'a', zoom: 1, offset: -0 });
    expect(cutCamera(1, 0.08, 0.2)).toMatchObject({ scene: 'b', zoom: 1 });
    expect(cutCamera(0.5, 0.08, 0.2).zoom).toBeCloseTo(1.2);
    const renderer = new TransitionRenderer(W, H);
    const out = new Uint32Array(W * H);
    renderer.apply('zoom', a, b, 0.45, out);
    expect(share(out, red)).toBeGreaterThan(0.99);
    renderer.apply('push-up', a, b, 0.55, out);
    expect(share(out, blue)).toBeGreaterThan(0.99);
  });

  it('the one-scene camera gives the same picture as composing both', () => {
    const renderer = new TransitionRenderer(W, H);
    const both = new Uint32Array(W * H);
    const textured = (seed: number) => Uint32Array.from({ length: W * H }, (_, i) => 0xff000000 | (((i * seed) % 251) * 0x010101));
    const [ta, tb] = [textured(7), textured(13)];
    for (const kind of ['zoom', 'push-left', 'push-up'] as const) {
      for (const t of [0.2, 0.7]) {
        renderer.apply(kind, ta, tb, t, both);
        const one = (sceneShown(t) === 'a' ? ta : tb).slice();
        renderer.applyCamera(kind, one, t);
        expect(one).toEqual(both);
      }
    }
  });

  it('a wipe shows both scenes half way, the incoming one on the left', () => {
    const renderer = new TransitionRenderer(W, H);
    const out = new Uint32Array(W * H);
    renderer.apply('wipe', a, b, 0.5, out);
    expect(blue(out[(H / 2) * W + 1]!)).toBe(true);
    expect(red(out[(H / 2) * W + W - 2]!)).toBe(true);
    renderer.apply('crossfade', a, b, 0.5, out);
    expect(out[0]! & 0xff).toBeGreaterThan(100);
    expect(out[0]! & 0xff).toBeLessThan(160);
  });
});
