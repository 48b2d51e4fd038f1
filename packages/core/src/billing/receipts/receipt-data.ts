import { AppError, PRODUCT_IDS, type ProductId, type Receipt } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import type { Core } from '../../context.ts';
import { isUuid } from '../../db/ids.ts';
import { userEmail } from '../billing-users.repository.ts';
import { ownPaymentById } from '../payments.repository.ts';
import { productName } from '../products.ts';
import { purchaseById } from '../purchases.repository.ts';
import { paymentDescription } from '../sync.ts';
import type { PaymentRow } from '../dto.ts';
import { renewalTermsOf } from './renewal-terms.ts';

function isProductId(value: string | null | undefined): value is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(value ?? '');
}

/** The seller printed on every receipt, from configuration (SELLER_*). */
export function sellerOf(core: Pick<Core, 'config'>): Receipt['seller'] {
  return {
    name: core.config.SELLER_NAME,
    address: core.config.SELLER_ADDRESS ?? null,
    tax_id: core.config.SELLER_TAX_ID ?? null,
    tax_note: core.config.SELLER_TAX_NOTE ?? null,
  };
}

/**
 * The owner's paid (or refunded) payment, or 404 NOT_FOUND: someone else's payment, a failed one (no receipt) and a
 * malformed id all answer the same, so the endpoint tells nobody which ids exist.
 */
export async function ownPaidPayment(core: Core, userId: string, paymentId: string): Promise<PaymentRow> {
  if (!isUuid(paymentId)) throw new AppError('NOT_FOUND');
  const row = await ownPaymentById(core.db, userId, paymentId);
  if (!row || row.status === 'failed' || !row.receiptNumber) throw new AppError('NOT_FOUND');
  return row;
}

/** The line a receipt names the purchase by, in the reader's language (as the payment history does). */
export async function describePayment(core: Core, payment: PaymentRow, language: Language): Promise<string> {
  if (payment.reason === 'product') {
    if (!payment.purchaseId) return payment.description;
    const purchase = await purchaseById(core.db, payment.purchaseId);
    return isProductId(purchase?.productId) ? productName(purchase.productId, language) : payment.description;
  }
  if (payment.periodStart && payment.periodEnd) return paymentDescription({ periodStart: payment.periodStart, periodEnd: payment.periodEnd }, language);
  return payment.description;
}

/** GET /api/v2/payment/receipts/{id}: everything the receipt page and the PDF print, for the payment's owner only. */
export async function receiptFor(core: Core, userId: string, paymentId: string, language: Language): Promise<Receipt> {
  const payment = await ownPaidPayment(core, userId, paymentId);
  const buyerEmail = await userEmail(core.db, userId);
  const renewal = await renewalTermsOf(core, payment);
  return {
    payment_id: payment.id,
    receipt_number: payment.receiptNumber ?? '',
    status: payment.status === 'refunded' ? 'refunded' : 'succeeded',
    paid_at: payment.createdAt.toISOString(),
    seller: sellerOf(core),
    buyer: { email: buyerEmail ?? '' },
    description: await describePayment(core, payment, language),
    period_start: payment.periodStart?.toISOString() ?? null,
    period_end: payment.periodEnd?.toISOString() ?? null,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    tax_cents: 0,
    card_brand: payment.cardBrand,
    card_last4: payment.cardLast4,
    renewal: renewal
      ? {
          amount_cents: renewal.amountCents,
          first_amount_cents: renewal.firstAmountCents ?? null,
          currency: renewal.currency,
          period_weeks: renewal.periodWeeks,
          from: renewal.from.toISOString(),
        }
      : null,
    refund:
      payment.status === 'refunded' && payment.refundNumber
        ? { refund_number: payment.refundNumber, refunded_at: (payment.refundedAt ?? payment.createdAt).toISOString(), amount_cents: payment.amountCents }
        : null,
  };
}
