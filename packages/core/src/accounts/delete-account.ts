import { AppError } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { PURGE_USER_FILES_DELAY_SECONDS } from '../jobs/definitions.ts';
import { purgeUserObjects } from '../storage/purge-user-objects.ts';
import { listUserStorageKeys } from '../storage/user-objects.repository.ts';
import { endAllSessions } from './end-all-sessions.ts';
import { endBillingOfAccount } from './end-billing.ts';
import { forgetPerson } from './forget-person.ts';
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
  await eraseAccount(core, user);
}

/**
 * The deletion itself, without the password check: the one path for the account's owner above and for an admin
 * (issue 13). Order matters (issue 31):
 * 1. sessions end, so nothing new is started for the account;
 * 2. the gateway ends the subscription now and deletes the customer and cards (or a job retries until it does), so a
 *    deleted account is never charged again;
 * 3. the deletion's own jobs are queued before anything is deleted: the files' purge, and the "account deleted" notice
 *    to the address while it is still known (the one place the address outlives the account: until it is sent);
 * 4. every other row and job that names the person is erased (forget-person.ts), then the user row with its cascade.
 */
export async function eraseAccount(core: Core, user: Pick<UserRow, 'id' | 'email' | 'language'>): Promise<void> {
  // The rows go with the user (cascade); revoking first also evicts them from this process's session cache.
  await endAllSessions(core, user.id, 'account_deleted');
  await endBillingOfAccount(core, user.id);
  // Files: the job is the durable record, queued before anything is deleted, so a crash at any later point still
  // ends with the files gone; it runs after the longest render could still store one for this user (finding 11).
  const keys = await listUserStorageKeys(core.db, user.id);
  const purgeJob = await core.queue.send('purge-user-files', { user_id: user.id, keys }, { startAfterSeconds: PURGE_USER_FILES_DELAY_SECONDS });
  const noticeJob = await core.queue.send('send-email', {
    to: user.email,
    template: 'account-deleted',
    language: normalizeLanguage(user.language),
    params: { link: core.publicUrl },
  });
  await forgetPerson(core, user, [purgeJob, noticeJob]);
  await deleteUser(core.db, user.id);
  // And now, so signed links already handed out stop working with the account (the file is gone: 404).
  await purgeUserObjects(core.storage, user.id, keys).catch((error: unknown) =>
    core.logger.warn({ err: error, user: user.id }, 'deleting the files of a deleted account failed; the purge job will retry'),
  );
  core.logger.info({ user: user.id }, 'account deleted');
}
