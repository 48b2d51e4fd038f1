import { ADMIN_PAGE_SIZE, AppError, type AdminMoneyBackClaim, type AdminMoneyBackClaimList, type MoneyBackClaimStatus } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { isUuid } from '../db/ids.ts';
import type { MoneyBackClaimRow } from './claims.repository.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import type { AdminActor } from '../admin/actions.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { syncSubscription } from '../billing/sync.ts';
import { isLive } from '../billing/dto.ts';
import { refundPayment } from '../billing/receipts/refund.ts';
import { userContact } from '../billing/billing-users.repository.ts';
import { subscriptionById } from '../billing/subscriptions.repository.ts';
import { type ClaimFilter, claimsWithContext, countClaims, reopenClaim, settleOpenClaim } from './claims.repository.ts';

/**
 * The admin's side of the money-back guarantee (issue 31 item 7): the claims, newest first, and settling one —
 * "Refund" (the claimed payment back, the subscription ended now: the refund e-mail) or "Decline" with a note (the
 * declined e-mail). Either way the user gets an e-mail in their language, and the action is audited. A claim is settled once: the status changes with one
 * conditional UPDATE before anything else, so two admins clicking at once settle it once (the other gets 409).
 */

async function claimRow(core: Core, id: string): Promise<AdminMoneyBackClaim> {
  const [row] = await selectClaims(core, { id }, 1, 0);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function selectClaims(core: Core, filter: ClaimFilter, limit: number, offset: number): Promise<AdminMoneyBackClaim[]> {
  const rows = await claimsWithContext(core.db, filter, limit, offset);
  return rows.map(({ claim, user, payment, subscription }) => ({
    id: claim.id,
    status: claim.status,
    message: claim.message,
    decision_note: claim.decisionNote,
    created_at: claim.createdAt.toISOString(),
    settled_at: claim.settledAt?.toISOString() ?? null,
    user: user?.id && user.email ? { id: user.id, email: user.email } : null,
    payment: payment
      ? { id: payment.id, amount_cents: payment.amountCents, currency: payment.currency, status: payment.status, created_at: payment.createdAt.toISOString() }
      : null,
    subscription: subscription
      ? { id: subscription.id, plan_id: subscription.planId, status: subscription.status, cancel_at_period_end: subscription.cancelAtPeriodEnd }
      : null,
  }));
}

/** GET /api/admin/claims?status=&page=. */
export async function listMoneyBackClaims(core: Core, query: { status?: MoneyBackClaimStatus | undefined; page: number }): Promise<AdminMoneyBackClaimList> {
  const filter: ClaimFilter = { status: query.status };
  const [items, total] = await Promise.all([selectClaims(core, filter, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE), countClaims(core.db, filter)]);
  return { items, total, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** Marks an open claim settled; null when it was not open (settled by someone else meanwhile, or never open). */
async function settle(core: Core, actor: AdminActor, id: string, status: 'refunded' | 'declined', note: string | null): Promise<MoneyBackClaimRow | null> {
  return (await settleOpenClaim(core.db, id, { status, settledAt: core.now(), settledByUserId: actor.admin.id, decisionNote: note })) ?? null;
}

async function reopen(core: Core, id: string): Promise<void> {
  await reopenClaim(core.db, id);
}

async function openClaim(core: Core, id: string): Promise<AdminMoneyBackClaim> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const claim = await claimRow(core, id);
  if (claim.status !== 'open') throw new AppError('MONEY_BACK_CLAIM_SETTLED', { status: claim.status });
  return claim;
}

/**
 * The refund of the claimed payment and the end of its subscription, now: billing's one refund (receipts/refund.ts)
 * ends the subscription at the gateway, refunds, writes the refund document, audits 'payment.refund' and e-mails the
 * customer the refund (amount, card, "your subscription has ended now") in their language.
 */
async function refundAndEnd(core: Core, actor: AdminActor, claim: AdminMoneyBackClaim): Promise<void> {
  if (!claim.payment) throw new AppError('REFUND_NOT_POSSIBLE', { reason: 'payment_missing' });
  if (claim.payment.status !== 'refunded') {
    await refundPayment(core, actor, claim.payment.id, { endSubscription: true, reason: `money-back claim ${claim.id}` });
    return;
  }
  // Refunded already (by hand from the user's page, say): the money is back; only the subscription is left to end.
  if (!claim.subscription) return;
  const row = await subscriptionById(core.db, claim.subscription.id);
  if (!row || !isLive(row) || !row.gatewaySubscriptionId || core.payments?.kind !== row.gateway) return;
  await core.payments.cancelNow(row.gatewaySubscriptionId);
  await syncSubscription(core, row.gateway, row.gatewaySubscriptionId);
}

async function mailUser(core: Core, userId: string | null, template: 'money-back-declined', params: Record<string, string>) {
  if (!userId) return;
  const user = await userContact(core.db, userId);
  if (!user) return;
  const language = normalizeLanguage(user.language);
  await enqueueEmail(core, { to: user.email, template, language, params: { link: `${core.publicUrl}/app/profile/subscription`, ...params } });
}

/** POST /api/admin/claims/{id}/refund. */
export async function refundMoneyBackClaim(core: Core, actor: AdminActor, id: string): Promise<AdminMoneyBackClaim> {
  const claim = await openClaim(core, id);
  const settled = await settle(core, actor, claim.id, 'refunded', null);
  if (!settled) throw new AppError('MONEY_BACK_CLAIM_SETTLED');
  try {
    await refundAndEnd(core, actor, claim);
  } catch (error) {
    // Nothing was given back: the claim waits again for a decision (the admin sees the refusal and can retry).
    await reopen(core, claim.id);
    throw error;
  }
  await recordAdminAction(core, {
    ...actor,
    action: 'claim.refund',
    target: claim.user,
    details: {
      claim_id: claim.id,
      payment_id: claim.payment?.id ?? null,
      subscription_id: claim.subscription?.id ?? null,
      amount_cents: claim.payment?.amount_cents ?? null,
    },
  });
  // The customer's e-mail is the refund's own (sent by refundPayment): one message about one refund.
  return claimRow(core, claim.id);
}

/** POST /api/admin/claims/{id}/decline {note}: the note goes to the user. */
export async function declineMoneyBackClaim(core: Core, actor: AdminActor, id: string, note: string): Promise<AdminMoneyBackClaim> {
  const claim = await openClaim(core, id);
  const settled = await settle(core, actor, claim.id, 'declined', note);
  if (!settled) throw new AppError('MONEY_BACK_CLAIM_SETTLED');
  await recordAdminAction(core, { ...actor, action: 'claim.decline', target: claim.user, details: { claim_id: claim.id, note } });
  await mailUser(core, settled.userId, 'money-back-declined', { note, support: core.config.SUPPORT_EMAIL });
  return claimRow(core, claim.id);
}
