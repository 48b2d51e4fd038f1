import { AppError, type SignUpRequest } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { applyAdminAtSignUp } from '../admin/admins.ts';
import { ensureReferralCode, referrerOf } from '../billing/referrals.ts';
import { recordSignUpEvent } from '../analytics/product-events.ts';
import { attachFunnelSessionAtSignUp } from '../funnels/funnel-sessions.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { issueSession, type SessionClient, type SessionTokens } from './issue-session.ts';
import { hashPassword } from './passwords.ts';
import { insertUser, setReferrerIfUnset } from './users.repository.ts';

/**
 * Creates an account with a password; an e-mail already in use is EMAIL_TAKEN (409). Every new account gets its own
 * referral code; a valid referral code from the sign-up form (never the person's own) records who referred them.
 */
export async function signUp(core: Core, input: SignUpRequest, client: SessionClient = {}): Promise<SessionTokens> {
  const passwordHash = await hashPassword(input.password);
  const referrerId = await referrerOf(core, input.referral_code);
  const user = await insertUser(core.db, { email: input.email, passwordHash, language: input.language });
  if (!user) throw new AppError('EMAIL_TAKEN');
  const referralCode = await ensureReferralCode(core, user.id);
  // ADMIN_EMAILS or a pending `npm run admin:create` (issue 13).
  let row: typeof user = { ...(await applyAdminAtSignUp(core, user)), referralCode };
  if (referrerId && referrerId !== user.id) {
    const updated = await setReferrerIfUnset(core.db, user.id, referrerId);
    if (updated) row = updated;
  }
  // The onboarding quiz taken before sign-up: its answers and analysis join the account (an unknown id is ignored).
  await attachFunnelSessionAtSignUp(core, row, input.funnel_session_id);
  await recordSignUpEvent(core, row, 'password');
  await enqueueEmail(core, { to: row.email, template: 'welcome', language: input.language, params: { link: `${core.publicUrl}/app` } });
  return issueSession(core, row, client);
}
