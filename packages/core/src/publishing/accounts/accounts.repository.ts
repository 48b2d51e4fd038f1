import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { publishingAccounts, publishingPosts, type PublishingAccountRow } from '../../db/schema.ts';

export type { PublishingAccountRow };

export async function upsertPublishingAccount(db: Database, row: typeof publishingAccounts.$inferInsert): Promise<PublishingAccountRow> {
  const { userId, igUserId, ...rest } = row;
  const [saved] = await db
    .insert(publishingAccounts)
    .values(row)
    .onConflictDoUpdate({ target: [publishingAccounts.userId, publishingAccounts.igUserId], set: { ...rest, reconnectNotifiedAt: null } })
    .returning();
  if (!saved) throw new Error(`publishing account of ${userId}/${igUserId} not saved`);
  return saved;
}

export async function findPublishingAccount(db: Database, id: string): Promise<PublishingAccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(publishingAccounts).where(eq(publishingAccounts.id, id)).limit(1);
  return row;
}

/** The user's account with this id, or undefined (also for someone else's id). */
export async function findOwnPublishingAccount(db: Database, userId: string, id: string): Promise<PublishingAccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(publishingAccounts)
    .where(and(eq(publishingAccounts.id, id), eq(publishingAccounts.userId, userId)))
    .limit(1);
  return row;
}

export async function listPublishingAccounts(db: Database, userId: string): Promise<PublishingAccountRow[]> {
  return db.select().from(publishingAccounts).where(eq(publishingAccounts.userId, userId)).orderBy(asc(publishingAccounts.connectedAt));
}

export async function updatePublishingAccount(
  db: Database,
  id: string,
  values: Partial<typeof publishingAccounts.$inferInsert>,
): Promise<PublishingAccountRow | undefined> {
  const [row] = await db.update(publishingAccounts).set(values).where(eq(publishingAccounts.id, id)).returning();
  return row;
}

/** Marks an active account as needing reconnection; true only for the call that changed it (so it is told once). */
export async function markPublishingAccountNeedsReconnect(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(publishingAccounts)
    .set({ status: 'needs_reconnect' })
    .where(and(eq(publishingAccounts.id, id), eq(publishingAccounts.status, 'active')))
    .returning({ id: publishingAccounts.id });
  return rows.length > 0;
}

export async function recordPublishingQuota(db: Database, id: string, quotaUsage: number, quotaTotal: number): Promise<void> {
  await db
    .update(publishingAccounts)
    .set({ quotaUsage, quotaTotal, quotaCheckedAt: sql`now()` })
    .where(eq(publishingAccounts.id, id));
}

/** The user's accounts that are not disconnected (active or waiting for a reconnect), oldest first. */
export async function listConnectedPublishingAccounts(db: Database, userId: string): Promise<PublishingAccountRow[]> {
  return db
    .select()
    .from(publishingAccounts)
    .where(and(eq(publishingAccounts.userId, userId), ne(publishingAccounts.status, 'disconnected')))
    .orderBy(asc(publishingAccounts.connectedAt));
}

/** Active accounts whose token expires before `expiringBefore` and was last refreshed before `refreshedBefore`. */
export async function listPublishingAccountsDueForRefresh(
  db: Database,
  expiringBefore: Date,
  refreshedBefore: Date,
  limit: number,
): Promise<PublishingAccountRow[]> {
  return db
    .select()
    .from(publishingAccounts)
    .where(
      and(
        eq(publishingAccounts.status, 'active'),
        lte(publishingAccounts.tokenExpiresAt, expiringBefore),
        lte(publishingAccounts.tokenRefreshedAt, refreshedBefore),
      ),
    )
    .orderBy(asc(publishingAccounts.tokenExpiresAt))
    .limit(limit);
}

/** Stores a refreshed token, unless the account stopped being active meanwhile (disconnected, needs reconnecting). */
export async function storeRefreshedPublishingToken(db: Database, id: string, tokenCiphertext: string, tokenExpiresAt: Date, at: Date): Promise<boolean> {
  const rows = await db
    .update(publishingAccounts)
    .set({ tokenCiphertext, tokenExpiresAt, tokenRefreshedAt: at })
    .where(and(eq(publishingAccounts.id, id), eq(publishingAccounts.status, 'active')))
    .returning({ id: publishingAccounts.id });
  return rows.length > 0;
}

export async function setPublishingReconnectNotified(db: Database, id: string, at: Date): Promise<void> {
  await db.update(publishingAccounts).set({ reconnectNotifiedAt: at }).where(eq(publishingAccounts.id, id));
}

/** Forgets the token and marks the account disconnected (the row and its posts' history stay). */
export async function markPublishingAccountDisconnected(db: Database | Transaction, id: string): Promise<void> {
  await db
    .update(publishingAccounts)
    .set({ status: 'disconnected', tokenCiphertext: null, quotaUsage: null, quotaCheckedAt: null, reconnectNotifiedAt: null })
    .where(eq(publishingAccounts.id, id));
}

/**
 * The account's posts still waiting for their time fail with `reconnect_needed`: nothing is published through a
 * disconnected account, and the creator can retry them after connecting it again. Returns how many.
 */
export async function failScheduledPostsOfAccount(db: Database | Transaction, accountId: string, reason: string): Promise<number> {
  const rows = await db
    .update(publishingPosts)
    .set({ status: 'failed', failureReason: reason, failureSubcode: null, stage: null, updatedAt: sql`now()` })
    .where(and(eq(publishingPosts.accountId, accountId), eq(publishingPosts.status, 'scheduled')))
    .returning({ id: publishingPosts.id });
  return rows.length;
}
