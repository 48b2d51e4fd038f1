import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { issueSession, type SessionTokens } from './issue-session.ts';
import { beginLoginAttempt, loginThrottlePolicy } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { findUserByEmail } from './users.repository.ts';

/** Password log-in with growing delays per address and IP, and a loose per-IP ceiling. Every failure looks the same to the caller. */
export async function logIn(core: Core, input: { email: string; password: string; ip: string; userAgent?: string | undefined }): Promise<SessionTokens> {
  const email = input.email.trim().toLowerCase();
  const attempt = await beginLoginAttempt(core.db, { email, ip: input.ip }, loginThrottlePolicy(core.config), core.now());
  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  let ok: boolean;
  try {
    user = await findUserByEmail(core.db, email);
    ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  } catch (error) {
    // No verdict: start the delay anyway, rather than hold the address until the longest delay runs out.
    await attempt.failed(core.now());
    throw error;
  }
  // The attempt was counted as a failure up front; a failure's delay starts from its verdict.
  if (!user || !user.passwordHash || !ok) {
    await attempt.failed(core.now());
    throw new AppError('LOGIN_FAILED');
  }
  await attempt.succeeded();
  return issueSession(core, user, { ip: input.ip, userAgent: input.userAgent });
}
