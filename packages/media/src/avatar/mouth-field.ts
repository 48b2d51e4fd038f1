import { clamp, smoothstep } from './curve-fit.ts';
import type { FaceFrame, Point } from './face-geometry.ts';
import { CHIN, JAW_LINE, LIPS_INNER_LOWER, LIPS_INNER_UPPER, LIPS_OUTER_LOWER, LIPS_OUTER_UPPER, MOUTH_INNER_CORNERS, MOUTH_OUTER_CORNERS, SUBNASALE } from './mesh-indices.ts';
import { fitJawLine, fitSeam, innerLipCurves, lipColour, mouthBand, teethShare, type Rgb } from './mouth-photo.ts';
import * as curveFit from './curve-fit.ts';
import * as pixels from './pixels.ts';
import { allocateRegion, setSupport, type RegionField } from './region-field.ts';

// Imported helpers used per pixel are re-bound to module constants: test runners (vitest) rewrite imports into
// getter calls on a module object, which made the hot loops ~30× slower there; a local constant is inlined as usual.
const darken = pixels.darken;
const pack = pixels.pack;
const ease = curveFit.smoothstep;

/**
 * Mouth and jaw (avatar.md §2.5, variant 3), for lips closed in the photo and for lips apart (a smile showing teeth).
 * Everything that depends only on the photo is computed here once, per pixel of a box around the lower face: face
 * coordinates (s, t), the jaw weight, the ramps that hand the lips over to the jaw and the nose, and the lip-width
 * field. Per frame `compute` only scales these by the pose.
 *
 * The mouth is split at σ(s): the seam of closed lips, or the lower lip's inner edge of an open one. Above it lies a
 * band of height a(s) (0 for closed lips; the teeth and dark inside an open mouth shows) and the upper lip. The pose
 * `open` asks for a lip gap A at the centre, from 0 (lips shut) through the photo's own gap a(centre) at `restOpen` to
 * maxOpening at 1, linear on either side.
 * Per output pixel at depth τ = t − σ (positive towards the chin), with the lens profile g(s) (1 in the middle, 0 at
 * the inner corners):
 *   opening (A ≥ a): the extra gap D = (A − a)·g splits the mouth at σ: everything above (teeth with the upper lip)
 *     rises by kU·D, the lower lip drops by kL·D and hands over to the jaw; between them the painted oral cavity.
 *   closing (A < a): the lips slide over the band, which stays where it is (teeth are fixed to the skull): the upper
 *     lip comes down by a share of q·a, the lower lip and jaw come up by the rest, q = 1 − A/a; at q = 1 they meet.
 * The ramps are 0 next to the lips (the lip edge moves exactly by its share, so no lip pixel is lost or doubled) and
 * rise smoothly towards the chin and the nose; the gap closes tangentially into the corners, so the field never tears;
 * the jaw weight fades towards the cheeks and below the chin, so neck and cheeks stay put.
 */

/** Widest opening (lip gap at the centre) relative to the outer mouth width; larger looks rubbery (avatar.md §2.5). */
export const MAX_OPENING_RATIO = 0.35;
/** A mouth open in the photo opens at least this much further (share of the mouth width), so it can still say "a". */
const MIN_EXTRA_OPENING = 0.27;
/** The pose that shows an open mouth as the photo has it: about a "t" or an "s" (visemes.ts). */
const OPEN_REST_POSE = 0.15;
/** Share of an opening taken by the upper side: closed lips part on both sides; an open mouth's teeth barely move. */
const KU_CLOSED = 0.3;
const KU_OPEN = 0.1;
/** Share of a closing done by the upper lip (the jaw lifts the lower lip the rest of the way). */
const CLOSE_UPPER = 0.35;
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
/** Darkest shade (of 128) of the line where closing lips meet. */
const MEETING_SHADE = 56;

/** How the photo's mouth is read: lips together at a seam, or apart around a band of teeth and shadow. */
export type MouthModel = 'closed' | 'open';

export interface MouthField {
  readonly region: RegionField;
  /** Lip gap at open = 1, canvas pixels. */
  readonly maxOpening: number;
  /** The `open` value that shows the photo's own mouth: 0 for closed lips, OPEN_REST_POSE for lips apart. */
  readonly restOpen: number;
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

  const cornerL = face(MOUTH_INNER_CORNERS[0]);
  const cornerR = face(MOUTH_INNER_CORNERS[1]);
  const sC = (cornerL.s + cornerR.s) / 2;
  const hw = Math.max(Math.abs(cornerR.s - cornerL.s) / 2, 2);
  const mouthWidth = Math.max(Math.abs(face(MOUTH_OUTER_CORNERS[1]).s - face(MOUTH_OUTER_CORNERS[0]).s), 4);
  const hwOuter = mouthWidth / 2;
  const lip: Rgb = lipColour(frame, canvas, canvasWidth, canvasHeight);

  // How open is the mouth in the photo? Landmark gap between the inner lips, and teeth showing around the seam (the
  // mesh often keeps the inner lips together over visible teeth).
  const landmarks = innerLipCurves(frame, origin);
  const outerHeight = Math.max(face(LIPS_OUTER_LOWER[5]).t - face(LIPS_OUTER_UPPER[5]).t, 2);
  let restGap = 0;
  for (let i = 3; i <= 7; i++) restGap = Math.max(restGap, face(LIPS_INNER_LOWER[i]!).t - face(LIPS_INNER_UPPER[i]!).t);
  const gapRatio = Math.max(restGap, 0) / mouthWidth;
  const teeth = teethShare(frame, origin, canvas, canvasWidth, canvasHeight, landmarks, sC, hw, mouthWidth, lip);
  const model: MouthModel = gapRatio > OPEN_GAP_RATIO || teeth > OPEN_TEETH_SHARE ? 'open' : 'closed';
  const open = model === 'open';

  // Lens profile across the mouth: the gap closes tangentially into the corners, as lips stay joined at the
  // commissures. A blunt tip (q^p with p ≤ 1) would make neighbouring displacements jump at the corners: a tear.
  const lens = (s: number, widen: number): number => {
    const x = (s - sC) / (hw * LENS_REACH * widen);
    const q = 1 - x * x;
    return q <= 0 ? 0 : Math.pow(q, 1.25);
  };
  // Closed: split at the darkest line near the landmark seam. Open: at the lower lip's inner edge, with the band of
  // teeth and shadow above it (zero at the corners, where the lips meet).
  // Teeth often show right into the corners of a smile, past FaceMesh's inner corners: the band reaches the outer ones.
  const outerL = face(MOUTH_OUTER_CORNERS[0]);
  const outerR = face(MOUTH_OUTER_CORNERS[1]);
  const band = open ? mouthBand(frame, origin, canvas, canvasWidth, canvasHeight, landmarks, { left: outerL, right: outerR }, mouthWidth, lip) : undefined;
  const seam = band ? band.low : fitSeam(frame, origin, canvas, canvasWidth, canvasHeight, mouthWidth, outerHeight);
  const outerLens = (s: number): number => {
    const x = (s - (outerL.s + outerR.s) / 2) / hwOuter;
    return x * x >= 1 ? 0 : 1 - x * x;
  };
  const bandAt = (s: number): number => (band ? Math.max(band.low.at(s) - band.up.at(s), 0) * Math.min(1, 6 * outerLens(s)) : 0);
  const bandC = bandAt(sC);

  // Less opening for a strongly turned head (the far half of the mouth is foreshortened and the mesh is least
  // reliable there); an open mouth keeps room to open further than it already is.
  const turn = 1 - 0.45 * smoothstep((Math.abs(yaw) - (15 * Math.PI) / 180) / ((20 * Math.PI) / 180));
  const maxOpening = Math.max(MAX_OPENING_RATIO * mouthWidth * turn, bandC + MIN_EXTRA_OPENING * mouthWidth * turn);
  // The photo's smile stands for a consonant-sized opening: lower poses close the lips over the teeth, higher ones
  // open the jaw beyond what the photo shows.
  const restOpen = bandC > 0 ? OPEN_REST_POSE : 0;
  const kU = open ? KU_OPEN : KU_CLOSED;
  const kL = 1 - kU;

  const seamT = seam.at(sC);
  const chinT = face(CHIN).t;
  const noseT = face(SUBNASALE).t;
  const faceHalf = Math.abs(face(JAW_LINE[JAW_LINE.length - 1]!).s - face(JAW_LINE[0]).s) / 2;
  const plateauLow = (s: number): number => kL * maxOpening * lens(s, 1.2) + 1.5;
  const plateauUp = (s: number): number => Math.max(kU * maxOpening, CLOSE_UPPER * bandC) * lens(s, 1.2) + 1.5;
  const rampLow = Math.max(0.5 * (chinT - seamT), 4);
  const upperRoom = Math.max(seamT - bandC - noseT, 4);
  const rampUp = Math.max(0.85 * upperRoom - kU * maxOpening - 1.5, 0.3 * upperRoom);
  const jawInner = hwOuter;
  const jawOuter = Math.max(1.9 * hwOuter, 0.8 * faceHalf);
  const belowChin = 0.5 * mouthWidth;
  const jawLine = fitJawLine(frame, origin, sC, jawOuter * 1.3);
  // The lip-width field covers the lips and fades before the nose above and towards the chin below.
  const widthAbove = { hold: 0.15 * mouthWidth + bandC, fade: Math.max(0.15 * mouthWidth, 0.9 * upperRoom - 0.15 * mouthWidth) };
  const widthBelow = { hold: 0.2 * mouthWidth, fade: 0.5 * mouthWidth };

  // Box: every pixel any basis can move, in face coordinates, then its canvas bounding box.
  const sHalf = Math.max(jawOuter, 2.2 * hwOuter) + 2;
  const tTop = seamT - Math.max(bandC + plateauUp(sC) + rampUp, widthAbove.hold + widthAbove.fade) - 2;
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

  const halfSoft = Math.max(softness, 1) / 2;
  const invSoft = 1 / Math.max(softness, 1);
  const invRim = 1 / (0.05 * mouthWidth + softness);
  const interior = new Int32Array(65);
  const meeting = pack(lip[0] * 0.35, lip[1] * 0.22, lip[2] * 0.22);
  const { srcX, srcY, paintAlpha, paintColour, spanStart, spanEnd, width: bw } = region;
  const nx = down.x;
  const ny = down.y;
  const mx = right.x;
  const my = right.y;

  const compute = (openPose: number, width: number): void => {
    const o = clamp(openPose, 0, 1);
    const A = o < restOpen ? (bandC * o) / restOpen : bandC + ((maxOpening - bandC) * (o - restOpen)) / (1 - restOpen);
    const opening = A >= bandC;
    // Opening: extra gap at the centre. Closing: the share of the band the lips cover.
    const extra = opening ? A - bandC : 0;
    const close = opening ? 0 : 1 - A / bandC;
    const jaw = opening ? kL * extra : -(1 - CLOSE_UPPER) * close * bandC;
    const wd = clamp(width, -1, 1);
    if (opening) fillInterior(interior, lip, extra / (maxOpening - bandC), open ? 0 : 1);
    const rimStrength = (40 * extra) / maxOpening;
    const meetStrength = MEETING_SHADE * ease((close - 0.5) / 0.5);
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
            const vi = v <= 0 ? 0 : v >= 1 ? 64 : (v * 64 + 0.5) | 0;
            // The corners of the opening are deeper in shadow than its middle.
            paintColour[k] = darken(interior[vi]!, (64 + 64 * g) | 0);
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

  return {
    region,
    maxOpening,
    restOpen,
    mouthWidth,
    anchors: { left: frame.point(MOUTH_OUTER_CORNERS[0]), right: frame.point(MOUTH_OUTER_CORNERS[1]), centre: { x: origin.x + seamT * nx, y: origin.y + seamT * ny } },
    model,
    rest: { gap: gapRatio, teeth },
    compute,
  };
}

/**
 * The mouth interior as a vertical gradient, v = 0 under the upper lip … 1 on the lower lip: darkest at the top (the
 * upper lip's shadow), a dim tongue-red towards the bottom, and — only when clearly open — a faint, darker-than-skin
 * hint of upper teeth. Bright teeth look fake on a warped photo (avatar.md §2.5).
 */
function fillInterior(out: Int32Array, lip: Rgb, openness: number, teethHint: number): void {
  const [lr, lg, lb] = lip;
  const teeth = teethHint * 0.12 * smoothstep((openness - 0.4) / 0.5);
  for (let i = 0; i <= 64; i++) {
    const v = i / 64;
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
