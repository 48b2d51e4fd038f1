import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { findFunnelOfUser } from '../funnels/funnel-sessions.repository.ts';
import { isLive, type PaymentRow, type SubscriptionRow } from '../billing/dto.ts';
import { recordServerEvent } from './record-events.ts';

/**
 * The server's product events, one call per place that knows the truth (issue 13). Each records through
 * `recordServerEvent`, so none of them can fail its caller; call them after the transaction that wrote the fact has
 * committed (on PGlite a query outside an open transaction would wait for it).
 */

/** A new account: how it was made, its language, and the funnel whose session it took over (if any). */
export async function recordSignUpEvent(core: Core, user: UserRow, method: 'password' | 'email_link'): Promise<void> {
  let funnel: string | null = null;
  try {
    funnel = (await findFunnelOfUser(core.db, user.id)) ?? null;
  } catch (error) {
    core.logger.warn({ err: error }, 'sign-up event: could not read the funnel session');
  }
  await recordServerEvent(core, 'sign_up', {
    userId: user.id,
    path: method === 'password' ? '/api/users' : '/api/users/web/email-login',
    props: { method: funnel ? 'funnel' : method, language: user.language, ...(funnel ? { funnel } : {}) },
    occurredAt: user.createdAt,
  });
}

/** A payment row the billing sync has just written: succeeded or declined (with our decline kind). */
export async function recordPaymentEvent(core: Core, payment: PaymentRow, planId: string | null): Promise<void> {
  const succeeded = payment.status === 'succeeded';
  await recordServerEvent(core, succeeded ? 'payment_succeeded' : 'payment_declined', {
    userId: payment.userId,
    path: '-',
    props: {
      plan: planId,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      reason: succeeded ? payment.reason : (payment.failureCode ?? 'generic_failure'),
      billing_reason: payment.reason,
    },
    occurredAt: payment.createdAt,
  });
}

/** What changed between our previous copy of a subscription and the one the sync has just written. */
export function subscriptionTransitions(
  previous: SubscriptionRow | undefined,
  current: SubscriptionRow,
): ('subscription_started' | 'subscription_canceled' | 'subscription_ended')[] {
  const events: ('subscription_started' | 'subscription_canceled' | 'subscription_ended')[] = [];
  const wasLive = previous !== undefined && isLive(previous) && previous.status !== 'incomplete';
  const nowLive = isLive(current) && current.status !== 'incomplete';
  if (!wasLive && nowLive) events.push('subscription_started');
  if (current.cancelAtPeriodEnd && !(previous?.cancelAtPeriodEnd ?? false) && nowLive) events.push('subscription_canceled');
  if (wasLive && !isLive(current)) events.push('subscription_ended');
  return events;
}

export async function recordSubscriptionEvents(core: Core, previous: SubscriptionRow | undefined, current: SubscriptionRow): Promise<void> {
  for (const type of subscriptionTransitions(previous, current)) {
    await recordServerEvent(core, type, {
      userId: current.userId,
      props: { plan: current.planId, status: current.status, gateway: current.gateway, subscription_id: current.id },
    });
  }
}
