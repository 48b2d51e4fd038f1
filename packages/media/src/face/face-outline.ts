import type { FaceLandmarks } from './face-landmarks.ts';

/** MediaPipe FaceMesh silhouette (FACEMESH_FACE_OVAL) as one closed loop: forehead (10) → image right → chin (152) → back. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21,
  54, 103, 67, 109,
] as const;

export const MESH_FOREHEAD = 10;
export const MESH_CHIN = 152;
export const MESH_NOSE_TIP = 1;

export type Point = [number, number];

export interface OutlineOptions {
  /** Outward growth at the sides, as a fraction of the centre-to-silhouette distance (ears, cheeks). */
  side?: number;
  /** Growth straight up along the face's own axis: FaceMesh stops at the upper forehead, hair goes well beyond. */
  top?: number;
  /** Growth straight down (chin and a little neck). */
  chin?: number;
}

export const DEFAULT_OUTLINE: Required<OutlineOptions> = { side: 0.14, top: 0.62, chin: 0.1 };

/**
 * The face silhouette pushed outward from the face centre, more upward than sideways, measured along the face's
 * own up axis (chin → forehead) so a tilted head grows its hair on the right side. Image pixels, closed loop.
 */
export function expandedFaceOutline(face: FaceLandmarks, options: OutlineOptions = {}): Point[] {
  const { side, top, chin } = { ...DEFAULT_OUTLINE, ...options };
  const oval = FACE_OVAL.map((i) => meshPoint(face, i));
  const cx = oval.reduce((s, p) => s + p[0], 0) / oval.length;
  const cy = oval.reduce((s, p) => s + p[1], 0) / oval.length;
  const up = faceUp(face);
  return oval.map(([x, y]): Point => {
    const dx = x - cx;
    const dy = y - cy;
    const length = Math.hypot(dx, dy) || 1;
    const along = (dx * up[0] + dy * up[1]) / length; // +1 straight up, -1 straight down
    // Squared so the extra growth fades smoothly towards the sides instead of making corners at the temples.
    const extra = along > 0 ? (top - side) * along * along : (chin - side) * along * along;
    const k = 1 + side + extra;
    return [cx + dx * k, cy + dy * k];
  });
}

/** Unit vector from chin to forehead, in image pixels (y grows downwards, so an upright face gives ~[0, -1]). */
export function faceUp(face: FaceLandmarks): Point {
  const [fx, fy] = meshPoint(face, MESH_FOREHEAD);
  const [bx, by] = meshPoint(face, MESH_CHIN);
  const length = Math.hypot(fx - bx, fy - by) || 1;
  return [(fx - bx) / length, (fy - by) / length];
}

/** Roll of the face in the image plane, from the mesh itself: 0 upright, positive = turned clockwise on screen. */
export function faceRollFromMesh(face: FaceLandmarks): number {
  const [ux, uy] = faceUp(face);
  return Math.atan2(ux, -uy);
}

export function meshPoint(face: FaceLandmarks, index: number): Point {
  const p = face.mesh[index];
  if (!p) throw new RangeError(`the face has no mesh point ${index} (${face.mesh.length} points)`);
  return [p[0], p[1]];
}

export function boundsOf(points: readonly Point[]): { x: number; y: number; width: number; height: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Traces a closed, smooth path through the midpoints of the polygon (quadratic curves, control at each vertex). */
export function traceSmoothLoop(
  ctx: { moveTo(x: number, y: number): void; quadraticCurveTo(cx: number, cy: number, x: number, y: number): void; closePath(): void },
  points: readonly Point[],
): void {
  const n = points.length;
  if (n < 3) return;
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(points[n - 1]!, points[0]!);
  ctx.moveTo(start[0], start[1]);
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    const m = mid(p, points[(i + 1) % n]!);
    ctx.quadraticCurveTo(p[0], p[1], m[0], m[1]);
  }
  ctx.closePath();
}
