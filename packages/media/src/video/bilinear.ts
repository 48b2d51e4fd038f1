/**
 * Pixel kernels on RGBA frames viewed as Uint32 (one pixel per element). Channels are processed two at a time in
 * 16-bit lanes ("SWAR"): R and B in one number, G in another, so a bilinear tap costs two multiplies instead of
 * four. Weights are 8-bit fixed point (0..256): 1/256 px steps are far below what the eye sees as stepping.
 * Alpha is written as 255: every frame we send is opaque. Assumes a little-endian host (x86, ARM), where the
 * alpha byte of an RGBA pixel is the top byte of its Uint32.
 */

const RB = 0x00ff00ff;
const G = 0x0000ff00;
const OPAQUE = 0xff000000;

/** Reusable per-frame tables for a horizontal mapping (no per-frame allocation). */
export interface ColumnTables {
  index: Int32Array;
  frac: Uint16Array;
}

export function createColumnTables(width: number): ColumnTables {
  return { index: new Int32Array(width), frac: new Uint16Array(width) };
}

/**
 * Fills `tables` for output columns x = 0..width-1 sampling source column u(x) = u0 + (x + 0.5) · du − 0.5,
 * clamped to the image (so zooming never reveals empty pixels).
 */
export function fillColumnTables(tables: ColumnTables, width: number, sourceWidth: number, u0: number, du: number): void {
  const { index, frac } = tables;
  const max = sourceWidth - 1;
  for (let x = 0; x < width; x++) {
    let u = u0 + (x + 0.5) * du - 0.5;
    if (u < 0) u = 0;
    else if (u > max) u = max;
    let i = Math.floor(u);
    let f = Math.round((u - i) * 256);
    // Keep i + 1 inside the row: the last column is reached as (max − 1) with full weight on its right neighbour.
    if (i >= max) {
      i = max - 1;
      f = 256;
    }
    index[x] = i;
    frac[x] = f;
  }
}

/**
 * Bilinear resampling of `source` (sw × sh, Uint32 RGBA) into output rows [rowStart, rowEnd) of `target` (width
 * `width`), with v(y) = v0 + (y + 0.5) · dv − 0.5 and the columns from `tables`. A picture that does not fill the
 * frame spans output rows [coverTop, coverBottom) (fractional): rows cut by an edge are blended over what `target`
 * holds by the share they cover, so the edge glides instead of jumping whole rows.
 */
export function sampleRows(
  source: Uint32Array,
  sw: number,
  sh: number,
  target: Uint32Array,
  width: number,
  rowStart: number,
  rowEnd: number,
  v0: number,
  dv: number,
  tables: ColumnTables,
  coverTop = Number.NEGATIVE_INFINITY,
  coverBottom = Number.POSITIVE_INFINITY,
): void {
  const { index, frac } = tables;
  const maxV = sh - 1;
  for (let y = rowStart; y < rowEnd; y++) {
    let v = v0 + (y + 0.5) * dv - 0.5;
    if (v < 0) v = 0;
    else if (v > maxV) v = maxV;
    let j = Math.floor(v);
    let fv = Math.round((v - j) * 256);
    if (j >= maxV) {
      j = Math.max(0, maxV - 1);
      fv = sh > 1 ? 256 : 0;
    }
    const gv = 256 - fv;
    const rowA = j * sw;
    const rowB = (sh > 1 ? j + 1 : j) * sw;
    const out = y * width;
    const cover = Math.round(256 * Math.max(0, Math.min(1, Math.min(y + 1, coverBottom) - Math.max(y, coverTop))));
    if (cover <= 0) continue;
    for (let x = 0; x < width; x++) {
      const i = index[x]!;
      const fu = frac[x]!;
      const gu = 256 - fu;
      const a = source[rowA + i]!;
      const b = source[rowA + i + 1]!;
      const c = source[rowB + i]!;
      const d = source[rowB + i + 1]!;
      const topRb = (((a & RB) * gu + (b & RB) * fu) >>> 8) & RB;
      const topG = (((a & G) * gu + (b & G) * fu) >>> 8) & G;
      const botRb = (((c & RB) * gu + (d & RB) * fu) >>> 8) & RB;
      const botG = (((c & G) * gu + (d & G) * fu) >>> 8) & G;
      let rb = ((topRb * gv + botRb * fv) >>> 8) & RB;
      let g = ((topG * gv + botG * fv) >>> 8) & G;
      if (cover < 256) {
        const under = target[out + x]!;
        const keep = 256 - cover;
        rb = ((rb * cover + (under & RB) * keep) >>> 8) & RB;
        g = ((g * cover + (under & G) * keep) >>> 8) & G;
      }
      target[out + x] = OPAQUE | rb | g;
    }
  }
}

/** target = a · (1 − t) + b · t, per channel, for whole frames (t in 0..1). `target` may be `a` or `b`. */
export function blendFrames(a: Uint32Array, b: Uint32Array, t: number, target: Uint32Array): void {
  const w = Math.max(0, Math.min(256, Math.round(t * 256)));
  const k = 256 - w;
  const n = target.length;
  for (let i = 0; i < n; i++) {
    const p = a[i]!;
    const q = b[i]!;
    target[i] = OPAQUE | ((((p & RB) * k + (q & RB) * w) >>> 8) & RB) | ((((p & G) * k + (q & G) * w) >>> 8) & G);
  }
}

/** A Uint32 view of an RGBA byte buffer (which must be 4-byte aligned, as every buffer we allocate is). */
export function pixels32(bytes: Uint8Array): Uint32Array {
  if (bytes.byteOffset % 4 || bytes.byteLength % 4) throw new RangeError('RGBA buffer must be 4-byte aligned');
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}
