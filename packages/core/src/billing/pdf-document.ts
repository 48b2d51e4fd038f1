import path from 'node:path';
import { fontFace } from '@reelcraft/media';
import PDFDocument from 'pdfkit';

/**
 * What every PDF we draw with pdfkit shares (the reels guidelines, receipts and refund documents): the Montserrat
 * TTFs the media package ships (Latin and Cyrillic) registered under these names, and the finished document's bytes.
 */
export const FONT = { regular: 'Montserrat', semibold: 'Montserrat SemiBold', bold: 'Montserrat Bold', extraBold: 'Montserrat ExtraBold' };

/** The npm font package's folder (media resolves it), and the weights we set text in. */
export function fontFiles(): Record<keyof typeof FONT, string> {
  const packageDir = path.dirname(path.dirname(fontFace('bold').file));
  const file = (dir: string, name: string) => path.join(packageDir, dir, `Montserrat_${name}.ttf`);
  return {
    regular: file('400Regular', '400Regular'),
    semibold: file('600SemiBold', '600SemiBold'),
    bold: file('700Bold', '700Bold'),
    extraBold: file('800ExtraBold', '800ExtraBold'),
  };
}

/** A new document with our fonts registered, and the promise of its bytes once `doc.end()` is called. */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const files = fontFiles();
  for (const key of Object.keys(FONT) as (keyof typeof FONT)[]) doc.registerFont(FONT[key], files[key]);
  return { doc, bytes };
}
