/** Image measurements for the animator tests. */

export function pearson(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length);
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= n;
  mb /= n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb || 1);
}

/** Rec. 601 luma of pixel (x, y) of an RGBA frame. */
export function luma(rgba: Uint8Array, width: number, x: number, y: number): number {
  const o = (y * width + x) * 4;
  return 0.299 * rgba[o]! + 0.587 * rgba[o + 1]! + 0.114 * rgba[o + 2]!;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Largest per-channel difference at each pixel; returns how many pixels differ by more than `tolerance`. */
export function countDifferent(a: Uint8Array, b: Uint8Array, tolerance: number): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) > tolerance || Math.abs(a[i + 1]! - b[i + 1]!) > tolerance || Math.abs(a[i + 2]! - b[i + 2]!) > tolerance) count++;
  }
  return count;
}

/** Mean RGB over a box. */
export function meanColour(rgba: Uint8Array, width: number, box: Box): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const o = (y * width + x) * 4;
      sum[0]! += rgba[o]!;
      sum[1]! += rgba[o + 1]!;
      sum[2]! += rgba[o + 2]!;
      n++;
    }
  }
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

/** Bilinear luma at a fractional position. */
export function lumaAt(rgba: Uint8Array, width: number, height: number, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), width - 1.001);
  const cy = Math.min(Math.max(y, 0), height - 1.001);
  const xi = Math.floor(cx);
  const yi = Math.floor(cy);
  const fx = cx - xi;
  const fy = cy - yi;
  const top = luma(rgba, width, xi, yi) * (1 - fx) + luma(rgba, width, xi + 1, yi) * fx;
  const bottom = luma(rgba, width, xi, yi + 1) * (1 - fx) + luma(rgba, width, xi + 1, yi + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * Finds where a patch of `from` around (x, y) moved to in `to`: sum of squared luma differences over a ±search window
 * in 0.25-pixel steps (bilinear), refined by a parabola through the best step and its neighbours.
 */
export function trackPatch(
  from: Uint8Array,
  to: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  guessX: number,
  guessY: number,
  radius = 7,
  search = 2,
): { x: number; y: number } {
  const patch: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) patch.push(lumaAt(from, width, height, x + dx, y + dy));
  const cost = (cx: number, cy: number): number => {
    let s = 0;
    let i = 0;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const d = lumaAt(to, width, height, cx + dx, cy + dy) - patch[i++]!;
        s += d * d;
      }
    }
    return s;
  };
  let best = { x: guessX, y: guessY, c: Infinity };
  for (let sy = -search; sy <= search; sy += 0.25) {
    for (let sx = -search; sx <= search; sx += 0.25) {
      const c = cost(guessX + sx, guessY + sy);
      if (c < best.c) best = { x: guessX + sx, y: guessY + sy, c };
    }
  }
  const refine = (l: number, c: number, r: number): number => {
    const den = l - 2 * c + r;
    return den > 0 ? (0.25 * (l - r)) / (2 * den) : 0;
  };
  const step = 0.25;
  const ox = refine(cost(best.x - step, best.y), best.c, cost(best.x + step, best.y));
  const oy = refine(cost(best.x, best.y - step), best.c, cost(best.x, best.y + step));
  return { x: best.x + ox, y: best.y + oy };
}
