/**
 * Small numeric helpers for fitting smooth curves to landmark rows. FaceMesh points jitter by a pixel or two, so a
 * curve through every point would be wavy; a low-degree least-squares polynomial follows the row and ignores the noise.
 */

/** A polynomial in a normalised variable u = (x - centre) / scale, fitted over [min, max] and extended linearly beyond. */
export interface SmoothCurve {
  readonly min: number;
  readonly max: number;
  at(x: number): number;
}

/**
 * Least-squares polynomial fit y(x) of the given degree (weights optional). Outside the fitted x range the curve
 * continues along its end tangents, because polynomials extrapolate wildly.
 */
export function fitPolynomial(xs: readonly number[], ys: readonly number[], degree: number, weights?: readonly number[]): SmoothCurve {
  const n = xs.length;
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  const centre = (min + max) / 2;
  const scale = Math.max((max - min) / 2, 1e-6);
  const d = Math.min(degree, n - 1);
  const m = d + 1;
  // Normal equations (m ≤ 6, well conditioned on u ∈ [-1, 1]).
  const a = Array.from({ length: m }, () => new Float64Array(m + 1));
  for (let i = 0; i < n; i++) {
    const u = (xs[i]! - centre) / scale;
    const w = weights?.[i] ?? 1;
    const pw = new Float64Array(2 * m);
    pw[0] = 1;
    for (let k = 1; k < 2 * m; k++) pw[k] = pw[k - 1]! * u;
    for (let r = 0; r < m; r++) {
      const row = a[r]!;
      for (let c = 0; c < m; c++) row[c] = row[c]! + w * pw[r + c]!;
      row[m] = row[m]! + w * pw[r]! * ys[i]!;
    }
  }
  const coef = solve(a, m);
  const poly = (u: number): number => {
    let v = 0;
    for (let k = m - 1; k >= 0; k--) v = v * u + coef[k]!;
    return v;
  };
  const slope = (u: number): number => {
    let v = 0;
    for (let k = m - 1; k >= 1; k--) v = v * u + k * coef[k]!;
    return v / scale;
  };
  const yMin = poly(-1);
  const yMax = poly(1);
  const sMin = slope(-1);
  const sMax = slope(1);
  return {
    min,
    max,
    at(x: number): number {
      if (x < min) return yMin + (x - min) * sMin;
      if (x > max) return yMax + (x - max) * sMax;
      return poly((x - centre) / scale);
    },
  };
}

/** Gaussian elimination with partial pivoting on an augmented m × (m+1) matrix. */
function solve(a: Float64Array[], m: number): Float64Array {
  for (let col = 0; col < m; col++) {
    let pivot = col;
    for (let r = col + 1; r < m; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]!;
    const div = p[col]! || 1e-12;
    for (let r = 0; r < m; r++) {
      if (r === col) continue;
      const row = a[r]!;
      const f = row[col]! / div;
      if (f === 0) continue;
      for (let c = col; c <= m; c++) row[c] = row[c]! - f * p[c]!;
    }
  }
  const out = new Float64Array(m);
  for (let r = 0; r < m; r++) out[r] = a[r]![m]! / (a[r]![r]! || 1e-12);
  return out;
}

/** Hermite smoothstep on [0, 1]: continuous value and slope at both ends, so fields built from it do not crease. */
export function smoothstep(x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return x * x * (3 - 2 * x);
}

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
