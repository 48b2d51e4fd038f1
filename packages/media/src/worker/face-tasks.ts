import { detectFaceInThread } from '../face/detect-face.ts';
import { loadFaceModels } from '../face/human-runtime.ts';

/**
 * What the face-detection thread runs (detect-face.ts starts it as a ResidentWorker): the face models load once in
 * that thread and stay loaded, so neither loading nor inference runs on the server's event loop.
 */
export const faceTasks = {
  /** The photo arrives as a plain Uint8Array (a Buffer loses its class crossing threads). */
  detectFace: (image: Uint8Array) => detectFaceInThread(Buffer.from(image.buffer, image.byteOffset, image.byteLength)),
  loadModels: (_: void) => loadFaceModels(),
} as const;

export type FaceTasks = typeof faceTasks;
