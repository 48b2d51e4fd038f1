import { randomUUID } from 'node:crypto';
import { AppError, type AdminPayment, type AdminRefundRequest, type AdminSubscription } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { eraseAccount } from '../accounts/delete-account.ts';
import { endAllSessions } from '../accounts/end-all-sessions.ts';
import { GrantBlockedError, grantPremiumWeeks } from '../billing/gifts.ts';
import { refundPayment } from '../billing/receipts/refund.ts';
import { findSubscriptionById } from './admin-users.repository.ts';
import { recordAdminAction } from './audit.ts';
import { findUserForAdmin, toAdminPayment, toAdminSubscription } from './users.ts';

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
export async function adminGrantWeeks(
  core: Core,
  actor: AdminActor,
  userId: string,
  input: { weeks: number; note?: string | undefined },
): Promise<AdminSubscription> {
  const user = await findUserForAdmin(core, userId);
  let result;
  try {
    result = await grantPremiumWeeks(core, { userId: user.id, weeks: input.weeks, source: 'admin', idempotencyKey: `admin-grant-${randomUUID()}` });
  } catch (error) {
    if (error instanceof GrantBlockedError) throw new AppError('ALREADY_SUBSCRIBED', { reason: 'checkout_in_progress' });
    throw error;
  }
  const row = await findSubscriptionById(core.db, result.subscriptionId);
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
 * POST /api/admin/payments/{id}/refund: billing's `refundPayment` (receipts/refund.ts) with the admin's explicit choice
 * of ending the subscription now or keeping it renewing; the customer is e-mailed and gets a refund document.
 */
export async function adminRefundPayment(core: Core, actor: AdminActor, paymentId: string, input: AdminRefundRequest): Promise<AdminPayment> {
  const outcome = await refundPayment(core, actor, paymentId, { endSubscription: input.end_subscription, reason: input.reason });
  return toAdminPayment(core, outcome.payment);
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
  // The same erasure as the owner's own (it ends the subscription at the gateway and deletes the customer too).
  await eraseAccount(core, user);
  await recordAdminAction(core, {
    ...actor,
    action: 'user.delete',
    target: { id: user.id, email: user.email },
    details: { role: user.role, created_at: user.createdAt.toISOString() },
  });
}
