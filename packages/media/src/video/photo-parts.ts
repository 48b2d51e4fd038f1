import { framingMode, type PhotoFramingOptions, type PhotoMotion } from './ken-burns.ts';

export const PHOTO_MOTIONS: readonly PhotoMotion[] = ['zoom_in', 'pan_left', 'zoom_out', 'pan_right'];

/**
 * How part `part` of a photo scene is framed. Part 0 is the photo as planned; each later part (a long scene cut for
 * pacing) is a detail of the same photo: a closer framing around the subject that moves another way, or — for a
 * landscape photo shown over a blurred fill — one side of it covering the whole frame. Pure.
 */
export function photoPartFraming(
  part: number,
  photo: { width: number; height: number },
  frame: { width: number; height: number },
  planned: { motion?: PhotoMotion; focus?: { x: number; y: number } },
): Pick<PhotoFramingOptions, 'motion' | 'focus' | 'baseZoom' | 'mode'> {
  const focus = planned.focus ?? { x: 0.5, y: 0.42 };
  const motion = planned.motion ?? 'zoom_in';
  if (part <= 0) return { motion, focus };
  const next = PHOTO_MOTIONS[(PHOTO_MOTIONS.indexOf(motion) + 2 * part + 1) % PHOTO_MOTIONS.length]!;
  if (framingMode(photo.width, photo.height, frame.width, frame.height) === 'blurred-fill') {
    // A wide photo: cut to its left, then its right third, filling the frame.
    return { motion: next, mode: 'cover', focus: { x: part % 2 === 1 ? 0.3 : 0.7, y: focus.y } };
  }
  return { motion: next, baseZoom: part % 2 === 1 ? 1.35 : 1.2, focus: { x: focus.x, y: Math.min(0.8, focus.y + (part % 2 === 1 ? 0 : 0.12)) } };
}
