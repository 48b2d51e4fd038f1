import type { FaceFrame, Point } from './face-geometry.ts';
import { MOUTH_OUTER_CORNERS } from './mesh-indices.ts';
import { createMouthPose } from './mouth-pose.ts';
import { openingRange, readMouthShape, type MouthModel } from './mouth-shape.ts';
import { buildMouthSupport } from './mouth-support.ts';
import type { RegionField } from './region-field.ts';

export { MAX_OPENING_RATIO, type MouthModel } from './mouth-shape.ts';

/**
 * Mouth and jaw as one continuous displacement field (not a rigid split), for lips closed in the photo and for lips
 * apart (a smile showing teeth).
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

/**
 * The jobs, one module each: `mouth-shape.ts` reads the photo's mouth (geometry, closed or open, seam, band of teeth)
 * and its opening range; `mouth-support.ts` builds the per-pixel fields and the support; `mouth-pose.ts` is the
 * per-frame step (opening curve, cavity and teeth, lip shading, the warp).
 */
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
  const shape = readMouthShape(frame, canvas, canvasWidth, canvasHeight);
  const range = openingRange(shape, yaw);
  const support = buildMouthSupport(frame, shape, range, canvasWidth, canvasHeight);
  const { origin } = shape;
  const { down } = frame;
  return {
    region: support.region,
    maxOpening: range.maxOpening,
    restOpen: range.restOpen,
    mouthWidth: shape.mouthWidth,
    anchors: {
      left: frame.point(MOUTH_OUTER_CORNERS[0]),
      right: frame.point(MOUTH_OUTER_CORNERS[1]),
      centre: { x: origin.x + support.seamT * down.x, y: origin.y + support.seamT * down.y },
    },
    model: shape.model,
    rest: shape.rest,
    compute: createMouthPose(frame, shape, range, support, softness),
  };
}
