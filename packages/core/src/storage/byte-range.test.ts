import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it('handles the forms browsers send', () => {
    expect(parseByteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });
  it('says unsatisfiable for ranges outside the file and ignores what it does not support', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
  });
  it('never returns a range outside the file', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1e9 }), (header, size) => {
        const range = parseByteRange(`bytes=${header}`, size);
        if (range && range !== 'unsatisfiable') {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThan(size);
          expect(range.start).toBeLessThanOrEqual(range.end);
        }
      }),
    );
  });
});
