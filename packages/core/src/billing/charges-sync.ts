import type { ProductId } from '@reelcraft/contract';
import { cardLabel, formatDate, formatMoney, normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { recordServerEvent } from '../analytics/record-events.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { unarchiveSuggestionsOf } from './archive.repository.ts';
import { findUser } from './billing-users.repository.ts';
import type { GatewayKind, OneOffCharge } from './gateway.ts';
import { createGiftCode } from './gifts.ts';
import { insertPaymentOnce } from './payments.repository.ts';
import { giftPeriodText, productName, productRow } from './products.ts';
import { failPendingPurchase, markPurchasePaid, purchaseByCharge, purchaseById, type PurchaseRow, updatePurchase } from './purchases.repository.ts';
import { nextReceiptNumber } from './sync.ts';

/** The charge's purchase is not written yet (its id is stored right after the gateway answers): the job retries. */
export class PurchaseNotFoundYetError extends Error {
  constructor(chargeId: string) {
    super(`no purchase for charge ${chargeId} yet`);
    this.name = 'PurchaseNotFoundYetError';
  }
}

type PurchaseStatus = PurchaseRow['status'];

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
  const purchase = await purchaseByCharge(core.db, charge.id);
  if (!purchase) throw new PurchaseNotFoundYetError(charge.id);
  if (!OPEN_STATUSES.includes(purchase.status)) return 'already';
  if (charge.status === 'requires_confirmation') return 'pending';
  if (charge.status === 'failed') {
    if (purchase.status === 'failed') return 'already';
    await failPendingPurchase(core.db, purchase.id);
    return 'failed';
  }
  return markPaid(core, gatewayKind, purchase.id, charge);
}

async function markPaid(core: Core, gatewayKind: GatewayKind, purchaseId: string, charge: OneOffCharge): Promise<'paid' | 'already'> {
  const now = core.now();
  const after: (() => Promise<void>)[] = [];
  // Read before the transaction: on PGlite a query outside the open transaction would wait for it.
  const pending = await purchaseById(core.db, purchaseId);
  const giftWeeks = pending?.productId.startsWith('gift_') ? ((await productRow(core, pending.productId).catch(() => null))?.periodWeeks ?? 4) : 4;
  const outcome = await core.db.transaction(async (tx) => {
    const purchase = await markPurchasePaid(tx, purchaseId, OPEN_STATUSES, now);
    if (!purchase) return 'already' as const;
    const buyer = await findUser(tx, purchase.userId);
    if (!buyer) return 'paid' as const;
    const language = normalizeLanguage(buyer.language);
    const productId = purchase.productId as ProductId;
    const description = productName(productId, language);
    const number = await nextReceiptNumber(tx, now);
    const recorded = await insertPaymentOnce(tx, {
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
    });
    if (recorded) {
      // analytics (issue 13)
      after.push(() =>
        recordServerEvent(core, 'payment_succeeded', {
          userId: purchase.userId,
          props: { plan: null, product: productId, amount_cents: purchase.amountCents, currency: purchase.currency, reason: 'product' },
        }),
      );
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
      await updatePurchase(tx, purchase.id, { giftCodeId: gift.id });
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
      await unarchiveSuggestionsOf(tx, buyer.id);
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
