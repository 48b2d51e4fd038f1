import type { Language } from '@reelcraft/contract';
import { contentCatalogs } from '@reelcraft/i18n';
import { openPdf } from './pdf-document.ts';
import { MARGIN } from './guidelines-layout.ts';
import { anatomy, cadence, checklist, cover, footers, hooks, onScreenText } from './guidelines-pages.ts';
export { fitFontSize } from './guidelines-layout.ts';
export { COVER_TITLE_WIDTH } from './guidelines-pages.ts';

/**
 * The Feed's reels guidelines (issue 10): a designed six-page A4 PDF in the reader's language, drawn by
 * code with pdfkit and the Montserrat TTFs the media package already ships (they cover Latin and Cyrillic). The texts
 * are `content.guidelines` in the i18n catalogs, which the web Feed shows as cards too.
 */

/** The Feed's reels guidelines as a designed PDF in the reader's language. */
export async function renderGuidelinesPdf(language: Language): Promise<Buffer> {
  const g = contentCatalogs[language].guidelines;
  const { doc, bytes: done } = openPdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang: language,
    displayTitle: true,
    info: { Title: `${g.title} · ${g.brand}`, Author: g.brand, Subject: g.subtitle, Creator: g.brand, Producer: g.brand },
  });

  const sections = [g.anatomy.title, g.hooks.title, g.text.title, g.cadence.title, g.checklist.title];
  cover(doc, g, sections);
  anatomy(doc, g);
  hooks(doc, g);
  onScreenText(doc, g);
  cadence(doc, g);
  checklist(doc, g);
  footers(doc, g);

  doc.end();
  return done;
}
