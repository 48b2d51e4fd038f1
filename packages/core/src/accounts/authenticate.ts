import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { findSessionCached } from './sessions.repository.ts';
import { findUserByIdCached, type UserRow } from './users.repository.ts';

/**
 * Resolves a bearer token to its user. A deleted user, a token from before a password change, or a token of an
 * ended (logged out, revoked, expired) session is TOKEN_INVALID. Database errors propagate: they are not bad input.
 */
export async function authenticate(core: Core, token: string): Promise<UserRow> {
  const { user } = await authenticateSession(core, token);
  return user;
}

/**
 * authenticate, also returning the session id (log-out needs it) and, for an admin viewing as the user (issue 13),
 * the admin's id: protected actions refuse such a session.
 */
export async function authenticateSession(core: Core, token: string): Promise<{ user: UserRow; sessionId: string; impersonatorUserId: string | null }> {
  const claims = await verifyAccessToken(core.jwtKey, token);
  const [user, session] = await Promise.all([findUserByIdCached(core.db, claims.userId), findSessionCached(core.db, claims.sessionId)]);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new AppError('TOKEN_INVALID');
  if (!session || session.userId !== user.id || session.revokedAt || session.expiresAt.getTime() <= core.now().getTime()) {
    throw new AppError('TOKEN_INVALID');
  }
  return { user, sessionId: session.id, impersonatorUserId: session.impersonatorUserId };
}
