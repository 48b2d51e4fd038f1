import {
  ADMIN_PAGE_SIZE,
  AppError,
  type AdminPayment,
  type AdminSubscription,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListItem,
} from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { isUuid } from '../db/ids.ts';
import { findUserById, type UserRow } from '../accounts/users.repository.ts';
import { activeSubscriptionOf, entitlementsOf } from '../billing/entitlements.ts';
import { type AdminPaymentRow, type AdminSubscriptionRow, loadUserDetailRows, searchUserRows } from './admin-users.repository.ts';
import { toAuditEntry } from './audit.ts';

/**
 * GET /api/admin/users: `q` matches part of the e-mail (any case), an exact user id, or part of an Instagram username
 * of an attached account or an analysis the user ran ('@' optional). Newest accounts first, 25 a page.
 */
export async function searchUsers(core: Core, query: { q?: string | undefined; page: number }): Promise<AdminUserList> {
  const q = query.q?.trim() ?? '';
  const { rows, total, live, accounts } = await searchUserRows(core.db, q, query.page);
  const items: AdminUserListItem[] = rows.map((row) => {
    const subscription = live.find((item) => item.userId === row.id);
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      language: normalizeLanguage(row.language),
      created_at: row.createdAt.toISOString(),
      subscription_status: subscription?.status ?? null,
      plan_id: subscription?.planId ?? null,
      instagram_usernames: accounts.filter((account) => account.userId === row.id).map((account) => account.username),
    };
  });
  return { items, total, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

export function toAdminSubscription(row: AdminSubscriptionRow): AdminSubscription {
  return {
    id: row.id,
    gateway: row.gateway,
    plan_id: row.planId,
    status: row.status,
    source: row.source,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created_at: row.createdAt.toISOString(),
  };
}

/** A succeeded payment can be refunded when its gateway is the one configured (BILLING=test or stripe). */
export function isRefundable(core: Pick<Core, 'payments'>, row: Pick<AdminPaymentRow, 'status' | 'gateway'>): boolean {
  return row.status === 'succeeded' && core.payments !== null && core.payments.kind === row.gateway;
}

export function toAdminPayment(core: Pick<Core, 'payments'>, row: AdminPaymentRow): AdminPayment {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    failure_code: row.failureCode,
    reason: row.reason,
    description: row.description,
    receipt_number: row.receiptNumber,
    refund_number: row.refundNumber,
    gateway: row.gateway,
    created_at: row.createdAt.toISOString(),
    refundable: isRefundable(core, row),
  };
}

/** The user or 404 NOT_FOUND (also for a malformed id). */
export async function findUserForAdmin(core: Core, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const row = await findUserById(core.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function titleOf(result: Record<string, unknown> | null): string | null {
  const title = result?.title;
  return typeof title === 'string' && title.trim() !== '' ? title.slice(0, 200) : null;
}

/** GET /api/admin/users/{id}: everything support needs about one account, on one page. */
export async function userDetail(core: Core, id: string): Promise<AdminUserDetail> {
  const user = await findUserForAdmin(core, id);
  const now = core.now();
  const [{ referrer, subscriptionRows, paymentRows, generationTotals, recent, analyses, accounts, emails, sessionRows, audit }, entitlements, active] =
    await Promise.all([loadUserDetailRows(core.db, user, now), entitlementsOf(core, user), activeSubscriptionOf(core, id)]);
  const [total, last30, failed] = generationTotals.map((rows) => rows[0]?.n ?? 0);
  return {
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      language: normalizeLanguage(user.language),
      created_at: user.createdAt.toISOString(),
      pending_email: user.pendingEmail,
      bonus_generations: user.bonusGenerations,
      paywall_variant: user.paywallVariant,
      referral_code: user.referralCode,
      referred_by_email: referrer[0]?.email ?? null,
      trial_used_at: user.trialUsedAt?.toISOString() ?? null,
      entitled: entitlements.subscribed,
      entitled_until: active?.currentPeriodEnd.toISOString() ?? null,
    },
    subscriptions: subscriptionRows.map(toAdminSubscription),
    payments: paymentRows.map((row) => toAdminPayment(core, row)),
    generations: {
      total: total ?? 0,
      last_30_days: last30 ?? 0,
      failed: failed ?? 0,
      recent: recent.map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        title: titleOf(row.result),
        error_code: row.errorCode,
        created_at: row.createdAt.toISOString(),
      })),
    },
    analyses: analyses.map((row) => ({
      id: row.id,
      username: row.username,
      status: row.status,
      error_code: row.errorCode,
      created_at: row.createdAt.toISOString(),
    })),
    instagram_accounts: accounts.map((row) => row.username),
    emails: emails.map((row) => ({
      id: row.id,
      template: row.template,
      subject: row.subject,
      transport: row.transport,
      created_at: row.createdAt.toISOString(),
    })),
    sessions: sessionRows.map(({ session, impersonatorEmail }) => ({
      id: session.id,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: session.revokedAt?.toISOString() ?? null,
      revoked_reason: session.revokedReason,
      ip: session.ip,
      user_agent: session.userAgent,
      impersonator_email: session.impersonatorUserId ? (impersonatorEmail ?? '(deleted admin)') : null,
    })),
    audit: audit.map(toAuditEntry),
  };
}
