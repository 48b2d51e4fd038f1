import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { findUserByIdCached, type UserRow } from './users.repository.ts';

/** Resolves a bearer token to its user; a deleted user or a token from before a password change is TOKEN_INVALID. */
export async function authenticate(core: Core, token: string): Promise<UserRow> {
  const claims = await verifyAccessToken(core.jwtKey, token);
  const user = await findUserByIdCached(core.db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new AppError('TOKEN_INVALID');
  return user;
}
