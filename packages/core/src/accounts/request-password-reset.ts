import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { createOneTimeToken, ONE_HOUR_MS, revokeOneTimeTokens } from './one-time-tokens.ts';
import { findUserByEmail } from './users.repository.ts';

/**
 * Sends a single-use reset link valid for one hour. Answers the same whether or not the e-mail exists,
 * so the endpoint cannot be used to find out who has an account.
 */
export async function requestPasswordReset(core: Core, email: string): Promise<void> {
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
