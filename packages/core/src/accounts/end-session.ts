import type { Core } from '../context.ts';
import { hashRefreshToken } from './session-tokens.ts';
import { findRefreshToken, revokeSession } from './sessions.repository.ts';

/**
 * Log out: ends one session, named by the access token's session id or by one of its refresh tokens.
 * Unknown or already ended sessions are fine (log-out is idempotent and says nothing about tokens).
 */
export async function endSession(core: Core, by: { sessionId?: string | undefined; refreshToken?: string | undefined }): Promise<void> {
  const now = core.now();
  if (by.sessionId) await revokeSession(core.db, by.sessionId, 'logout', now);
  if (by.refreshToken) {
    const known = await findRefreshToken(core.db, hashRefreshToken(by.refreshToken));
    if (known) await revokeSession(core.db, known.sessionId, 'logout', now);
  }
}
