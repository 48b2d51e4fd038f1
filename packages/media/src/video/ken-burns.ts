import sharp from 'sharp';
import type { RgbaImage } from '../avatar/animator-api.ts';
import { createColumnTables, fillColumnTables, pixels32, sampleRows, type ColumnTables } from './bilinear.ts';

export type PhotoMotion = 'zoom_in' | 'zoom_out' | 'pan_left' | 'pan_right';

/** Largest zoom of the Ken Burns move (1 = the photo just covers the frame): a slow zoom of ~1.00 → 1.06–1.15. */
export const MAX_ZOOM = 1.15;
/** How much of the photo a cover crop may cut away before we show it whole over a blurred fill (as memes do). */
const MAX_COVER_LOSS = 0.3;
/** Where a landscape photo's centre sits in blurred-fill mode: a little above the middle, clear of the captions. */
const FILL_CENTRE_Y = 0.44;

export interface PhotoFramingOptions {
  width: number;
  height: number;
  motion?: PhotoMotion;
  /** The subject, as fractions of the photo (0..1); kept in view. Default: centre, slightly high (faces). */
  focus?: { x: number; y: number };
  /** A closer framing: the whole move happens this much tighter (1.3 = a 30 % closer detail of the photo). */
  baseZoom?: number;
  /** Forces cover or blurred fill (default: as the meme decides; a detail of a landscape photo covers the frame). */
  mode?: 'cover' | 'blurred-fill';
}

/** Where the camera looks at progress p: the source window (prepared-image pixels) and, in fill mode, the screen rows. */
export interface FrameWindow {
  /** Source x of the window's left edge and source pixels per output pixel. */
  u0: number;
  du: number;
  v0: number;
  dv: number;
  /** Output rows covered by the photo (fractional edges; the whole frame in cover mode). */
  top: number;
  bottom: number;
}

/** A photo prepared once per scene: resized for the largest zoom, plus the blurred background when needed. */
export interface PreparedPhoto {
  mode: 'cover' | 'blurred-fill';
  width: number;
  height: number;
  motion: PhotoMotion;
  /** The photo at the size where MAX_ZOOM maps one source pixel to one output pixel. */
  source: { width: number; height: number; pixels: Uint32Array };
  /** Blurred, darkened, enlarged copy (width × height), only in blurred-fill mode. */
  background: Uint32Array | null;
  focus: { x: number; y: number };
}

/** Decides cover vs blurred fill exactly like the meme background preparation. */
export function framingMode(photoWidth: number, photoHeight: number, width: number, height: number): 'cover' | 'blurred-fill' {
  const sourceRatio = photoWidth / photoHeight;
  const targetRatio = width / height;
  const loss = sourceRatio > targetRatio ? 1 - targetRatio / sourceRatio : 1 - sourceRatio / targetRatio;
  return loss > MAX_COVER_LOSS ? 'blurred-fill' : 'cover';
}

/** Resizes (lanczos, via sharp) and blurs once, so each frame only samples. */
export async function preparePhoto(image: RgbaImage, options: PhotoFramingOptions): Promise<PreparedPhoto> {
  const { width, height } = options;
  if (image.width < 2 || image.height < 2) throw new RangeError('photo too small');
  const mode = options.mode ?? framingMode(image.width, image.height, width, height);
  const base = Math.max(1, Math.min(2, options.baseZoom ?? 1));
  const raw = { raw: { width: image.width, height: image.height, channels: 4 as const } };
  // Cover: scaled so the photo covers the frame at MAX_ZOOM. Fill: the photo spans the width at MAX_ZOOM.
  // A base zoom scales the prepared photo up: the camera window keeps its size in output pixels, so it shows less.
  const scale = (mode === 'cover' ? Math.max(width / image.width, height / image.height) * MAX_ZOOM : (width / image.width) * MAX_ZOOM) * base;
  const pw = Math.max(2, Math.round(image.width * scale));
  const ph = Math.max(2, Math.round(image.height * scale));
  const resized = await sharp(image.data, raw).resize(pw, ph, { fit: 'fill', kernel: 'lanczos3' }).ensureAlpha().raw().toBuffer();
  let background: Uint32Array | null = null;
  if (mode === 'blurred-fill') {
    // Blurring a small copy and enlarging it is ~20× cheaper than blurring at full size, and looks the same. The
    // copy has a margin that is cut off after blurring: libvips darkens a blur's borders.
    const [sw, sh, margin, sigma] = [Math.max(8, Math.round(width / 8)), Math.max(8, Math.round(height / 8)), 12, 4];
    const small = await sharp(image.data, raw)
      .resize(sw + 2 * margin, sh + 2 * margin, { fit: 'cover' })
      .blur(sigma)
      .modulate({ brightness: 0.55, saturation: 0.9 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const big = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels as 3 | 4 } })
      .extract({ left: margin, top: margin, width: sw, height: sh })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .ensureAlpha()
      .raw()
      .toBuffer();
    background = copy32(big);
  }
  return {
    mode,
    width,
    height,
    motion: options.motion ?? 'zoom_in',
    source: { width: pw, height: ph, pixels: copy32(resized) },
    background,
    focus: { x: clamp01(options.focus?.x ?? 0.5), y: clamp01(options.focus?.y ?? 0.42) },
  };
}

/** Zoom and horizontal pan position at progress p in 0..1 (linear: a constant, calm camera speed). */
export function cameraAt(motion: PhotoMotion, progress: number): { zoom: number; pan: number | null } {
  const p = clamp01(progress);
  switch (motion) {
    case 'zoom_in':
      return { zoom: 1 + (MAX_ZOOM - 1) * p, pan: null };
    case 'zoom_out':
      return { zoom: MAX_ZOOM - (MAX_ZOOM - 1) * p, pan: null };
    // Pans run at a fixed zoom that leaves horizontal room; "pan left" turns the camera left (the view's centre moves left).
    case 'pan_left':
      return { zoom: 1 + (MAX_ZOOM - 1) * 0.6, pan: 1 - p };
    case 'pan_right':
      return { zoom: 1 + (MAX_ZOOM - 1) * 0.6, pan: p };
  }
}

/** Pure geometry of one frame: which part of the prepared photo is shown where. */
export function frameWindow(
  photo: Pick<PreparedPhoto, 'mode' | 'width' | 'height' | 'motion' | 'focus'> & { source: { width: number; height: number } },
  progress: number,
): FrameWindow {
  const { width: W, height: H } = photo;
  const { width: pw, height: ph } = photo.source;
  const { zoom, pan } = cameraAt(photo.motion, progress);
  // Source pixels per output pixel: 1 at MAX_ZOOM, more when zoomed out.
  const step = MAX_ZOOM / zoom;
  const ww = W * step;
  const cx = pan === null ? clampCentre(photo.focus.x * pw, ww, pw) : ww / 2 + (pw - ww) * pan;
  const u0 = cx - ww / 2;
  if (photo.mode === 'cover') {
    const wh = H * step;
    const cy = clampCentre(photo.focus.y * ph, wh, ph);
    return { u0, du: step, v0: cy - wh / 2, dv: step, top: 0, bottom: H };
  }
  // Blurred fill: the whole height of the photo is visible, centred at FILL_CENTRE_Y.
  const screenHeight = ph / step;
  const top = H * FILL_CENTRE_Y - screenHeight / 2;
  return { u0, du: step, v0: -top * step, dv: step, top: Math.max(0, top), bottom: Math.min(H, top + screenHeight) };
}

/** Draws a prepared photo at `progress` into `target` (RGBA, width × height). Allocation-free per frame. */
export class PhotoDrawer {
  private readonly tables: ColumnTables;
  constructor(readonly photo: PreparedPhoto) {
    this.tables = createColumnTables(photo.width);
  }

  draw(progress: number, target: Uint32Array): void {
    const { photo, tables } = this;
    const { width: W, height: H, source } = photo;
    const win = frameWindow(photo, progress);
    fillColumnTables(tables, W, source.width, win.u0, win.du);
    if (photo.mode === 'cover' || !photo.background) {
      sampleRows(source.pixels, source.width, source.height, target, W, 0, H, win.v0, win.dv, tables);
      return;
    }
    target.set(photo.background);
    const first = Math.floor(win.top);
    const last = Math.ceil(win.bottom);
    sampleRows(source.pixels, source.width, source.height, target, W, first, last, win.v0, win.dv, tables, win.top, win.bottom);
  }
}

function copy32(bytes: Uint8Array): Uint32Array {
  // sharp's Buffers may come from a shared pool at an unaligned offset: copy into our own aligned storage.
  const out = new Uint8Array(bytes.byteLength);
  out.set(bytes);
  return pixels32(out);
}

function clampCentre(centre: number, span: number, size: number): number {
  if (span >= size) return size / 2;
  return Math.max(span / 2, Math.min(size - span / 2, centre));
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0;
}
