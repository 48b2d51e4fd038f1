import { clamp, fitPolynomial, smoothstep, type SmoothCurve } from './curve-fit.ts';
import type { FaceFrame, Point } from './face-geometry.ts';
import {
  CHIN,
  JAW_LINE,
  LIPS_INNER_LOWER,
  LIPS_INNER_UPPER,
  LIPS_OUTER_LOWER,
  LIPS_OUTER_UPPER,
  MOUTH_INNER_CORNERS,
  MOUTH_OUTER_CORNERS,
  SUBNASALE,
} from './mesh-indices.ts';
import * as curveFit from './curve-fit.ts';
import * as pixels from './pixels.ts';
import { allocateRegion, setSupport, type RegionField } from './region-field.ts';

// Imported helpers used per pixel are re-bound to module constants: test runners (vitest) rewrite imports into
// getter calls on a module object, which made the hot loops ~30× slower there; a local constant is inlined as usual.
const darken = pixels.darken;
const pack = pixels.pack;
const sampleBilinear = pixels.sampleBilinear;
const ease = curveFit.smoothstep;

/**
 * Mouth and jaw: the photo is split at the inner-lip seam and the two sides move apart along the face's down-axis
 * (avatar.md §2.5, variant 3). Everything that depends only on the photo is computed here once, per pixel of a box
 * around the lower face: face coordinates (s, t), the jaw weight, the ramps that hand the lips over to the jaw and the
 * nose, and the lip-width field. Per frame `compute` only scales these by the pose.
 *
 * Backward mapping, per output pixel at seam-relative depth τ (positive towards the chin), with the lens profile g(s)
 * (1 in the middle, 0 at the inner corners) and opening A:
 *   τ ≥ KL·A·g  → lower lip / jaw: sample from τ − KL·A·[(1 − rL)·g + rL·J]
 *   τ ≤ −KU·A·g → upper lip: sample from τ + KU·A·(1 − rU)·g
 *   otherwise   → the gap between the lips: painted mouth interior.
 * rL and rU are 0 next to the seam (there the lip edge moves exactly by the gap, so no lip pixel is lost or doubled)
 * and rise smoothly towards the chin and the nose. The gap closes at the corners (g → 0), where both sides meet the
 * same zero displacement, so the field has no tear there; J fades towards the cheeks and below the chin so the neck
 * and cheeks stay put.
 */

/** Widest opening (lip gap at the centre) relative to the outer mouth width; larger looks rubbery (avatar.md §2.5). */
export const MAX_OPENING_RATIO = 0.35;
/** Shares of the opening taken by the upper and the lower lip: the jaw does most of the work. */
const KU = 0.3;
const KL = 0.7;
/** The chin moves a little less than the lower lip (the jaw rotates about a hinge behind the cheek). */
const JAW_AMOUNT = 0.85;
/** Lip corners move outward (spread) or inward (pucker) by this share of the half mouth width. */
const WIDTH_AMOUNT = 0.12;
/** How far the gap reaches, relative to the inner-lip corner landmarks. */
const LENS_REACH = 1.0;
/** Lookup tables along s, this many entries per canvas pixel. */
const LUT_RES = 4;
/** A mouth counts as open at rest when the inner lips part by this share of the mouth width … */
const OPEN_GAP_RATIO = 0.15;
/** … or when this share of the band around the seam shows teeth (bright, unsaturated, clearly lighter than the lips). */
const OPEN_TEETH_SHARE = 0.3;
/** An open mouth's existing interior band is at least this tall (share of mouth width) before it is stretched. */
const MIN_BAND_RATIO = 0.06;
/** Strongest darkening (of 128) at the bottom of the stretched interior, at full extra opening. */
const STRETCH_SHADE = 72;

/** How the mouth opens: a split at a closed seam with a painted interior, or a stretch of the interior it already shows. */
export type MouthModel = 'closed' | 'open';

export interface MouthField {
  readonly region: RegionField;
  /** Lip gap at open = 1, canvas pixels. */
  readonly maxOpening: number;
  /** Outer mouth width, canvas pixels. */
  readonly mouthWidth: number;
  /** Fills the region for this pose. */
  compute(open: number, width: number): void;
  /** Mouth corners and seam centre in canvas pixels (for tests and overlays). */
  readonly anchors: { left: Point; right: Point; centre: Point };
  /** Chosen at prepare time from how open the mouth is in the photo. */
  readonly model: MouthModel;
  /** Inner-lip gap at rest relative to the outer mouth width, and the share of the seam band showing teeth. */
  readonly rest: { gap: number; teeth: number };
}

/**
 * @param softness width in canvas pixels of the interior's edge ramp: an enlarged photo is soft, and a razor-sharp
 *   painted edge on a soft photo is what makes a mouth look pasted on.
 * @param yaw head turn in radians (from the detector): a strongly turned head opens less.
 */
export function buildMouthField(frame: FaceFrame, canvas: Int32Array, canvasWidth: number, canvasHeight: number, softness = 1, yaw = 0): MouthField {
  const { down, right } = frame;
  const innerL = frame.point(MOUTH_INNER_CORNERS[0]);
  const innerR = frame.point(MOUTH_INNER_CORNERS[1]);
  const origin = { x: (innerL.x + innerR.x) / 2, y: (innerL.y + innerR.y) / 2 };
  const face = (i: number): { s: number; t: number } => frame.toFace(frame.point(i), origin);

  const sInL = face(MOUTH_INNER_CORNERS[0]).s;
  const sInR = face(MOUTH_INNER_CORNERS[1]).s;
  const sOutL = face(MOUTH_OUTER_CORNERS[0]).s;
  const sOutR = face(MOUTH_OUTER_CORNERS[1]).s;
  const sC = (sInL + sInR) / 2;
  const hw = Math.max(Math.abs(sInR - sInL) / 2, 2);
  const mouthWidth = Math.max(Math.abs(sOutR - sOutL), 4);
  const hwOuter = mouthWidth / 2;
  const lip = lipColour(frame, canvas, canvasWidth, canvasHeight);

  // How open is the mouth in the photo? Landmark gap between the inner lips, and teeth showing around the seam (the
  // mesh often keeps the inner lips together over visible teeth).
  const landmarks = innerLipCurves(frame, origin);
  const outerHeight = Math.max(face(LIPS_OUTER_LOWER[5]).t - face(LIPS_OUTER_UPPER[5]).t, 2);
  let restGap = 0;
  for (let i = 3; i <= 7; i++) restGap = Math.max(restGap, face(LIPS_INNER_LOWER[i]!).t - face(LIPS_INNER_UPPER[i]!).t);
  const gapRatio = Math.max(restGap, 0) / mouthWidth;
  const teeth = teethShare(frame, origin, canvas, canvasWidth, canvasHeight, landmarks, sC, hw, mouthWidth, lip);
  const model: MouthModel = gapRatio > OPEN_GAP_RATIO || teeth > OPEN_TEETH_SHARE ? 'open' : 'closed';
  const stretch = model === 'open';

  // Less extra opening for a mouth that is already open, and for a turned head (the far half of the mouth is
  // foreshortened and the mesh is least reliable there).
  const turn = 1 - 0.45 * smoothstep((Math.abs(yaw) - (15 * Math.PI) / 180) / ((20 * Math.PI) / 180));
  const already = stretch ? clamp(1 - gapRatio / 0.5, 0.35, 0.8) : 1;
  const maxOpening = MAX_OPENING_RATIO * mouthWidth * turn * already;

  // Closed: split at the darkest line near the landmark seam. Open: the seam is the middle of the inner-lip band.
  const seam = stretch ? landmarks.mid : fitSeam(frame, origin, canvas, canvasWidth, canvasHeight, mouthWidth, outerHeight);
  const seamT = seam.at(sC);
  const chinT = face(CHIN).t;
  const noseT = face(SUBNASALE).t;
  const faceHalf = Math.abs(face(JAW_LINE[JAW_LINE.length - 1]!).s - face(JAW_LINE[0]).s) / 2;

  // Lens profile across the mouth: the gap closes tangentially into the corners, as lips stay joined at the
  // commissures. A blunt tip (q^p with p ≤ 1) would make neighbouring displacements jump at the corners: a tear.
  const lens = (s: number, widen: number): number => {
    const x = (s - sC) / (hw * LENS_REACH * widen);
    const q = 1 - x * x;
    return q <= 0 ? 0 : Math.pow(q, 1.25);
  };
  // Half the height of the interior band an open mouth already shows (0 for a closed mouth), around the seam.
  const minBand = MIN_BAND_RATIO * mouthWidth;
  const bandHalf = (s: number): number => {
    if (!stretch) return 0;
    const g = lens(s, 1);
    return Math.max(Math.max(landmarks.low.at(s) - landmarks.up.at(s), 0) * Math.min(1, 4 * g), minBand * g) / 2;
  };
  const plateauLow = (s: number): number => KL * maxOpening * lens(s, 1.2) + 1.5 + bandHalf(s);
  const plateauUp = (s: number): number => KU * maxOpening * lens(s, 1.2) + 1.5 + bandHalf(s);
  const rampLow = Math.max(0.5 * (chinT - seamT), 4);
  const upperRoom = Math.max(seamT - noseT, 4);
  const rampUp = Math.max(0.85 * upperRoom - KU * maxOpening - 1.5 - bandHalf(sC), 0.3 * upperRoom);
  const jawInner = hwOuter;
  const jawOuter = Math.max(1.9 * hwOuter, 0.8 * faceHalf);
  const belowChin = 0.5 * mouthWidth;
  const jawLine = fitJawLine(frame, origin, sC, jawOuter * 1.3);
  // The lip-width field covers the lips and fades before the nose above and towards the chin below.
  const widthAbove = { hold: 0.15 * mouthWidth, fade: Math.max(0.15 * mouthWidth, 0.9 * upperRoom - 0.15 * mouthWidth) };
  const widthBelow = { hold: 0.2 * mouthWidth, fade: 0.5 * mouthWidth };

  // Box: every pixel any basis can move, in face coordinates, then its canvas bounding box.
  const sHalf = Math.max(jawOuter, 2.2 * hwOuter) + 2;
  const tTop = seamT - Math.max(KU * maxOpening + 1.5 + rampUp + 2 * bandHalf(sC), widthAbove.hold + widthAbove.fade) - 2;
  const tBottom = Math.max(chinT + belowChin, seamT + widthBelow.hold + widthBelow.fade) + 2;
  const corners = [
    [sC - sHalf, tTop],
    [sC + sHalf, tTop],
    [sC - sHalf, tBottom],
    [sC + sHalf, tBottom],
  ].map(([s, t]) => ({ x: origin.x + s! * right.x + t! * down.x, y: origin.y + s! * right.y + t! * down.y }));
  const x0 = clamp(Math.floor(Math.min(...corners.map((p) => p.x))), 0, canvasWidth - 1);
  const y0 = clamp(Math.floor(Math.min(...corners.map((p) => p.y))), 0, canvasHeight - 1);
  const x1 = clamp(Math.ceil(Math.max(...corners.map((p) => p.x))), x0 + 1, canvasWidth);
  const y1 = clamp(Math.ceil(Math.max(...corners.map((p) => p.y))), y0 + 1, canvasHeight);
  const region = allocateRegion(x0, y0, x1 - x0, y1 - y0);
  const n = region.width * region.height;

  // Lookup tables along s for the per-frame seam depth and lens (evaluated at the lip-width-shifted s).
  const lutMin = sC - sHalf - 8;
  const lutLen = Math.ceil((2 * sHalf + 16) * LUT_RES);
  const seamLut = new Float32Array(lutLen);
  const lensLut = new Float32Array(lutLen);
  const bandLut = new Float32Array(lutLen);
  for (let i = 0; i < lutLen; i++) {
    const s = lutMin + i / LUT_RES;
    seamLut[i] = seam.at(s);
    lensLut[i] = lens(s, 1);
    bandLut[i] = bandHalf(s);
  }

  const S = new Float32Array(n);
  const T = new Float32Array(n);
  const rL = new Float32Array(n);
  const rU = new Float32Array(n);
  const J = new Float32Array(n);
  const WS = new Float32Array(n);
  const mask = new Uint8Array(n);
  for (let r = 0; r < region.height; r++) {
    for (let c = 0; c < region.width; c++) {
      const k = r * region.width + c;
      const { s, t } = frame.toFace({ x: x0 + c, y: y0 + r }, origin);
      const tau = t - seam.at(s);
      const ds = Math.abs(s - sC);
      S[k] = s;
      T[k] = t;
      rL[k] = smoothstep((tau - plateauLow(s)) / rampLow);
      rU[k] = smoothstep((-tau - plateauUp(s)) / rampUp);
      const jawSide = 1 - smoothstep((ds - jawInner) / (jawOuter - jawInner));
      // Fade below the jaw line by (roughly) perpendicular distance: at the sides the jaw line is steep, and a purely
      // vertical fade would squeeze the fade band into a few pixels horizontally.
      const slope = jawLine.at(s + 0.5) - jawLine.at(s - 0.5);
      const jawDepth = 1 - smoothstep((t - jawLine.at(s)) / Math.sqrt(1 + slope * slope) / belowChin);
      J[k] = JAW_AMOUNT * jawSide * jawDepth;
      const xo = (s - sC) / hwOuter;
      const ax = Math.abs(xo);
      const along = ax <= 1 ? xo : Math.sign(xo) * (1 - smoothstep((ax - 1) / 1.2));
      const band = tau < 0 ? widthAbove : widthBelow;
      const across = 1 - smoothstep((Math.abs(tau) - band.hold) / band.fade);
      WS[k] = WIDTH_AMOUNT * hwOuter * along * across;
      const nearLips = lens(s, 1.25) > 0 && tau > -(plateauUp(s) + rampUp) && tau < plateauLow(s) + rampLow;
      mask[k] = nearLips || J[k]! * rL[k]! > 1e-4 || Math.abs(WS[k]!) > 1e-4 ? 1 : 0;
    }
  }
  setSupport(region, mask);

  const halfSoft = Math.max(softness, 1) / 2;
  const invSoft = 1 / Math.max(softness, 1);
  const invRim = 1 / (0.05 * mouthWidth + softness);
  const interior = new Int32Array(65);
  const { srcX, srcY, paintAlpha, paintColour, spanStart, spanEnd, width: bw } = region;
  const nx = down.x;
  const ny = down.y;
  const mx = right.x;
  const my = right.y;

  // Open at rest: no painted cavity. The band between the inner lips (teeth, the dark inside) stretches to fill the
  // opening: output depth τ ∈ [−h − du, h + dl] samples the photo at [−h, h] linearly, so the displacement is
  // continuous at both lip edges and zero everywhere at open = 0. Only a soft shade deepens the bottom of the band.
  const shade = pack(lip[0] * 0.12, lip[1] * 0.06, lip[2] * 0.06);
  const computeStretch = (open: number, width: number): void => {
    const A = clamp(open, 0, 1) * maxOpening;
    const up = KU * A;
    const lo = KL * A;
    const wd = clamp(width, -1, 1);
    for (let r = 0; r < region.height; r++) {
      const py = y0 + r;
      const end = spanEnd[r]!;
      for (let c = spanStart[r]!, k = r * bw + c; c < end; c++, k++) {
        const ds = wd * WS[k]!;
        const ss = S[k]! - ds;
        let li = ((ss - lutMin) * LUT_RES + 0.5) | 0;
        li = li < 0 ? 0 : li >= lutLen ? lutLen - 1 : li;
        const g = lensLut[li]!;
        const h = bandLut[li]!;
        const tau = T[k]! - seamLut[li]!;
        const top = -h - up * g;
        const bottom = h + lo * g;
        let off: number;
        let alpha = 0;
        if (tau >= bottom) {
          const w = rL[k]!;
          off = lo * ((1 - w) * g + w * J[k]!);
        } else if (tau <= top) {
          off = -up * (1 - rU[k]!) * g;
        } else {
          const span = bottom - top;
          const v = (tau - top) / span;
          off = tau - (v * 2 * h - h);
          // Where the new gap opens: the lower part of the band, just above the lower lip (never on its edge).
          const added = (span - 2 * h) / span;
          const bump = ease((v - 0.45) / 0.3) * (1 - ease((v - 0.82) / 0.16));
          alpha = (STRETCH_SHADE * added * g * bump + 0.5) | 0;
        }
        paintAlpha[k] = alpha;
        paintColour[k] = shade;
        srcX[k] = x0 + c - ds * mx - off * nx;
        srcY[k] = py - ds * my - off * ny;
      }
    }
  };

  return {
    region,
    maxOpening,
    mouthWidth,
    anchors: { left: frame.point(MOUTH_OUTER_CORNERS[0]), right: frame.point(MOUTH_OUTER_CORNERS[1]), centre: { x: origin.x + seamT * nx, y: origin.y + seamT * ny } },
    model,
    rest: { gap: gapRatio, teeth },
    compute(open: number, width: number): void {
      if (stretch) {
        computeStretch(open, width);
        return;
      }
      const A = clamp(open, 0, 1) * maxOpening;
      const up = KU * A;
      const lo = KL * A;
      const wd = clamp(width, -1, 1);
      fillInterior(interior, lip, A / maxOpening);
      const rimStrength = 40 * Math.sqrt(A / maxOpening);
      for (let r = 0; r < region.height; r++) {
        const py = y0 + r;
        const end = spanEnd[r]!;
        for (let c = spanStart[r]!, k = r * bw + c; c < end; c++, k++) {
          const ds = wd * WS[k]!;
          const ss = S[k]! - ds;
          let li = ((ss - lutMin) * LUT_RES + 0.5) | 0;
          li = li < 0 ? 0 : li >= lutLen ? lutLen - 1 : li;
          const g = lensLut[li]!;
          const tau = T[k]! - seamLut[li]!;
          const du = up * g;
          const dl = lo * g;
          let off: number;
          if (tau >= dl) {
            const w = rL[k]!;
            off = lo * ((1 - w) * g + w * J[k]!);
          } else if (tau <= -du) {
            off = -up * (1 - rU[k]!) * g;
          } else {
            // Inside the gap: fetch the nearer lip's edge, which shows through the soft edge of the interior.
            off = tau < (dl - du) / 2 ? tau + 0.5 : tau - 0.5;
          }
          // Coverage of the gap [−du, dl] by a box of the edge width around this pixel: soft, anti-aliased lip edges.
          const cover = (Math.min(tau + halfSoft, dl) - Math.max(tau - halfSoft, -du)) * invSoft;
          if (cover > 0) {
            const v = (tau + du) / (du + dl);
            const vi = v <= 0 ? 0 : v >= 1 ? 64 : (v * 64 + 0.5) | 0;
            // The corners of the opening are deeper in shadow than its middle.
            paintColour[k] = darken(interior[vi]!, (64 + 64 * g) | 0);
            paintAlpha[k] = cover >= 1 ? 128 : (cover * 128 + 0.5) | 0;
          } else if (rimStrength > 0 && g > 0) {
            // The lips turn inwards at the opening: a thin shadow on their inner edge, so lip and interior blend.
            const out = tau > 0 ? tau - dl : -du - tau;
            const q = 1 - out * invRim;
            paintColour[k] = 0xff1a0f10 | 0;
            paintAlpha[k] = q > 0 ? (rimStrength * g * q * q + 0.5) | 0 : 0;
          } else {
            paintAlpha[k] = 0;
          }
          srcX[k] = x0 + c - ds * mx - off * nx;
          srcY[k] = py - ds * my - off * ny;
        }
      }
    },
  };
}

/**
 * The seam: mid-points of the paired inner-lip landmarks, each nudged to the darkest line between the lips (the
 * landmarks are often a pixel or two off the real seam), then one smooth quartic through them with the corners pinned.
 * The search stays in a narrow band around the landmark seam (scaled with the mouth height), and a point keeps its
 * landmark depth when the darkest line there is not clearly darker than the band: the fit must never wander off onto a
 * lip edge, a shadow under the lower lip or the side of a turned mouth.
 */
function fitSeam(frame: FaceFrame, origin: Point, canvas: Int32Array, cw: number, ch: number, mouthWidth: number, mouthHeight: number): SmoothCurve {
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
function darkestAlong(frame: FaceFrame, origin: Point, canvas: Int32Array, cw: number, ch: number, s: number, t0: number, t1: number, fallback: number): { t: number; contrast: number } {
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
function innerLipCurves(frame: FaceFrame, origin: Point): { up: SmoothCurve; low: SmoothCurve; mid: SmoothCurve } {
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

/**
 * Share of the band around the landmark seam (central half of the mouth) that looks like teeth: clearly lighter than
 * the lips and less saturated than they are (warm light tints teeth too, so no fixed saturation cut).
 */
function teethShare(frame: FaceFrame, origin: Point, canvas: Int32Array, cw: number, ch: number, curves: { up: SmoothCurve; low: SmoothCurve; mid: SmoothCurve }, sC: number, hw: number, mouthWidth: number, lip: [number, number, number]): number {
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
      const r = p & 0xff;
      const g = (p >>> 8) & 0xff;
      const b = (p >>> 16) & 0xff;
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      const hi = Math.max(r, g, b);
      const lo = Math.min(r, g, b);
      if (luma > lipLuma + 20 && hi - lo < Math.max(0.3, Math.min(0.55, lipSat)) * hi) teeth++;
      count++;
    }
  }
  return teeth / count;
}

/** The lower boundary of the face (jaw line) near the chin as a smooth curve t(s). */
function fitJawLine(frame: FaceFrame, origin: Point, sC: number, reach: number): SmoothCurve {
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
function lipColour(frame: FaceFrame, canvas: Int32Array, cw: number, ch: number): [number, number, number] {
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

/**
 * The mouth interior as a vertical gradient, v = 0 under the upper lip … 1 on the lower lip: darkest at the top (the
 * upper lip's shadow), a dim tongue-red towards the bottom, and — only when clearly open — a faint, darker-than-skin
 * hint of upper teeth. Bright teeth look fake on a warped photo (avatar.md §2.5).
 */
function fillInterior(out: Int32Array, lip: [number, number, number], openness: number): void {
  const [lr, lg, lb] = lip;
  const teeth = 0.12 * smoothstep((openness - 0.4) / 0.5);
  for (let i = 0; i <= 64; i++) {
    const v = i / 64;
    const depth = 0.1 + 0.4 * smoothstep(v);
    let r = lr * depth * 0.95;
    let g = lg * depth * 0.5;
    let b = lb * depth * 0.5;
    const band = Math.exp(-(((v - 0.1) / 0.08) ** 2)) * teeth;
    r += (140 - r) * band;
    g += (128 - g) * band;
    b += (122 - b) * band;
    out[i] = pack(r, g, b);
  }
}
