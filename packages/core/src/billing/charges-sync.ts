import type { ProductId } from '@reelcraft/contract';
import { cardLabel, formatDate, formatMoney, normalizeLanguage } from '@reelcraft/i18n';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { recordServerEvent } from '../analytics/record-events.ts';
import { payments, purchases, suggestions, users } from '../db/schema.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import type { GatewayKind, OneOffCharge } from './gateway.ts';
import { createGiftCode } from './gifts.ts';
import { giftPeriodText, productName, productRow } from './products.ts';
import { nextReceiptNumber } from './sync.ts';

/** The charge's purchase is not written yet (its id is stored right after the gateway answers): the job retries. */
export class PurchaseNotFoundYetError extends Error {
  constructor(chargeId: string) {
    super(`no purchase for charge ${chargeId} yet`);
    this.name = 'PurchaseNotFoundYetError';
  }
}

type PurchaseStatus = (typeof purchases.$inferSelect)['status'];

/**
 * A purchase the gateway may still turn into money. `failed` is one of them: on the card form a declined card leaves
 * the charge open (Stripe: `requires_payment_method` with `last_payment_error`), the buyer tries another card with the
 * same client secret, and the decline's sync job may have marked the purchase failed before that card succeeded.
 */
const OPEN_STATUSES: readonly PurchaseStatus[] = ['pending', 'failed'];

/**
 * The `sync-charge` job and the saved-card purchase call this: re-reads the one-off charge from the gateway and
 * fulfils its purchase exactly once. The purchase moves pending (or failed) → paid by a conditional update in the same
 * transaction that records the payment (ON CONFLICT DO NOTHING on the gateway's id), creates the gift code or
 * restores the archive; e-mails go out only from the run that made that move, so a replay fulfils nothing twice.
 */
export async function fulfilPurchase(core: Core, gatewayKind: GatewayKind, chargeId: string): Promise<'paid' | 'failed' | 'pending' | 'already' | 'skipped'> {
  const gateway = core.payments;
  if (!gateway || gateway.kind !== gatewayKind) {
    core.logger.warn({ gateway: gatewayKind, charge: chargeId }, 'charge sync skipped: that gateway is not configured');
    return 'skipped';
  }
  const charge = await gateway.retrieveOneOff(chargeId);
  const [purchase] = await core.db.select().from(purchases).where(eq(purchases.gatewayPaymentId, charge.id)).limit(1);
  if (!purchase) throw new PurchaseNotFoundYetError(charge.id);
  if (!OPEN_STATUSES.includes(purchase.status)) return 'already';
  if (charge.status === 'requires_confirmation') return 'pending';
  if (charge.status === 'failed') {
    if (purchase.status === 'failed') return 'already';
    await core.db
      .update(purchases)
      .set({ status: 'failed' })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')));
    return 'failed';
  }
  return markPaid(core, gatewayKind, purchase.id, charge);
}

async function markPaid(core: Core, gatewayKind: GatewayKind, purchaseId: string, charge: OneOffCharge): Promise<'paid' | 'already'> {
  const now = core.now();
  const after: (() => Promise<void>)[] = [];
  // Read before the transaction: on PGlite a query outside the open transaction would wait for it.
  const [pending] = await core.db.select({ productId: purchases.productId }).from(purchases).where(eq(purchases.id, purchaseId)).limit(1);
  const giftWeeks = pending?.productId.startsWith('gift_') ? ((await productRow(core, pending.productId).catch(() => null))?.periodWeeks ?? 4) : 4;
  const outcome = await core.db.transaction(async (tx) => {
    const [purchase] = await tx
      .update(purchases)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(purchases.id, purchaseId), inArray(purchases.status, OPEN_STATUSES)))
      .returning();
    if (!purchase) return 'already' as const;
    const [buyer] = await tx.select().from(users).where(eq(users.id, purchase.userId)).limit(1);
    if (!buyer) return 'paid' as const;
    const language = normalizeLanguage(buyer.language);
    const productId = purchase.productId as ProductId;
    const description = productName(productId, language);
    const number = await nextReceiptNumber(tx, now);
    const recorded = await tx
      .insert(payments)
      .values({
        userId: purchase.userId,
        purchaseId: purchase.id,
        gateway: gatewayKind,
        gatewayPaymentId: charge.id,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        status: 'succeeded',
        reason: 'product',
        description,
        cardBrand: charge.card?.brand ?? null,
        cardLast4: charge.card?.last4 ?? null,
        receiptNumber: number,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [payments.gateway, payments.gatewayPaymentId] })
      .returning({ id: payments.id });
    if (recorded.length > 0) {
      // analytics (issue 13)
      after.push(() => recordServerEvent(core, 'payment_succeeded', { userId: purchase.userId, props: { plan: null, product: productId, amount_cents: purchase.amountCents, currency: purchase.currency, reason: 'product' } }));
      after.push(() =>
        enqueueEmail(core, {
          to: buyer.email,
          template: 'receipt',
          language,
          params: {
            amount: formatMoney(purchase.amountCents, purchase.currency, language),
            description,
            date: formatDate(now, language),
            card: charge.card ? cardLabel(charge.card.brand, charge.card.last4) : '',
            receipt_number: number,
            link: `${core.publicUrl}/app/profile/subscription`,
          },
        }),
      );
    }

    if (productId.startsWith('gift_')) {
      const weeks = giftWeeks;
      const recipient = purchase.deliveryEmail ?? buyer.email;
      const gift = await createGiftCode(tx, { productId, weeks, purchaserUserId: buyer.id, recipientEmail: recipient, language });
      await tx.update(purchases).set({ giftCodeId: gift.id }).where(eq(purchases.id, purchase.id));
      after.push(() =>
        enqueueEmail(core, {
          to: recipient,
          template: 'gift-delivered',
          // The buyer's language: they chose the gift and know who it is for.
          language,
          params: { sender: buyer.email, period: giftPeriodText(weeks, language), link: `${core.publicUrl}/gift/${gift.code}` },
        }),
      );
    }
    if (productId === 'archive_restore') {
      await tx
        .update(suggestions)
        .set({ archivedAt: null })
        .where(and(eq(suggestions.userId, buyer.id), isNotNull(suggestions.archivedAt)));
    }
    return 'paid' as const;
  });
  for (const send of after) {
    try {
      await send();
    } catch (error) {
      core.logger.error({ err: error, purchase_id: purchaseId }, 'purchase e-mail not queued');
    }
  }
  return outcome;
}
