import type { Language } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import { applyAdminAtSignUp } from '../admin/admins.ts';
import type { Core } from '../context.ts';
import { recordSignUpEvent } from '../analytics/product-events.ts';
import { attachFunnelSessionAtSignUp } from '../funnels/funnel-sessions.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { issueSession, type SessionClient, type SessionTokens } from './issue-session.ts';
import { createOneTimeToken, ONE_HOUR_MS } from './one-time-tokens.ts';
import { sendMagicLoginLink } from './request-magic-link.ts';
import { findUserByEmail, insertUser, type UserRow } from './users.repository.ts';

/** How long the welcome e-mail's sign-in link works: longer than a requested link, as it may be read the next day. */
export const WELCOME_LINK_TTL_MS = 24 * ONE_HOUR_MS;

export type EmailLoginResult = ({ status: 'created' } & SessionTokens) | { status: 'link_sent' };

/**
 * E-mail-only entry used by the quiz funnels. A new e-mail gets an account (no password yet) and a token at once.
 * An e-mail that already has an account never gets a token from this call — whoever typed it might not own it —
 * but a one-time sign-in link is sent to that address instead.
 */
export async function emailLogin(
  core: Core,
  input: { email: string; language?: Language | undefined; funnel_session_id?: string | undefined },
  client: SessionClient = {},
): Promise<EmailLoginResult> {
  const language = normalizeLanguage(input.language);
  const inserted = await insertUser(core.db, { email: input.email, passwordHash: null, language });
  if (inserted) {
    // ADMIN_EMAILS or a pending `npm run admin:create` (issue 13).
    const created = await applyAdminAtSignUp(core, inserted);
    // The funnel session joins only an account made here; for an existing address the visitor signs in by the link and
    // the web attaches it then (POST /funnels/sessions/{id}/attach), so typing someone's address attaches nothing to them.
    await attachFunnelSessionAtSignUp(core, created, input.funnel_session_id);
    await recordSignUpEvent(core, created, 'email_link');
    await sendWelcomeLink(core, created);
    return { status: 'created', ...(await issueSession(core, created, client)) };
  }

  const existing = await findUserByEmail(core.db, input.email);
  if (existing) await sendMagicLoginLink(core, existing);
  return { status: 'link_sent' };
}

/**
 * An account made here has no password: without an e-mail its owner could never get back in on another device
 * (issue 31). The welcome carries a one-time sign-in link; the log-in page can always send a new one.
 */
async function sendWelcomeLink(core: Core, user: UserRow): Promise<void> {
  const token = await createOneTimeToken(core.db, { userId: user.id, purpose: 'magic_login', ttlMs: WELCOME_LINK_TTL_MS, now: core.now() });
  await enqueueEmail(core, {
    to: user.email,
    template: 'welcome-link',
    language: normalizeLanguage(user.language),
    params: { link: `${core.publicUrl}/login?magic=${token}` },
  });
}
