import * as pixels from './pixels.ts';

// Imported helpers used per pixel are re-bound to module constants: test runners (vitest) rewrite imports into
// getter calls on a module object, which made the hot loops ~30× slower there; a local constant is inlined as usual.
const mix = pixels.mix;
const sampleBilinear = pixels.sampleBilinear;

/**
 * A local warp over a box of the canvas. Each frame a field fills, for every pixel of its support, the canvas position
 * to sample (backward mapping) and an optional paint colour with its coverage (0..128) — the mouth interior, lid
 * shading. Pixels outside the support are never touched, so they stay equal to the photo.
 */
export interface RegionField {
  /** Box in canvas pixels. */
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  /** Per box row, the support as [start, end) columns (end ≤ start: nothing). */
  readonly spanStart: Int32Array;
  readonly spanEnd: Int32Array;
  /** Filled per frame, box-sized. */
  readonly srcX: Float32Array;
  readonly srcY: Float32Array;
  readonly paintAlpha: Uint8Array;
  readonly paintColour: Int32Array;
}

export function allocateRegion(x0: number, y0: number, width: number, height: number): RegionField {
  const n = width * height;
  return {
    x0,
    y0,
    width,
    height,
    spanStart: new Int32Array(height),
    spanEnd: new Int32Array(height),
    srcX: new Float32Array(n),
    srcY: new Float32Array(n),
    paintAlpha: new Uint8Array(n),
    paintColour: new Int32Array(n),
  };
}

/** Sets the support spans from a per-pixel mask (box-sized, non-zero = inside). */
export function setSupport(region: RegionField, mask: Uint8Array): void {
  for (let r = 0; r < region.height; r++) {
    let start = region.width;
    let end = 0;
    for (let c = 0; c < region.width; c++) {
      if (mask[r * region.width + c]) {
        if (c < start) start = c;
        end = c + 1;
      }
    }
    region.spanStart[r] = start;
    region.spanEnd[r] = end;
  }
}

/** Samples the pristine canvas through the field and writes the result into the working canvas. */
export function applyRegion(region: RegionField, src: Int32Array, work: Int32Array, canvasWidth: number, canvasHeight: number): void {
  const { width, srcX, srcY, paintAlpha, paintColour } = region;
  for (let r = 0; r < region.height; r++) {
    const end = region.spanEnd[r]!;
    const o = (region.y0 + r) * canvasWidth + region.x0;
    for (let c = region.spanStart[r]!, k = r * width + c; c < end; c++, k++) {
      let p = sampleBilinear(src, canvasWidth, canvasHeight, srcX[k]!, srcY[k]!);
      const a = paintAlpha[k]!;
      if (a !== 0) p = mix(p, paintColour[k]!, a);
      work[o + c] = p;
    }
  }
}
