import { smoothstep, type SmoothCurve } from './curve-fit.ts';
import type { FaceFrame, Point } from './face-geometry.ts';
import { LIPS_INNER_LOWER, LIPS_INNER_UPPER, LIPS_OUTER_LOWER, LIPS_OUTER_UPPER, MOUTH_INNER_CORNERS, MOUTH_OUTER_CORNERS } from './mesh-indices.ts';
import { fitSeam, innerLipCurves, lipColour, mouthBand, teethShare, type Rgb } from './mouth-photo.ts';

/** Widest opening (lip gap at the centre) relative to the outer mouth width; larger looks rubbery. */
export const MAX_OPENING_RATIO = 0.35;
/** A mouth open in the photo opens at least this much further (share of the mouth width), so it can still say "a". */
const MIN_EXTRA_OPENING = 0.27;
/** The pose that shows an open mouth as the photo has it: about a "t" or an "s" (visemes.ts). */
const OPEN_REST_POSE = 0.15;
/** Share of an opening taken by the upper side: closed lips part on both sides; an open mouth's teeth barely move. */
const KU_CLOSED = 0.3;
const KU_OPEN = 0.1;
/** Share of a closing done by the upper lip (the jaw lifts the lower lip the rest of the way). */
export const CLOSE_UPPER = 0.35;
/** How far the gap reaches, relative to the inner-lip corner landmarks. */
const LENS_REACH = 1.0;
/** A mouth counts as open at rest when the inner lips part by this share of the mouth width … */
const OPEN_GAP_RATIO = 0.15;
/** … or when this share of the band around the seam shows teeth (bright, unsaturated, clearly lighter than the lips). */
const OPEN_TEETH_SHARE = 0.3;

/** How the photo's mouth is read: lips together at a seam, or apart around a band of teeth and shadow. */
export type MouthModel = 'closed' | 'open';

/** The photo's mouth in face coordinates (s across, t down, origin between the inner-lip corners). */
export interface MouthShape {
  readonly origin: Point;
  /** Landmark i in face coordinates. */
  face(i: number): { s: number; t: number };
  /** Centre of the inner corners along s, and half the inner width. */
  readonly sC: number;
  readonly hw: number;
  /** Outer mouth width and half of it. */
  readonly mouthWidth: number;
  readonly hwOuter: number;
  readonly lip: Rgb;
  readonly model: MouthModel;
  /** Inner-lip gap at rest relative to the outer mouth width, and the share of the seam band showing teeth. */
  readonly rest: { gap: number; teeth: number };
  /** Where the mouth splits: the seam of closed lips, or the lower lip's inner edge of an open one. */
  readonly seam: SmoothCurve;
  /** Lens profile across the mouth: 1 in the middle, 0 (tangentially) at the corners widened by `widen`. */
  lens(s: number, widen: number): number;
  /** Height a(s) of the band of teeth and shadow above the seam (0 for closed lips), and at the centre. */
  bandAt(s: number): number;
  readonly bandC: number;
}

/** Reads the mouth from the photo: where it is, how wide, whether it is open, its seam and its band of teeth. */
export function readMouthShape(frame: FaceFrame, canvas: Int32Array, canvasWidth: number, canvasHeight: number): MouthShape {
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
  const view = { frame, origin, canvas, cw: canvasWidth, ch: canvasHeight, curves: landmarks };
  const teeth = teethShare(view, sC, hw, mouthWidth, lip);
  const model: MouthModel = gapRatio > OPEN_GAP_RATIO || teeth > OPEN_TEETH_SHARE ? 'open' : 'closed';

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
  const band = model === 'open' ? mouthBand(view, { left: outerL, right: outerR }, mouthWidth, lip) : undefined;
  const seam = band ? band.low : fitSeam(frame, origin, canvas, canvasWidth, canvasHeight, mouthWidth, outerHeight);
  const outerLens = (s: number): number => {
    const x = (s - (outerL.s + outerR.s) / 2) / hwOuter;
    return x * x >= 1 ? 0 : 1 - x * x;
  };
  const bandAt = (s: number): number => (band ? Math.max(band.low.at(s) - band.up.at(s), 0) * Math.min(1, 6 * outerLens(s)) : 0);
  return { origin, face, sC, hw, mouthWidth, hwOuter, lip, model, rest: { gap: gapRatio, teeth }, seam, lens, bandAt, bandC: bandAt(sC) };
}

/** How far the mouth may open and how an opening is shared between the lips. */
export interface OpeningRange {
  /** Lip gap at open = 1, canvas pixels. */
  readonly maxOpening: number;
  /** The `open` value that shows the photo's own mouth: 0 for closed lips, OPEN_REST_POSE for lips apart. */
  readonly restOpen: number;
  /** Shares of an opening taken by the upper side and by the lower lip (kU + kL = 1). */
  readonly kU: number;
  readonly kL: number;
}

/** The opening range for this photo's mouth and head turn (`yaw`, radians). */
export function openingRange(shape: MouthShape, yaw: number): OpeningRange {
  const { mouthWidth, bandC } = shape;
  // Less opening for a strongly turned head (the far half of the mouth is foreshortened and the mesh is least
  // reliable there); an open mouth keeps room to open further than it already is.
  const turn = 1 - 0.45 * smoothstep((Math.abs(yaw) - (15 * Math.PI) / 180) / ((20 * Math.PI) / 180));
  const maxOpening = Math.max(MAX_OPENING_RATIO * mouthWidth * turn, bandC + MIN_EXTRA_OPENING * mouthWidth * turn);
  // The photo's smile stands for a consonant-sized opening: lower poses close the lips over the teeth, higher ones
  // open the jaw beyond what the photo shows.
  const restOpen = bandC > 0 ? OPEN_REST_POSE : 0;
  const kU = shape.model === 'open' ? KU_OPEN : KU_CLOSED;
  return { maxOpening, restOpen, kU, kL: 1 - kU };
}
