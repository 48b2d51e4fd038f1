import type { AvoidRegion, Rect } from '../captions/layout.ts';
import type { FaceLandmarks } from '../face/face-landmarks.ts';
import type { PreparedStill } from './prepare-background.ts';

type Box = readonly [x: number, y: number, width: number, height: number];

/** A face on a background photo, in pixels of that photo (as stored: EXIF rotation applied). */
export interface PhotoFaceRegion {
  /** Size of the image the boxes refer to (scaled to the photo if it differs). */
  imageWidth: number;
  imageHeight: number;
  /** The face, forehead to chin. */
  box: Box;
  /** The eyes (brows to lower lids); kept clear even when the face fills the frame. */
  eyes?: Box;
}

/** FaceMesh points around both eyes (corners, lids) and the brows above them. */
const EYE_POINTS = [33, 133, 159, 145, 160, 144, 158, 153, 362, 263, 386, 374, 387, 373, 385, 380, 70, 63, 105, 66, 107, 300, 293, 334, 296, 336];

/** The region to keep text off for stored face landmarks: the mesh box, and the eyes from their mesh points. */
export function faceRegionOf(face: FaceLandmarks): PhotoFaceRegion {
  const points = EYE_POINTS.map((i) => face.mesh[i]).filter((p): p is [number, number, number] => Array.isArray(p));
  let eyes: Box | undefined;
  if (points.length === EYE_POINTS.length) {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    eyes = [x0, y0, x1 - x0, y1 - y0];
  }
  return { imageWidth: face.imageWidth, imageHeight: face.imageHeight, box: face.box, ...(eyes ? { eyes } : {}) };
}

/** The smallest photo rectangle holding every face (the cover crop centres on it). */
export function focusOf(regions: readonly PhotoFaceRegion[], sourceWidth: number, sourceHeight: number): Rect | undefined {
  const boxes = regions.map((r) => toSource(r.box, r, sourceWidth, sourceHeight));
  if (!boxes.length) return undefined;
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Photo regions → frame pixels: through the still's crop or fill (`placement`), down to the frame size, and over
 * the centred zoom from 1 to `zoom` (a box grows away from the centre as the zoom goes in; the result covers it
 * for the whole clip: the union of its first and last positions).
 */
export function regionsInFrame(
  regions: readonly PhotoFaceRegion[],
  still: Pick<PreparedStill, 'width' | 'height' | 'placement'>,
  frame: { width: number; height: number },
  zoom = 1,
): AvoidRegion[] {
  const { sourceWidth, sourceHeight, scale, offsetX, offsetY } = still.placement;
  const toFrame = (box: Box, region: PhotoFaceRegion): Rect => {
    const b = toSource(box, region, sourceWidth, sourceHeight);
    const sx = frame.width / still.width;
    const sy = frame.height / still.height;
    const atStart: Rect = { x: (b.x * scale + offsetX) * sx, y: (b.y * scale + offsetY) * sy, width: b.width * scale * sx, height: b.height * scale * sy };
    return unionOverZoom(atStart, frame, zoom);
  };
  return regions.map((region) => ({ box: toFrame(region.box, region), ...(region.eyes ? { eyes: toFrame(region.eyes, region) } : {}) }));
}

/** Where a frame rectangle is during a centred zoom 1 → zoom, as one rectangle covering all of it. */
export function unionOverZoom(box: Rect, frame: { width: number; height: number }, zoom: number): Rect {
  const [cx, cy] = [frame.width / 2, frame.height / 2];
  const at = (z: number): [number, number, number, number] => [
    cx + (box.x - cx) * z,
    cy + (box.y - cy) * z,
    cx + (box.x + box.width - cx) * z,
    cy + (box.y + box.height - cy) * z,
  ];
  const [a, b] = [at(1), at(zoom)];
  const x0 = Math.min(a[0], b[0]);
  const y0 = Math.min(a[1], b[1]);
  const x1 = Math.max(a[2], b[2]);
  const y1 = Math.max(a[3], b[3]);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function toSource(box: Box, region: PhotoFaceRegion, sourceWidth: number, sourceHeight: number): Rect {
  const kx = region.imageWidth > 0 ? sourceWidth / region.imageWidth : 1;
  const ky = region.imageHeight > 0 ? sourceHeight / region.imageHeight : 1;
  return { x: box[0] * kx, y: box[1] * ky, width: box[2] * kx, height: box[3] * ky };
}
