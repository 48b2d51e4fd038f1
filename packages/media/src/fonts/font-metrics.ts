/**
 * The few TrueType metrics needed to make libass and canvas agree on sizes. libass (like VSFilter) treats an ASS
 * `Fontsize` as the font's usWinAscent + usWinDescent height, not its em size, so a glyph drawn at ASS size S has
 * an em of S * unitsPerEm / (winAscent + winDescent) pixels when PlayRes equals the video size.
 */
export interface FontMetrics {
  unitsPerEm: number;
  winAscent: number;
  winDescent: number;
  /** Height of capitals above the baseline, in units (OS/2 v2+; estimated as 0.7 em otherwise). */
  capHeight: number;
  /** Typographic descender as a positive number of units. */
  descender: number;
}

export function readFontMetrics(font: Uint8Array): FontMetrics {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, number>();
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(font[record]!, font[record + 1]!, font[record + 2]!, font[record + 3]!);
    tables.set(tag, view.getUint32(record + 8));
  }
  const head = tables.get('head');
  const os2 = tables.get('OS/2');
  if (head === undefined || os2 === undefined) throw new Error('not a TrueType/OpenType font with head and OS/2 tables');
  const unitsPerEm = view.getUint16(head + 18);
  const version = view.getUint16(os2);
  const descender = Math.abs(view.getInt16(os2 + 70));
  const winAscent = view.getUint16(os2 + 74);
  const winDescent = view.getUint16(os2 + 76);
  const capHeight = version >= 2 ? view.getInt16(os2 + 88) : Math.round(unitsPerEm * 0.7);
  return { unitsPerEm, winAscent, winDescent, capHeight, descender };
}

/** ASS `Fontsize` that renders glyphs with an em of `emPx` pixels. */
export function assFontSizeForEm(metrics: FontMetrics, emPx: number): number {
  return (emPx * (metrics.winAscent + metrics.winDescent)) / metrics.unitsPerEm;
}
