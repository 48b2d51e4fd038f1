import { describe, expect, it } from 'vitest';
import { coneWindow, diagonalWindow, downsample, dtw, windowAroundPath } from './dtw.ts';
import { fft, mfcc, MFCC_DIMS } from './mfcc.ts';

/** Plain full-matrix DTW with the same step pattern, for comparison. */
function fullCost(a: Float32Array, b: Float32Array): number {
  const D = Array.from({ length: a.length }, () => new Float64Array(b.length).fill(Infinity));
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const d = Math.abs(a[i]! - b[j]!);
      if (i === 0 && j === 0) D[0]![0] = d;
      else D[i]![j] = Math.min(i && j ? D[i - 1]![j - 1]! + 2 * d : Infinity, i ? D[i - 1]![j]! + d : Infinity, j ? D[i]![j - 1]! + d : Infinity);
    }
  }
  return D.at(-1)!.at(-1)!;
}

function pathCost(path: { first: Int32Array; last: Int32Array }, a: Float32Array, b: Float32Array): number {
  const cells: [number, number][] = [];
  path.first.forEach((first, i) => {
    for (let j = first; j <= path.last[i]!; j++) cells.push([i, j]);
  });
  let cost = Math.abs(a[0]! - b[0]!);
  for (let k = 1; k < cells.length; k++) {
    const [i, j] = cells[k]!;
    const [pi, pj] = cells[k - 1]!;
    expect(i - pi + (j - pj)).toBeGreaterThan(0); // monotonic, one step at a time
    cost += (i !== pi && j !== pj ? 2 : 1) * Math.abs(a[i]! - b[j]!);
  }
  return cost;
}

let seed = 1;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;

describe('dtw', () => {
  it('finds the optimal path when the band covers everything', () => {
    for (let t = 0; t < 30; t++) {
      const a = Float32Array.from({ length: 2 + Math.floor(random() * 60) }, random);
      const b = Float32Array.from({ length: 2 + Math.floor(random() * 60) }, random);
      const path = dtw(a, b, 1, diagonalWindow(a.length, b.length, 100));
      expect(pathCost(path, a, b)).toBeCloseTo(fullCost(a, b), 6);
    }
  });

  it('recovers a known time stretch, coarse to fine, inside a narrow band', () => {
    // b is a played 1.5× slower with a held note in the middle
    const a = Float32Array.from({ length: 400 }, (_, i) => Math.sin(i / 7) + Math.sin(i / 23));
    const mapping = (j: number): number => (j < 300 ? j / 1.5 : j < 360 ? 200 : (j - 60) / 1.5);
    const b = Float32Array.from({ length: 660 }, (_, j) => {
      const i = mapping(j);
      return Math.sin(i / 7) + Math.sin(i / 23);
    });
    const coarseA = downsample(a, a.length, 1, 4);
    const coarseB = downsample(b, b.length, 1, 4);
    const coarse = dtw(coarseA.data, coarseB.data, 1, diagonalWindow(coarseA.frames, coarseB.frames, 30));
    const window = windowAroundPath(coarse, 4, 8, a.length, b.length);
    const { first } = dtw(a, b, 1, window);
    for (const i of [50, 150, 250, 350]) {
      const expected = i <= 200 ? i * 1.5 : i * 1.5 + 60;
      expect(Math.abs(first[i]! - expected), `frame ${i}`).toBeLessThanOrEqual(3);
    }
    // the fine pass looked at a thin strip, not the whole matrix
    const cells = window.hi.reduce((sum, hi, i) => sum + hi - window.lo[i]! + 1, 0);
    expect(cells).toBeLessThan(a.length * b.length * 0.15);
  });

  it('with an open end, finds where b (a slowed-down prefix of a) stops in a', () => {
    const signal = (i: number): number => Math.sin(i / 7) + Math.sin(i / 23) + 0.5 * Math.sin(i / 3.1);
    const a = Float32Array.from({ length: 600 }, (_, i) => signal(i));
    // b: the first 240 frames of a played 1.25× slower
    const b = Float32Array.from({ length: 300 }, (_, j) => signal(j / 1.25));
    const path = dtw(a, b, 1, coneWindow(a.length, b.length, 0.4, 3, 20), { openEnd: true });
    expect(Math.abs(path.first.length - 240)).toBeLessThanOrEqual(4);
    expect(Math.abs(path.first[120]! - 150)).toBeLessThanOrEqual(3);
    // the closed-end path of the same pair must run to the end of a
    expect(dtw(a, b, 1, coneWindow(a.length, b.length, 0.4, 3, 20)).first.length).toBe(600);
  });

  it('refuses a window whose rows do not touch', () => {
    expect(() => dtw(new Float32Array(2), new Float32Array(10), 1, { lo: Int32Array.of(0, 5), hi: Int32Array.of(1, 9) })).toThrow(/broken/);
  });
});

describe('mfcc', () => {
  it('gives 12 normalised coefficients every 10 ms at any sample rate', () => {
    for (const rate of [16_000, 22_050]) {
      const tone = Float32Array.from(
        { length: rate },
        (_, n) => Math.sin((2 * Math.PI * 440 * n) / rate) * (n < rate / 2 ? 1 : 0.1) + Math.sin((2 * Math.PI * 2000 * n) / rate) * (n < rate / 2 ? 0.1 : 1),
      );
      const { data, frames } = mfcc(tone, rate);
      expect(frames).toBe(98); // (1 s - 25 ms) / 10 ms + 1
      expect(data.length).toBe(frames * MFCC_DIMS);
      const mean = data.filter((_, k) => k % MFCC_DIMS === 0).reduce((s, v) => s + v, 0) / frames;
      expect(Math.abs(mean)).toBeLessThan(1e-4);
      // the two halves sound different, so their features differ
      expect(Math.abs(data[10 * MFCC_DIMS]! - data[80 * MFCC_DIMS]!)).toBeGreaterThan(0.5);
    }
  });

  it('fft matches the direct transform', () => {
    const re = Float64Array.from({ length: 16 }, (_, n) => Math.cos(n) + n / 10);
    const im = new Float64Array(16);
    const copy = Float64Array.from(re);
    fft(re, im);
    for (let k = 0; k < 16; k++) {
      let sr = 0;
      let si = 0;
      for (let n = 0; n < 16; n++) {
        sr += copy[n]! * Math.cos((-2 * Math.PI * k * n) / 16);
        si += copy[n]! * Math.sin((-2 * Math.PI * k * n) / 16);
      }
      expect(re[k]).toBeCloseTo(sr, 9);
      expect(im[k]).toBeCloseTo(si, 9);
    }
  });
});
