import rangeParser from 'range-parser';
import type { ByteRange } from './storage.ts';

/**
 * Parses a single-range HTTP Range header against a file size (RFC 9110 §14.1.2), with `range-parser`.
 * Returns undefined for "send everything" (no header, a malformed one, or one we do not support such as multiple
 * ranges or another unit), and 'unsatisfiable' for a range outside the file (→ 416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const parsed = rangeParser(size, header.trim());
  if (parsed === -2) return undefined;
  if (parsed === -1) {
    // A suffix longer than a non-empty file means the whole file (RFC 9110); range-parser calls it unsatisfiable.
    const suffix = /^bytes=-(\d+)$/.exec(header.trim());
    return suffix && Number(suffix[1]) > 0 && size > 0 ? { start: 0, end: size - 1 } : 'unsatisfiable';
  }
  if (parsed.type !== 'bytes' || parsed.length !== 1) return undefined;
  const [range] = parsed;
  return range ? { start: range.start, end: range.end } : undefined;
}
