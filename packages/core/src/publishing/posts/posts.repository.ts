import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { publishingAccounts, publishingPosts, type PublishingAccountRow, type PublishingPostRow } from '../../db/schema.ts';

export type { PublishingPostRow };
export type NewPublishingPost = typeof publishingPosts.$inferInsert;
export type PublishingPostChanges = Partial<NewPublishingPost>;

export async function insertPost(db: Database, row: NewPublishingPost): Promise<PublishingPostRow> {
  const [saved] = await db.insert(publishingPosts).values(row).returning();
  if (!saved) throw new Error('publishing post not saved');
  return saved;
}

/** The user's post with this id; someone else's id, a malformed one and a missing one all give undefined (→ 404). */
export async function findOwnPost(db: Database, userId: string, id: string): Promise<PublishingPostRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(publishingPosts)
    .where(and(eq(publishingPosts.id, id), eq(publishingPosts.userId, userId)))
    .limit(1);
  return row;
}

export async function findPost(db: Database, id: string): Promise<PublishingPostRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(publishingPosts).where(eq(publishingPosts.id, id)).limit(1);
  return row;
}

/** Posts of the user whose time is in [from, to), oldest first, with their account's username. */
export async function listOwnPosts(
  db: Database,
  userId: string,
  window: { from: Date; to: Date; status?: PublishingPostRow['status'] },
): Promise<Array<{ post: PublishingPostRow; username: string }>> {
  return db
    .select({ post: publishingPosts, username: publishingAccounts.username })
    .from(publishingPosts)
    .innerJoin(publishingAccounts, eq(publishingAccounts.id, publishingPosts.accountId))
    .where(
      and(
        eq(publishingPosts.userId, userId),
        gte(publishingPosts.publishAt, window.from),
        lt(publishingPosts.publishAt, window.to),
        window.status ? eq(publishingPosts.status, window.status) : ne(publishingPosts.status, 'cancelled'),
      ),
    )
    .orderBy(asc(publishingPosts.publishAt), asc(publishingPosts.createdAt))
    .limit(1000);
}

export async function accountUsername(db: Database, accountId: string): Promise<string> {
  const [row] = await db.select({ username: publishingAccounts.username }).from(publishingAccounts).where(eq(publishingAccounts.id, accountId)).limit(1);
  return row?.username ?? '';
}

/** Changes a post only while it is in one of `statuses` (the creator's edits race the job): undefined otherwise. */
export async function updatePostIn(
  db: Database,
  id: string,
  statuses: readonly PublishingPostRow['status'][],
  values: PublishingPostChanges,
): Promise<PublishingPostRow | undefined> {
  const [row] = await db
    .update(publishingPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(publishingPosts.id, id), inArray(publishingPosts.status, [...statuses])))
    .returning();
  return row;
}

/**
 * A job's claim on a post: `scheduled` (whose time has come) or a `publishing` one left by a killed or timed-out
 * attempt becomes `publishing` with attempts + 1. Every later write of the job is guarded by that attempt number, so
 * an older attempt that still runs writes nothing.
 */
export async function claimPost(db: Database, id: string, now: Date, slackMs: number): Promise<PublishingPostRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(publishingPosts)
    .set({
      status: 'publishing',
      stage: 'preparing',
      attempts: sql`${publishingPosts.attempts} + 1`,
      queuedAt: null,
      nextAttemptAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(publishingPosts.id, id),
        or(
          and(eq(publishingPosts.status, 'scheduled'), lte(publishingPosts.publishAt, new Date(now.getTime() + slackMs))),
          eq(publishingPosts.status, 'publishing'),
        ),
      ),
    )
    .returning();
  return row;
}

export interface PostAttempt {
  id: string;
  attempt: number;
}

/** A write of the attempt that holds the post; false when a newer attempt (or the creator) took it. */
export async function updatePostInAttempt(db: Database, owner: PostAttempt, values: PublishingPostChanges): Promise<PublishingPostRow | undefined> {
  const [row] = await db
    .update(publishingPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(publishingPosts.id, owner.id), eq(publishingPosts.status, 'publishing'), eq(publishingPosts.attempts, owner.attempt)))
    .returning();
  return row;
}

/**
 * Marks the scheduled posts that are due (their time, or their wait for the quota, has come) as queued and returns
 * them. A post queued less than `requeueAfter` ago is left alone, so two ticks never send two jobs; one queued
 * earlier whose job never claimed it (a lost send) is queued again.
 */
export async function queueDuePosts(db: Database, now: Date, requeueBefore: Date, limit: number): Promise<PublishingPostRow[]> {
  const due = db
    .select({ id: publishingPosts.id })
    .from(publishingPosts)
    .where(
      and(
        eq(publishingPosts.status, 'scheduled'),
        lte(publishingPosts.publishAt, now),
        or(isNull(publishingPosts.nextAttemptAt), lte(publishingPosts.nextAttemptAt, now)),
        or(isNull(publishingPosts.queuedAt), lt(publishingPosts.queuedAt, requeueBefore)),
      ),
    )
    .orderBy(asc(publishingPosts.publishAt))
    .limit(limit);
  return db
    .update(publishingPosts)
    .set({ queuedAt: now, stage: 'queued', updatedAt: sql`now()` })
    .where(
      and(
        inArray(publishingPosts.id, due),
        // The same guard again on the row itself: a concurrent tick that got there first makes this a no-op.
        eq(publishingPosts.status, 'scheduled'),
        or(isNull(publishingPosts.queuedAt), lt(publishingPosts.queuedAt, requeueBefore)),
      ),
    )
    .returning();
}

/**
 * `publishing` posts untouched for `seconds` (their job was killed and expired): queued again for a new attempt.
 * Measured on the database's clock, which also wrote `updated_at`.
 */
export async function requeueStalledPosts(db: Database, seconds: number, now: Date, limit: number): Promise<PublishingPostRow[]> {
  const stale = and(eq(publishingPosts.status, 'publishing'), lt(publishingPosts.updatedAt, sql`now() - make_interval(secs => ${seconds})`));
  const stalled = db.select({ id: publishingPosts.id }).from(publishingPosts).where(stale).limit(limit);
  return db
    .update(publishingPosts)
    .set({ queuedAt: now, updatedAt: sql`now()` })
    .where(and(inArray(publishingPosts.id, stalled), stale))
    .returning();
}

/** Media ids of the account already recorded on our posts (so a lost publish is matched to a media nobody has). */
export async function recordedMediaIds(db: Database, accountId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: publishingPosts.igMediaId })
    .from(publishingPosts)
    .where(and(eq(publishingPosts.accountId, accountId), sql`${publishingPosts.igMediaId} is not null`));
  return new Set(rows.map((row) => row.id).filter((id): id is string => id !== null));
}

export type { PublishingAccountRow };
