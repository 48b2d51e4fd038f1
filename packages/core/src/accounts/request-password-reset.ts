import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { createOneTimeToken, ONE_HOUR_MS, revokeOneTimeTokens } from './one-time-tokens.ts';
import { findUserByEmail } from './users.repository.ts';

/**
 * Asks for a reset link. Only queues a job, so the answer is the same — in body and in time — whether or not the
 * e-mail has an account: the endpoint cannot be used to find out who has one.
 */
export async function requestPasswordReset(core: Core, email: string): Promise<void> {
  await core.queue.send('request-password-reset', { email: email.trim().toLowerCase() });
}

/** Worker side: e-mails a single-use reset link valid for one hour, when the address has an account. */
export async function sendPasswordResetLink(core: Core, email: string): Promise<void> {
  const user = await findUserByEmail(core.db, email);
  if (!user) {
    core.logger.info('password reset requested for an unknown e-mail');
    return;
  }
  const now = core.now();
  await revokeOneTimeTokens(core.db, user.id, 'password_reset', now);
  const token = await createOneTimeToken(core.db, { userId: user.id, purpose: 'password_reset', ttlMs: ONE_HOUR_MS, now });
  await enqueueEmail(core, {
    to: user.email,
    template: 'password-reset',
    language: normalizeLanguage(user.language),
    params: { link: `${core.publicUrl}/password?token=${token}` },
  });
}
