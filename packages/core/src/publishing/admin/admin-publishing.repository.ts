import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publishingAccounts, publishingPosts, users } from '../../db/schema.ts';

// The console's reads of publishing. The token's ciphertext is never selected: the columns are listed one by one.

const accountColumns = {
  id: publishingAccounts.id,
  userId: publishingAccounts.userId,
  email: users.email,
  username: publishingAccounts.username,
  accountType: publishingAccounts.accountType,
  status: publishingAccounts.status,
  tokenExpiresAt: publishingAccounts.tokenExpiresAt,
  tokenRefreshedAt: publishingAccounts.tokenRefreshedAt,
  connectedAt: publishingAccounts.connectedAt,
  quotaUsage: publishingAccounts.quotaUsage,
  quotaTotal: publishingAccounts.quotaTotal,
  quotaCheckedAt: publishingAccounts.quotaCheckedAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(users.email, pattern), ilike(publishingAccounts.username, pattern));
}

export type AdminAccountRow = Awaited<ReturnType<typeof selectAdminPublishingAccounts>>[number];

export async function selectAdminPublishingAccounts(db: Database, q: string | undefined, limit: number, offset: number) {
  return db
    .select(accountColumns)
    .from(publishingAccounts)
    .innerJoin(users, eq(users.id, publishingAccounts.userId))
    .where(matching(q))
    .orderBy(desc(publishingAccounts.connectedAt), desc(publishingAccounts.id))
    .limit(limit)
    .offset(offset);
}

export async function countAdminPublishingAccounts(db: Database, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(publishingAccounts).innerJoin(users, eq(users.id, publishingAccounts.userId)).where(matching(q));
  return row?.total ?? 0;
}

const failedColumns = {
  id: publishingPosts.id,
  userId: publishingPosts.userId,
  email: users.email,
  accountId: publishingPosts.accountId,
  username: publishingAccounts.username,
  kind: publishingPosts.kind,
  failureReason: publishingPosts.failureReason,
  failureSubcode: publishingPosts.failureSubcode,
  attempts: publishingPosts.attempts,
  publishAt: publishingPosts.publishAt,
  updatedAt: publishingPosts.updatedAt,
};

export type AdminFailedPostRow = Awaited<ReturnType<typeof selectAdminFailedPosts>>[number];

export async function selectAdminFailedPosts(db: Database, q: string | undefined, limit: number, offset: number) {
  return db
    .select(failedColumns)
    .from(publishingPosts)
    .innerJoin(publishingAccounts, eq(publishingAccounts.id, publishingPosts.accountId))
    .innerJoin(users, eq(users.id, publishingPosts.userId))
    .where(and(eq(publishingPosts.status, 'failed'), matching(q)))
    .orderBy(desc(publishingPosts.updatedAt), desc(publishingPosts.id))
    .limit(limit)
    .offset(offset);
}

export async function countAdminFailedPosts(db: Database, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(publishingPosts)
    .innerJoin(publishingAccounts, eq(publishingAccounts.id, publishingPosts.accountId))
    .innerJoin(users, eq(users.id, publishingPosts.userId))
    .where(and(eq(publishingPosts.status, 'failed'), matching(q)));
  return row?.total ?? 0;
}
