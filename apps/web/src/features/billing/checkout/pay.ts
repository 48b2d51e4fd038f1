import type { CheckoutResult, Plan } from '@reelcraft/contract';
import { isApiError } from '../../../lib/api.ts';
import { attemptKey, endAttempt } from '../attempt.ts';
import { billingApi } from '../billing.api.ts';
import type { CardConfirmer, CardOutcome, DeclineKind } from '../card-form.tsx';
import { transportFailure } from '../test-card-form.tsx';

/** How one press of "Pay" ended. */
export type PayResult =
  /** The card form showed what to fix; nothing was sent. */
  | { kind: 'invalid' }
  /** Paid (or this attempt had already gone through): only the account is left to update. */
  | { kind: 'paid' }
  /** Not processed (server, network, or a card problem that is not a decline): the form says why. */
  | { kind: 'error'; message: string }
  /** The card was declined: the attempt is over, the next press is a new one. */
  | { kind: 'declined'; decline: Exclude<DeclineKind, 'other'> };

/**
 * Buys `plan` (with paywall2's discount, if any): creates the subscription on the server under this attempt's
 * idempotency key, then confirms the card for it. The key outlives a server or network failure, so pressing again
 * cannot charge twice; a finished, refused or declined attempt forgets it.
 */
export async function payForPlan(confirmer: CardConfirmer, plan: Plan, percentOff: number | null): Promise<PayResult> {
  if (!(await confirmer.validate())) return { kind: 'invalid' };
  const scope = `${plan.id}:${percentOff ?? 0}`;
  let result: CheckoutResult;
  try {
    result = await billingApi.createSubscription({
      plan_id: plan.id,
      apply_discount: Boolean(percentOff),
      idempotency_key: attemptKey(scope),
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'ALREADY_SUBSCRIBED') {
      // This attempt already went through (a reload after paying): only the account is left to update.
      endAttempt();
      return { kind: 'paid' };
    }
    // A server or network failure keeps the attempt's key: trying again cannot charge twice.
    if (isApiError(error) && error.status >= 400 && error.status < 500) endAttempt();
    return { kind: 'error', message: transportFailure(error).message };
  }
  const outcome = await confirmCard(confirmer, result);
  if (outcome.ok) {
    endAttempt();
    return { kind: 'paid' };
  }
  if (outcome.decline === 'other') return { kind: 'error', message: outcome.message };
  // A declined card ends the attempt: the next click is a new one.
  endAttempt();
  return { kind: 'declined', decline: outcome.decline };
}

/**
 * The confirmation step (3-D Secure included, which Stripe.js or the test gateway runs): the first payment, or a
 * setup when nothing is due today; nothing to confirm when the server needed no client secret.
 */
function confirmCard(confirmer: CardConfirmer, result: CheckoutResult): Promise<CardOutcome> {
  const secret = result.client_secret;
  if (!secret) return Promise.resolve({ ok: true });
  return result.confirmation === 'setup' ? confirmer.confirmSetup(secret) : confirmer.confirmPayment(secret);
}
