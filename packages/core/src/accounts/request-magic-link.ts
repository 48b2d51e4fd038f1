import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { createOneTimeToken, ONE_HOUR_MS } from './one-time-tokens.ts';
import { findUserByEmail, type UserRow } from './users.repository.ts';

/**
 * "E-mail me a sign-in link" on the log-in page (issue 31), for accounts without a password above all (the quiz
 * funnels make them). Only queues a job, so the answer is the same, in body and in time, whether or not the address
 * has an account.
 */
export async function requestMagicLink(core: Core, email: string): Promise<void> {
  await core.queue.send('request-magic-link', { email: email.trim().toLowerCase() });
}

/** Worker side: a one-time sign-in link, valid for an hour, when the address has an account. */
export async function sendRequestedMagicLink(core: Core, email: string): Promise<void> {
  const user = await findUserByEmail(core.db, email);
  if (!user) {
    core.logger.info('sign-in link requested for an unknown e-mail');
    return;
  }
  await sendMagicLoginLink(core, user);
}

/** Mails the account a one-time link to `/login?magic=…` (POST /users/web/magic-login exchanges it). */
export async function sendMagicLoginLink(core: Core, user: Pick<UserRow, 'id' | 'email' | 'language'>): Promise<void> {
  const token = await createOneTimeToken(core.db, { userId: user.id, purpose: 'magic_login', ttlMs: ONE_HOUR_MS, now: core.now() });
  await enqueueEmail(core, {
    to: user.email,
    template: 'magic-login',
    language: normalizeLanguage(user.language),
    params: { link: `${core.publicUrl}/login?magic=${token}` },
  });
}
