import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publishingOauthStates } from '../../db/schema.ts';

export type PublishingOauthStateRow = typeof publishingOauthStates.$inferSelect;

export async function insertPublishingOauthState(db: Database, row: typeof publishingOauthStates.$inferInsert): Promise<void> {
  await db.insert(publishingOauthStates).values(row);
}

/**
 * Marks the state used and returns it, in one statement: of two callbacks racing with the same state, one gets the
 * row and the other nothing. Whoever sent it, a state is spent by its first use (the caller checks owner and expiry).
 */
export async function claimPublishingOauthState(db: Database, stateHash: string, at: Date): Promise<PublishingOauthStateRow | undefined> {
  const [row] = await db
    .update(publishingOauthStates)
    .set({ usedAt: at })
    .where(and(eq(publishingOauthStates.stateHash, stateHash), isNull(publishingOauthStates.usedAt)))
    .returning();
  return row;
}

/** Forgets states that expired or were used before `before` (nothing needs them after their 10 minutes). */
export async function deleteStalePublishingOauthStates(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(publishingOauthStates)
    .where(or(lt(publishingOauthStates.expiresAt, before), lt(publishingOauthStates.usedAt, before)))
    .returning({ stateHash: publishingOauthStates.stateHash });
  return rows.length;
}
