import { fitPolynomial, type SmoothCurve } from './curve-fit.ts';
import type { FaceFrame, Point } from './face-geometry.ts';
import { CHIN, JAW_LINE, LIPS_INNER_LOWER, LIPS_INNER_UPPER, LIPS_OUTER_LOWER, LIPS_OUTER_UPPER } from './mesh-indices.ts';
import { sampleBilinear } from './pixels.ts';

/**
 * Reading the mouth in the photo, once per photo: the seam between closed lips, the inner-lip curves, whether teeth
 * show, the band an open mouth shows between its lips, the jaw line and the lip colour. All in face coordinates
 * (s along the face's right axis, t towards the chin) relative to `origin`, the middle of the inner mouth corners.
 */

export type Rgb = [number, number, number];

/**
 * The seam: mid-points of the paired inner-lip landmarks, each nudged to the darkest line between the lips (the
 * landmarks are often a pixel or two off the real seam), then one smooth quartic through them with the corners pinned.
 * The search stays in a narrow band around the landmark seam (scaled with the mouth height), and a point keeps its
 * landmark depth when the darkest line there is not clearly darker than the band: the fit must never wander off onto a
 * lip edge, a shadow under the lower lip or the side of a turned mouth.
 */
export function fitSeam(frame: FaceFrame, origin: Point, canvas: Int32Array, cw: number, ch: number, mouthWidth: number, mouthHeight: number): SmoothCurve {
  const xs: number[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  const last = LIPS_INNER_UPPER.length - 1;
  for (let i = 0; i <= last; i++) {
    const a = frame.toFace(frame.point(LIPS_INNER_UPPER[i]!), origin);
    const b = frame.toFace(frame.point(LIPS_INNER_LOWER[i]!), origin);
    const s = (a.s + b.s) / 2;
    let t = (a.t + b.t) / 2;
    const corner = i === 0 || i === last;
    if (!corner) {
      const reach = Math.min(Math.abs(b.t - a.t) / 2 + 0.03 * mouthWidth, 0.2 * mouthHeight);
      const found = darkestAlong(frame, origin, canvas, cw, ch, s, t - reach, t + reach, t);
      if (found.contrast > 0.04) t = found.t;
    }
    xs.push(s);
    ys.push(t);
    ws.push(corner ? 8 : 1);
  }
  return fitPolynomial(xs, ys, 4, ws);
}

/**
 * Depth t in [t0, t1] at column s where luminance (averaged over a short horizontal run) is lowest, and how much darker
 * than the mean of the searched band it is (relative).
 */
function darkestAlong(
  frame: FaceFrame,
  origin: Point,
  canvas: Int32Array,
  cw: number,
  ch: number,
  s: number,
  t0: number,
  t1: number,
  fallback: number,
): { t: number; contrast: number } {
  let best = fallback;
  let bestLum = Infinity;
  let bestRaw = 0;
  let sum = 0;
  const steps = Math.max(4, Math.ceil((t1 - t0) * 4));
  for (let i = 0; i <= steps; i++) {
    const t = t0 + ((t1 - t0) * i) / steps;
    let lum = 0;
    for (let d = -2; d <= 2; d++) {
      const x = origin.x + (s + d) * frame.right.x + t * frame.down.x;
      const y = origin.y + (s + d) * frame.right.y + t * frame.down.y;
      const p = sampleBilinear(canvas, cw, ch, x, y);
      lum += 2 * (p & 0xff) + 5 * ((p >>> 8) & 0xff) + ((p >>> 16) & 0xff);
    }
    sum += lum;
    const raw = lum;
    // Prefer the landmark estimate when the minimum is shallow: penalise distance from it slightly.
    lum += 20 * Math.abs(t - fallback);
    if (lum < bestLum) {
      bestLum = lum;
      bestRaw = raw;
      best = t;
    }
  }
  const mean = sum / (steps + 1);
  return { t: best, contrast: mean > 0 ? (mean - bestRaw) / mean : 0 };
}

/** The inner lips as smooth curves t(s) (corners pinned), and their mid-line: the landmark seam. */
export function innerLipCurves(frame: FaceFrame, origin: Point): { up: SmoothCurve; low: SmoothCurve; mid: SmoothCurve } {
  const fit = (row: readonly number[], other?: readonly number[]): SmoothCurve => {
    const xs: number[] = [];
    const ys: number[] = [];
    const ws: number[] = [];
    row.forEach((index, i) => {
      const a = frame.toFace(frame.point(index), origin);
      const b = other ? frame.toFace(frame.point(other[i]!), origin) : a;
      xs.push((a.s + b.s) / 2);
      ys.push((a.t + b.t) / 2);
      ws.push(i === 0 || i === row.length - 1 ? 8 : 1);
    });
    return fitPolynomial(xs, ys, 4, ws);
  };
  return { up: fit(LIPS_INNER_UPPER), low: fit(LIPS_INNER_LOWER), mid: fit(LIPS_INNER_UPPER, LIPS_INNER_LOWER) };
}

/** The photo around the mouth as the measuring functions read it: face axes, mouth origin, pixels, inner-lip curves. */
export interface MouthView {
  frame: FaceFrame;
  origin: Point;
  canvas: Int32Array;
  cw: number;
  ch: number;
  curves: { up: SmoothCurve; low: SmoothCurve; mid: SmoothCurve };
}

/**
 * Share of the band around the landmark seam (central half of the mouth) that looks like teeth: clearly lighter than
 * the lips and less saturated than they are (warm light tints teeth too, so no fixed saturation cut).
 */
export function teethShare(view: MouthView, sC: number, hw: number, mouthWidth: number, lip: [number, number, number]): number {
  const { frame, origin, canvas, cw, ch, curves } = view;
  const lipLuma = 0.299 * lip[0] + 0.587 * lip[1] + 0.114 * lip[2];
  const lipHi = Math.max(...lip);
  const lipSat = lipHi > 0 ? (lipHi - Math.min(...lip)) / lipHi : 0;
  let teeth = 0;
  let count = 0;
  for (let i = -4; i <= 4; i++) {
    const s = sC + (i / 4) * 0.6 * hw;
    const mid = curves.mid.at(s);
    const half = (curves.low.at(s) - curves.up.at(s)) / 2;
    // A smile's mesh often puts both inner lips on the upper teeth edge: look further down than up.
    const above = Math.max(half, 0.04 * mouthWidth);
    const below = Math.max(half, 0.1 * mouthWidth);
    for (let j = -3; j <= 3; j++) {
      const t = mid + (j < 0 ? (j / 3) * above : (j / 3) * below);
      const p = sampleBilinear(canvas, cw, ch, origin.x + s * frame.right.x + t * frame.down.x, origin.y + s * frame.right.y + t * frame.down.y);
      if (looksLikeTeeth(pixelTone(p), lipLuma, lipSat)) teeth++;
      count++;
    }
  }
  return teeth / count;
}

/** The lower boundary of the face (jaw line) near the chin as a smooth curve t(s). */
export function fitJawLine(frame: FaceFrame, origin: Point, sC: number, reach: number): SmoothCurve {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const i of JAW_LINE) {
    const { s, t } = frame.toFace(frame.point(i), origin);
    if (Math.abs(s - sC) <= reach) {
      xs.push(s);
      ys.push(t);
    }
  }
  if (xs.length < 3) {
    const chin = frame.toFace(frame.point(CHIN), origin);
    return { min: chin.s, max: chin.s, at: () => chin.t };
  }
  return fitPolynomial(xs, ys, 4);
}

/** Mean colour of the lips, sampled between the outer and inner contours. */
export function lipColour(frame: FaceFrame, canvas: Int32Array, cw: number, ch: number): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (const [outer, inner] of [
    [LIPS_OUTER_UPPER, LIPS_INNER_UPPER],
    [LIPS_OUTER_LOWER, LIPS_INNER_LOWER],
  ] as const) {
    for (let i = 2; i < outer.length - 2; i++) {
      const a = frame.point(outer[i]!);
      const c = frame.point(inner[i]!);
      const p = sampleBilinear(canvas, cw, ch, (a.x + c.x) / 2, (a.y + c.y) / 2);
      r += p & 0xff;
      g += (p >>> 8) & 0xff;
      b += (p >>> 16) & 0xff;
      count++;
    }
  }
  return [r / count, g / count, b / count];
}

/** A pixel that belongs to the mouth's inside: teeth (lighter and less saturated than the lips) or the dark cavity. */
function insideMouth(p: number, lip: Rgb): boolean {
  const lipLuma = 0.299 * lip[0] + 0.587 * lip[1] + 0.114 * lip[2];
  const lipHi = Math.max(...lip);
  const lipSat = lipHi > 0 ? (lipHi - Math.min(...lip)) / lipHi : 0;
  const tone = pixelTone(p);
  return looksLikeTeeth(tone, lipLuma, lipSat) || tone.luma < 0.55 * lipLuma;
}

/** A packed RGBA pixel's luma and its brightest and darkest channel. */
function pixelTone(p: number): { luma: number; hi: number; lo: number } {
  const r = p & 0xff;
  const g = (p >>> 8) & 0xff;
  const b = (p >>> 16) & 0xff;
  return { luma: 0.299 * r + 0.587 * g + 0.114 * b, hi: Math.max(r, g, b), lo: Math.min(r, g, b) };
}

/** Teeth: clearly lighter than the lips and less saturated than they are (warm light tints teeth too). */
function looksLikeTeeth(tone: { luma: number; hi: number; lo: number }, lipLuma: number, lipSat: number): boolean {
  return tone.luma > lipLuma + 20 && tone.hi - tone.lo < Math.max(0.3, Math.min(0.55, lipSat)) * tone.hi;
}

/**
 * The band an open mouth shows between its lips (teeth, the dark inside), as the upper and lower inner-lip edges
 * t(s). FaceMesh tends to put both inner lips of a smile on or inside the teeth, so each landmark edge is pushed out,
 * column by column, as far as the pixels beyond it still look like the inside of the mouth (at most 12 % of the mouth
 * width downwards, 6 % upwards), then a smooth curve goes through the pushed points with the inner corners pinned.
 */
export function mouthBand(
  view: MouthView,
  corners: { left: { s: number; t: number }; right: { s: number; t: number } },
  mouthWidth: number,
  lip: Rgb,
): { up: SmoothCurve; low: SmoothCurve } {
  const { frame, origin, canvas, cw, ch, curves } = view;
  const inside = (s: number, t: number): boolean => {
    let count = 0;
    for (const d of [-1, 0, 1]) {
      const x = origin.x + (s + d) * frame.right.x + t * frame.down.x;
      const y = origin.y + (s + d) * frame.right.y + t * frame.down.y;
      if (insideMouth(sampleBilinear(canvas, cw, ch, x, y), lip)) count++;
    }
    return count >= 2;
  };
  const push = (s: number, from: number, step: number, reach: number): number => {
    let edge = from;
    for (let t = from + step; Math.abs(t - from) <= reach; t += step) {
      if (!inside(s, t)) break;
      edge = t;
    }
    return edge + step / 2;
  };
  const sL = corners.left.s;
  const sR = corners.right.s;
  const xs: number[] = [sL, sR];
  const ups: number[] = [corners.left.t, corners.right.t];
  const lows: number[] = [corners.left.t, corners.right.t];
  const ws: number[] = [8, 8];
  for (let i = 1; i < 12; i++) {
    const s = sL + ((sR - sL) * i) / 12;
    const mid = curves.mid.at(s);
    const up = Math.min(curves.up.at(s), mid);
    const low = Math.max(curves.low.at(s), mid);
    // Only where the landmark band itself (or the seam) already looks like the inside of the mouth.
    const seen = inside(s, (up + low) / 2) || inside(s, low - 0.5) || inside(s, up + 0.5);
    xs.push(s);
    ups.push(seen ? push(s, up, -0.5, 0.06 * mouthWidth) : up);
    lows.push(seen ? push(s, low, 0.5, 0.12 * mouthWidth) : low);
    ws.push(1);
  }
  return { up: fitPolynomial(xs, ups, 4, ws), low: fitPolynomial(xs, lows, 4, ws) };
}
