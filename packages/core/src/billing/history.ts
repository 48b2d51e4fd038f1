import { type Language, type Payment, PRODUCT_IDS, type ProductId } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { toPaymentDto } from './dto.ts';
import { paymentsWithProductOf } from './payments.repository.ts';
import { productName } from './products.ts';
import { paymentDescription } from './sync.ts';

function isProductId(value: string | null): value is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(value ?? '');
}

/**
 * The user's payments (succeeded, failed, refunded), newest first: GET /v2/payment/subscriptions/history.
 * Descriptions are written in the reader's language now (the stored text is the language of the moment it was paid).
 */
export async function paymentHistory(core: Core, userId: string, limit: number, language: Language): Promise<Payment[]> {
  const rows = await paymentsWithProductOf(core.db, userId, Math.min(Math.max(limit, 1), 100));
  return rows.map(({ payment, productId }) => {
    const dto = toPaymentDto(payment);
    if (payment.reason === 'product') return isProductId(productId) ? { ...dto, description: productName(productId, language) } : dto;
    if (payment.periodStart && payment.periodEnd)
      return { ...dto, description: paymentDescription({ periodStart: payment.periodStart, periodEnd: payment.periodEnd }, language) };
    return dto;
  });
}
