import type { Receipt } from '@reelcraft/contract';
import { cardLabel, formatDate, formatMoney, translator, type Language } from '@reelcraft/i18n';
import { FONT, openPdf } from '../pdf-document.ts';
import { renewalTermsText } from './renewal-terms.ts';

/**
 * A receipt, or a refunded payment's refund document (a credit note), as a one-page A4 PDF in the reader's language:
 * pdfkit with the Montserrat TTFs the guidelines PDF uses (Latin and Cyrillic). Black on white, no backgrounds, so it
 * prints as it looks. The texts are `web.receipts.*`, the ones the web's print page shows.
 */

export type ReceiptDocument = 'receipt' | 'refund';
type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const COLOR = { accent: '#e8336d', ink: '#16131d', muted: '#5d5869', line: '#d9d6e0' };

/** The file name a download gets: reelcraft-receipt-RC-2026-000123.pdf / reelcraft-refund-RF-2026-000007.pdf. */
export function receiptFileName(receipt: Receipt, document: ReceiptDocument): string {
  return document === 'refund' && receipt.refund ? `reelcraft-refund-${receipt.refund.refund_number}.pdf` : `reelcraft-receipt-${receipt.receipt_number}.pdf`;
}

/** The receipt (or its refund document) as a PDF. A refund document of a payment that is not refunded is a caller bug. */
export async function renderReceiptPdf(receipt: Receipt, document: ReceiptDocument, language: Language): Promise<Buffer> {
  const refund = document === 'refund' ? receipt.refund : null;
  if (document === 'refund' && !refund) throw new Error('a refund document needs a refunded payment');
  const t = translator(language);
  const money = (cents: number) => formatMoney(cents, receipt.currency, language);
  const title = refund ? t('web.receipts.refund_doc_title', { number: refund.refund_number }) : t('web.receipts.doc_title', { number: receipt.receipt_number });

  const { doc, bytes: done } = openPdf({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: receipt.seller.name, Subject: receipt.description, Creator: receipt.seller.name, Producer: receipt.seller.name },
  });
  doc.addPage({ size: 'A4', margin: MARGIN });

  // Header: the seller on the left, the document's title, number and date on the right.
  doc.rect(0, 0, PAGE.width, 5).fill(COLOR.accent);
  let y = 48;
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(COLOR.ink)
    .text(receipt.seller.name, MARGIN, y, { width: WIDTH / 2 });
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
  if (receipt.seller.address) doc.text(receipt.seller.address, { width: WIDTH / 2, lineGap: 1 });
  if (receipt.seller.tax_id) doc.text(t('web.receipts.tax_id', { id: receipt.seller.tax_id }), { width: WIDTH / 2 });
  const sellerBottom = doc.y;
  doc
    .font(FONT.extraBold)
    .fontSize(20)
    .fillColor(COLOR.ink)
    .text(refund ? t('web.receipts.refund_title') : t('web.receipts.title'), MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
  doc
    .font(FONT.semibold)
    .fontSize(10)
    .fillColor(COLOR.muted)
    .text(refund ? refund.refund_number : receipt.receipt_number, { width: WIDTH / 2, align: 'right' });
  y = Math.max(sellerBottom, doc.y) + 24;

  // Who paid, and the document's facts as label/value rows.
  const rows: [string, string][] = [[t('web.receipts.buyer'), receipt.buyer.email]];
  if (refund) {
    rows.push([t('web.receipts.refund_number'), refund.refund_number]);
    rows.push([t('web.receipts.refund_date'), formatDate(refund.refunded_at, language)]);
    rows.push([t('web.receipts.original_receipt'), receipt.receipt_number]);
  } else {
    rows.push([t('web.receipts.number'), receipt.receipt_number]);
  }
  rows.push([t('web.receipts.date'), formatDate(receipt.paid_at, language)]);
  rows.push([t('web.receipts.item'), receipt.description]);
  if (receipt.period_start && receipt.period_end) {
    rows.push([
      t('web.receipts.period'),
      t('web.receipts.period_value', { from: formatDate(receipt.period_start, language), to: formatDate(receipt.period_end, language) }),
    ]);
  }
  rows.push([t('web.receipts.payment_method'), receipt.card_brand && receipt.card_last4 ? cardLabel(receipt.card_brand, receipt.card_last4) : '—']);
  y = labelRows(doc, rows, y);

  // The money: amount, the tax line (honest: nothing is added), the total.
  y += 14;
  rule(doc, y);
  y += 12;
  const taxText = receipt.seller.tax_note
    ? `${money(receipt.tax_cents)} — ${receipt.seller.tax_note}`
    : t('web.receipts.tax_not_charged', { amount: money(receipt.tax_cents) });
  y = labelRows(
    doc,
    [
      [t('web.receipts.amount'), money(receipt.amount_cents)],
      [t('web.receipts.tax'), taxText],
    ],
    y,
  );
  y += 6;
  rule(doc, y);
  y += 10;
  const totalLabel = refund ? t('web.receipts.total_refunded') : t('web.receipts.total');
  const totalValue = refund ? money(refund.amount_cents) : money(receipt.amount_cents);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOR.ink)
    .text(totalLabel, MARGIN, y, { width: WIDTH / 2 });
  doc.text(totalValue, MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
  y = doc.y + 20;

  // What happens next, or what this document is.
  const notes: string[] = [];
  if (refund) notes.push(t('web.receipts.refund_note', { receipt: receipt.receipt_number }));
  else if (receipt.refund)
    notes.push(t('web.receipts.refunded_note', { date: formatDate(receipt.refund.refunded_at, language), number: receipt.refund.refund_number }));
  if (!refund && receipt.renewal) {
    notes.push(
      `${t('web.receipts.renewal_title')}: ${renewalTermsText(language, {
        amountCents: receipt.renewal.amount_cents,
        firstAmountCents: receipt.renewal.first_amount_cents ?? null,
        currency: receipt.renewal.currency,
        periodWeeks: receipt.renewal.period_weeks,
        from: new Date(receipt.renewal.from),
      })}`,
    );
  }
  for (const note of notes) {
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink).text(note, MARGIN, y, { width: WIDTH, lineGap: 2 });
    y = doc.y + 8;
  }

  // Writing below the bottom margin would make pdfkit start a second page.
  doc.page.margins.bottom = 0;
  doc
    .font(FONT.semibold)
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(t('web.receipts.footer', { seller: receipt.seller.name }), MARGIN, PAGE.height - 40, { width: WIDTH, lineBreak: false });
  doc.end();
  return done;
}

/** Label on the left (muted), value on the right; returns the y below the last row. */
function labelRows(doc: Doc, rows: readonly [string, string][], top: number): number {
  const labelWidth = 150;
  let y = top;
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(label, MARGIN, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(FONT.semibold)
      .fontSize(10)
      .fillColor(COLOR.ink)
      .text(value, MARGIN + labelWidth, y, { width: WIDTH - labelWidth, align: 'right' });
    y = Math.max(labelBottom, doc.y) + 6;
  }
  return y;
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.line)
    .stroke();
}
