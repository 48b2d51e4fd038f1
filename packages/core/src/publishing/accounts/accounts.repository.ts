import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { publishingAccounts, type PublishingAccountRow } from '../../db/schema.ts';

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
