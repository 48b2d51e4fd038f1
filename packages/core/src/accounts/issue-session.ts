import type { Core } from '../context.ts';
import { issueAccessToken } from './access-tokens.ts';
import type { UserRow } from './users.repository.ts';

/** The bearer token a signed-in browser keeps. */
export function issueSession(core: Core, user: UserRow): Promise<string> {
  return issueAccessToken(core.jwtKey, { userId: user.id, tokenVersion: user.tokenVersion }, core.config.ACCESS_TOKEN_TTL_DAYS, core.now());
}
