/**
 * Packed-pixel arithmetic. A pixel is one int32 (little-endian RGBA bytes: 0xAABBGGRR). Images are Int32Array views,
 * not Uint32Array: an opaque pixel is ≥ 2^31 as unsigned, which V8 would have to box as a double on every read. Masking with 0x00ff00ff
 * splits it into two 16-bit lanes (R,B and G,A), so one multiply blends two channels at once. Weights are 7-bit
 * (0..128): 255 × 128 per lane stays below 2^15, and a whole lane pair stays below 2^31, so V8 keeps it in int32.
 */

export const LANE = 0x00ff00ff;
export const WEIGHT_ONE = 128;

/** Blend two packed pixels: a × (128 − w) + b × w, w ∈ 0..128. */
export function mix(a: number, b: number, w: number): number {
  const iw = WEIGHT_ONE - w;
  const rb = (((a & LANE) * iw + (b & LANE) * w) >> 7) & LANE;
  const ga = ((((a >>> 8) & LANE) * iw + ((b >>> 8) & LANE) * w) >> 7) & LANE;
  return rb | (ga << 8);
}

/**
 * Bilinear sample at a fractional position, clamped to the image so that sampling beyond the edge repeats it
 * (never an empty pixel).
 */
export function sampleBilinear(src: Int32Array, width: number, height: number, x: number, y: number): number {
  const maxX = width - 1.0001;
  const maxY = height - 1.0001;
  if (x < 0) x = 0;
  else if (x > maxX) x = maxX;
  if (y < 0) y = 0;
  else if (y > maxY) y = maxY;
  const xi = x | 0;
  const yi = y | 0;
  const fx = ((x - xi) * WEIGHT_ONE + 0.5) | 0;
  const fy = ((y - yi) * WEIGHT_ONE + 0.5) | 0;
  const i = yi * width + xi;
  return mix(mix(src[i]!, src[i + 1]!, fx), mix(src[i + width]!, src[i + width + 1]!, fx), fy);
}

/** Scale the colour channels of a packed pixel by k/128 (k ≤ 128), keeping alpha. */
export function darken(p: number, k: number): number {
  const rb = (((p & LANE) * k) >> 7) & LANE;
  const g = ((((p >>> 8) & 0xff) * k) >> 7) & 0xff;
  return rb | (g << 8) | 0xff000000;
}

export function pack(r: number, g: number, b: number): number {
  return 0xff000000 | (clampByte(b) << 16) | (clampByte(g) << 8) | clampByte(r);
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
}
