import type { FaceLandmarks } from '../face/face-landmarks.ts';

/** An RGBA image in memory (row-major, 4 bytes per pixel, no padding). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The mouth for one frame. */
export interface MouthPose {
  /** How far the lips part, 0 (closed) .. 1 (the widest opening we allow, ~0.35 × mouth width). */
  open: number;
  /** Lip width, -1 (puckered, "u") .. 0 (rest) .. 1 (spread, "i"). */
  width: number;
}

/** Everything that changes from frame to frame; the rest is fixed per photo. */
export interface AvatarFrameState {
  mouth: MouthPose;
  /** Eyelids, 0 open .. 1 closed. */
  blink: number;
  /** Idle head motion relative to the face centre: pixels (output scale), radians, and a zoom factor (1 = framing). */
  head: { dx: number; dy: number; roll: number; zoom: number };
}

/**
 * A photo prepared for animation: framing, face coordinates and displacement bases computed once.
 * `drawFrame` writes one output frame (RGBA, width × height × 4 bytes) into `target`.
 */
export interface TalkingPhoto {
  readonly width: number;
  readonly height: number;
  /** Where the face sits in the output frame at rest (for placing captions below the chin). */
  readonly faceBox: { x: number; y: number; width: number; height: number };
  drawFrame(state: AvatarFrameState, target: Uint8Array): void;
}

export interface TalkingPhotoOptions {
  /** Output frame size; 720×1280 by default. */
  width?: number;
  height?: number;
}

/** Builds a TalkingPhoto (implemented in ./talking-photo.ts). */
export type CreateTalkingPhoto = (photo: RgbaImage, face: FaceLandmarks, options?: TalkingPhotoOptions) => TalkingPhoto;
