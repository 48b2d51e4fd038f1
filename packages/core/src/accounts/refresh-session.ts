import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { issueTokensFor } from './issue-session.ts';
import { hashRefreshToken, newRefreshToken, type SessionTokens } from './session-tokens.ts';
import { claimRefreshToken, findRefreshToken, insertRefreshToken, revokeSession } from './sessions.repository.ts';
import { findUserById } from './users.repository.ts';

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). The old one is used up
 * atomically, so of two parallel refreshes exactly one wins. Presenting a token that was already exchanged means
 * two parties hold the family (a thief and the owner), and we cannot tell which is which: the whole session ends.
 * There is deliberately no grace window for a "just replaced" token: a thief who refreshes first would then keep
 * the session while the owner's late refresh merely failed. The web app serialises its refreshes across tabs.
 * Every failure is TOKEN_INVALID.
 */
export async function refreshSession(core: Core, refreshToken: string): Promise<SessionTokens> {
  const now = core.now();
  const tokenHash = hashRefreshToken(refreshToken);
  const claimed = await claimRefreshToken(core.db, tokenHash, now);
  if (!claimed) {
    const known = await findRefreshToken(core.db, tokenHash);
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
