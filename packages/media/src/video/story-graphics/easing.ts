/** Easing curves and the counter's number formatting: pure, shared by the JS drawing and the ASS timing. */

export function clamp01(t: number): number {
  return Number.isFinite(t) ? Math.max(0, Math.min(1, t)) : 0;
}

export function easeOutCubic(t: number): number {
  const u = 1 - clamp01(t);
  return 1 - u * u * u;
}

export function easeInOutCubic(t: number): number {
  const x = clamp01(t);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Overshoots a little past 1 before settling: a pop. */
export function easeOutBack(t: number, overshoot = 1.70158): number {
  const x = clamp01(t) - 1;
  return 1 + (overshoot + 1) * x * x * x + overshoot * x * x;
}

/** Decimals a counter shows: those of its target value (at most 2), so it counts "0.0 … 4.5", not "0 … 4.5". */
export function counterDecimals(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = Math.abs(value).toFixed(2).replace(/0+$/, '');
  return Math.min(2, text.split('.')[1]?.length ?? 0);
}

/** The counter's value at progress 0..1: eased (fast start, slow landing), exactly `value` at 1. */
export function countedValue(value: number, progress: number): number {
  if (progress >= 1) return value;
  return value * easeOutCubic(progress);
}

/** The number as the story's language writes it (digit grouping, decimal mark), with the value's decimals. */
export function formatCount(value: number, decimals: number, language: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  } catch {
    format = new Intl.NumberFormat('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }
  return format.format(value);
}
