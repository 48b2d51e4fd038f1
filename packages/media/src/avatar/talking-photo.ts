import type { FaceLandmarks } from '../face/face-landmarks.ts';
import { warpAffine, type InverseAffine } from './affine-warp.ts';
import type { AvatarFrameState, CreateTalkingPhoto, RgbaImage, TalkingPhoto, TalkingPhotoOptions } from './animator-api.ts';
import { buildEyeField, type EyeField } from './eye-field.ts';
import { faceFrame } from './face-geometry.ts';
import { computeFraming, type Framing } from './framing.ts';
import { EYES } from './mesh-indices.ts';
import { buildMouthField, type MouthField } from './mouth-field.ts';
import { clamp } from './curve-fit.ts';
import { applyRegion } from './region-field.ts';
import { resampleToCanvas } from './resample.ts';

/**
 * The animator. Once per photo: frame it, resample it into a canvas at output resolution (plus a margin for head
 * motion) and precompute the mouth/jaw and eyelid fields. Per frame: warp the mouth and eye boxes from the pristine
 * canvas into a working copy, then one affine pass (head motion composed with the framing) from the working copy into
 * the target. No allocation per frame, one thread.
 */

/** Margin around the frame in the canvas, as a share of the output width: room for sway, roll and zoom < 1. */
const MARGIN = 0.06;

/** The animator plus what tests need to look inside it. */
export interface TalkingPhotoInternals extends TalkingPhoto {
  readonly framing: Framing;
  readonly canvasWidth: number;
  readonly canvasHeight: number;
  /** Canvas pixel = output pixel (at rest) + margin. */
  readonly margin: number;
  readonly canvas: Int32Array;
  readonly mouth: MouthField;
  readonly eyes: readonly EyeField[];
  /** The inverse map output → canvas for a head pose (written into `out`). */
  inverseHead(head: AvatarFrameState['head'], out: InverseAffine): InverseAffine;
}

export const createTalkingPhoto: CreateTalkingPhoto = (photo, face, options) => buildTalkingPhoto(photo, face, options);

export function buildTalkingPhoto(photo: RgbaImage, face: FaceLandmarks, options: TalkingPhotoOptions = {}): TalkingPhotoInternals {
  const width = Math.round(options.width ?? 720);
  const height = Math.round(options.height ?? 1280);
  if (!(width >= 16 && height >= 16)) throw new RangeError(`output size ${width}×${height} is too small`);
  if (photo.data.length < photo.width * photo.height * 4) throw new RangeError('photo data is shorter than width × height × 4');

  const framing = computeFraming(photo.width, photo.height, face, width, height);
  const margin = Math.ceil(MARGIN * width);
  const canvasWidth = width + 2 * margin;
  const canvasHeight = height + 2 * margin;
  const offX = framing.tx + margin;
  const offY = framing.ty + margin;
  const canvas = resampleToCanvas(photo, framing.scale, offX, offY, canvasWidth, canvasHeight);
  const work = canvas.slice();

  const frame = faceFrame(face, photo.width, photo.height, framing.scale, offX, offY);
  const mouth = buildMouthField(frame, canvas, canvasWidth, canvasHeight, Math.min(3, 0.7 * framing.scale), face.rotation?.yaw ?? 0);
  const eyes = EYES.map((eye) => buildEyeField(frame, eye, canvas, canvasWidth, canvasHeight));
  // One eye closing alone is a wink, and a lid drawn where no eye is smears the skin: blink only when both are found.
  const blinks = eyes.every((eye) => eye.found);

  const pivotX = framing.faceCentre.x;
  const pivotY = framing.faceCentre.y;
  const inverseHead = (head: AvatarFrameState['head'], out: InverseAffine): InverseAffine => {
    // Forward: out = P + zoom·R(roll)·(q − P) + d. Inverse: q = P + R(−roll)·(out − P − d) / zoom, canvas = q + margin.
    const zoom = head.zoom > 0.05 ? head.zoom : 0.05;
    const cos = Math.cos(head.roll) / zoom;
    const sin = Math.sin(head.roll) / zoom;
    const ox = -pivotX - head.dx;
    const oy = -pivotY - head.dy;
    out.a = cos;
    out.b = sin;
    out.c = cos * ox + sin * oy + pivotX + margin;
    out.d = -sin;
    out.e = cos;
    out.f = -sin * ox + cos * oy + pivotY + margin;
    return out;
  };

  const affine: InverseAffine = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
  const scratch = new Uint8Array(width * height * 4);
  const scratch32 = new Int32Array(scratch.buffer);
  // The working canvas starts as the photo: the mouth as the photo shows it (`restOpen`), lips at rest, eyes open.
  let lastOpen = mouth.restOpen;
  let lastWidth = 0;
  let lastBlink = 0;
  let targetBuffer: ArrayBufferLike | undefined;
  let targetOffset = -1;
  let target32: Int32Array | undefined;

  return {
    width,
    height,
    faceBox: { ...framing.faceBox },
    framing,
    canvasWidth,
    canvasHeight,
    margin,
    canvas,
    mouth,
    eyes,
    inverseHead,
    drawFrame(state: AvatarFrameState, target: Uint8Array): void {
      if (target.length < width * height * 4) throw new RangeError(`target needs ${width * height * 4} bytes, got ${target.length}`);
      // The working canvas keeps the last mouth and lids, so an unchanged pose (silence, open eyes) costs nothing.
      const open = clamp(state.mouth.open, 0, 1);
      const lipWidth = clamp(state.mouth.width, -1, 1);
      if (open !== lastOpen || lipWidth !== lastWidth) {
        mouth.compute(open, lipWidth);
        applyRegion(mouth.region, canvas, work, canvasWidth, canvasHeight);
        lastOpen = open;
        lastWidth = lipWidth;
      }
      const blink = blinks ? clamp(state.blink, 0, 1) : 0;
      if (blink !== lastBlink) {
        for (const eye of eyes) {
          eye.compute(blink);
          applyRegion(eye.region, canvas, work, canvasWidth, canvasHeight);
        }
        lastBlink = blink;
      }
      // Write straight into the caller's bytes when they are 4-byte aligned (a view is made once per buffer).
      if (target.byteOffset % 4 === 0) {
        if (target.buffer !== targetBuffer || target.byteOffset !== targetOffset) {
          targetBuffer = target.buffer;
          targetOffset = target.byteOffset;
          target32 = new Int32Array(target.buffer, target.byteOffset, width * height);
        }
        warpAffine(work, canvasWidth, canvasHeight, target32!, width, height, inverseHead(state.head, affine));
      } else {
        warpAffine(work, canvasWidth, canvasHeight, scratch32, width, height, inverseHead(state.head, affine));
        target.set(scratch);
      }
    },
  };
}
