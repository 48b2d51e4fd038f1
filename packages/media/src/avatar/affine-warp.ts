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
 */
export function warpAffine(
  src: Int32Array,
  srcWidth: number,
  srcHeight: number,
  dst: Int32Array,
  dstWidth: number,
  dstHeight: number,
  m: InverseAffine,
): void {
  const maxU = ((srcWidth - 1) << 16) - 1;
  const maxV = ((srcHeight - 1) << 16) - 1;
  const du = Math.round(m.a * 65536);
  const dv = Math.round(m.d * 65536);
  let o = 0;
  for (let y = 0; y < dstHeight; y++) {
    let u = Math.round((m.b * y + m.c) * 65536);
    let v = Math.round((m.e * y + m.f) * 65536);
    for (let x = 0; x < dstWidth; x++) {
      const cu = u < 0 ? 0 : u > maxU ? maxU : u;
      const cv = v < 0 ? 0 : v > maxV ? maxV : v;
      u += du;
      v += dv;
      const i = (cv >> 16) * srcWidth + (cu >> 16);
      const fx = (cu >> 9) & 127;
      const fy = (cv >> 9) & 127;
      const ix = 128 - fx;
      const iy = 128 - fy;
      const p00 = src[i]!;
      const p01 = src[i + 1]!;
      const p10 = src[i + srcWidth]!;
      const p11 = src[i + srcWidth + 1]!;
      const rbTop = (((p00 & LANE) * ix + (p01 & LANE) * fx) >> 7) & LANE;
      const rbBot = (((p10 & LANE) * ix + (p11 & LANE) * fx) >> 7) & LANE;
      const gaTop = ((((p00 >>> 8) & LANE) * ix + ((p01 >>> 8) & LANE) * fx) >> 7) & LANE;
      const gaBot = ((((p10 >>> 8) & LANE) * ix + ((p11 >>> 8) & LANE) * fx) >> 7) & LANE;
      const rb = ((rbTop * iy + rbBot * fy) >> 7) & LANE;
      const ga = ((gaTop * iy + gaBot * fy) >> 7) & LANE;
      dst[o++] = rb | (ga << 8);
    }
  }
}
