/** Two 8-bit channels in 16-bit lanes (see pixels.ts); a local constant so the hot loop never reads an import. */
const LANE = 0x00ff00ff;

/**
 * The inverse affine from an output pixel (x, y) to the canvas: u = a·x + b·y + c, v = d·x + e·y + f.
 */
export interface InverseAffine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * Whole-frame warp, the hot loop of every frame (≈ 0.9 M pixels at 720×1280). Coordinates step along a row in 16.16
 * fixed point (an affine map is linear along a row, so one add per pixel), positions are clamped to the canvas (edge
 * pixels repeat, nothing empty shows), and the bilinear blend works on two channels per multiply with 7-bit weights.
 *
 * The blend is done vertically first, per source column, and a column blended for one output pixel is reused by the
 * next one when it moves on by one column in the same row, which is the common case at a zoom near 1: two loads and
 * two lane blends per pixel instead of four and three. The reused column was blended with the previous pixel's
 * vertical fraction, which differs by |d| < 0.03 px under our small rolls: invisible.
 */
export function warpAffine(src: Int32Array, srcWidth: number, srcHeight: number, dst: Int32Array, dstWidth: number, dstHeight: number, m: InverseAffine): void {
  const maxU = ((srcWidth - 1) << 16) - 1;
  const maxV = ((srcHeight - 1) << 16) - 1;
  const du = Math.round(m.a * 65536);
  const dv = Math.round(m.d * 65536);
  let o = 0;
  for (let y = 0; y < dstHeight; y++) {
    let u = Math.round((m.b * y + m.c) * 65536);
    let v = Math.round((m.e * y + m.f) * 65536);
    let last = -2;
    let leftRb = 0;
    let leftGa = 0;
    let rightRb = 0;
    let rightGa = 0;
    for (let x = 0; x < dstWidth; x++) {
      const cu = u < 0 ? 0 : u > maxU ? maxU : u;
      const cv = v < 0 ? 0 : v > maxV ? maxV : v;
      u += du;
      v += dv;
      const i = (cv >> 16) * srcWidth + (cu >> 16);
      const fy = (cv >> 9) & 127;
      const iy = 128 - fy;
      if (i === last + 1) {
        leftRb = rightRb;
        leftGa = rightGa;
        const top = src[i + 1]!;
        const bottom = src[i + srcWidth + 1]!;
        rightRb = (((top & LANE) * iy + (bottom & LANE) * fy) >> 7) & LANE;
        rightGa = ((((top >> 8) & LANE) * iy + ((bottom >> 8) & LANE) * fy) >> 7) & LANE;
      } else if (i !== last) {
        const p00 = src[i]!;
        const p01 = src[i + 1]!;
        const p10 = src[i + srcWidth]!;
        const p11 = src[i + srcWidth + 1]!;
        leftRb = (((p00 & LANE) * iy + (p10 & LANE) * fy) >> 7) & LANE;
        leftGa = ((((p00 >> 8) & LANE) * iy + ((p10 >> 8) & LANE) * fy) >> 7) & LANE;
        rightRb = (((p01 & LANE) * iy + (p11 & LANE) * fy) >> 7) & LANE;
        rightGa = ((((p01 >> 8) & LANE) * iy + ((p11 >> 8) & LANE) * fy) >> 7) & LANE;
      }
      last = i;
      const fx = (cu >> 9) & 127;
      const ix = 128 - fx;
      dst[o++] = (((leftRb * ix + rightRb * fx) >> 7) & LANE) | ((((leftGa * ix + rightGa * fx) >> 7) & LANE) << 8);
    }
  }
}
