/**
 * Small pixel kernels for the scenes made by code, on RGBA frames viewed as Uint32 (little-endian: 0xAABBGGRR).
 * Coverage masks are 8-bit; blending works two channels at a time (R and B in one number, G in another) like
 * ../bilinear.ts. Every kernel clips to the frame, so shapes may drift partly off screen.
 */

const RB = 0x00ff00ff;
const G = 0x0000ff00;
const OPAQUE = 0xff000000;

/** An alpha mask with, per row, the first and last column that is not empty (so blending skips the empty parts). */
export interface Mask {
  width: number;
  height: number;
  alpha: Uint8Array;
  rowStart: Int32Array;
  rowEnd: Int32Array;
}

function withSpans(width: number, height: number, alpha: Uint8Array): Mask {
  const rowStart = new Int32Array(height);
  const rowEnd = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    let first = width;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (alpha[y * width + x]! > 0) {
        if (first === width) first = x;
        last = x;
      }
    }
    rowStart[y] = first;
    rowEnd[y] = last + 1;
  }
  return { width, height, alpha, rowStart, rowEnd };
}

/** Masks are read-only once made: the same few sizes serve every scene of every story (they take ~10–30 ms each). */
const maskCache = new Map<string, Mask>();
const MAX_CACHED_MASKS = 64;

function cachedMask(key: string, make: () => Mask): Mask {
  let mask = maskCache.get(key);
  if (!mask) {
    mask = make();
    if (maskCache.size >= MAX_CACHED_MASKS) maskCache.delete(maskCache.keys().next().value!);
    maskCache.set(key, mask);
  }
  return mask;
}

/**
 * A soft disc: opaque-ish centre fading to nothing at the rim (a glow, a blurred blob). Radii are rounded (large
 * ones to 16 px steps) so masks are shared; nobody sees a soft blob 8 px smaller.
 */
export function softDiscMask(radius: number, hardness = 0): Mask {
  const r = radius > 64 ? Math.round(radius / 16) * 16 : radius > 8 ? Math.round(radius) : Math.round(radius * 4) / 4;
  return cachedMask(`disc:${r}:${hardness}`, () => {
    const size = Math.max(2, Math.ceil(r * 2));
    const alpha = new Uint8Array(size * size);
    const c = size / 2;
    const soft = Math.max(0.02, 1 - hardness);
    for (let y = 0; y < size; y++) {
      const dy = y + 0.5 - c;
      for (let x = 0; x < size; x++) {
        const dx = x + 0.5 - c;
        const d = Math.sqrt(dx * dx + dy * dy) / r;
        if (d >= 1) continue;
        const edge = Math.min(1, (1 - d) / soft);
        alpha[y * size + x] = Math.round(255 * edge * edge * (3 - 2 * edge));
      }
    }
    return withSpans(size, size, alpha);
  });
}

/** An anti-aliased ring (or a filled disc with thickness ≥ radius). */
export function ringMask(radius: number, thickness: number): Mask {
  return cachedMask(`ring:${Math.round(radius)}:${Math.round(thickness * 4) / 4}`, () => makeRing(Math.round(radius), Math.round(thickness * 4) / 4));
}

function makeRing(radius: number, thickness: number): Mask {
  const size = Math.max(2, Math.ceil(radius * 2) + 2);
  const alpha = new Uint8Array(size * size);
  const c = size / 2;
  const inner = radius - thickness;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      const cover = Math.max(0, Math.min(1, radius - d + 0.5)) * Math.max(0, Math.min(1, d - inner + 0.5));
      alpha[y * size + x] = Math.round(255 * cover);
    }
  }
  return withSpans(size, size, alpha);
}

/** An anti-aliased rounded rectangle of a given size (corners with `radius`). */
export function roundedRectMask(width: number, height: number, radius: number): Mask {
  return cachedMask(`rect:${Math.round(width)}:${Math.round(height)}:${radius}`, () => makeRoundedRect(width, height, radius));
}

function makeRoundedRect(width: number, height: number, radius: number): Mask {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  const alpha = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const dx = Math.max(r - px, px - (w - r), 0);
      const dy = Math.max(r - py, py - (h - r), 0);
      const cover = dx > 0 && dy > 0 ? Math.max(0, Math.min(1, r - Math.hypot(dx, dy) + 0.5)) : 1;
      alpha[y * w + x] = Math.round(255 * cover);
    }
  }
  return withSpans(w, h, alpha);
}

/** Blends `colour` (0xAABBGGRR, alpha ignored) through `mask` placed with its top-left at (x0, y0), at `opacity` 0..1. */
export function blendMask(target: Uint32Array, width: number, height: number, mask: Mask, x0: number, y0: number, colour: number, opacity: number): void {
  const o = Math.round(Math.max(0, Math.min(1, opacity)) * 256);
  if (o === 0) return;
  const left = Math.round(x0);
  const top = Math.round(y0);
  const cRb = colour & RB;
  const cG = colour & G;
  const yFrom = Math.max(0, -top);
  const yTo = Math.min(mask.height, height - top);
  for (let my = yFrom; my < yTo; my++) {
    const xFrom = Math.max(mask.rowStart[my]!, -left);
    const xTo = Math.min(mask.rowEnd[my]!, width - left);
    if (xFrom >= xTo) continue;
    const mRow = my * mask.width;
    const tRow = (top + my) * width + left;
    for (let mx = xFrom; mx < xTo; mx++) {
      const a = (mask.alpha[mRow + mx]! * o) >>> 8;
      if (a === 0) continue;
      const k = 256 - a;
      const p = target[tRow + mx]!;
      target[tRow + mx] = OPAQUE | ((((p & RB) * k + cRb * a) >>> 8) & RB) | ((((p & G) * k + cG * a) >>> 8) & G);
    }
  }
}

/** Fills whole rows [y0, y1) with one colour each: `colourOfRow(y)`. The cheapest full-frame background there is. */
export function fillRows(target: Uint32Array, width: number, y0: number, y1: number, colourOfRow: (y: number) => number): void {
  for (let y = Math.max(0, y0); y < y1; y++) target.fill(colourOfRow(y), y * width, (y + 1) * width);
}

/** Fills the rectangle [x, x+w) × [y, y+h) with `colour` at `opacity`, clipped (sharp edges: for growing bars' bodies). */
export function blendRect(
  target: Uint32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: number,
  opacity: number,
): void {
  const o = Math.round(Math.max(0, Math.min(1, opacity)) * 256);
  const x0 = Math.max(0, Math.round(x));
  const x1 = Math.min(width, Math.round(x + w));
  const y0 = Math.max(0, Math.round(y));
  const y1 = Math.min(height, Math.round(y + h));
  if (o === 0 || x0 >= x1 || y0 >= y1) return;
  if (o >= 256) {
    for (let yy = y0; yy < y1; yy++) target.fill(colour | OPAQUE, yy * width + x0, yy * width + x1);
    return;
  }
  const k = 256 - o;
  const cRb = (colour & RB) * o;
  const cG = (colour & G) * o;
  for (let yy = y0; yy < y1; yy++) {
    for (let i = yy * width + x0, end = yy * width + x1; i < end; i++) {
      const p = target[i]!;
      target[i] = OPAQUE | ((((p & RB) * k + cRb) >>> 8) & RB) | ((((p & G) * k + cG) >>> 8) & G);
    }
  }
}

/**
 * Draws a straight-alpha RGBA picture (an emoji) scaled by `scale` with its centre at (cx, cy), bilinear, over the
 * frame. Allocation-free.
 */
export function blendImageScaled(
  target: Uint32Array,
  width: number,
  height: number,
  image: { width: number; height: number; data: Uint8Array },
  cx: number,
  cy: number,
  scale: number,
  opacity = 1,
): void {
  if (!(scale > 0.01)) return;
  const { width: iw, height: ih, data } = image;
  const dw = iw * scale;
  const dh = ih * scale;
  const x0 = Math.max(0, Math.floor(cx - dw / 2));
  const x1 = Math.min(width, Math.ceil(cx + dw / 2));
  const y0 = Math.max(0, Math.floor(cy - dh / 2));
  const y1 = Math.min(height, Math.ceil(cy + dh / 2));
  const inv = 1 / scale;
  const o = Math.max(0, Math.min(1, opacity));
  for (let y = y0; y < y1; y++) {
    const v = (y + 0.5 - (cy - dh / 2)) * inv - 0.5;
    if (v < -0.5 || v > ih - 0.5) continue;
    const j = Math.max(0, Math.min(ih - 2, Math.floor(v)));
    const fv = Math.max(0, Math.min(1, v - j));
    for (let x = x0; x < x1; x++) {
      const u = (x + 0.5 - (cx - dw / 2)) * inv - 0.5;
      if (u < -0.5 || u > iw - 0.5) continue;
      const i = Math.max(0, Math.min(iw - 2, Math.floor(u)));
      const fu = Math.max(0, Math.min(1, u - i));
      const p00 = (j * iw + i) * 4;
      const p01 = p00 + 4;
      const p10 = p00 + iw * 4;
      const p11 = p10 + 4;
      const w00 = (1 - fu) * (1 - fv);
      const w01 = fu * (1 - fv);
      const w10 = (1 - fu) * fv;
      const w11 = fu * fv;
      // Premultiply on the fly so transparent pixels' colours do not bleed into the edge.
      const a00 = data[p00 + 3]! * w00;
      const a01 = data[p01 + 3]! * w01;
      const a10 = data[p10 + 3]! * w10;
      const a11 = data[p11 + 3]! * w11;
      const a = a00 + a01 + a10 + a11;
      if (a < 0.5) continue;
      const r = data[p00]! * a00 + data[p01]! * a01 + data[p10]! * a10 + data[p11]! * a11;
      const g = data[p00 + 1]! * a00 + data[p01 + 1]! * a01 + data[p10 + 1]! * a10 + data[p11 + 1]! * a11;
      const b = data[p00 + 2]! * a00 + data[p01 + 2]! * a01 + data[p10 + 2]! * a10 + data[p11 + 2]! * a11;
      const alpha = (a / 255) * o;
      const k = 1 - alpha;
      const t = y * width + x;
      const under = target[t]!;
      const ur = under & 0xff;
      const ug = (under >>> 8) & 0xff;
      const ub = (under >>> 16) & 0xff;
      const nr = Math.round((r / 255) * o + ur * k);
      const ng = Math.round((g / 255) * o + ug * k);
      const nb = Math.round((b / 255) * o + ub * k);
      target[t] = (OPAQUE | (Math.min(255, nb) << 16) | (Math.min(255, ng) << 8) | Math.min(255, nr)) >>> 0;
    }
  }
}
