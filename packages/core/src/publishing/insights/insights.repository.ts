import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publishingAccounts, publishingPosts, suggestions, type PublishingPostRow } from '../../db/schema.ts';

export type { PublishingPostRow };

/**
 * Claims published posts whose insights are due (oldest due first), on accounts that can still be used: the claim
 * moves `insights_due_at` to `leaseUntil`, so a second tick running at the same time skips them, and a worker that dies
 * mid-batch leaves them due again once the lease passes. Posts of an account waiting for reconnection are not claimed:
 * they become due again by themselves once the creator reconnects it.
 */
export async function claimDueInsightPosts(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<PublishingPostRow[]> {
  const due = db
    .select({ id: publishingPosts.id })
    .from(publishingPosts)
    .innerJoin(publishingAccounts, eq(publishingAccounts.id, publishingPosts.accountId))
    .where(
      and(
        eq(publishingPosts.status, 'published'),
        isNotNull(publishingPosts.igMediaId),
        isNotNull(publishingPosts.publishedAt),
        lte(publishingPosts.insightsDueAt, now),
        eq(publishingAccounts.status, 'active'),
      ),
    )
    .orderBy(asc(publishingPosts.insightsDueAt))
    .limit(limit)
    .for('update', { of: publishingPosts, skipLocked: true });
  return db.update(publishingPosts).set({ insightsDueAt: leaseUntil }).where(inArray(publishingPosts.id, due)).returning();
}

/** Stores a fetch's numbers and when the next one is due (null: no more fetches). */
export async function saveFetchedInsights(db: Database, id: string, insights: Record<string, number>, fetchedAt: Date, dueAt: Date | null): Promise<void> {
  await db.update(publishingPosts).set({ insights, insightsFetchedAt: fetchedAt, insightsDueAt: dueAt }).where(eq(publishingPosts.id, id));
}

/** Moves (or clears) the next fetch without new numbers: a failed fetch, a post gone from Instagram. */
export async function setInsightsDue(db: Database, id: string, dueAt: Date | null): Promise<void> {
  await db.update(publishingPosts).set({ insightsDueAt: dueAt }).where(eq(publishingPosts.id, id));
}

/** A published post with insights, and the script's result it was made from (when it came from a content item). */
export interface PublishedPostWithScript {
  post: PublishingPostRow;
  suggestionResult: Record<string, unknown> | null;
}

/** The user's latest published posts that have insights, newest first, with their content item's result. */
export async function listPublishedPostsWithInsights(db: Database, userId: string, limit: number): Promise<PublishedPostWithScript[]> {
  const rows = await db
    .select({ post: publishingPosts, suggestionResult: suggestions.result })
    .from(publishingPosts)
    .leftJoin(suggestions, eq(suggestions.id, publishingPosts.suggestionId))
    .where(
      and(
        eq(publishingPosts.userId, userId),
        eq(publishingPosts.status, 'published'),
        isNotNull(publishingPosts.insightsFetchedAt),
        isNotNull(publishingPosts.publishedAt),
      ),
    )
    .orderBy(desc(publishingPosts.publishedAt))
    .limit(limit);
  return rows.map((row) => ({ post: row.post, suggestionResult: row.suggestionResult ?? null }));
}
