import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { verifyPassword } from './passwords.ts';
import { deleteUser, type UserRow } from './users.repository.ts';

/**
 * Deletes the account and everything that cascades from it. An account with a password must confirm it,
 * so a token left on a shared computer cannot erase someone's work.
 */
export async function deleteAccount(core: Core, user: UserRow, password: string | undefined): Promise<void> {
  if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password)))) {
    throw new AppError('WRONG_PASSWORD');
  }
  // The rows go with the user (cascade); revoking first also evicts them from this process's session cache.
  await endAllSessions(core, user.id, 'account_deleted');
  await deleteUser(core.db, user.id);
  core.logger.info({ user: user.id }, 'account deleted');
}
