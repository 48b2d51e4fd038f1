import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { findUserByEmail, updateUser, type UserRow } from './users.repository.ts';

/** Completes an e-mail change from the link sent to the new address. */
export async function confirmEmailChange(core: Core, token: string): Promise<UserRow> {
  const { userId, payload } = await consumeOneTimeToken(core.db, 'email_change', token, core.now());
  if (!payload) throw new AppError('ONE_TIME_TOKEN_INVALID');
  // Someone may have signed up with that address since the link was sent.
  const owner = await findUserByEmail(core.db, payload);
  if (owner && owner.id !== userId) throw new AppError('EMAIL_TAKEN');
  try {
    const user = await updateUser(core.db, userId, { email: payload, pendingEmail: null });
    if (!user) throw new AppError('ONE_TIME_TOKEN_INVALID');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
