import type { FaceQuality } from './face-landmarks.ts';

/**
 * Limits a photo must meet to be animated. Why these numbers:
 * - `minRelativeWidth` 0.4: a face narrower than 40 % of the main one is a person standing ~2.5× farther back —
 *   background, not a second subject. Neighbours half inside a portrait crop measured 0.49–0.73 of the main face
 *   on the demo photos, and those are people a viewer notices (they would stay frozen next to the talking face),
 *   so they must count.
 * - `minFacePx` 120: FaceMesh samples the face at 192×192; below ~120 px the landmarks are interpolated guesses,
 *   and the animator shows the face ~300–400 px wide in a 720-px frame, i.e. upscaled more than 3× (visibly soft).
 * - `minShortSideFraction` 0.12: a face under 12 % of the photo's shorter side is a far shot (full body, landscape
 *   with a person); cropping to the face would throw most of the photo away and magnify its noise.
 * - `minSharpness` 10: variance of the Laplacian of the face box resampled to 160² (see sharpness.ts). Measured
 *   on the 22 faces of the face-api demo photos: 21.3–307 as shot; 5.2–14.0 after blur(3), 4.0–8.2 after blur(4),
 *   3.4–5.2 after blur(6). 10 sits at the geometric middle of the softest real face (21.3) and the sharpest
 *   blur(6) one (5.2): ~2× margin either way; blur(4) is rejected too, blur(3) partly.
 */
export const FACE_QUALITY_LIMITS = {
  minRelativeWidth: 0.4,
  minFacePx: 120,
  minShortSideFraction: 0.12,
  minSharpness: 10,
} as const;

export interface FaceQualityInput {
  /** Widths of every detected face box, in pixels of the image. */
  faceWidths: readonly number[];
  imageWidth: number;
  imageHeight: number;
  /** Sharpness of the largest face (ignored when there is no face). */
  sharpness: number;
}

export interface FaceQualityVerdict {
  quality: FaceQuality;
  /** Index (into faceWidths) of the largest face, the one we would animate; -1 without faces. */
  main: number;
  /** Faces of comparable size to the largest (the largest included); tiny background faces are not counted. */
  significant: number;
}

/** Applies the rules in order: no face, several faces, too small, blurred, ok. */
export function judgeFaceQuality(input: FaceQualityInput, limits = FACE_QUALITY_LIMITS): FaceQualityVerdict {
  const { faceWidths } = input;
  if (faceWidths.length === 0) return { quality: 'no_face', main: -1, significant: 0 };
  let main = 0;
  faceWidths.forEach((w, i) => {
    if (w > faceWidths[main]!) main = i;
  });
  const mainWidth = faceWidths[main]!;
  const significant = faceWidths.filter((w) => w >= mainWidth * limits.minRelativeWidth).length;
  if (significant >= 2) return { quality: 'several_faces', main, significant };
  if (mainWidth < minFaceWidth(input.imageWidth, input.imageHeight, limits)) return { quality: 'too_small', main, significant };
  if (!(input.sharpness >= limits.minSharpness)) return { quality: 'blurred', main, significant };
  return { quality: 'ok', main, significant };
}

/** The narrowest face box accepted in an image of this size. */
export function minFaceWidth(imageWidth: number, imageHeight: number, limits = FACE_QUALITY_LIMITS): number {
  return Math.max(limits.minFacePx, limits.minShortSideFraction * Math.min(imageWidth, imageHeight));
}
