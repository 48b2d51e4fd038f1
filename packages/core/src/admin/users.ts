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
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Core } from '../context.ts';
import { isUuid } from '../db/ids.ts';
import {
  adminAuditLog,
  instagramProfiles,
  outboxEmails,
  payments,
  profileAnalyses,
  sessions,
  subscriptions,
  suggestions,
  users,
  type UserRow,
} from '../db/schema.ts';
import { activeSubscriptionOf, entitlementsOf } from '../billing/entitlements.ts';
import { toAuditEntry } from './audit.ts';

const LIVE = ['incomplete', 'trialing', 'active', 'past_due'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * GET /api/admin/users: `q` matches part of the e-mail (any case), an exact user id, or part of an Instagram username
 * of an attached account or an analysis the user ran ('@' optional). Newest accounts first, 25 a page.
 */
export async function searchUsers(core: Core, query: { q?: string | undefined; page: number }): Promise<AdminUserList> {
  const q = query.q?.trim() ?? '';
  let where: SQL | undefined;
  if (q) {
    const instagram = likePattern(q.replace(/^@/, '').toLowerCase());
    where = or(
      ilike(users.email, likePattern(q)),
      isUuid(q) ? eq(users.id, q.toLowerCase()) : undefined,
      inArray(users.id, core.db.select({ id: instagramProfiles.userId }).from(instagramProfiles).where(ilike(instagramProfiles.username, instagram))),
      inArray(
        users.id,
        core.db
          .select({ id: profileAnalyses.userId })
          .from(profileAnalyses)
          .where(and(isNotNull(profileAnalyses.userId), ilike(profileAnalyses.username, instagram))),
      ),
    );
  }
  const [rows, totals] = await Promise.all([
    core.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    core.db.select({ total: count() }).from(users).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [live, accounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          core.db
            .select({ userId: subscriptions.userId, status: subscriptions.status, planId: subscriptions.planId })
            .from(subscriptions)
            .where(and(inArray(subscriptions.userId, ids), inArray(subscriptions.status, [...LIVE]))),
          core.db
            .select({ userId: instagramProfiles.userId, username: instagramProfiles.username })
            .from(instagramProfiles)
            .where(inArray(instagramProfiles.userId, ids))
            .orderBy(instagramProfiles.createdAt),
        ]);
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
  return { items, total: totals[0]?.total ?? 0, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

export function toAdminSubscription(row: typeof subscriptions.$inferSelect): AdminSubscription {
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
export function isRefundable(core: Pick<Core, 'payments'>, row: Pick<typeof payments.$inferSelect, 'status' | 'gateway'>): boolean {
  return row.status === 'succeeded' && core.payments !== null && core.payments.kind === row.gateway;
}

export function toAdminPayment(core: Pick<Core, 'payments'>, row: typeof payments.$inferSelect): AdminPayment {
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
  const [row] = await core.db.select().from(users).where(eq(users.id, id)).limit(1);
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
  const impersonator = alias(users, 'impersonator');
  const [referrer, subscriptionRows, paymentRows, generationTotals, recent, analyses, accounts, emails, sessionRows, audit, entitlements, active] =
    await Promise.all([
      user.referredByUserId
        ? core.db.select({ email: users.email }).from(users).where(eq(users.id, user.referredByUserId)).limit(1)
        : Promise.resolve([]),
      core.db.select().from(subscriptions).where(eq(subscriptions.userId, id)).orderBy(desc(subscriptions.createdAt)).limit(100),
      core.db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt)).limit(100),
      Promise.all([
        core.db.select({ n: count() }).from(suggestions).where(eq(suggestions.userId, id)),
        core.db
          .select({ n: count() })
          .from(suggestions)
          .where(and(eq(suggestions.userId, id), gte(suggestions.createdAt, new Date(now.getTime() - 30 * DAY_MS)))),
        core.db
          .select({ n: count() })
          .from(suggestions)
          .where(and(eq(suggestions.userId, id), eq(suggestions.status, 'failed'))),
      ]),
      core.db
        .select({
          id: suggestions.id,
          type: suggestions.type,
          status: suggestions.status,
          result: suggestions.result,
          errorCode: suggestions.errorCode,
          createdAt: suggestions.createdAt,
        })
        .from(suggestions)
        .where(eq(suggestions.userId, id))
        .orderBy(desc(suggestions.createdAt))
        .limit(20),
      core.db
        .select({
          id: profileAnalyses.id,
          username: profileAnalyses.username,
          status: profileAnalyses.status,
          errorCode: profileAnalyses.errorCode,
          createdAt: profileAnalyses.createdAt,
        })
        .from(profileAnalyses)
        .where(eq(profileAnalyses.userId, id))
        .orderBy(desc(profileAnalyses.createdAt))
        .limit(50),
      core.db
        .select({ username: instagramProfiles.username })
        .from(instagramProfiles)
        .where(eq(instagramProfiles.userId, id))
        .orderBy(instagramProfiles.createdAt),
      // Never the text or html: only which message went out, and how.
      core.db
        .select({
          id: outboxEmails.id,
          template: outboxEmails.template,
          subject: outboxEmails.subject,
          transport: outboxEmails.transport,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .where(inArray(outboxEmails.to, [user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])]))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(50),
      core.db
        .select({ session: sessions, impersonatorEmail: impersonator.email })
        .from(sessions)
        .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
        .where(eq(sessions.userId, id))
        .orderBy(desc(sessions.createdAt))
        .limit(50),
      core.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetUserId, id))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(100),
      entitlementsOf(core, user),
      activeSubscriptionOf(core, id),
    ]);
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
