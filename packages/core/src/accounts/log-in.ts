import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { issueSession } from './issue-session.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { findUserByEmail } from './users.repository.ts';

/** Password log-in with per-IP and per-e-mail throttling. Every failure looks the same to the caller. */
export async function logIn(core: Core, input: { email: string; password: string; ip: string }): Promise<{ accessToken: string }> {
  const email = input.email.trim().toLowerCase();
  const policy = {
    maxFailures: core.config.LOGIN_MAX_FAILURES,
    maxFailuresPerIp: core.config.LOGIN_MAX_FAILURES_PER_IP,
    windowMinutes: core.config.LOGIN_FAILURE_WINDOW_MINUTES };
  await assertLoginAllowed(core.db, input.ip, email, policy, core.now());
  const user = await findUserByEmail(core.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !user.passwordHash || !ok) {
    await recordLoginFailure(core.db, input.ip, email);
    throw new AppError('LOGIN_FAILED');
  }
  await clearLoginFailures(core.db, email, policy, core.now());
  return { accessToken: await issueSession(core, user) };
}
