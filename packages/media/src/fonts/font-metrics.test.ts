import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assFontSizeForEm, readFontMetrics } from './font-metrics.ts';
import { fontFace } from './fonts.ts';

function fakeFont(): Uint8Array {
  const buf = new Uint8Array(12 + 2 * 16 + 54 + 96);
  const view = new DataView(buf.buffer);
  view.setUint16(4, 2);
  const head = 12 + 32;
  const os2 = head + 54;
  buf.set(
    [...'head'].map((c) => c.charCodeAt(0)),
    12,
  );
  view.setUint32(12 + 8, head);
  buf.set(
    [...'OS/2'].map((c) => c.charCodeAt(0)),
    28,
  );
  view.setUint32(28 + 8, os2);
  view.setUint16(head + 18, 2048);
  view.setUint16(os2, 4);
  view.setInt16(os2 + 70, -500);
  view.setUint16(os2 + 74, 1900);
  view.setUint16(os2 + 76, 600);
  view.setInt16(os2 + 88, 1400);
  return buf;
}

describe('readFontMetrics', () => {
  it('reads units per em, win metrics, cap height and descender', () => {
    expect(readFontMetrics(fakeFont())).toEqual({ unitsPerEm: 2048, winAscent: 1900, winDescent: 600, capHeight: 1400, descender: 500 });
  });

  it('knows the Montserrat we ship', () => {
    const metrics = readFontMetrics(readFileSync(fontFace('extraBold').file));
    expect(metrics.unitsPerEm).toBe(1000);
    expect(metrics.winAscent + metrics.winDescent).toBeGreaterThan(1000);
    // libass sizes by win height: an em of 100 px needs an ASS size of 100 × (asc + desc) / upm.
    expect(assFontSizeForEm(metrics, 100)).toBeCloseTo((100 * (metrics.winAscent + metrics.winDescent)) / 1000, 6);
  });

  it('refuses files without the tables', () => {
    expect(() => readFontMetrics(new Uint8Array(64))).toThrow();
  });
});
