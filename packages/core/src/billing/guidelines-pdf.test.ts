import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { contentCatalogs, LANGUAGES } from '@reelcraft/i18n';
import { fontFace } from '@reelcraft/media';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { COVER_TITLE_WIDTH, fitFontSize, renderGuidelinesPdf } from './guidelines-pdf.ts';
import { FONT, fontFiles } from './pdf-document.ts';

/** Every stream of the file, inflated when it is compressed (pdfkit deflates page contents and font data). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push(/FlateDecode/.test(match[1] ?? '') ? inflateSync(raw).toString('latin1') : raw.toString('latin1'));
    } catch {
      out.push('');
    }
  }
  return out;
}

/** All text of a catalog subtree. */
function texts(tree: unknown): string[] {
  return typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(texts);
}

describe('renderGuidelinesPdf', () => {
  it.each(LANGUAGES)('%s: a valid six-page PDF with embedded Montserrat and the text mapped back to Unicode', async (language) => {
    const pdf = await renderGuidelinesPdf(language);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    // Six pages (cover, anatomy, hooks, on-screen text, cadence and hashtags, checklist): an overflowing text would add one.
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(6);
    expect(raw).toContain(`/Lang (${language})`);
    // Four weights, each embedded as a TrueType subset.
    const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]?.split('+')[1]);
    expect(new Set(fonts)).toEqual(new Set(['Montserrat-Regular', 'Montserrat-SemiBold', 'Montserrat-Bold', 'Montserrat-ExtraBold']));
    expect(raw.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(4);
    expect(pdf.length).toBeGreaterThan(20_000);

    // The ToUnicode maps name every character of the title (so it is real text, selectable and searchable).
    const cmaps = streams(pdf)
      .filter((stream) => stream.includes('begincmap'))
      .join('\n');
    const title = contentCatalogs[language].guidelines.title.replace(/\s/g, '');
    for (const char of new Set(title)) {
      const hex = (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
      expect(cmaps.toLowerCase(), `${language}: "${char}" in a ToUnicode map`).toContain(`<${hex}>`);
    }
  });

  it('has a glyph in Montserrat for every character of every language (Cyrillic included), so nothing prints as a box', () => {
    const doc = new PDFDocument();
    const packageDir = path.dirname(path.dirname(fontFace('bold').file));
    const missing: string[] = [];
    for (const weight of ['400Regular', '600SemiBold', '700Bold', '800ExtraBold']) {
      doc.font(path.join(packageDir, weight, `Montserrat_${weight}.ttf`));
      // pdfkit's font wraps a fontkit font; ask it for each code point we set.
      const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
      for (const language of LANGUAGES) {
        for (const char of new Set(texts(contentCatalogs[language].guidelines).join(''))) {
          if (/\s/.test(char)) continue;
          if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.push(`${weight}/${language}: ${char}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('titles never break inside a word', () => {
  function docWithFonts(): PDFKit.PDFDocument {
    const doc = new PDFDocument({ autoFirstPage: false });
    const files = fontFiles();
    for (const key of Object.keys(FONT) as (keyof typeof FONT)[]) doc.registerFont(FONT[key], files[key]);
    return doc;
  }

  it.each(LANGUAGES)('%s: every word of the cover title fits its column at the size chosen', (language) => {
    const doc = docWithFonts();
    const title = contentCatalogs[language].guidelines.title;
    const size = fitFontSize(doc, FONT.extraBold, title, COVER_TITLE_WIDTH, 38, 24);
    doc.font(FONT.extraBold).fontSize(size);
    for (const word of title.split(/\s+/)) expect(doc.widthOfString(word), word).toBeLessThanOrEqual(COVER_TITLE_WIDTH);
  });

  it('shrinks the Russian cover title, whose longest word is wider than the column at 38 pt', () => {
    const doc = docWithFonts();
    const title = contentCatalogs.ru.guidelines.title;
    doc.font(FONT.extraBold).fontSize(38);
    expect(Math.max(...title.split(/\s+/).map((word) => doc.widthOfString(word)))).toBeGreaterThan(COVER_TITLE_WIDTH);
    expect(fitFontSize(doc, FONT.extraBold, title, COVER_TITLE_WIDTH, 38, 24)).toBeLessThan(38);
  });
});
