/** Which frames of `b` each frame of `a` may pair with: [lo[i], hi[i]], both non-decreasing, each row touching the last. */
export interface DtwWindow {
  lo: Int32Array;
  hi: Int32Array;
}

/**
 * The path of a warping: for every frame of `a` it reaches, the first and last frame of `b` it is paired with. A
 * closed-end path reaches every frame of `a`; an open-end one may stop early (its arrays are then shorter than `a`).
 */
export interface DtwPath {
  first: Int32Array;
  last: Int32Array;
}

export interface DtwOptions {
  /**
   * Open end in `a`: the path must still start at (0, 0) and end at the last frame of `b`, but may end at any frame of
   * `a` — `b` matches a prefix of `a` (a recording of the first part of a script). The end is the row whose
   * accumulated cost per unit of path weight (i + j + 1 for the symmetric step pattern) is lowest.
   */
  openEnd?: boolean;
}

/** A Sakoe-Chiba band: `band` frames either side of the straight line from (0, 0) to (aFrames-1, bFrames-1). */
export function diagonalWindow(aFrames: number, bFrames: number, band: number): DtwWindow {
  const slope = aFrames > 1 ? (bFrames - 1) / (aFrames - 1) : 0;
  // A band narrower than the slope would leave rows unconnected.
  const half = Math.max(Math.ceil(slope) + 1, band);
  const lo = new Int32Array(aFrames);
  const hi = new Int32Array(aFrames);
  for (let i = 0; i < aFrames; i++) {
    const centre = Math.round(i * slope);
    lo[i] = Math.max(0, centre - half);
    hi[i] = Math.min(bFrames - 1, centre + half);
  }
  lo[0] = 0;
  hi[aFrames - 1] = bFrames - 1;
  return { lo, hi };
}

/**
 * A cone from (0, 0) for open-end warping, where the far corner is unknown: row i of `a` may pair with frames of `b`
 * between i × minSlope and i × maxSlope, widened by `band` frames either side (clipped to `b`). Rows that the cone
 * has left (past the end of `b`) keep the last frame of `b` only.
 */
export function coneWindow(aFrames: number, bFrames: number, minSlope: number, maxSlope: number, band: number): DtwWindow {
  const lo = new Int32Array(aFrames);
  const hi = new Int32Array(aFrames);
  for (let i = 0; i < aFrames; i++) {
    lo[i] = Math.min(bFrames - 1, Math.max(0, Math.floor(i * minSlope) - band));
    hi[i] = Math.min(bFrames - 1, Math.ceil(i * maxSlope) + band);
  }
  lo[0] = 0;
  hi[aFrames - 1] = bFrames - 1;
  return { lo, hi };
}

/**
 * The window around a path found on features averaged `factor` frames at a time, widened by `radius` frames: the
 * second, fine pass of a coarse-to-fine DTW only looks near where the coarse pass went.
 */
export function windowAroundPath(coarse: DtwPath, factor: number, radius: number, aFrames: number, bFrames: number): DtwWindow {
  if (coarse.first.length === 0) throw new RangeError('an empty coarse path');
  const lo = new Int32Array(aFrames);
  const hi = new Int32Array(aFrames);
  for (let i = 0; i < aFrames; i++) {
    const c = Math.min(coarse.first.length - 1, Math.floor(i / factor));
    lo[i] = Math.max(0, coarse.first[c]! * factor - radius);
    hi[i] = Math.min(bFrames - 1, (coarse.last[c]! + 1) * factor - 1 + radius);
  }
  lo[0] = 0;
  hi[aFrames - 1] = bFrames - 1;
  for (let i = 1; i < aFrames; i++) {
    lo[i] = Math.max(lo[i]!, lo[i - 1]!);
    hi[i] = Math.max(hi[i]!, hi[i - 1]!);
  }
  for (let i = aFrames - 2; i >= 0; i--) lo[i] = Math.min(lo[i]!, lo[i + 1]!);
  return { lo, hi };
}

/**
 * Dynamic time warping of feature sequence `a` (frames × dims, row-major) onto `b` inside `window`, with the symmetric
 * step pattern (a diagonal step costs the local distance twice, so the path is not pulled towards diagonals).
 * Two rows of accumulated cost are kept; back-pointers take one byte per window cell, so memory is the window's size.
 */
export function dtw(a: Float32Array, b: Float32Array, dims: number, window: DtwWindow, options: DtwOptions = {}): DtwPath {
  const { lo, hi } = window;
  const aFrames = lo.length;
  if (aFrames === 0 || b.length === 0) throw new RangeError('dtw needs two non-empty sequences');
  const bLast = b.length / dims - 1;
  if (hi[aFrames - 1] !== bLast) throw new RangeError('dtw window does not reach the end of b');
  // Open end: the best end so far, by cost per unit of path weight.
  let endRow = aFrames - 1;
  let endScore = Infinity;
  const rowStart = new Float64Array(aFrames + 1);
  let widest = 0;
  for (let i = 0; i < aFrames; i++) {
    const width = hi[i]! - lo[i]! + 1;
    if (width <= 0 || (i > 0 && lo[i]! > hi[i - 1]! + 1)) throw new RangeError(`dtw window broken at row ${i}`);
    rowStart[i + 1] = rowStart[i]! + width;
    widest = Math.max(widest, width);
  }
  // 0 = diagonal, 1 = from the row above (a advances), 2 = from the left (b advances)
  const steps = new Uint8Array(rowStart[aFrames]!);
  let previous = new Float64Array(widest).fill(Infinity);
  let current = new Float64Array(widest);
  for (let i = 0; i < aFrames; i++) {
    current.fill(Infinity);
    const rowLo = lo[i]!;
    const previousLo = i > 0 ? lo[i - 1]! : 0;
    const previousHi = i > 0 ? hi[i - 1]! : -1;
    const base = rowStart[i]!;
    for (let j = rowLo; j <= hi[i]!; j++) {
      let d = 0;
      for (let k = 0, ai = i * dims, bj = j * dims; k < dims; k++) {
        const diff = a[ai + k]! - b[bj + k]!;
        d += diff * diff;
      }
      d = Math.sqrt(d);
      if (i === 0 && j === 0) {
        current[0] = d;
        continue;
      }
      let best = Infinity;
      let step = 0;
      if (j - 1 >= previousLo && j - 1 <= previousHi) best = previous[j - 1 - previousLo]! + 2 * d;
      if (j >= previousLo && j <= previousHi) {
        const up = previous[j - previousLo]! + d;
        if (up < best) {
          best = up;
          step = 1;
        }
      }
      if (j > rowLo) {
        const left = current[j - 1 - rowLo]! + d;
        if (left < best) {
          best = left;
          step = 2;
        }
      }
      current[j - rowLo] = best;
      steps[base + j - rowLo] = step;
    }
    if (options.openEnd && hi[i] === bLast) {
      const score = current[bLast - rowLo]! / (i + bLast + 1);
      if (score < endScore) {
        endScore = score;
        endRow = i;
      }
    }
    [previous, current] = [current, previous];
  }

  // Walking back, j only falls: the first j met on a row is its last pairing, the final one its first.
  const first = new Int32Array(endRow + 1);
  const last = new Int32Array(endRow + 1);
  for (let i = endRow, j = bLast, row = -1; ;) {
    if (i !== row) {
      last[i] = j;
      row = i;
    }
    first[i] = j;
    if (i === 0 && j === 0) break;
    const step = steps[rowStart[i]! + j - lo[i]!];
    if (i === 0 || step === 2) j--;
    else if (step === 1 || j === 0) i--;
    else {
      i--;
      j--;
    }
  }
  return { first, last };
}

/** Averages every `factor` consecutive frames (the last group may be shorter). */
export function downsample(data: Float32Array, frames: number, dims: number, factor: number): { data: Float32Array; frames: number } {
  const count = Math.ceil(frames / factor);
  const out = new Float32Array(count * dims);
  for (let c = 0; c < count; c++) {
    const from = c * factor;
    const to = Math.min(frames, from + factor);
    for (let f = from; f < to; f++) for (let k = 0; k < dims; k++) out[c * dims + k]! += data[f * dims + k]! / (to - from);
  }
  return { data: out, frames: count };
}
