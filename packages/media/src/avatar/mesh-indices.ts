/**
 * The standard MediaPipe FaceMesh index sets the animator reads (canonical face model topology).
 * Lip and lid rows run from one corner to the other; the face oval runs clockwise from the forehead (10).
 */

/** Outer and inner mouth corners (image left = subject's right, then image right). */
export const MOUTH_OUTER_CORNERS = [61, 291] as const;
export const MOUTH_INNER_CORNERS = [78, 308] as const;

/** Inner lip contours, corner to corner; paired index by index, so their mid-points trace the seam. */
export const LIPS_INNER_UPPER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308] as const;
export const LIPS_INNER_LOWER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308] as const;

/** Outer lip contours, corner to corner. */
export const LIPS_OUTER_UPPER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291] as const;
export const LIPS_OUTER_LOWER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291] as const;

/** Eye contours, outer corner to inner corner, for both eyes. */
export interface EyeIndices {
  upper: readonly number[];
  lower: readonly number[];
}
export const EYES: readonly EyeIndices[] = [
  { upper: [33, 246, 161, 160, 159, 158, 157, 173, 133], lower: [33, 7, 163, 144, 145, 153, 154, 155, 133] },
  { upper: [263, 466, 388, 387, 386, 385, 384, 398, 362], lower: [263, 249, 390, 373, 374, 380, 381, 382, 362] },
];

/** Face oval, clockwise from the top of the forehead. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21,
  54, 103, 67, 109,
] as const;

/** The lower face oval from one cheek to the other through the chin: the jaw line. */
export const JAW_LINE = [234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361, 323, 454] as const;

/** Nose bridge between the eyes, chin tip, and the base of the nose (subnasale). */
export const NOSE_BRIDGE = 168;
export const CHIN = 152;
export const SUBNASALE = 2;
