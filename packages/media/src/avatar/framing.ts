import type { FaceLandmarks } from '../face/face-landmarks.ts';
import { FACE_OVAL } from './mesh-indices.ts';

/**
 * Where the photo sits in the 9:16 frame: output = photo × scale + (tx, ty). The face centre goes to the upper middle
 * (≈ 40 % of the height) at about half the frame width; if the photo cannot cover the frame there, we first let the
 * face drift inside a small band and then scale up, because empty bars are worse than a larger face.
 */
export interface Framing {
  scale: number;
  tx: number;
  ty: number;
  /** Face oval bounding box in output pixels at rest. */
  faceBox: { x: number; y: number; width: number; height: number };
  /** Face centre in output pixels at rest (centre of the oval box): the pivot of head motion. */
  faceCentre: { x: number; y: number };
}

const TARGET_FACE_WIDTH = 0.5;
const TARGET_CENTRE_Y = 0.4;
/** How far the face centre may move from its target (fractions of the frame) before we scale up instead. */
const BAND_X = 0.04;
const BAND_Y = 0.02;

export function computeFraming(photoWidth: number, photoHeight: number, face: FaceLandmarks, width: number, height: number): Framing {
  const sx = photoWidth / face.imageWidth;
  const sy = photoHeight / face.imageHeight;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const i of FACE_OVAL) {
    const p = face.mesh[i]!;
    minX = Math.min(minX, p[0] * sx);
    maxX = Math.max(maxX, p[0] * sx);
    minY = Math.min(minY, p[1] * sy);
    maxY = Math.max(maxY, p[1] * sy);
  }
  const fcx = (minX + maxX) / 2;
  const fcy = (minY + maxY) / 2;
  const faceWidth = Math.max(maxX - minX, 1);

  const cover = Math.max(width / photoWidth, height / photoHeight);
  const ideal = Math.max((TARGET_FACE_WIDTH * width) / faceWidth, cover);
  // The face centre's output position must keep every frame edge inside the photo: x ∈ [W − (pw − fcx)s, fcx·s].
  const place = (s: number, band: boolean): { x: number; y: number } | undefined => {
    const loX = width - (photoWidth - fcx) * s;
    const hiX = fcx * s;
    const loY = height - (photoHeight - fcy) * s;
    const hiY = fcy * s;
    const wantX = width / 2;
    const wantY = TARGET_CENTRE_Y * height;
    const x = Math.min(Math.max(wantX, loX), hiX);
    const y = Math.min(Math.max(wantY, loY), hiY);
    if (band && (Math.abs(x - wantX) > BAND_X * width || Math.abs(y - wantY) > BAND_Y * height)) return undefined;
    return { x, y };
  };
  let scale = ideal;
  let at = place(scale, true);
  for (let step = 0; !at && step < 60; step++) {
    scale *= 1.02;
    at = place(scale, true);
  }
  if (!at) {
    // The face is at the photo's very edge: keep the covering scale and let the face sit off-centre.
    scale = ideal;
    at = place(scale, false)!;
  }
  const tx = at.x - fcx * scale;
  const ty = at.y - fcy * scale;
  return {
    scale,
    tx,
    ty,
    faceBox: { x: minX * scale + tx, y: minY * scale + ty, width: faceWidth * scale, height: (maxY - minY) * scale },
    faceCentre: { x: at.x, y: at.y },
  };
}
