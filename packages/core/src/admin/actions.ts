import { randomUUID } from 'node:crypto';
import { AppError, type AdminPayment, type AdminSubscription } from '@reelcraft/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { isUuid } from '../db/ids.ts';
import { payments, purchases, referralRewards, subscriptions, type UserRow } from '../db/schema.ts';
import { eraseAccount } from '../accounts/delete-account.ts';
import { endAllSessions } from '../accounts/end-all-sessions.ts';
import { GrantBlockedError, grantPremiumWeeks } from '../billing/gifts.ts';
import { recordAdminAction } from './audit.ts';
import { findUserForAdmin, isRefundable, toAdminPayment, toAdminSubscription } from './users.ts';

/** Who acts, and from where: every admin action is audited with these. */
export interface AdminActor {
  admin: Pick<UserRow, 'id' | 'email'>;
  ip: string | null;
  userAgent: string | null;
}

/**
 * POST /api/admin/users/{id}/grant: N weeks of premium through billing's one rule (`grantPremiumWeeks`, source
 * 'admin'): a running gateway subscription is pushed back, otherwise a grant row is created or extended.
 */
export async function adminGrantWeeks(core: Core, actor: AdminActor, userId: string, input: { weeks: number; note?: string | undefined }): Promise<AdminSubscription> {
  const user = await findUserForAdmin(core, userId);
  let result;
  try {
    result = await grantPremiumWeeks(core, { userId: user.id, weeks: input.weeks, source: 'admin', idempotencyKey: `admin-grant-${randomUUID()}` });
  } catch (error) {
    if (error instanceof GrantBlockedError) throw new AppError('ALREADY_SUBSCRIBED', { reason: 'checkout_in_progress' });
    throw error;
  }
  const [row] = await core.db.select().from(subscriptions).where(eq(subscriptions.id, result.subscriptionId)).limit(1);
  if (!row) throw new Error('granted subscription not found');
  await recordAdminAction(core, {
    ...actor,
    action: 'subscription.grant',
    target: { id: user.id, email: user.email },
    details: {
      weeks: input.weeks,
      ...(input.note ? { note: input.note } : {}),
      subscription_id: row.id,
      mode: result.mode,
      active_until: result.activeUntil.toISOString(),
    },
  });
  return toAdminSubscription(row);
}

/**
 * POST /api/admin/payments/{id}/refund: refunds the whole payment at its gateway, marks ours (and the purchase it
 * paid for) refunded, and voids a referral reward still waiting on it. Not succeeded, or a gateway other than the
 * configured one, or the gateway refuses → 409 REFUND_NOT_POSSIBLE. Access already given stays until its period ends.
 */
export async function adminRefundPayment(core: Core, actor: AdminActor, paymentId: string, input: { reason?: string | undefined }): Promise<AdminPayment> {
  if (!isUuid(paymentId)) throw new AppError('NOT_FOUND');
  const [payment] = await core.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw new AppError('NOT_FOUND');
  if (!isRefundable(core, payment) || !core.payments) {
    throw new AppError('REFUND_NOT_POSSIBLE', { status: payment.status, gateway: payment.gateway });
  }
  try {
    await core.payments.refund(payment.gatewayPaymentId, `admin-refund-${payment.id}`);
  } catch (error) {
    core.logger.warn({ err: error, payment_id: payment.id }, 'the gateway refused a refund');
    throw new AppError('REFUND_NOT_POSSIBLE', { status: payment.status, gateway: payment.gateway, reason: 'gateway_refused' });
  }
  const [updated] = await core.db
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')))
    .returning();
  if (payment.purchaseId) {
    await core.db
      .update(purchases)
      .set({ status: 'refunded' })
      .where(and(eq(purchases.id, payment.purchaseId), eq(purchases.status, 'paid')));
  }
  // Billing's rule (referrals.ts): a reward whose payment is refunded by its verification time is void. Say so now.
  const voided = await core.db
    .update(referralRewards)
    .set({ status: 'void' })
    .where(and(eq(referralRewards.paymentId, payment.id), eq(referralRewards.status, 'pending')))
    .returning({ id: referralRewards.id });
  const user = payment.userId ? await findUserForAdmin(core, payment.userId).catch(() => null) : null;
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
      ...(input.reason ? { reason: input.reason } : {}),
      ...(voided.length > 0 ? { referral_rewards_voided: voided.map((row) => row.id) } : {}),
    },
  });
  return toAdminPayment(core, updated ?? { ...payment, status: 'refunded' });
}

/** POST /api/admin/users/{id}/sessions/revoke: signs the user out everywhere (reason 'admin_revoked'). */
export async function adminRevokeSessions(core: Core, actor: AdminActor, userId: string): Promise<{ revoked: number }> {
  const user = await findUserForAdmin(core, userId);
  const revoked = await endAllSessions(core, user.id, 'admin_revoked');
  await recordAdminAction(core, { ...actor, action: 'sessions.revoke', target: { id: user.id, email: user.email }, details: { revoked } });
  return { revoked };
}

/**
 * DELETE /api/admin/users/{id}: the account's e-mail typed again must match (else 400 VALIDATION_FAILED); an admin
 * cannot delete themself (409 ADMIN_SELF_ACTION) nor another admin (409 ADMIN_TARGET_IS_ADMIN: one admin must not be
 * able to remove the others from the console; the role is taken away first with `npm run admin:create -- --remove`).
 * A running gateway subscription is ended first so nobody is charged for an account that is gone; then the same
 * deletion as the owner's own (sessions revoked, rows cascaded, files purged now and again by the purge job).
 */
export async function adminDeleteUser(core: Core, actor: AdminActor, userId: string, input: { confirm_email: string }): Promise<void> {
  const user = await findUserForAdmin(core, userId);
  if (user.id === actor.admin.id) throw new AppError('ADMIN_SELF_ACTION');
  if (user.role === 'admin') throw new AppError('ADMIN_TARGET_IS_ADMIN');
  if (input.confirm_email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ path: 'confirm_email', code: 'custom', message: "does not match the account's e-mail" }],
    });
  }
  const gateway = core.payments;
  if (gateway) {
    const live = await core.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, ['incomplete', 'trialing', 'active', 'past_due'])))
      .orderBy(desc(subscriptions.createdAt));
    for (const row of live) {
      if (!row.gatewaySubscriptionId || row.gateway !== gateway.kind) continue;
      await gateway
        .cancelNow(row.gatewaySubscriptionId)
        .catch((error: unknown) => core.logger.warn({ err: error, subscription_id: row.id }, 'admin deletion: could not end the subscription at the gateway'));
    }
  }
  await eraseAccount(core, user);
  await recordAdminAction(core, {
    ...actor,
    action: 'user.delete',
    target: { id: user.id, email: user.email },
    details: { role: user.role, created_at: user.createdAt.toISOString() },
  });
}
