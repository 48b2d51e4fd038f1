import { z } from 'zod';

/**
 * Issue 31: a payment's receipt as its own document (GET /api/v2/payment/receipts/{id}; the PDF at …/pdf), and, once
 * refunded, its refund document (…/refund.pdf). Amounts in cents as the gateway charged them; no tax is added.
 */
export const receiptSellerSchema = z
  .object({
    name: z.string(),
    /** Left off the document until the operator sets SELLER_ADDRESS / SELLER_TAX_ID. */
    address: z.string().nullable(),
    tax_id: z.string().nullable(),
    /** Replaces the tax line's "not charged" (SELLER_TAX_NOTE). */
    tax_note: z.string().nullable(),
  })
  .meta({ id: 'ReceiptSeller' });

export const receiptRenewalSchema = z
  .object({
    /** What every renewal charges (the plan's price). */
    amount_cents: z.number().int(),
    /** The first renewal's charge when a promo code lowers it (a "once" code entered after this payment); else null. */
    first_amount_cents: z.number().int().nullable().optional(),
    currency: z.string(),
    period_weeks: z.number().int(),
    /** The first renewal charge (the end of the period paid). */
    from: z.string(),
  })
  .meta({ id: 'ReceiptRenewal' });

export const receiptRefundSchema = z
  .object({ refund_number: z.string(), refunded_at: z.string(), amount_cents: z.number().int() })
  .meta({ id: 'ReceiptRefund' });

export const receiptSchema = z
  .object({
    payment_id: z.uuid(),
    receipt_number: z.string(),
    status: z.enum(['succeeded', 'refunded']),
    paid_at: z.string(),
    seller: receiptSellerSchema,
    buyer: z.object({ email: z.string() }),
    /** The plan or product, in the reader's language. */
    description: z.string(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    amount_cents: z.number().int(),
    currency: z.string(),
    /** Always 0: nothing is added to what the gateway charges (see seller.tax_note). */
    tax_cents: z.number().int(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    /** What happens next ("then $19.99 every 4 weeks from …"): null for products and subscriptions that will not renew. */
    renewal: receiptRenewalSchema.nullable(),
    refund: receiptRefundSchema.nullable(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptIdParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ param: { name: 'id', in: 'path' } }),
});
