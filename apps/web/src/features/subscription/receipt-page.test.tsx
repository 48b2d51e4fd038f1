import type { Payment, Receipt } from '@reelcraft/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { HistorySection } from './history-section.tsx';
import { ReceiptPage } from './receipt-page.tsx';

const PAYMENT_ID = '6c1f8d2e-1e8f-4f5b-8c2b-3d4e5f6a7b8c';

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    payment_id: PAYMENT_ID,
    receipt_number: 'RC-2026-000123',
    status: 'succeeded',
    paid_at: '2026-12-02T10:00:00.000Z',
    seller: { name: 'Reelcraft Test Seller LLC', address: '1 Receipt Road, Springfield', tax_id: 'US-99-1234567', tax_note: null },
    buyer: { email: 'maria@example.com' },
    description: 'Reelcraft subscription, 1 week',
    period_start: '2026-12-02T10:00:00.000Z',
    period_end: '2026-12-09T10:00:00.000Z',
    amount_cents: 99,
    currency: 'usd',
    tax_cents: 0,
    card_brand: 'visa',
    card_last4: '4242',
    renewal: { amount_cents: 1999, currency: 'usd', period_weeks: 4, from: '2026-12-09T10:00:00.000Z' },
    refund: null,
    ...overrides,
  };
}

/** Intl's no-break spaces ("19,99 $") read as plain spaces. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

beforeEach(() => setLocale('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the receipt page (issue 31)', () => {
  it('shows seller, buyer, period, amount, an honest tax line, the card and the renewal terms, and prints', async () => {
    const stub = stubFetch({ [`GET /api/v2/payment/receipts/${PAYMENT_ID}`]: () => json(receipt()) });
    vi.stubGlobal('fetch', stub.fetch);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoutes([page(<ReceiptPage paymentId={PAYMENT_ID} document="receipt" />)], `/app/profile/subscription/receipts/${PAYMENT_ID}`);

    const sheet = await screen.findByTestId('receipt-sheet');
    const text = plain(sheet.textContent);
    for (const expected of [
      'Reelcraft Test Seller LLC',
      '1 Receipt Road, Springfield',
      'Tax ID: US-99-1234567',
      'maria@example.com',
      'RC-2026-000123',
      'Billing period',
      'December 2, 2026 – December 9, 2026',
      '$0.99',
      '$0.00 — not charged',
      'Visa •••• 4242',
      'Then $19.99 every 4 weeks from December 9, 2026 until you cancel.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    // The toolbar is not part of the printed document.
    expect(screen.getByTestId('receipt-toolbar').className).toContain('print:hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(stub.calls[0]?.key).toBe(`GET /api/v2/payment/receipts/${PAYMENT_ID}`);
  });

  it('in Russian, names the period with its plural form', async () => {
    setLocale('ru');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET /api/v2/payment/receipts/${PAYMENT_ID}`]: () =>
          json(receipt({ renewal: { amount_cents: 2999, currency: 'usd', period_weeks: 12, from: '2026-12-09T10:00:00.000Z' } })),
      }).fetch,
    );
    renderRoutes([page(<ReceiptPage paymentId={PAYMENT_ID} document="receipt" />)], '/');
    const sheet = await screen.findByTestId('receipt-sheet');
    expect(plain(sheet.textContent)).toContain('Далее 29,99 $ каждые 12 недель с 9 декабря 2026, пока вы не отмените подписку.');
  });

  it('shows a refund document: refund number, original receipt, amount refunded, no renewal terms', async () => {
    const refund = { refund_number: 'RF-2026-000007', refunded_at: '2026-12-03T10:00:00.000Z', amount_cents: 99 };
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/v2/payment/receipts/${PAYMENT_ID}`]: () => json(receipt({ status: 'refunded', refund })) }).fetch);
    renderRoutes([page(<ReceiptPage paymentId={PAYMENT_ID} document="refund" />)], '/');
    const sheet = await screen.findByTestId('receipt-sheet');
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Refund' })).toBeTruthy();
    const text = plain(sheet.textContent);
    expect(text).toContain('RF-2026-000007');
    expect(text).toContain('Original receipt');
    expect(text).toContain('RC-2026-000123');
    expect(text).toContain('Amount refunded');
    expect(text).toContain('December 3, 2026');
    expect(text).not.toContain('until you cancel');
  });

  it('says so when the receipt cannot be loaded (someone else’s payment is 404)', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ [`GET /api/v2/payment/receipts/${PAYMENT_ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404) }).fetch,
    );
    renderRoutes([page(<ReceiptPage paymentId={PAYMENT_ID} document="receipt" />)], '/');
    expect(await screen.findByText('Failed to load this document.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});

describe('the payment history rows (issue 31)', () => {
  function payment(overrides: Partial<Payment>): Payment {
    return {
      id: PAYMENT_ID,
      amount_cents: 1999,
      currency: 'usd',
      status: 'succeeded',
      failure_code: null,
      reason: 'subscription_create',
      description: 'Reelcraft subscription, 4 weeks',
      period_start: '2026-11-24T10:00:00.000Z',
      period_end: '2026-12-22T10:00:00.000Z',
      card_brand: 'visa',
      card_last4: '4242',
      receipt_number: 'RC-2026-000001',
      refund_number: null,
      refunded_at: null,
      created_at: '2026-11-24T10:00:00.000Z',
      ...overrides,
    };
  }

  it('links a paid payment to its receipt page, and a refunded one also to its refund document', async () => {
    const refundedId = '7d2a9e3f-2f90-4a6c-9d3c-4e5f6a7b8c9d';
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/v2/payment/subscriptions/history': () =>
          json({
            items: [
              payment({
                id: refundedId,
                status: 'refunded',
                receipt_number: 'RC-2026-000002',
                refund_number: 'RF-2026-000001',
                refunded_at: '2026-11-26T10:00:00.000Z',
              }),
              payment({}),
            ],
          }),
      }).fetch,
    );
    renderRoutes([page(<HistorySection />)], '/app/profile/subscription');
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(2));
    const [refunded, paid] = screen.getAllByTestId('payment-row');
    expect(within(refunded!).getByText('Refunded')).toBeTruthy();
    expect(within(refunded!).getByRole('link', { name: 'Refund' }).getAttribute('href')).toBe(
      `/app/profile/subscription/receipts/${refundedId}?document=refund`,
    );
    expect(within(refunded!).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(`/app/profile/subscription/receipts/${refundedId}`);
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(`/app/profile/subscription/receipts/${PAYMENT_ID}`);
    expect(within(paid!).queryByRole('link', { name: 'Refund' })).toBeNull();
  });
});
