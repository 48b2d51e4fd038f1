import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { issueSession, type SessionClient, type SessionTokens } from './issue-session.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { findUserById } from './users.repository.ts';

/** Exchanges a one-time sign-in link for a new session. */
export async function magicLogin(core: Core, token: string, client: SessionClient = {}): Promise<SessionTokens> {
  const { userId } = await consumeOneTimeToken(core.db, 'magic_login', token, core.now());
  const user = await findUserById(core.db, userId);
  if (!user) throw new AppError('ONE_TIME_TOKEN_INVALID');
  return issueSession(core, user, client);
}
