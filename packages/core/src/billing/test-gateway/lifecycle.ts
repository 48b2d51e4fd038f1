import type { SubscriptionData } from './objects.ts';
import { INCOMPLETE_EXPIRY_MS } from './periods.ts';

/** What the clock must do with a subscription (pure; the tick applies it under the row lock). */
export type DueAction =
  /** Nothing paid within 23 hours: incomplete → incomplete_expired. */
  | 'expire'
  /** The period ended with cancel_at_period_end set: → canceled. */
  | 'end'
  /** The period (or trial) ended: invoice the next one and charge the default card. */
  | 'renew'
  /** A failed renewal's next retry is due. */
  | 'retry';

type Lifecycle = Pick<SubscriptionData, 'status' | 'cancelAtPeriodEnd' | 'periodEnd' | 'createdAt' | 'renewal'>;

/** When the clock next has something to do with the subscription (ms since epoch), or null. */
export function nextActionAtMs(sub: Lifecycle): number | null {
  const periodEnd = Date.parse(sub.periodEnd);
  switch (sub.status) {
    case 'incomplete':
      return Date.parse(sub.createdAt) + INCOMPLETE_EXPIRY_MS;
    case 'trialing':
    case 'active':
      return periodEnd;
    case 'past_due': {
      const retry = sub.renewal.nextAttemptAt ? Date.parse(sub.renewal.nextAttemptAt) : null;
      if (sub.cancelAtPeriodEnd) return retry === null ? periodEnd : Math.min(retry, periodEnd);
      return retry ?? periodEnd;
    }
    default:
      return null;
  }
}

/** The action due at `now`, if any. */
export function dueAction(sub: Lifecycle, now: Date): DueAction | null {
  const at = now.getTime();
  const periodEnded = Date.parse(sub.periodEnd) <= at;
  switch (sub.status) {
    case 'incomplete':
      return Date.parse(sub.createdAt) + INCOMPLETE_EXPIRY_MS <= at ? 'expire' : null;
    case 'trialing':
    case 'active':
      if (!periodEnded) return null;
      return sub.cancelAtPeriodEnd ? 'end' : 'renew';
    case 'past_due':
      if (sub.cancelAtPeriodEnd && periodEnded) return 'end';
      if (sub.renewal.nextAttemptAt && Date.parse(sub.renewal.nextAttemptAt) <= at) return 'retry';
      // A past-due period that ended with no retry left (cannot normally happen: retries end within 5 days).
      return periodEnded ? 'end' : null;
    default:
      return null;
  }
}
