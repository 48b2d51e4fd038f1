import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { impersonationTokens } from '../db/schema.ts';

export async function insertImpersonationToken(
  db: Database,
  row: { tokenHash: string; adminUserId: string; targetUserId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(impersonationTokens).values(row);
}

/**
 * Uses the link in ONE conditional UPDATE (unused, unexpired), so of two racing exchanges exactly one gets the row;
 * undefined for an unknown, used or expired link.
 */
export async function claimImpersonationToken(db: Database, tokenHash: string, now: Date) {
  const [claimed] = await db
    .update(impersonationTokens)
    .set({ usedAt: now })
    .where(and(eq(impersonationTokens.tokenHash, tokenHash), isNull(impersonationTokens.usedAt), gt(impersonationTokens.expiresAt, now)))
    .returning({ id: impersonationTokens.id, adminUserId: impersonationTokens.adminUserId, targetUserId: impersonationTokens.targetUserId });
  return claimed;
}

/** Records the session a link was exchanged for. */
export async function setImpersonationSession(db: Database, tokenId: string, sessionId: string): Promise<void> {
  await db.update(impersonationTokens).set({ sessionId }).where(eq(impersonationTokens.id, tokenId));
}
