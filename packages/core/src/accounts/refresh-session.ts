import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { issueTokensFor } from './issue-session.ts';
import { hashRefreshToken, newRefreshToken, type SessionTokens } from './session-tokens.ts';
import { claimRefreshToken, findRefreshToken, findSession, insertRefreshToken, revokeSession } from './sessions.repository.ts';
import { findUserById } from './users.repository.ts';

/**
 * How long a just-replaced refresh token may still be exchanged. A browser that leaves a page while its refresh is
 * in flight never stores the rotated cookie (the server rotated, the answer was dropped), and the next page load
 * presents the old one: without this window every quick navigation at the wrong moment would look like theft and
 * sign the person out (seen in the browser tests). Past it, a replay revokes the whole family.
 */
export const REPLACED_TOKEN_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). The old one is used up
 * atomically, so of two parallel refreshes exactly one rotates it. Presenting a token that was exchanged within
 * REPLACED_TOKEN_GRACE_MS gets a new token of the same live session (the answer to the first exchange was lost);
 * presenting it later means two parties hold the family (a thief and the owner), and we cannot tell which is which:
 * the whole session ends. The web app serialises its refreshes across tabs. Every failure is TOKEN_INVALID.
 */
export async function refreshSession(core: Core, refreshToken: string): Promise<SessionTokens> {
  const now = core.now();
  const tokenHash = hashRefreshToken(refreshToken);
  const claimed = await claimRefreshToken(core.db, tokenHash, now);
  if (!claimed) {
    const known = await findRefreshToken(core.db, tokenHash);
    if (known?.replacedAt && now.getTime() - known.replacedAt.getTime() <= REPLACED_TOKEN_GRACE_MS) {
      const session = await findSession(core.db, known.sessionId);
      const user = session && !session.revokedAt && session.expiresAt > now ? await findUserById(core.db, session.userId) : undefined;
      if (!session || !user) throw new AppError('TOKEN_INVALID');
      const next = newRefreshToken();
      await insertRefreshToken(core.db, { sessionId: session.id, tokenHash: hashRefreshToken(next), expiresAt: session.expiresAt, now });
      return issueTokensFor(core, user, session.id, next, session.expiresAt);
    }
    if (known?.replacedAt) {
      const ended = await revokeSession(core.db, known.sessionId, 'reuse_detected', now);
      if (ended) core.logger.warn({ session: known.sessionId, user: ended.userId }, 'refresh token reused: session revoked');
    }
    throw new AppError('TOKEN_INVALID');
  }
  const user = await findUserById(core.db, claimed.userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  const next = newRefreshToken();
  await insertRefreshToken(core.db, { sessionId: claimed.sessionId, tokenHash: hashRefreshToken(next), expiresAt: claimed.expiresAt, now });
  return issueTokensFor(core, user, claimed.sessionId, next, claimed.expiresAt);
}
