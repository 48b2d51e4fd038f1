import { inflateSync } from 'node:zlib';
import type { Receipt } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';

/** The ToUnicode maps of the PDF: which characters its text is made of (pdfkit deflates them). */
function unicodeMaps(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      const text = (/FlateDecode/.test(match[1] ?? '') ? inflateSync(data) : data).toString('latin1');
      if (text.includes('begincmap')) out.push(text.toLowerCase());
    } catch {
      // not a stream we read
    }
  }
  return out.join('\n');
}

function hasChars(maps: string, text: string): boolean {
  return [...new Set(text.replace(/\s/g, ''))].every((char) => maps.includes(`<${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}>`));
}

const RECEIPT: Receipt = {
  payment_id: '6c1f8d2e-1e8f-4f5b-8c2b-3d4e5f6a7b8c',
  receipt_number: 'RC-2026-000123',
  status: 'refunded',
  paid_at: '2026-12-02T10:00:00.000Z',
  seller: {
    name: 'Жёлтый Ёж Studio',
    address: 'ул. Пушкина, 10, Москва; 1 Long Street, Springfield, 12345, United States of America',
    tax_id: 'ИНН 7701234567',
    tax_note: null,
  },
  buyer: { email: 'maria.the.very.long.address@example.com' },
  description: 'Пробная неделя Reelcraft',
  period_start: '2026-12-02T10:00:00.000Z',
  period_end: '2026-12-09T10:00:00.000Z',
  amount_cents: 99,
  currency: 'usd',
  tax_cents: 0,
  card_brand: 'visa',
  card_last4: '4242',
  renewal: { amount_cents: 1999, currency: 'usd', period_weeks: 4, from: '2026-12-09T10:00:00.000Z' },
  refund: { refund_number: 'RF-2026-000007', refunded_at: '2026-12-03T10:00:00.000Z', amount_cents: 99 },
};

describe('renderReceiptPdf', () => {
  it.each(LANGUAGES.flatMap((language) => (['receipt', 'refund'] as const).map((document) => [language, document] as const)))(
    '%s %s: one A4 page with real (searchable) text, Cyrillic included, and the document named in its title',
    async (language, document) => {
      const pdf = await renderReceiptPdf(RECEIPT, document, language);
      const raw = pdf.toString('latin1');
      expect(raw.startsWith('%PDF-1.')).toBe(true);
      expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
      expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
      const maps = unicodeMaps(pdf);
      expect(hasChars(maps, 'Жёлтый Ёж ИНН RC-2026-000123 $19.99 4242'), 'seller, receipt number, card and renewal amount are text').toBe(true);
      if (document === 'refund') expect(hasChars(maps, 'RF-2026-000007')).toBe(true);
    },
  );

  it('names the file after the document', () => {
    expect(receiptFileName(RECEIPT, 'receipt')).toBe('reelcraft-receipt-RC-2026-000123.pdf');
    expect(receiptFileName(RECEIPT, 'refund')).toBe('reelcraft-refund-RF-2026-000007.pdf');
  });

  it('refuses a refund document for a payment that was not refunded', async () => {
    await expect(renderReceiptPdf({ ...RECEIPT, status: 'succeeded', refund: null }, 'refund', 'en')).rejects.toThrow(/refunded payment/);
  });
});
