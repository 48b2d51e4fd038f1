/**
 * What face detection stores once per photo and what the animator and the face meme read back.
 * Points are MediaPipe FaceMesh indices (468 mesh points, then 10 iris points: 468–472 right iris, 473–477 left),
 * in pixels of the normalised photo (the JPEG we store), x to the right, y down, z relative depth (same scale as x).
 */
export interface FaceLandmarks {
  /** Size of the image the points refer to. */
  imageWidth: number;
  imageHeight: number;
  /** Face box [x, y, width, height] in pixels. */
  box: [number, number, number, number];
  /** Detector confidence 0..1. */
  score: number;
  /** 478 points [x, y, z]. */
  mesh: Array<[number, number, number]>;
  /** Head rotation in radians as estimated by the mesh (roll, yaw, pitch); 0 = frontal. */
  rotation: { roll: number; yaw: number; pitch: number };
}

/** Why a photo cannot be animated. `ok` means exactly one clear, large enough face. */
export type FaceQuality = 'ok' | 'no_face' | 'several_faces' | 'too_small' | 'blurred';
