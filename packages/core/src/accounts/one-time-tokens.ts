import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

export type OneTimePurpose = 'password_reset' | 'magic_login' | 'email_change';

export const ONE_HOUR_MS = 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a single-use token; only its hash is stored, the raw value goes into the e-mail link. */
export async function createOneTimeToken(
  db: Database,
  input: { userId: string; purpose: OneTimePurpose; ttlMs: number; payload?: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: digest(token),
    payload: input.payload ?? null,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/**
 * Marks the token used and returns it, in one statement, so two clicks racing on the same link
 * can never both succeed. Unknown, expired and used tokens all fail the same way.
 */
export async function consumeOneTimeToken(db: Database, purpose: OneTimePurpose, token: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, digest(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  if (!row) throw new AppError('ONE_TIME_TOKEN_INVALID');
  return row;
}

/** Older unused links of the same kind stop working when a new one is issued or one is used. */
export async function revokeOneTimeTokens(db: Database, userId: string, purpose: OneTimePurpose, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
