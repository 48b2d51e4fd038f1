import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

export type OneTimePurpose = 'password_reset' | 'magic_login' | 'email_change';

export async function insertOneTimeToken(
  db: Database,
  row: { userId: string; purpose: OneTimePurpose; tokenHash: string; payload: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

/**
 * Marks the token used and returns it, in one statement, so two clicks racing on the same link can never both
 * succeed. Undefined for an unknown, expired or used token.
 */
export async function markOneTimeTokenUsed(db: Database, purpose: OneTimePurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row;
}

/** Older unused links of the same kind stop working when a new one is issued or one is used. */
export async function revokeOneTimeTokens(db: Database, userId: string, purpose: OneTimePurpose, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
