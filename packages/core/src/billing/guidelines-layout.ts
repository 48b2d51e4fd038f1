import type { contentCatalogs } from '@reelcraft/i18n';
import { FONT } from './pdf-document.ts';

/** The guidelines PDF's page geometry, colours and drawing blocks (lists, headers, the phone outline). */

export type Guidelines = (typeof contentCatalogs)['en']['guidelines'];
export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

export const COLOR = {
  accent: '#e8336d',
  violet: '#7c4dff',
  teal: '#0e9f9a',
  amber: '#f08c00',
  ink: '#16131d',
  muted: '#5d5869',
  line: '#e4e2ea',
  soft: '#f6f5f9',
  white: '#ffffff',
};

// ── building blocks ──────────────────────────────────────────────────────────────────────────────────────────────

export function newPage(doc: Doc): void {
  doc.addPage({ size: 'A4', margin: MARGIN });
}

/** Brand line, section number and title, intro paragraph; returns the y below them. */
export function header(doc: Doc, g: Guidelines, number: number, title: string, intro: string): number {
  doc.rect(0, 0, PAGE.width, 6).fill(COLOR.accent);
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.accent).text(g.brand.toUpperCase(), MARGIN, 28, { characterSpacing: 2, lineBreak: false });
  doc.font(FONT.extraBold).fontSize(40).fillColor(COLOR.line).text(String(number).padStart(2, '0'), MARGIN, 44, { lineBreak: false });
  const titleSize = fitFontSize(doc, FONT.extraBold, title, CONTENT_WIDTH - 64, 24, 16);
  doc
    .font(FONT.extraBold)
    .fontSize(titleSize)
    .fillColor(COLOR.ink)
    .text(title, MARGIN + 64, 52, { width: CONTENT_WIDTH - 64 });
  const y = Math.max(doc.y, 92) + 10;
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.muted).text(intro, MARGIN, y, { width: CONTENT_WIDTH, lineGap: 3 });
  return doc.y + 18;
}

/**
 * The largest size (from `max` down to `min`) at which every word of `text` fits `width`: pdfkit breaks a word that
 * is wider than the line in the middle ("досм-атривают" on the Russian cover), which no reader should see.
 */
export function fitFontSize(doc: Doc, font: string, text: string, width: number, max: number, min: number): number {
  const words = text.split(/\s+/).filter(Boolean);
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    doc.fontSize(size);
    if (words.every((word) => doc.widthOfString(word) <= width)) return size;
  }
  return min;
}

export function paragraphHeight(doc: Doc, text: string, font: string, size: number, width: number, lineGap = 2): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(text, { width, lineGap });
}

/** A numbered or bulleted list of short lines; returns the y below it. */
export function list(doc: Doc, items: string[], y: number, options: { color: string; numbered?: boolean; x?: number; width?: number }): number {
  const x = options.x ?? MARGIN;
  const width = options.width ?? CONTENT_WIDTH;
  for (const [index, item] of items.entries()) {
    const height = paragraphHeight(doc, item, FONT.regular, 11, width - 30, 2);
    if (options.numbered) {
      doc.circle(x + 9, y + 7, 9).fill(options.color);
      doc
        .font(FONT.bold)
        .fontSize(9)
        .fillColor(COLOR.white)
        .text(String(index + 1), x, y + 2.5, { width: 18, align: 'center' });
    } else {
      doc.circle(x + 5, y + 7, 3.5).fill(options.color);
    }
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(COLOR.ink)
      .text(item, x + 30, y, { width: width - 30, lineGap: 2 });
    y += Math.max(height, 18) + 9;
  }
  return y;
}

/** A vertical 9:16 phone outline at (x, y) of the given width; returns its height. */
export function phone(doc: Doc, x: number, y: number, width: number, fill: string, stroke: string): number {
  const height = (width * 16) / 9;
  doc
    .roundedRect(x, y, width, height, width * 0.09)
    .lineWidth(3)
    .fillAndStroke(fill, stroke);
  return height;
}

// ── pages ────────────────────────────────────────────────────────────────────────────────────────────────────────
