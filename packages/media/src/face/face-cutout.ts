import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import type { FaceLandmarks } from './face-landmarks.ts';
import { personMatte } from './face-matte.ts';
import { boundsOf, expandedFaceOutline, FACE_OVAL, faceUp, meshPoint, traceSmoothLoop, type OutlineOptions, type Point } from './face-outline.ts';

export interface FaceCutout {
  /** RGBA, non-premultiplied, row-major: the photo inside the outline, fading to transparent across the edge. */
  data: Buffer;
  width: number;
  height: number;
  /** Where the cutout's top-left corner lies in the photo (may be negative when the outline leaves the photo). */
  left: number;
  top: number;
  /** The expanded outline in cutout pixels; the alpha is 50 % on it. */
  outline: Point[];
  /** Gaussian sigma of the feather, in photo pixels. */
  feather: number;
  /** 'colour': the background between hair and outline was taken out by the colour matte; 'outline': the outline alone (too little background around the head to learn it from). */
  matte: 'colour' | 'outline';
}

export interface CutOutFaceOptions extends OutlineOptions {
  /** Feather sigma as a fraction of the face width (default 0.025: ~8 px on a 300-px face, soft but not mushy). */
  feather?: number;
  /** Take the background out between hair and outline by colour (default true). */
  colourMatte?: boolean;
}

/** The colour matte looks at the head region at most this many pixels large (a 224-px face is about this size). */
const MATTE_PIXELS = 60_000;

/** Width of the ring outside the outline the background's colours are learned from, as a fraction of the face width. */
const RING = 0.1;
/** The ring is used where the direction from the face centre is within ~100° of straight up (cos > −0.2): not below the ears. */
const RING_SECTOR = -0.2;

/**
 * Cuts the head out of the photo: the FaceMesh silhouette grown outward (hair, ears, chin) is the most the head
 * may be; inside it, a colour matte (face-matte.ts) keeps the face and hair and drops the background showing
 * between them and the outline; the edge is feathered. Parts of the outline outside the photo stay transparent.
 */
export async function cutOutFace(photo: Buffer, face: FaceLandmarks, options: CutOutFaceOptions = {}): Promise<FaceCutout> {
  const outlineInPhoto = expandedFaceOutline(face, options);
  const feather = Math.max(1, (options.feather ?? 0.025) * face.box[2]);
  // Room for the feather's tail (3 σ) and the background ring on every side, so the mask is ~0 at the cutout's border.
  const ringWidth = RING * face.box[2];
  const margin = Math.ceil(3 * feather + ringWidth + 2);
  const b = boundsOf(outlineInPhoto);
  const left = Math.floor(b.x) - margin;
  const top = Math.floor(b.y) - margin;
  const width = Math.ceil(b.x + b.width) + margin - left;
  const height = Math.ceil(b.y + b.height) + margin - top;
  const outline = outlineInPhoto.map(([x, y]): Point => [x - left, y - top]);

  const [pixels, outer] = await Promise.all([
    photoRegion(photo, face.imageWidth, face.imageHeight, left, top, width, height),
    featheredMask(outline, width, height, feather),
  ]);
  let mask: Uint8Array | Buffer = outer;
  let matte: FaceCutout['matte'] = 'outline';
  if (options.colourMatte !== false) {
    // The matte works on at most MATTE_PIXELS (a large face is looked at smaller: colours do not need the detail),
    // and its alpha is scaled back up; the outline's own feather keeps full resolution.
    const k = Math.min(1, Math.sqrt(MATTE_PIXELS / (width * height)));
    const [mw, mh] = [Math.max(8, Math.round(width * k)), Math.max(8, Math.round(height * k))];
    const at = ([x, y]: Point): Point => [((x - left) * mw) / width, ((y - top) * mh) / height];
    const small = (points: readonly Point[]) => points.map(([x, y]): Point => [(x * mw) / width, (y * mh) / height]);
    const [smallPixels, smallOuter] =
      k < 1
        ? await Promise.all([
            sharp(pixels, { raw: { width, height, channels: 4 } })
              .resize(mw, mh, { fit: 'fill' })
              .raw()
              .toBuffer(),
            featheredMask(small(outline), mw, mh, feather * k),
          ])
        : [pixels, outer];
    const oval = FACE_OVAL.map((i) => at(meshPoint(face, i)));
    const guides = matteGuides(small(outline), oval, faceUp(face), mw, mh, 3 * feather * k, ringWidth * k, smallOuter);
    const borderRgb = await photoBorder(photo);
    const person = personMatte({ pixels: smallPixels, width: mw, height: mh, outer: smallOuter, ...guides, faceWidth: face.box[2] * k, borderRgb });
    if (person) {
      // The colour cut is sharp at pixel scale: soften it like the outline's feather, a little less.
      const full = await sharp(Buffer.from(person), { raw: { width: mw, height: mh, channels: 1 } })
        .resize(width, height, { fit: 'fill' })
        .extractChannel(0)
        .raw()
        .toBuffer();
      const soft = await sharp(full, { raw: { width, height, channels: 1 } })
        .blur(Math.max(0.5, feather * 0.4))
        .extractChannel(0)
        .raw()
        .toBuffer();
      // Never past the outline's own feather.
      mask = Buffer.alloc(soft.length);
      for (let i = 0; i < soft.length; i++) mask[i] = Math.min(soft[i]!, outer[i]!);
      matte = 'colour';
    }
  }
  for (let i = 0, j = 3; i < mask.length; i++, j += 4) pixels[j] = Math.round((pixels[j]! * mask[i]!) / 255);
  return { data: pixels, width, height, left, top, outline, feather, matte };
}

/** The photo's pixels in a rectangle that may stick out of it; outside is transparent. RGBA. */
async function photoRegion(photo: Buffer, imageWidth: number, imageHeight: number, left: number, top: number, width: number, height: number): Promise<Buffer> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(imageWidth, left + width);
  const y1 = Math.min(imageHeight, top + height);
  if (x1 <= x0 || y1 <= y0) return Buffer.alloc(width * height * 4);
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .extend({ left: x0 - left, top: y0 - top, right: left + width - x1, bottom: top + height - y1, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 4)
    throw new Error(`unexpected cutout size ${info.width}x${info.height}x${info.channels}`);
  return data;
}

/** The filled outline blurred with a Gaussian of `sigma`: 255 well inside, 128 on the line, 0 well outside. */
async function featheredMask(outline: readonly Point[], width: number, height: number, sigma: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  traceSmoothLoop(ctx, outline);
  ctx.fill();
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4 + 3]!;
  // sharp's blur hands back three channels for a one-channel input; keep one.
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * The masks that steer the colour matte, in cutout pixels: the face oval drawn 8 % smaller (sure person), the part
 * of the outline above the face's centre line (where hair is), and a ring outside the outline from where its feather
 * ends to `ringWidth` beyond (the background).
 */
function matteGuides(
  outline: readonly Point[],
  oval: readonly Point[],
  up: Point,
  width: number,
  height: number,
  gap: number,
  ringWidth: number,
  outer: Uint8Array | Buffer,
): { sure: Uint8Array; hair: Uint8Array; ring: Uint8Array; reach: Float32Array } {
  const cx = oval.reduce((s, p) => s + p[0], 0) / oval.length;
  const cy = oval.reduce((s, p) => s + p[1], 0) / oval.length;
  const sure = fillMask(
    oval.map(([x, y]): Point => [cx + (x - cx) * 0.92, cy + (y - cy) * 0.92]),
    width,
    height,
  );
  const band = strokeMask(outline, width, height, 2 * (gap + ringWidth));
  const ring = new Uint8Array(width * height);
  const hair = new Uint8Array(width * height);
  const reach = new Float32Array(width * height);
  // Radius of the oval and of the outline by direction from the face centre (both are star-shaped around it).
  const bins = 180;
  const radiusTable = (points: readonly Point[]) => {
    const table = new Float32Array(bins);
    for (let b = 0; b < bins; b++) {
      const angle = (b / bins) * 2 * Math.PI - Math.PI;
      table[b] = rayRadius(points, cx, cy, angle);
    }
    return table;
  };
  const ovalR = radiusTable(oval);
  const outlineR = radiusTable(outline);
  for (let i = 0; i < ring.length; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const [dx, dy] = [x - cx, y - cy];
    const r = Math.hypot(dx, dy);
    const along = r > 0 ? (dx * up[0] + dy * up[1]) / r : 0;
    // Background is learned above and beside the head only: below the ears, hair and shoulders reach past the outline.
    if (band[i]! > 128 && outer[i]! < 3 && along > RING_SECTOR) ring[i] = 255;
    const bin = Math.min(bins - 1, Math.max(0, Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * bins)));
    const [r0, r1] = [ovalR[bin]!, outlineR[bin]!];
    reach[i] = r1 > r0 ? (r - r0) / (r1 - r0) : 1;
    // Above the line through the face's centre, across the face's own up axis.
    if (outer[i]! > 128 && sure[i]! < 128 && (x - cx) * up[0] + (y - cy) * up[1] > 0) hair[i] = 255;
  }
  return { sure, hair, ring, reach };
}

/** Distance from (cx, cy) to where a ray at `angle` leaves the closed polygon (its farthest crossing). */
function rayRadius(points: readonly Point[], cx: number, cy: number, angle: number): number {
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  let best = 0;
  for (let k = 0; k < points.length; k++) {
    const [ax, ay] = points[k]!;
    const [bx, by] = points[(k + 1) % points.length]!;
    const [ex, ey] = [bx - ax, by - ay];
    const det = ux * -ey - uy * -ex;
    if (Math.abs(det) < 1e-9) continue;
    const [wx, wy] = [ax - cx, ay - cy];
    const t = (wx * -ey - wy * -ex) / det;
    const s = (ux * wy - uy * wx) / det;
    if (t > 0 && s >= 0 && s <= 1) best = Math.max(best, t);
  }
  return best;
}

/**
 * Background colours from the photo's top edge, where a portrait shows the room (its sides often show long hair
 * and shoulders). RGB triples.
 */
async function photoBorder(photo: Buffer): Promise<Buffer> {
  const [w, h] = [48, 64];
  const { data } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const picks: number[] = [];
  for (let x = 0; x < w; x++) picks.push(x, w + x);
  const out = Buffer.alloc(picks.length * 3);
  picks.forEach((p, k) => data.copy(out, k * 3, p * 3, p * 3 + 3));
  return out;
}

function fillMask(points: readonly Point[], width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  traceSmoothLoop(ctx, points);
  ctx.fill();
  return alphaOf(ctx.getImageData(0, 0, width, height).data);
}

function strokeMask(points: readonly Point[], width: number, height: number, lineWidth: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  traceSmoothLoop(ctx, points);
  ctx.stroke();
  return alphaOf(ctx.getImageData(0, 0, width, height).data);
}

function alphaOf(rgba: Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + 3]!;
  return out;
}

/** Encodes a cutout as PNG (for looking at it, or for compositing with sharp). */
export function cutoutToPng(cutout: FaceCutout): Promise<Buffer> {
  return sharp(cutout.data, { raw: { width: cutout.width, height: cutout.height, channels: 4 } })
    .png()
    .toBuffer();
}
