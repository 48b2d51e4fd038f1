/**
 * FFmpeg parses a filtergraph twice: first the graph (where `[ ] , ;` separate things), then each filter's
 * options (where `:` separates key=value pairs). A value such as a file path has to survive both, so it is
 * escaped for the option level first and the result again for the graph level. We never go through a shell.
 */
export function escapeFilterOptionValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** Formats seconds for FFmpeg options: plain decimal, at most millisecond precision, never exponent notation. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`invalid seconds: ${seconds}`);
  return (Math.round(seconds * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '') || '0';
}
