import sharp from 'sharp';
import { imageDecodeSlots, MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import type { FaceLandmarks, FaceQuality } from './face-landmarks.ts';
import { judgeFaceQuality } from './face-quality.ts';
import { detectFacesRgb, type HumanFace } from './human-runtime.ts';
import { measureFaceSharpness } from './sharpness.ts';
import { ResidentWorker, type ResidentCallOptions } from '../worker/resident-worker.ts';
import type { FaceTasks } from '../worker/face-tasks.ts';

export interface FaceDetection {
  quality: FaceQuality;
  /** The largest face; set for 'ok', 'too_small' and 'blurred' (for 'several_faces' we do not guess which one). */
  face?: FaceLandmarks;
  /** Faces of comparable size to the largest one (tiny background faces are not counted). */
  faces: number;
  /** Sharpness of the largest face (variance of the Laplacian, see sharpness.ts); 0 without a face. */
  sharpness: number;
  /** Every face found, largest first, whatever the verdict (e.g. to keep text off all of them). */
  allFaces: FaceLandmarks[];
}

/**
 * Photos are shrunk to this long side before detection. BlazeFace looks at 256×256 and FaceMesh at a 192×192 crop
 * of each face anyway, so more pixels only cost decode and resize time; 1280 still leaves a 120-px face (our
 * minimum) at ≥ 75 px for a 2048-px photo, which the detector finds reliably.
 */
export const DETECTION_MAX_SIDE = 1280;

/**
 * The thread face detection runs in (decision 0041): loading the models (~0.2 s) and each inference (~0.1 s) are
 * synchronous WASM work that stalled the server's event loop. The models stay loaded while the thread lives.
 */
const faceThread = new ResidentWorker<FaceTasks>({
  tasksModule: new URL('../worker/face-tasks.ts', import.meta.url),
  exportName: 'faceTasks',
  label: 'face detection',
});

/**
 * Finds faces in a photo (our normalised JPEG: EXIF orientation already applied, so pixels are read as stored)
 * and says whether it can be animated. Points come back in pixels of `image`. Runs in the face-detection thread, one
 * photo at a time; aborting a running detection ends the thread (the next photo starts it again).
 */
export function detectFace(image: Buffer, options: ResidentCallOptions = {}): Promise<FaceDetection> {
  // Crossing threads copies a view's whole backing buffer (e.g. a pooled or request-sized one); send just the photo.
  const bytes = image.byteOffset === 0 && image.byteLength === image.buffer.byteLength ? image : new Uint8Array(image);
  return faceThread.run('detectFace', bytes, options);
}

/** Starts the face-detection thread and loads its models now (e.g. at worker start) so the first photo does not wait. */
export async function warmUpFaceDetector(options: ResidentCallOptions = {}): Promise<void> {
  await faceThread.run('loadModels', undefined, options);
}

/** Ends the face-detection thread now (tests; a shutdown). The next detection starts a new one. */
export function stopFaceDetector(): Promise<void> {
  return faceThread.close();
}

/** For tests: how many face-detection threads were started in this process. */
export function faceDetectorThreadsStarted(): number {
  return faceThread.started;
}

/** detectFace's work, in the calling thread: what the face-detection thread runs. */
export async function detectFaceInThread(image: Buffer): Promise<FaceDetection> {
  const source = sharp(image, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const meta = await source.metadata();
  const width = meta.width;
  const height = meta.height;
  if (!width || !height) throw new Error('the image has no dimensions');

  const { data, info } = await imageDecodeSlots.run(() =>
    source
      .clone()
      .resize({ width: DETECTION_MAX_SIDE, height: DETECTION_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const found = await detectFacesRgb(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height);
  const faces = found.map((face) => toLandmarks(face, width / info.width, height / info.height, width, height));

  const largest = faces.reduce<FaceLandmarks | undefined>((best, f) => (!best || f.box[2] > best.box[2] ? f : best), undefined);
  // Measured on the full-resolution photo: the downscaled copy would hide the blur we are looking for.
  const sharpness = largest ? await measureFaceSharpness(source, largest.box, width, height) : 0;
  const verdict = judgeFaceQuality({ faceWidths: faces.map((f) => f.box[2]), imageWidth: width, imageHeight: height, sharpness });
  const face = verdict.quality === 'ok' || verdict.quality === 'too_small' || verdict.quality === 'blurred' ? faces[verdict.main] : undefined;
  const allFaces = [...faces].sort((a, b) => b.box[2] - a.box[2]);
  return { quality: verdict.quality, face, faces: verdict.significant, sharpness, allFaces };
}

/** Human's result (pixels of the detection copy) → our stored shape (pixels of the input image). */
function toLandmarks(face: HumanFace, sx: number, sy: number, imageWidth: number, imageHeight: number): FaceLandmarks {
  // z is in the same units as x (MediaPipe convention), so it scales with x.
  const mesh = face.mesh.map(([px, py, pz]): [number, number, number] => [px * sx, py * sy, pz * sx]);
  const angle = face.rotation?.angle;
  return {
    imageWidth,
    imageHeight,
    // Without a full mesh (not seen with mesh enabled) fall back to the detector's padded box.
    box: mesh.length >= 468 ? meshBox(mesh) : [face.box[0] * sx, face.box[1] * sy, face.box[2] * sx, face.box[3] * sy],
    score: face.score,
    mesh,
    rotation: { roll: angle?.roll ?? 0, yaw: angle?.yaw ?? 0, pitch: angle?.pitch ?? 0 },
  };
}

/**
 * The face itself: bounds of the 468 mesh points (forehead to chin, cheek to cheek). Human's own box is the
 * detector's, padded ~1.5–1.75× around the face, which would make the size rules and the sharpness crop depend on
 * that padding.
 */
function meshBox(mesh: ReadonlyArray<readonly [number, number, number]>): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of mesh.slice(0, 468)) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX - minX, maxY - minY];
}
