import type { Subscription, User } from '@reelcraft/contract';
import { isApiError } from '../../../lib/api.ts';

/** Waits between the "is my subscription active yet?" checks after a payment: about 15 s in all. */
export const CONFIRM_DELAYS_MS = [0, 500, 1_000, 2_000, 4_000, 8_000];

/** POST /user/subscription/confirm's answer, with how many checks this round has made so far (failed ones too). */
export interface AccountAnswer {
  user: User;
  subscription: Subscription | null;
  tries: number;
}

/** The account is updated once the gateway's subscription gives access (or the user row already names it). */
export function accountIsActive(answer: Pick<AccountAnswer, 'user' | 'subscription'> | undefined): boolean {
  return Boolean(answer && (answer.subscription?.active || answer.user.stripe_subscription));
}

/**
 * The wait before the next check after `tries` checks (answered or failed: each counts as one), or false once the
 * bound of CONFIRM_DELAYS_MS.length checks is reached.
 */
export function nextCheckDelay(tries: number): number | false {
  return CONFIRM_DELAYS_MS[tries] ?? false;
}

/**
 * Whether a failed check is tried again: within the same bound, and never after a 4xx — the web app never retries a
 * client error by itself (it will not heal); network failures and 5xx (a gateway briefly unavailable) do.
 */
export function retriesFailedCheck(tries: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return nextCheckDelay(tries) !== false;
}
