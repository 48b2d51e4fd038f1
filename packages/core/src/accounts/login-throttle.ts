import { AppError } from '@reelcraft/contract';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { rateLimitKey } from '../rate-limit/enforce-rate-limit.ts';
import {
  type BackoffPolicy,
  clearRateLimit,
  hitRateLimit,
  hitWithBackoff,
  refundRateLimit,
  settleBackoff,
  type WindowPolicy,
} from '../rate-limit/rate-limits.repository.ts';

export interface LoginThrottlePolicy {
  /** Per address and IP: growing delays once the free attempts are used. */
  perAddress: BackoffPolicy;
  /** Per IP, any addresses: a loose ceiling on failures against password spraying. */
  perIp: WindowPolicy;
}

export function loginThrottlePolicy(
  config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_MAX_FAILURES_PER_IP' | 'LOGIN_FAILURE_WINDOW_MINUTES'>,
): LoginThrottlePolicy {
  const windowSeconds = config.LOGIN_FAILURE_WINDOW_MINUTES * 60;
  return {
    perAddress: { freeAttempts: config.LOGIN_MAX_FAILURES, windowSeconds, maxDelaySeconds: windowSeconds },
    perIp: { points: config.LOGIN_MAX_FAILURES_PER_IP, windowSeconds },
  };
}

/** One attempt that passed the throttle; the caller reports how it ended. */
export interface LoginAttempt {
  /** The right password: forgive this address's failures from this IP and give the IP its point back. */
  succeeded(): Promise<void>;
  /** The wrong password (or no such account): the delay this failure earns starts now. */
  failed(now: Date): Promise<void>;
}

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_LOGIN_ATTEMPTS', { retry_after_seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * Counts a log-in attempt before the password is checked, or refuses it with TOO_MANY_LOGIN_ATTEMPTS (429).
 *
 * Keyed by address AND IP, so someone guessing a victim's password delays only their own attempts: the victim, from
 * their own IP, is never locked out (the old per-address lock let anyone lock out a known address). Attempts are
 * counted up front, in one statement with the check, so parallel guesses cannot all be checked before the first
 * failure is recorded; a success clears the count again. From the last free attempt on, the next attempt waits until
 * this one's verdict (`failed` starts the delay then), so a burst evaluates exactly the free attempts however long
 * the password checks take on a loaded machine (issue 31: 30 parallel guesses were 6 checks when they took > 1 s).
 */
export async function beginLoginAttempt(db: Database, input: { email: string; ip: string }, policy: LoginThrottlePolicy, now: Date): Promise<LoginAttempt> {
  const ipKey = rateLimitKey('login-failures', { ip: input.ip });
  const perIp = await hitRateLimit(db, ipKey, policy.perIp, now);
  if (!perIp.allowed) throw tooMany(perIp.retryAfterSeconds);

  const addressKey = rateLimitKey('login-address', { email: input.email }, { ip: input.ip });
  const perAddress = await hitWithBackoff(db, addressKey, policy.perAddress, now, { holdUntilSettled: true });
  if (!perAddress.allowed) {
    // Not checked, so not a failure of this IP's.
    await refundRateLimit(db, ipKey);
    throw tooMany(perAddress.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await clearRateLimit(db, addressKey);
      await refundRateLimit(db, ipKey);
    },
    async failed(verdictAt: Date) {
      await settleBackoff(db, addressKey, perAddress.points, policy.perAddress, verdictAt);
    },
  };
}
