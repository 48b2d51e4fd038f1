import type { FaceLandmarks } from '../face/face-landmarks.ts';
import { CHIN, NOSE_BRIDGE } from './mesh-indices.ts';

export interface Point {
  x: number;
  y: number;
}

/**
 * The face's own frame in canvas pixels: `down` runs from the nose bridge to the chin, `right` is perpendicular to it.
 * Mouth and lids move along these axes, not along the image axes, so a tilted head opens its mouth along its own chin.
 */
export interface FaceFrame {
  /** Landmark i in canvas pixels. */
  point(i: number): Point;
  down: Point;
  right: Point;
  /** Face coordinates of a canvas point relative to an origin: s along `right`, t along `down`. */
  toFace(p: Point, origin: Point): { s: number; t: number };
}

/** Landmarks map to the canvas as photo × scale + offset (photo pixels may differ from the detector's image size). */
export function faceFrame(face: FaceLandmarks, photoWidth: number, photoHeight: number, scale: number, offsetX: number, offsetY: number): FaceFrame {
  const kx = (photoWidth / face.imageWidth) * scale;
  const ky = (photoHeight / face.imageHeight) * scale;
  const point = (i: number): Point => {
    const p = face.mesh[i];
    if (!p) throw new Error(`face mesh has no point ${i}`);
    return { x: p[0] * kx + offsetX, y: p[1] * ky + offsetY };
  };
  const top = point(NOSE_BRIDGE);
  const chin = point(CHIN);
  const len = Math.hypot(chin.x - top.x, chin.y - top.y) || 1;
  const down = { x: (chin.x - top.x) / len, y: (chin.y - top.y) / len };
  const right = { x: down.y, y: -down.x };
  return {
    point,
    down,
    right,
    toFace(p: Point, origin: Point) {
      const dx = p.x - origin.x;
      const dy = p.y - origin.y;
      return { s: dx * right.x + dy * right.y, t: dx * down.x + dy * down.y };
    },
  };
}
