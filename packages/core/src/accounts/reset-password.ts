import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { issueSession, type SessionClient, type SessionTokens } from './issue-session.ts';
import { consumeOneTimeToken, revokeOneTimeTokens } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { updateUser } from './users.repository.ts';

/** Sets a new password from a reset link; every older session ends (revoked, and the token version bumps). */
export async function resetPassword(core: Core, input: { token: string; password: string }, client: SessionClient = {}): Promise<SessionTokens> {
  const now = core.now();
  const { userId } = await consumeOneTimeToken(core.db, 'password_reset', input.token, now);
  const user = await updateUser(core.db, userId, { passwordHash: await hashPassword(input.password), bumpTokenVersion: true });
  if (!user) throw new AppError('ONE_TIME_TOKEN_INVALID');
  await revokeOneTimeTokens(core.db, userId, 'password_reset', now);
  await endAllSessions(core, userId, 'password_changed');
  return issueSession(core, user, client);
}
