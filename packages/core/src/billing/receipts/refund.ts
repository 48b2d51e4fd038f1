import { AppError } from '@reelcraft/contract';
import { cardLabel, formatDate, formatMoney, normalizeLanguage, translator } from '@reelcraft/i18n';
import type { AdminActor } from '../../admin/actions.ts';
import { recordAdminAction } from '../../admin/audit.ts';
import { isRefundable } from '../../admin/users.ts';
import type { Core } from '../../context.ts';
import { isUuid } from '../../db/ids.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { archiveUserContent } from '../archive.ts';
import { findUser } from '../billing-users.repository.ts';
import { isLive, renews, type PaymentRow, type SubscriptionRow } from '../dto.ts';
import { disableUnredeemedGiftCode } from '../gifts.repository.ts';
import { markPaymentRefunded, paymentById } from '../payments.repository.ts';
import { refundPaidPurchase } from '../purchases.repository.ts';
import { voidPendingRewardsOfPayment } from '../referrals.repository.ts';
import { subscriptionById, updateSubscription } from '../subscriptions.repository.ts';
import { refreshUserAccess } from '../sync.ts';
import { nextRefundNumber } from './numbers.ts';
import { describePayment } from './receipt-data.ts';

export interface RefundOptions {
  /** Also end the subscription the payment was for, now, at the gateway (no further charge). Ignored for products. */
  endSubscription: boolean;
  /** Kept in the audit log. */
  reason?: string | undefined;
}

export interface RefundOutcome {
  /** The payment, refunded (status, refunded_at, refund_number set). */
  payment: PaymentRow;
  /** The subscription was ended by this refund. */
  subscriptionEnded: boolean;
}

/**
 * Refunds a payment in full and tells the customer (issue 31). The admin console's Refund and the money-back claims
 * settle through this one function:
 *
 * 1. With `endSubscription`, the subscription the payment paid for is ended at the gateway first. Ending it is the
 *    step that can be retried safely: if the gateway then refuses the refund, the payment is still refundable and the
 *    admin tries again; the other order could leave money returned and a subscription still charging.
 * 2. The gateway refunds the whole payment (idempotency key per payment, so a double click refunds once).
 * 3. In one transaction: the payment becomes refunded with its refund date and refund document number (RF-…),
 *    the purchase it paid for too, and a referral reward still waiting on it is void.
 * 4. The customer gets the `refund` e-mail in their language: the amount, the card, and what happens to their access.
 *
 * Not succeeded, already refunded, another gateway than the configured one, or the gateway refuses → 409
 * REFUND_NOT_POSSIBLE; unknown id → 404 NOT_FOUND. Audited as `payment.refund`.
 */
export async function refundPayment(core: Core, actor: AdminActor, paymentId: string, options: RefundOptions): Promise<RefundOutcome> {
  if (!isUuid(paymentId)) throw new AppError('NOT_FOUND');
  const payment = await paymentById(core.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND');
  const gateway = core.payments;
  if (!gateway || !isRefundable(core, payment)) throw new AppError('REFUND_NOT_POSSIBLE', { status: payment.status, gateway: payment.gateway });

  const subscription = payment.subscriptionId ? await subscriptionById(core.db, payment.subscriptionId) : undefined;
  let subscriptionEnded = false;
  if (options.endSubscription && subscription && isLive(subscription) && subscription.gatewaySubscriptionId && subscription.gateway === gateway.kind) {
    try {
      await gateway.cancelNow(subscription.gatewaySubscriptionId);
    } catch (error) {
      core.logger.warn({ err: error, payment_id: payment.id, subscription_id: subscription.id }, 'refund: the gateway did not end the subscription');
      throw new AppError('REFUND_NOT_POSSIBLE', { status: payment.status, gateway: payment.gateway, reason: 'subscription_not_ended' });
    }
    subscriptionEnded = true;
  }

  try {
    await gateway.refund(payment.gatewayPaymentId, `admin-refund-${payment.id}`);
  } catch (error) {
    core.logger.warn({ err: error, payment_id: payment.id }, 'the gateway refused a refund');
    throw new AppError('REFUND_NOT_POSSIBLE', { status: payment.status, gateway: payment.gateway, reason: 'gateway_refused' });
  }

  const now = core.now();
  const { updated, voided, stillSubscribed } = await core.db.transaction(async (tx) => {
    const refundNumber = await nextRefundNumber(tx, now);
    const row = await markPaymentRefunded(tx, payment.id, now, refundNumber);
    if (payment.purchaseId) {
      const purchase = await refundPaidPurchase(tx, payment.purchaseId);
      // A refunded gift that nobody has redeemed yet is switched off: its link answers as an unknown code. One already
      // redeemed stays (the friend's weeks were given); the refund's reason is the admin's call.
      if (purchase?.giftCodeId) {
        await disableUnredeemedGiftCode(tx, purchase.giftCodeId, now);
      }
    }
    // Billing's rule (referrals.ts): a reward whose payment is refunded by its verification time is void. Say so now.
    const rewards = await voidPendingRewardsOfPayment(tx, payment.id);
    let access: string | null = null;
    if (subscriptionEnded && subscription) {
      // Written now rather than by the gateway's sync: the refund e-mail already says the subscription ended, so the
      // sync must find it ended (and send no "subscription lapsed" e-mail besides).
      await updateSubscription(tx, subscription.id, {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        canceledAt: subscription.canceledAt ?? now,
        endedAt: now,
        updatedAt: now,
      });
      if (payment.userId) access = await refreshUserAccess(tx, payment.userId, now);
    }
    return { updated: row, voided: rewards, stillSubscribed: access };
  });

  // Someone else's concurrent refund of the same payment wrote it (and told the customer): answer what is there now.
  if (!updated) {
    const current = await paymentById(core.db, payment.id);
    return { payment: current ?? payment, subscriptionEnded };
  }

  const user = payment.userId ? await findUser(core.db, payment.userId) : undefined;
  if (subscriptionEnded && user && !stillSubscribed) {
    await archiveUserContent(core, user.id).catch((error: unknown) => core.logger.error({ err: error, user: user.id }, 'refund: archiving failed'));
  }
  await recordAdminAction(core, {
    ...actor,
    action: 'payment.refund',
    target: user ? { id: user.id, email: user.email } : null,
    details: {
      payment_id: payment.id,
      gateway: payment.gateway,
      gateway_payment_id: payment.gatewayPaymentId,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      refund_number: updated.refundNumber,
      end_subscription: options.endSubscription,
      subscription_ended: subscriptionEnded,
      ...(options.reason ? { reason: options.reason } : {}),
      ...(voided.length > 0 ? { referral_rewards_voided: voided.map((row) => row.id) } : {}),
    },
  });
  if (user) {
    try {
      await sendRefundEmail(core, user, updated, subscription && !subscriptionEnded ? subscription : null, subscriptionEnded);
    } catch (error) {
      core.logger.error({ err: error, payment_id: payment.id }, 'refund: the e-mail could not be queued');
    }
  }
  return { payment: updated, subscriptionEnded };
}

/** The `refund` e-mail: amount, card, documents, and in one sentence what happens to the subscription now. */
async function sendRefundEmail(
  core: Core,
  user: { email: string; language: string },
  payment: PaymentRow,
  kept: SubscriptionRow | null,
  ended: boolean,
): Promise<void> {
  const language = normalizeLanguage(user.language);
  const t = translator(language);
  let access = '';
  if (ended) access = t('email.refund.access.ended');
  else if (kept && renews(kept)) access = t('email.refund.access.renews', { date: formatDate(kept.currentPeriodEnd, language) });
  else if (kept && isLive(kept)) access = t('email.refund.access.until', { date: formatDate(kept.currentPeriodEnd, language) });
  await enqueueEmail(core, {
    to: user.email,
    template: 'refund',
    language,
    params: {
      amount: formatMoney(payment.amountCents, payment.currency, language),
      description: await describePayment(core, payment, language),
      card: payment.cardBrand && payment.cardLast4 ? cardLabel(payment.cardBrand, payment.cardLast4) : '',
      receipt_number: payment.receiptNumber ?? '',
      refund_number: payment.refundNumber ?? '',
      access,
      link: `${core.publicUrl}/app/profile/subscription/receipts/${payment.id}?document=refund`,
    },
  });
}
