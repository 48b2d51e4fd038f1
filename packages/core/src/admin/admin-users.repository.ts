import { ADMIN_PAGE_SIZE } from '@reelcraft/contract';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { instagramProfiles, outboxEmails, payments, profileAnalyses, sessions, subscriptions, suggestions, users, type UserRow } from '../db/schema.ts';
import { listAuditRowsAbout } from './audit.repository.ts';

export type AdminSubscriptionRow = typeof subscriptions.$inferSelect;
export type AdminPaymentRow = typeof payments.$inferSelect;

const LIVE = ['incomplete', 'trialing', 'active', 'past_due'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of accounts for the admin search (newest first, ADMIN_PAGE_SIZE a page) with their live subscription and
 * attached Instagram usernames. `q` (trimmed) matches part of the e-mail (any case), an exact user id, or part of an
 * Instagram username of an attached account or an analysis the user ran ('@' optional).
 */
export async function searchUserRows(db: Database, q: string, page: number) {
  let where: SQL | undefined;
  if (q) {
    const instagram = likePattern(q.replace(/^@/, '').toLowerCase());
    where = or(
      ilike(users.email, likePattern(q)),
      isUuid(q) ? eq(users.id, q.toLowerCase()) : undefined,
      inArray(users.id, db.select({ id: instagramProfiles.userId }).from(instagramProfiles).where(ilike(instagramProfiles.username, instagram))),
      inArray(
        users.id,
        db
          .select({ id: profileAnalyses.userId })
          .from(profileAnalyses)
          .where(and(isNotNull(profileAnalyses.userId), ilike(profileAnalyses.username, instagram))),
      ),
    );
  }
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [live, accounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ userId: subscriptions.userId, status: subscriptions.status, planId: subscriptions.planId })
            .from(subscriptions)
            .where(and(inArray(subscriptions.userId, ids), inArray(subscriptions.status, [...LIVE]))),
          db
            .select({ userId: instagramProfiles.userId, username: instagramProfiles.username })
            .from(instagramProfiles)
            .where(inArray(instagramProfiles.userId, ids))
            .orderBy(instagramProfiles.createdAt),
        ]);
  return { rows, total: totals[0]?.total ?? 0, live, accounts };
}

/** The subscription with this id. */
export async function findSubscriptionById(db: Database, id: string): Promise<AdminSubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** Everything the admin's user page shows about one account, read in parallel. */
export async function loadUserDetailRows(db: Database, user: UserRow, now: Date) {
  const id = user.id;
  const impersonator = alias(users, 'impersonator');
  const [referrer, subscriptionRows, paymentRows, generationTotals, recent, analyses, accounts, emails, sessionRows, audit] = await Promise.all([
    user.referredByUserId ? db.select({ email: users.email }).from(users).where(eq(users.id, user.referredByUserId)).limit(1) : Promise.resolve([]),
    db.select().from(subscriptions).where(eq(subscriptions.userId, id)).orderBy(desc(subscriptions.createdAt)).limit(100),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt)).limit(100),
    Promise.all([
      db.select({ n: count() }).from(suggestions).where(eq(suggestions.userId, id)),
      db
        .select({ n: count() })
        .from(suggestions)
        .where(and(eq(suggestions.userId, id), gte(suggestions.createdAt, new Date(now.getTime() - 30 * DAY_MS)))),
      db
        .select({ n: count() })
        .from(suggestions)
        .where(and(eq(suggestions.userId, id), eq(suggestions.status, 'failed'))),
    ]),
    db
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
    db
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
    db.select({ username: instagramProfiles.username }).from(instagramProfiles).where(eq(instagramProfiles.userId, id)).orderBy(instagramProfiles.createdAt),
    // Never the text or html: only which message went out, and how.
    db
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
    db
      .select({ session: sessions, impersonatorEmail: impersonator.email })
      .from(sessions)
      .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.createdAt))
      .limit(50),
    listAuditRowsAbout(db, id),
  ]);
  return { referrer, subscriptionRows, paymentRows, generationTotals, recent, analyses, accounts, emails, sessionRows, audit };
}
