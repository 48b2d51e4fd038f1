import { normalizeLanguage } from '@reelcraft/i18n';
import { findUserById } from '../../accounts/users.repository.ts';
import type { Core } from '../../context.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { findPublishingAccount, setPublishingReconnectNotified } from './accounts.repository.ts';

/** Where the creator connects accounts again (the web app's Instagram settings, helper C's screen). */
export const PUBLISHING_SETTINGS_PATH = '/app/profile';

/**
 * Tells the creator that an account needs reconnecting: an e-mail in their language (queued; the worker sends it) and
 * `reconnect_notified_at`. Called once per change to needs_reconnect (markAccountNeedsReconnect); a failure to queue
 * is logged and does not undo the status, which the app shows anyway.
 */
export async function notifyReconnectNeeded(core: Core, accountId: string): Promise<void> {
  try {
    const account = await findPublishingAccount(core.db, accountId);
    if (!account || account.reconnectNotifiedAt) return;
    const user = await findUserById(core.db, account.userId);
    if (!user) return;
    await enqueueEmail(core, {
      to: user.email,
      template: 'publishing-reconnect',
      language: normalizeLanguage(user.language),
      params: { link: `${core.publicUrl}${PUBLISHING_SETTINGS_PATH}`, username: account.username },
    });
    await setPublishingReconnectNotified(core.db, account.id, core.now());
  } catch (error) {
    core.logger.error({ err: error, accountId }, 'could not queue the publishing reconnect e-mail');
  }
}
