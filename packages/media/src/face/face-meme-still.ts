import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { mulberry32 } from '../backgrounds/builtin-backgrounds.ts';
import type { Rect } from '../captions/layout.ts';
import { cutOutFace, type FaceCutout } from './face-cutout.ts';
import type { FaceLandmarks } from './face-landmarks.ts';
import { drawFaceMemeBackdrop, faceMemeStyles, type FaceMemeStyle } from './face-meme-backdrop.ts';
import { boundsOf, faceRollFromMesh, traceSmoothLoop, type Point } from './face-outline.ts';

/**
 * Where things go on the face-meme frame, as fractions of its height. The meme renderer burns the headline card in
 * at the top of REELS_SAFE_AREA (from 14 %; one or two lines end near 22 %) and the captions just above the bottom
 * 20 % (their band starts near 69 % at 720×1280), so the sticker keeps to the band between.
 */
export const FACE_MEME_ZONES = { headlineBottom: 0.22, subtitleTop: 0.7, sideMargin: 0.06 } as const;

/** The slow zoom renderMeme applies to image backgrounds (meme-args.ts: 1.00 → 1.08, centred). */
export const KEN_BURNS_ZOOM = 1.08;

export interface FaceMemeZones {
  /** The headline area is y < headlineBottom; keep it free. */
  headlineBottom: number;
  /** The subtitle area is y ≥ subtitleTop; keep it free. */
  subtitleTop: number;
  /** The sticker (outline and shadow included) stays inside this box. */
  sticker: Rect;
}

/**
 * The zones for a frame, with the sticker box shrunk towards the centre by `zoom`, so that after the video's
 * centred zoom the head has grown into the band but not past it.
 */
export function faceMemeZones(width: number, height: number, zoom = KEN_BURNS_ZOOM): FaceMemeZones {
  const headlineBottom = Math.round(height * FACE_MEME_ZONES.headlineBottom);
  const subtitleTop = Math.round(height * FACE_MEME_ZONES.subtitleTop);
  const [cx, cy] = [width / 2, height / 2];
  const top = Math.ceil(cy - (cy - headlineBottom) / zoom);
  const bottom = Math.floor(cy + (subtitleTop - cy) / zoom);
  const left = Math.ceil(cx - (cx - width * FACE_MEME_ZONES.sideMargin) / zoom);
  const right = Math.floor(cx + (width * (1 - FACE_MEME_ZONES.sideMargin) - cx) / zoom);
  return { headlineBottom, subtitleTop, sticker: { x: left, y: top, width: right - left, height: bottom - top } };
}

export interface FaceMemeStillOptions {
  /** The normalised photo the landmarks refer to. */
  photo: Buffer;
  face: FaceLandmarks;
  /** Same seed, same picture: it picks the style (seed mod 3), palette and tilt. */
  seed: number;
  width?: number;
  height?: number;
  /** Override the style the seed would pick. */
  style?: FaceMemeStyle;
  /** Zoom the video will apply later; the sticker is kept clear of the text areas even then. 1 for a static video. */
  zoomAllowance?: number;
}

export interface FaceMemeStill {
  jpeg: Buffer;
  style: FaceMemeStyle;
  zones: FaceMemeZones;
  /** Degrees the head is turned on screen relative to upright (the seeded tilt). */
  tiltDegrees: number;
  /** Bounding box of the white sticker shape in the still (shadow not included). */
  stickerBounds: Rect;
  /** Maps a point of the photo (e.g. a mesh point) to where it lands in the still. */
  toStill(point: Point): Point;
}

/** Composes the face-meme still: bold backdrop, the head cut out as a tilted sticker, text areas left free. JPEG. */
export async function composeFaceMemeStill(options: FaceMemeStillOptions): Promise<Buffer> {
  return (await buildFaceMemeStill(options)).jpeg;
}

/** Same as composeFaceMemeStill, plus where everything went (for tests and for placing effects later). */
export async function buildFaceMemeStill(options: FaceMemeStillOptions): Promise<FaceMemeStill> {
  const width = options.width ?? 720;
  const height = options.height ?? 1280;
  if (!(width >= 64 && height >= 64)) throw new RangeError(`still too small: ${width}x${height}`);
  const style = options.style ?? styleForSeed(options.seed);
  const zones = faceMemeZones(width, height, options.zoomAllowance ?? KEN_BURNS_ZOOM);

  const canvas = renderFaceMemeBackdrop({ seed: options.seed, width, height, style });
  const cutout = await cutOutFace(options.photo, options.face);
  const random = mulberry32(hash(options.seed, 'sticker'));
  const tiltDegrees = (random() < 0.5 ? -1 : 1) * (3 + random() * 5);
  const placement = placeSticker(cutout, faceRollFromMesh(options.face), tiltDegrees, zones.sticker, width);
  const silhouette = cutout.matte === 'colour' ? await stickerSilhouette(cutout, Math.max(1, placement.strokeHalf - cutout.feather)) : undefined;
  drawSticker(canvas, cutout, placement, silhouette);

  const jpeg = await canvas.encode('jpeg', 90);
  const toStill = ([x, y]: Point): Point => placement.apply(x - cutout.left, y - cutout.top);
  return { jpeg, style, zones, tiltDegrees, stickerBounds: placement.bounds, toStill };
}

/** The backdrop alone (what the still looks like without the sticker): same seed, same pixels. */
export function renderFaceMemeBackdrop(options: { seed: number; width: number; height: number; style?: FaceMemeStyle }): Canvas {
  const { width, height } = options;
  const zones = faceMemeZones(width, height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawFaceMemeBackdrop(ctx, width, height, {
    style: options.style ?? styleForSeed(options.seed),
    random: mulberry32(hash(options.seed, 'backdrop')),
    focus: { x: zones.sticker.x + zones.sticker.width / 2, y: zones.sticker.y + zones.sticker.height / 2 },
    subtitleTop: zones.subtitleTop,
  });
  return canvas;
}

export function styleForSeed(seed: number): FaceMemeStyle {
  return faceMemeStyles[Math.abs(Math.floor(seed)) % faceMemeStyles.length]!;
}

interface StickerPlacement {
  /** Cutout pixels → still pixels. */
  apply(x: number, y: number): Point;
  /** Canvas transform (a, b, c, d, e, f) of `apply`. */
  matrix: [number, number, number, number, number, number];
  /** Half the white outline's width, in cutout pixels (the stroke is drawn under the same transform). */
  strokeHalf: number;
  shadow: { blur: number; dx: number; dy: number };
  bounds: Rect;
}

/** Scale, turn and centre the head so the sticker (outline and shadow included) fits the box. */
function placeSticker(cutout: FaceCutout, roll: number, tiltDegrees: number, box: Rect, frameWidth: number): StickerPlacement {
  const angle = -roll + (tiltDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const b = boundsOf(cutout.outline);
  const [ox, oy] = [b.x + b.width / 2, b.y + b.height / 2];
  const turned = boundsOf(cutout.outline.map(([x, y]): Point => [cos * (x - ox) - sin * (y - oy), sin * (x - ox) + cos * (y - oy)]));

  // Output pixels: a white border ~2 % of the frame wide, plus the shadow's reach.
  const border = frameWidth * 0.018;
  const shadow = { blur: frameWidth * 0.03, dx: frameWidth * 0.01, dy: frameWidth * 0.014 };
  const shadowReach = shadow.blur + Math.max(shadow.dx, shadow.dy);
  // The face fades out over ~2 σ beyond the outline; the white must reach past that fade and still show `border`.
  const fade = 2 * cutout.feather;
  const availableW = box.width - 2 * (border + shadowReach);
  const availableH = box.height - 2 * (border + shadowReach);
  const scale = Math.min(availableW / (turned.width + 2 * fade), availableH / (turned.height + 2 * fade));
  if (!(scale > 0)) throw new RangeError('the frame is too small for the sticker');
  const strokeHalf = fade + border / scale;

  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  // still = C + R · s · (p − o)
  const a = scale * cos;
  const bb = scale * sin;
  const c = -scale * sin;
  const d = scale * cos;
  const e = cx - a * ox - c * oy;
  const f = cy - bb * ox - d * oy;
  const apply = (x: number, y: number): Point => [a * x + c * y + e, bb * x + d * y + f];
  const reachX = (turned.width / 2) * scale + strokeHalf * scale;
  const reachY = (turned.height / 2) * scale + strokeHalf * scale;
  return { apply, matrix: [a, bb, c, d, e, f], strokeHalf, shadow, bounds: { x: cx - reachX, y: cy - reachY, width: 2 * reachX, height: 2 * reachY } };
}

/**
 * The white sticker behind a colour-matted head: the head's own alpha grown by `grow` cutout pixels (a Gaussian of
 * grow / 1.9, cut near 3 %: where a straight edge's blur falls to 3 % lies 1.9 σ out), so the border follows the
 * hair instead of the outline polygon.
 */
async function stickerSilhouette(cutout: FaceCutout, grow: number): Promise<Canvas> {
  const { width, height } = cutout;
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = cutout.data[i * 4 + 3]!;
  const blurred = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.5, grow / 1.9))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let i = 0; i < blurred.length; i++) rgba[i * 4 + 3] = Math.max(0, Math.min(255, (blurred[i]! - 4) * 32));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(new ImageData(rgba, width, height), 0, 0);
  return canvas;
}

function drawSticker(canvas: Canvas, cutout: FaceCutout, placement: StickerPlacement, silhouette?: Canvas): void {
  const ctx = canvas.getContext('2d');
  const head = createCanvas(cutout.width, cutout.height);
  head
    .getContext('2d')
    .putImageData(new ImageData(new Uint8ClampedArray(cutout.data.buffer, cutout.data.byteOffset, cutout.data.length), cutout.width, cutout.height), 0, 0);

  ctx.save();
  ctx.setTransform(...placement.matrix);
  if (silhouette) {
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = placement.shadow.blur;
    ctx.shadowOffsetX = placement.shadow.dx;
    ctx.shadowOffsetY = placement.shadow.dy;
    ctx.drawImage(silhouette, 0, 0);
    ctx.shadowColor = 'rgba(0,0,0,0)';
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(head, 0, 0);
    ctx.restore();
    return;
  }
  ctx.beginPath();
  traceSmoothLoop(ctx, cutout.outline);
  // The ring first, with the shadow (shadows are in frame pixels, unaffected by the transform); then the inside
  // without one, so the shadow only shows outside the sticker.
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = placement.shadow.blur;
  ctx.shadowOffsetX = placement.shadow.dx;
  ctx.shadowOffsetY = placement.shadow.dy;
  ctx.lineWidth = 2 * placement.strokeHalf;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.shadowColor = 'rgba(0,0,0,0)';
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(head, 0, 0);
  ctx.restore();
}

function hash(seed: number, salt: string): number {
  let h = 2166136261 ^ Math.floor(seed);
  for (const ch of salt) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
