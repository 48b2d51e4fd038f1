import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { issueSession } from './issue-session.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { findUserById } from './users.repository.ts';

/** Exchanges a one-time sign-in link for an access token. */
export async function magicLogin(core: Core, token: string): Promise<{ accessToken: string }> {
  const { userId } = await consumeOneTimeToken(core.db, 'magic_login', token, core.now());
  const user = await findUserById(core.db, userId);
  if (!user) throw new AppError('ONE_TIME_TOKEN_INVALID');
  return { accessToken: await issueSession(core, user) };
}
