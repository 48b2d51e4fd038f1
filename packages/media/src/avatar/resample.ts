import type { RgbaImage } from './animator-api.ts';

/**
 * Resamples the photo once into the framed canvas (output resolution plus a margin), so every frame afterwards only
 * needs a cheap bilinear lookup close to 1:1. Separable Catmull-Rom: sharp when enlarging, and widened by 1/scale
 * when shrinking so large photos are filtered instead of aliased. Taps outside the photo are clamped to its edge, which
 * extends the border instead of leaving empty pixels.
 *
 * Canvas pixel (cx, cy) shows photo point ((cx − offsetX) / scale, (cy − offsetY) / scale).
 */
export function resampleToCanvas(photo: RgbaImage, scale: number, offsetX: number, offsetY: number, canvasWidth: number, canvasHeight: number): Int32Array {
  const cols = taps(canvasWidth, scale, offsetX);
  const rows = taps(canvasHeight, scale, offsetY);
  const pw = photo.width;
  const src = photo.data;

  // Horizontal pass only over the photo rows some output row needs.
  let rowLo = photo.height;
  let rowHi = -1;
  for (const t of rows) {
    rowLo = Math.min(rowLo, t.first);
    rowHi = Math.max(rowHi, t.first + t.weights.length - 1);
  }
  rowLo = Math.max(0, rowLo);
  rowHi = Math.min(photo.height - 1, rowHi);
  const span = rowHi - rowLo + 1;
  const mid = new Float32Array(span * canvasWidth * 4);
  for (let y = 0; y < span; y++) {
    const rowBase = (y + rowLo) * pw * 4;
    for (let x = 0; x < canvasWidth; x++) {
      const t = cols[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < t.weights.length; k++) {
        const sxi = Math.min(pw - 1, Math.max(0, t.first + k));
        const w = t.weights[k]!;
        const o = rowBase + sxi * 4;
        r += w * src[o]!;
        g += w * src[o + 1]!;
        b += w * src[o + 2]!;
      }
      const m = (y * canvasWidth + x) * 4;
      mid[m] = r;
      mid[m + 1] = g;
      mid[m + 2] = b;
    }
  }

  const out = new Int32Array(canvasWidth * canvasHeight);
  for (let y = 0; y < canvasHeight; y++) {
    const t = rows[y]!;
    for (let x = 0; x < canvasWidth; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < t.weights.length; k++) {
        const syi = Math.min(rowHi, Math.max(rowLo, t.first + k)) - rowLo;
        const w = t.weights[k]!;
        const m = (syi * canvasWidth + x) * 4;
        r += w * mid[m]!;
        g += w * mid[m + 1]!;
        b += w * mid[m + 2]!;
      }
      // Opaque output: the photo's own alpha is ignored, a video frame has none.
      out[y * canvasWidth + x] = 0xff000000 | (byte(b) << 16) | (byte(g) << 8) | byte(r);
    }
  }
  return out;
}

interface Taps {
  first: number;
  weights: Float32Array;
}

/** Filter taps per output pixel; taps beyond the photo are clamped to its edge by the caller. */
function taps(count: number, scale: number, offset: number): Taps[] {
  const widen = Math.max(1, 1 / scale);
  const radius = 2 * widen;
  const out: Taps[] = [];
  for (let i = 0; i < count; i++) {
    const centre = (i - offset) / scale;
    const first = Math.ceil(centre - radius);
    const last = Math.floor(centre + radius);
    const weights = new Float32Array(last - first + 1);
    let sum = 0;
    for (let k = first; k <= last; k++) {
      const w = catmullRom((k - centre) / widen);
      weights[k - first] = w;
      sum += w;
    }
    for (let k = 0; k < weights.length; k++) weights[k] = weights[k]! / sum;
    out.push({ first, weights });
  }
  return out;
}

function catmullRom(x: number): number {
  const a = Math.abs(x);
  if (a < 1) return 1.5 * a * a * a - 2.5 * a * a + 1;
  if (a < 2) return -0.5 * a * a * a + 2.5 * a * a - 4 * a + 2;
  return 0;
}

function byte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
}
