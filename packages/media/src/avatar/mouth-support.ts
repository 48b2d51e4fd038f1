import { clamp, smoothstep } from './curve-fit.ts';
import type { FaceFrame } from './face-geometry.ts';
import { CHIN, JAW_LINE, SUBNASALE } from './mesh-indices.ts';
import { fitJawLine } from './mouth-photo.ts';
import { CLOSE_UPPER, type MouthShape, type OpeningRange } from './mouth-shape.ts';
import { allocateRegion, setSupport, type RegionField } from './region-field.ts';

/** The chin moves a little less than the lower lip (the jaw rotates about a hinge behind the cheek). */
const JAW_AMOUNT = 0.85;
/** Lip corners move outward (spread) or inward (pucker) by this share of the half mouth width. */
const WIDTH_AMOUNT = 0.12;
/** Lookup tables along s, this many entries per canvas pixel. */
export const LUT_RES = 4;

/**
 * Everything about the mouth's warp that depends only on the photo, per pixel of a box around the lower face: face
 * coordinates (S, T), the ramps that hand the lips over to the jaw (rL) and the nose (rU), the jaw weight (J) and the
 * lip-width field (WS); and, along s, lookup tables of the seam depth, the lens and the band.
 */
export interface MouthSupport {
  readonly region: RegionField;
  /** Seam depth at the mouth's centre. */
  readonly seamT: number;
  readonly S: Float32Array;
  readonly T: Float32Array;
  readonly rL: Float32Array;
  readonly rU: Float32Array;
  readonly J: Float32Array;
  readonly WS: Float32Array;
  readonly lutMin: number;
  readonly lutLen: number;
  readonly seamLut: Float32Array;
  readonly lensLut: Float32Array;
  readonly bandLut: Float32Array;
}

/** How far the lips, the jaw and the lip-width field reach from the seam (face units). */
interface Reach {
  seamT: number;
  plateauLow(s: number): number;
  plateauUp(s: number): number;
  rampLow: number;
  rampUp: number;
  jawInner: number;
  jawOuter: number;
  belowChin: number;
  jawLine: { at(s: number): number };
  widthAbove: { hold: number; fade: number };
  widthBelow: { hold: number; fade: number };
}

function mouthReach(frame: FaceFrame, shape: MouthShape, range: OpeningRange): Reach {
  const { face, sC, mouthWidth, hwOuter, bandC, lens, seam, origin } = shape;
  const { maxOpening, kU, kL } = range;
  const seamT = seam.at(sC);
  const chinT = face(CHIN).t;
  const noseT = face(SUBNASALE).t;
  const faceHalf = Math.abs(face(JAW_LINE[JAW_LINE.length - 1]!).s - face(JAW_LINE[0]).s) / 2;
  const upperRoom = Math.max(seamT - bandC - noseT, 4);
  const jawOuter = Math.max(1.9 * hwOuter, 0.8 * faceHalf);
  return {
    seamT,
    plateauLow: (s) => kL * maxOpening * lens(s, 1.2) + 1.5,
    plateauUp: (s) => Math.max(kU * maxOpening, CLOSE_UPPER * bandC) * lens(s, 1.2) + 1.5,
    rampLow: Math.max(0.5 * (chinT - seamT), 4),
    rampUp: Math.max(0.85 * upperRoom - kU * maxOpening - 1.5, 0.3 * upperRoom),
    jawInner: hwOuter,
    jawOuter,
    belowChin: 0.5 * mouthWidth,
    jawLine: fitJawLine(frame, origin, sC, jawOuter * 1.3),
    // The lip-width field covers the lips and fades before the nose above and towards the chin below.
    widthAbove: { hold: 0.15 * mouthWidth + bandC, fade: Math.max(0.15 * mouthWidth, 0.9 * upperRoom - 0.15 * mouthWidth) },
    widthBelow: { hold: 0.2 * mouthWidth, fade: 0.5 * mouthWidth },
  };
}

/** The canvas box holding every pixel any basis can move, half-width `sHalf` in face units. */
function mouthBox(frame: FaceFrame, shape: MouthShape, reach: Reach, sHalf: number, canvasWidth: number, canvasHeight: number): RegionField {
  const { origin, sC, bandC, face } = shape;
  const { down, right } = frame;
  const { seamT, widthAbove, widthBelow } = reach;
  const tTop = seamT - Math.max(bandC + reach.plateauUp(sC) + reach.rampUp, widthAbove.hold + widthAbove.fade) - 2;
  const tBottom = Math.max(face(CHIN).t + reach.belowChin, seamT + widthBelow.hold + widthBelow.fade) + 2;
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
  return allocateRegion(x0, y0, x1 - x0, y1 - y0);
}

/** Box, lookup tables and per-pixel fields of the mouth's warp; the region's support is set from them. */
export function buildMouthSupport(frame: FaceFrame, shape: MouthShape, range: OpeningRange, canvasWidth: number, canvasHeight: number): MouthSupport {
  const { origin, sC, hwOuter, seam, lens, bandAt } = shape;
  const reach = mouthReach(frame, shape, range);
  const { plateauLow, plateauUp, rampLow, rampUp, jawInner, jawOuter, belowChin, jawLine, widthAbove, widthBelow } = reach;
  const sHalf = Math.max(jawOuter, 2.2 * hwOuter) + 2;
  const region = mouthBox(frame, shape, reach, sHalf, canvasWidth, canvasHeight);
  const { x0, y0 } = region;
  const n = region.width * region.height;

  // Lookup tables along s for the per-frame seam depth, lens and band (evaluated at the lip-width-shifted s).
  const lutMin = sC - sHalf - 8;
  const lutLen = Math.ceil((2 * sHalf + 16) * LUT_RES);
  const seamLut = new Float32Array(lutLen);
  const lensLut = new Float32Array(lutLen);
  const bandLut = new Float32Array(lutLen);
  for (let i = 0; i < lutLen; i++) {
    const s = lutMin + i / LUT_RES;
    seamLut[i] = seam.at(s);
    lensLut[i] = lens(s, 1);
    bandLut[i] = bandAt(s);
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
      const a = bandAt(s);
      const ds = Math.abs(s - sC);
      S[k] = s;
      T[k] = t;
      rL[k] = smoothstep((tau - plateauLow(s)) / rampLow);
      // The upper ramp starts at the upper lip's edge, so the band (teeth) above σ moves rigidly with it.
      rU[k] = smoothstep((-tau - a - plateauUp(s)) / rampUp);
      const jawSide = 1 - smoothstep((ds - jawInner) / (jawOuter - jawInner));
      // Fade below the jaw line by (roughly) perpendicular distance: at the sides the jaw line is steep, and a purely
      // vertical fade would squeeze the fade band into a few pixels horizontally.
      const slope = jawLine.at(s + 0.5) - jawLine.at(s - 0.5);
      const jawDepth = 1 - smoothstep((t - jawLine.at(s)) / Math.sqrt(1 + slope * slope) / belowChin);
      J[k] = JAW_AMOUNT * jawSide * jawDepth;
      const xo = (s - sC) / hwOuter;
      const ax = Math.abs(xo);
      const along = ax <= 1 ? xo : Math.sign(xo) * (1 - smoothstep((ax - 1) / 1.2));
      const widthBand = tau < -a ? widthAbove : widthBelow;
      const across = 1 - smoothstep((Math.abs(tau < -a ? tau + a : tau > 0 ? tau : 0) - widthBand.hold) / widthBand.fade);
      WS[k] = WIDTH_AMOUNT * hwOuter * along * across;
      const nearLips = (lens(s, 1.25) > 0 || a > 0) && tau > -(a + plateauUp(s) + rampUp) && tau < plateauLow(s) + rampLow;
      mask[k] = nearLips || J[k]! * rL[k]! > 1e-4 || Math.abs(WS[k]!) > 1e-4 ? 1 : 0;
    }
  }
  setSupport(region, mask);
  return { region, seamT: reach.seamT, S, T, rL, rU, J, WS, lutMin, lutLen, seamLut, lensLut, bandLut };
}
