import type { ByteRange } from './storage.ts';

/**
 * Parses a single-range HTTP Range header against a file size (RFC 9110 §14.1.2).
 * Returns undefined for "send everything" (no header, or one we do not support such as multiple ranges),
 * and 'unsatisfiable' for a range outside the file (→ 416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (size === 0) return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
