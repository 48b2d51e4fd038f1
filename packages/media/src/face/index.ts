// Face detection, face-quality rules and the face meme. Test fixtures are exported under `testing`-style names
// (sample*) because other packages' tests and the browser tests build their inputs with them.
export type { FaceLandmarks, FaceQuality } from './face-landmarks.ts';
export { detectFace, DETECTION_MAX_SIDE, stopFaceDetector, warmUpFaceDetector, type FaceDetection } from './detect-face.ts';
export { FACE_QUALITY_LIMITS, judgeFaceQuality, minFaceWidth, type FaceQualityInput, type FaceQualityVerdict } from './face-quality.ts';
export { measureFaceSharpness, laplacianVariance } from './sharpness.ts';

// Testing utilities (sharp only, no models).
export { sampleFacePhoto, sampleGroupPhoto, sampleNoFacePhoto, sampleFaceIds, SAMPLE_FACE_CROPS, type SamplePhotoNumber } from './sample-faces.ts';

// Face meme: the head as a sticker on a loud backdrop, rendered through the meme renderer.
export { cutOutFace, cutoutToPng, type FaceCutout, type CutOutFaceOptions } from './face-cutout.ts';
export { expandedFaceOutline, faceRollFromMesh, FACE_OVAL, type OutlineOptions } from './face-outline.ts';
export {
  composeFaceMemeStill,
  buildFaceMemeStill,
  renderFaceMemeBackdrop,
  faceMemeZones,
  styleForSeed,
  FACE_MEME_ZONES,
  KEN_BURNS_ZOOM,
  type FaceMemeStill,
  type FaceMemeStillOptions,
  type FaceMemeZones,
} from './face-meme-still.ts';
export { faceMemeStyles, type FaceMemeStyle } from './face-meme-backdrop.ts';
export { renderFaceMeme, type RenderFaceMemeOptions } from './render-face-meme.ts';
