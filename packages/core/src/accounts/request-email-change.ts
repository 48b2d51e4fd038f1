import { AppError } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { createOneTimeToken, revokeOneTimeTokens } from './one-time-tokens.ts';
import { findUserByEmail, updateUser, type UserRow } from './users.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts an e-mail change: the new address gets a confirmation link (24 h), the old one a notice.
 * The account keeps its current e-mail until the link is opened, so a typo cannot lock anyone out.
 * An address that already has an account gets the same answer but no link (it could never be confirmed): a 409 here
 * told any signed-in user whether an address is registered.
 */
export async function requestEmailChange(core: Core, user: UserRow, newEmail: string): Promise<{ pendingEmail: string }> {
  const email = newEmail.toLowerCase();
  if (email === user.email) throw new AppError('VALIDATION_FAILED', { field: 'email', reason: 'same_as_current' });
  const taken = Boolean(await findUserByEmail(core.db, email));
  const now = core.now();
  await revokeOneTimeTokens(core.db, user.id, 'email_change', now);
  await updateUser(core.db, user.id, { pendingEmail: email });
  const language = normalizeLanguage(user.language);
  if (taken) {
    core.logger.info('e-mail change requested to an address that has an account; no link sent');
  } else {
    const token = await createOneTimeToken(core.db, { userId: user.id, purpose: 'email_change', ttlMs: DAY_MS, payload: email, now });
    await enqueueEmail(core, { to: email, template: 'email-change-confirm', language, params: { link: `${core.publicUrl}/email/confirm?token=${token}` } });
  }
  await enqueueEmail(core, {
    to: user.email,
    template: 'email-changed-notice',
    language,
    params: { link: `${core.publicUrl}/app/profile`, new_email: email, support: core.config.SUPPORT_EMAIL },
  });
  return { pendingEmail: email };
}
