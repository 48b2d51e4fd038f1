import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../avatar/animator-api.ts';
import { blendFrames, pixels32 } from './bilinear.ts';
import { cameraAt, frameWindow, framingMode, MAX_ZOOM, PhotoDrawer, preparePhoto } from './ken-burns.ts';

const [W, H] = [180, 320];

/** A smooth pattern (period ~24 px) so that bilinear sampling, not aliasing, decides the differences. */
function pattern(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = 128 + Math.round(100 * Math.sin(x / 4));
      data[i + 1] = 128 + Math.round(100 * Math.sin(y / 4));
      data[i + 2] = 128 + Math.round(60 * Math.sin((x + y) / 7));
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

function frameDiff(a: Uint8Array, b: Uint8Array): { mean: number; changedShare: number; maxChannel: number } {
  let sum = 0;
  let changed = 0;
  let max = 0;
  for (let i = 0; i < a.length; i += 4) {
    let pixel = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a[i + c]! - b[i + c]!);
      pixel += d;
      if (d > max) max = d;
    }
    sum += pixel;
    if (pixel > 0) changed++;
  }
  return { mean: sum / ((a.length / 4) * 3), changedShare: changed / (a.length / 4), maxChannel: max };
}

describe('framingMode', () => {
  it('cover-crops portrait and 4:5 photos and puts wide ones over a blurred fill', () => {
    expect(framingMode(1080, 1920, 720, 1280)).toBe('cover');
    expect(framingMode(1080, 1350, 720, 1280)).toBe('cover');
    expect(framingMode(1080, 1080, 720, 1280)).toBe('blurred-fill');
    expect(framingMode(1920, 1080, 720, 1280)).toBe('blurred-fill');
  });
});

describe('cameraAt and frameWindow', () => {
  it('zooms 1 → MAX_ZOOM and back, and pans across the room a fixed zoom leaves', () => {
    expect(cameraAt('zoom_in', 0).zoom).toBe(1);
    expect(cameraAt('zoom_in', 1).zoom).toBeCloseTo(MAX_ZOOM);
    expect(cameraAt('zoom_out', 0).zoom).toBeCloseTo(MAX_ZOOM);
    expect(cameraAt('pan_right', 0).pan).toBe(0);
    expect(cameraAt('pan_left', 0).pan).toBe(1);
    const photo = {
      mode: 'cover' as const,
      width: W,
      height: H,
      motion: 'pan_right' as const,
      focus: { x: 0.5, y: 0.5 },
      source: { width: 300, height: Math.round(H * MAX_ZOOM) },
    };
    const start = frameWindow(photo, 0);
    const end = frameWindow(photo, 1);
    expect(start.u0).toBeCloseTo(0);
    expect(end.u0 + W * end.du).toBeCloseTo(300);
  });

  it('keeps the window inside the photo wherever the subject is', () => {
    const source = { width: Math.round(W * MAX_ZOOM), height: Math.round(H * MAX_ZOOM) };
    for (const focus of [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 0.5, y: 0.4 },
    ]) {
      for (const p of [0, 0.5, 1]) {
        const win = frameWindow({ mode: 'cover', width: W, height: H, motion: 'zoom_in', focus, source }, p);
        expect(win.u0).toBeGreaterThanOrEqual(-1e-9);
        expect(win.v0).toBeGreaterThanOrEqual(-1e-9);
        expect(win.u0 + W * win.du).toBeLessThanOrEqual(source.width + 1e-9);
        expect(win.v0 + H * win.dv).toBeLessThanOrEqual(source.height + 1e-9);
      }
    }
  });
});

describe('PhotoDrawer', () => {
  it('moves the picture over time, smoothly: every frame changes a little, none jumps (sub-pixel sampling)', async () => {
    const photo = await preparePhoto(pattern(360, 640), { width: W, height: H, motion: 'zoom_in' });
    expect(photo.mode).toBe('cover');
    const drawer = new PhotoDrawer(photo);
    const frames = 150; // a 5 s scene at 30 fps
    const previous = new Uint8Array(W * H * 4);
    const current = new Uint8Array(W * H * 4);
    drawer.draw(0, pixels32(previous));
    const first = previous.slice();
    const means: number[] = [];
    for (let k = 1; k <= 30; k++) {
      drawer.draw(k / frames, pixels32(current));
      const d = frameDiff(previous, current);
      means.push(d.mean);
      // Integer stepping would leave most pixels unchanged in most frames and then move them by a whole pixel.
      expect(d.changedShare).toBeGreaterThan(0.5);
      expect(d.maxChannel).toBeLessThan(40);
      previous.set(current);
    }
    const sorted = [...means].sort((a, b) => a - b);
    expect(sorted[0]!).toBeGreaterThan(0);
    expect(sorted.at(-1)! / sorted[Math.floor(sorted.length / 2)]!).toBeLessThan(1.6);
    // Over the whole scene the picture really changes (zoomed 15 %).
    drawer.draw(1, pixels32(current));
    expect(frameDiff(first, current).mean).toBeGreaterThan(20);
  });

  it('shows a landscape photo whole over its blurred, darkened copy, with a gliding edge', async () => {
    const wide = pattern(640, 360);
    const photo = await preparePhoto(wide, { width: W, height: H, motion: 'zoom_in' });
    expect(photo.mode).toBe('blurred-fill');
    const frame = new Uint8Array(W * H * 4);
    new PhotoDrawer(photo).draw(0.3, pixels32(frame));
    const win = frameWindow(photo, 0.3);
    expect(win.top).toBeGreaterThan(10);
    expect(win.bottom).toBeLessThan(H - 10);
    // Above the photo: the background, dark and nearly flat (blurred); inside: the sharp pattern.
    const rowContrast = (y: number): number => {
      let min = 255;
      let max = 0;
      for (let x = 0; x < W; x++) {
        const v = frame[(y * W + x) * 4]!;
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
      return max - min;
    };
    const mid = Math.round((win.top + win.bottom) / 2);
    expect(rowContrast(3)).toBeLessThan(40);
    expect(rowContrast(mid)).toBeGreaterThan(120);
    const meanRed = (y: number): number => {
      let s = 0;
      for (let x = 0; x < W; x++) s += frame[(y * W + x) * 4]!;
      return s / W;
    };
    expect(meanRed(3)).toBeLessThan(110); // darkened (the pattern's mean is ~128)
    for (let i = 3; i < frame.length; i += 4) expect(frame[i]).toBe(255);
  });
});

describe('blendFrames', () => {
  it('crossfades channel by channel', () => {
    const a = new Uint8Array([200, 0, 100, 255, 10, 20, 30, 255]);
    const b = new Uint8Array([0, 200, 100, 255, 250, 240, 230, 255]);
    const out = new Uint8Array(8);
    blendFrames(pixels32(a), pixels32(b), 0, pixels32(out));
    expect([...out]).toEqual([...a]);
    blendFrames(pixels32(a), pixels32(b), 1, pixels32(out));
    expect([...out]).toEqual([...b]);
    blendFrames(pixels32(a), pixels32(b), 0.5, pixels32(out));
    expect([...out]).toEqual([100, 100, 100, 255, 130, 130, 130, 255]);
    blendFrames(pixels32(a), pixels32(b), 0.25, pixels32(a));
    expect([...a]).toEqual([150, 50, 100, 255, 70, 75, 80, 255]);
  });
});
