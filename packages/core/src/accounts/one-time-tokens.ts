import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import type { Database } from '../db/client.ts';
import { insertOneTimeToken, markOneTimeTokenUsed, type OneTimePurpose } from './one-time-tokens.repository.ts';

export { revokeOneTimeTokens, type OneTimePurpose } from './one-time-tokens.repository.ts';

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
  await insertOneTimeToken(db, {
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
  const row = await markOneTimeTokenUsed(db, purpose, digest(token), now);
  if (!row) throw new AppError('ONE_TIME_TOKEN_INVALID');
  return row;
}
