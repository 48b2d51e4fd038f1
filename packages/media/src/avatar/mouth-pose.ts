import { clamp, smoothstep } from './curve-fit.ts';
import type { FaceFrame } from './face-geometry.ts';
import type { Rgb } from './mouth-photo.ts';
import { CLOSE_UPPER, type MouthShape, type OpeningRange } from './mouth-shape.ts';
import { LUT_RES, type MouthSupport } from './mouth-support.ts';
import { darken, pack } from './pixels.ts';

/** Darkest shade (of 128) of the line where closing lips meet. */
const MEETING_SHADE = 56;
/** Steps of the interior gradient from under the upper lip (0) to the lower lip (64). */
const INTERIOR_STEPS = 64;

/** One frame's mouth pose, from `open` (0 shut … 1 widest) through the opening range. */
interface PoseAmounts {
  /** Opening past the photo's band (true) or closing over it (false). */
  opening: boolean;
  /** Opening: extra gap at the centre. Closing: the share of the band the lips cover. */
  extra: number;
  close: number;
  /** How far the chin follows (positive: down). */
  jaw: number;
}

/** The lip gap A the pose asks for, linear on either side of the photo's own gap at restOpen. */
function poseAmounts(openPose: number, shape: MouthShape, range: OpeningRange): PoseAmounts {
  const { bandC } = shape;
  const { maxOpening, restOpen, kL } = range;
  const o = clamp(openPose, 0, 1);
  const A = o < restOpen ? (bandC * o) / restOpen : bandC + ((maxOpening - bandC) * (o - restOpen)) / (1 - restOpen);
  const opening = A >= bandC;
  const extra = opening ? A - bandC : 0;
  const close = opening ? 0 : 1 - A / bandC;
  const jaw = opening ? kL * extra : -(1 - CLOSE_UPPER) * close * bandC;
  return { opening, extra, close, jaw };
}

/**
 * The mouth interior as a vertical gradient, v = 0 under the upper lip … 1 on the lower lip: darkest at the top (the
 * upper lip's shadow), a dim tongue-red towards the bottom, and — only when clearly open — a faint, darker-than-skin
 * hint of upper teeth. Bright teeth look fake on a warped photo.
 */
function fillInterior(out: Int32Array, lip: Rgb, openness: number, teethHint: number): void {
  const [lr, lg, lb] = lip;
  const teeth = teethHint * 0.12 * smoothstep((openness - 0.4) / 0.5);
  for (let i = 0; i <= INTERIOR_STEPS; i++) {
    const v = i / INTERIOR_STEPS;
    // A narrow opening shows lip and tongue close up, not the dark behind them: lighter, or it reads as a drawn line.
    const depth = 0.14 + 0.2 * (1 - smoothstep(openness / 0.4)) + 0.4 * smoothstep(v);
    let r = lr * depth;
    let g = lg * depth * 0.55;
    let b = lb * depth * 0.55;
    const band = Math.exp(-(((v - 0.1) / 0.08) ** 2)) * teeth;
    r += (140 - r) * band;
    g += (128 - g) * band;
    b += (122 - b) * band;
    out[i] = pack(r, g, b);
  }
}

/**
 * The corners of the opening are deeper in shadow than its middle: the interior colour at depth step vi, darkened to
 * shade/128 for shade 64…128, as a table filled once per frame, so the per-pixel loop reads an array instead of
 * calling a helper.
 */
function fillInteriorShades(out: Int32Array, interior: Int32Array): void {
  for (let shade = 64; shade <= 128; shade++) {
    const row = (shade - 64) * (INTERIOR_STEPS + 1);
    for (let vi = 0; vi <= INTERIOR_STEPS; vi++) out[row + vi] = darken(interior[vi]!, shade);
  }
}

/**
 * The per-frame step: moves the lips and the jaw for a pose (opening past the photo's mouth paints the oral cavity
 * between the lips and a shadow on their inner edges; closing slides the lips over the band and darkens the line
 * where they meet) and writes the region's source positions and paint.
 *
 * @param softness width in canvas pixels of the interior's edge ramp (see buildMouthField).
 */
export function createMouthPose(
  frame: FaceFrame,
  shape: MouthShape,
  range: OpeningRange,
  support: MouthSupport,
  softness: number,
): (open: number, width: number) => void {
  const { lip, mouthWidth, bandC } = shape;
  const { maxOpening, kU, kL } = range;
  const open = shape.model === 'open';
  const { region, S, T, rL, rU, J, WS, lutMin, lutLen, seamLut, lensLut, bandLut } = support;
  const halfSoft = Math.max(softness, 1) / 2;
  const invSoft = 1 / Math.max(softness, 1);
  const invRim = 1 / (0.05 * mouthWidth + softness);
  const interior = new Int32Array(INTERIOR_STEPS + 1);
  const shades = new Int32Array(65 * (INTERIOR_STEPS + 1));
  const meeting = pack(lip[0] * 0.35, lip[1] * 0.22, lip[2] * 0.22);
  const { x0, y0, srcX, srcY, paintAlpha, paintColour, spanStart, spanEnd, width: bw } = region;
  const nx = frame.down.x;
  const ny = frame.down.y;
  const mx = frame.right.x;
  const my = frame.right.y;

  return (openPose: number, width: number): void => {
    const { opening, extra, close, jaw } = poseAmounts(openPose, shape, range);
    const wd = clamp(width, -1, 1);
    if (opening) {
      fillInterior(interior, lip, extra / (maxOpening - bandC), open ? 0 : 1);
      fillInteriorShades(shades, interior);
    }
    const rimStrength = (40 * extra) / maxOpening;
    const meetStrength = MEETING_SHADE * smoothstep((close - 0.5) / 0.5);
    for (let r = 0; r < region.height; r++) {
      const py = y0 + r;
      const end = spanEnd[r]!;
      for (let c = spanStart[r]!, k = r * bw + c; c < end; c++, k++) {
        const ds = wd * WS[k]!;
        const ss = S[k]! - ds;
        let li = ((ss - lutMin) * LUT_RES + 0.5) | 0;
        li = li < 0 ? 0 : li >= lutLen ? lutLen - 1 : li;
        const g = lensLut[li]!;
        const a = bandLut[li]!;
        const tau = T[k]! - seamLut[li]!;
        // Output edges of the gap between the lips (upper, lower) and the lips' displacements (positive: down).
        let upperEdge: number;
        let lowerEdge: number;
        let upperMove: number;
        let lowerMove: number;
        if (opening) {
          const d = extra * g;
          upperMove = -kU * d;
          lowerMove = kL * d;
          upperEdge = upperMove;
          lowerEdge = lowerMove;
        } else {
          const d = close * a;
          upperMove = CLOSE_UPPER * d;
          lowerMove = -(1 - CLOSE_UPPER) * d;
          upperEdge = -a + upperMove;
          lowerEdge = lowerMove;
        }
        let off: number;
        if (!opening) {
          // Closing: each lip moves with its own edge (the photo's soft lip edge comes along, so nothing is painted
          // and a closing of 0 is the photo); between the moved edges the band stays where it is.
          const nearUpper = tau - upperEdge < lowerEdge - tau;
          if (tau < upperEdge + halfSoft && nearUpper) off = upperMove * (1 - rU[k]!);
          else if (tau > lowerEdge - halfSoft) {
            const w = rL[k]!;
            off = (1 - w) * lowerMove + w * J[k]! * jaw;
          } else off = 0;
          const d = nearUpper ? Math.abs(tau - upperEdge) : Math.abs(tau - lowerEdge);
          const q = 1 - d * 0.7;
          if (meetStrength > 0 && g > 0 && q > 0 && lowerEdge - upperEdge < 1.5) {
            // Nearly shut: the line where the lips meet.
            paintColour[k] = meeting;
            paintAlpha[k] = (meetStrength * g * q * q + 0.5) | 0;
          } else {
            paintAlpha[k] = 0;
          }
        } else {
          if (tau >= lowerEdge) {
            const w = rL[k]!;
            off = (1 - w) * lowerMove + w * J[k]! * jaw;
          } else if (tau <= upperEdge) {
            off = upperMove * (1 - rU[k]!);
          } else {
            // Inside the gap: fetch the nearer lip's edge, which shows through the soft edge of the gap.
            off = tau < (upperEdge + lowerEdge) / 2 ? tau + 0.5 : tau - 0.5;
          }
          // Coverage of the gap by a box of the edge width around this pixel: soft, anti-aliased lip edges.
          const cover = (Math.min(tau + halfSoft, lowerEdge) - Math.max(tau - halfSoft, upperEdge)) * invSoft;
          if (cover > 0) {
            const v = (tau - upperEdge) / (lowerEdge - upperEdge);
            const vi = v <= 0 ? 0 : v >= 1 ? INTERIOR_STEPS : (v * INTERIOR_STEPS + 0.5) | 0;
            // The corners of the opening are deeper in shadow than its middle.
            paintColour[k] = shades[((64 * g) | 0) * (INTERIOR_STEPS + 1) + vi]!;
            paintAlpha[k] = cover >= 1 ? 128 : (cover * 128 + 0.5) | 0;
          } else if (g > 0 && rimStrength > 0 && !(open && tau < upperEdge)) {
            // The lips turn inwards at the opening: a thin shadow on their inner edge (not under an open mouth's teeth).
            const out = tau > lowerEdge ? tau - lowerEdge : upperEdge - tau;
            const q = 1 - out * invRim;
            paintColour[k] = 0xff1a0f10 | 0;
            paintAlpha[k] = q > 0 ? (rimStrength * g * q * q + 0.5) | 0 : 0;
          } else {
            paintAlpha[k] = 0;
          }
        }
        srcX[k] = x0 + c - ds * mx - off * nx;
        srcY[k] = py - ds * my - off * ny;
      }
    }
  };
}
