import type { Core } from '../../context.ts';
import type { PaymentGateway } from '../gateway.ts';
import {
  chargeOneOff,
  type ConfirmRequest,
  type ConfirmResult,
  confirmIntent,
  createSetupIntent,
  detachPaymentMethod,
  ensureCustomer,
  listPaymentMethods,
  refund,
  retrieveOneOff,
  setDefaultPaymentMethod,
  setupIntentPaymentMethod,
} from './intents.ts';
import { deleteCustomer } from './customers.ts';
import { applyDiscount, cancelNow, createSubscription, extendPeriod, retrieveSubscription, setCancelAtPeriodEnd } from './subscriptions.ts';
import { tick, type TickSummary } from './tick.ts';

export type { ConfirmRequest, ConfirmResult } from './intents.ts';
export type { TickSummary } from './tick.ts';

/** Given to the browser's card form instead of a Stripe publishable key. */
export const TEST_PUBLISHABLE_KEY = 'pk_test_reelcraft';

/**
 * The built-in gateway (BILLING=test): Stripe test mode's behaviour, kept in `test_gateway_objects`.
 *
 * - Cards: only Stripe's test numbers (test-cards.ts), checked for Luhn, then "is it a test card" (any other number →
 *   PAYMENT_TEST_CARD_REQUIRED, never stored), then expiry. A saved card keeps brand, last 4, expiry and behaviour.
 * - Subscriptions follow `default_incomplete`: `incomplete` with a first invoice and its payment intent until the card
 *   form confirms it (then `active`, the period starting at the payment, the card its default); a trial starts
 *   `trialing` with a setup intent for the card; a saved card is charged at once (a decline throws
 *   PaymentDeclinedError and leaves the subscription `incomplete_expired`).
 * - Idempotency keys name objects: the subscription, setup intent or one-off payment intent id is derived from the
 *   customer and the key, so a repeat finds the first (and a concurrent repeat waits on its row). Updates remember
 *   the keys they applied.
 * - An invoice is retried in place (Stripe-like): `failed` with its decline, later `paid`; its id is the payment id.
 * - The clock (`tick`) renews on the exact period grid (N×7×24 h), skips periods the clock missed entirely, retries a
 *   failed renewal at +1, +3, +5 days from the failure (past_due meanwhile, new period started), then cancels; ends
 *   subscriptions set to cancel at the period end; expires checkouts unpaid after 23 h.
 * - Changes caused by the browser (confirm) or the clock queue `sync-subscription` / `sync-charge`, like webhooks;
 *   changes the server asked for do not (it re-reads the answer itself).
 */
export interface TestGateway extends PaymentGateway {
  readonly kind: 'test';
  /** The clock: renewals, retries, period ends, expiry of unpaid checkouts. The `billing-tick` job calls it every minute. */
  tick(): Promise<TickSummary>;
  /** The card form's confirm (POST /api/billing/test-gateway/confirm), for the signed-in user. */
  confirm(userId: string, request: ConfirmRequest): Promise<ConfirmResult>;
}

export function isTestGateway(gateway: PaymentGateway | null): gateway is TestGateway {
  return gateway?.kind === 'test';
}

export function createTestGateway(core: Core): TestGateway {
  return {
    kind: 'test',
    publishableKey: TEST_PUBLISHABLE_KEY,
    ensureCustomer: (input) => ensureCustomer(core, input),
    createSetupIntent: (customerId, idempotencyKey) => createSetupIntent(core, customerId, idempotencyKey),
    setupIntentPaymentMethod: (setupIntentId, customerId) => setupIntentPaymentMethod(core, setupIntentId, customerId),
    listPaymentMethods: (customerId) => listPaymentMethods(core, customerId),
    setDefaultPaymentMethod: (customerId, paymentMethodId, subscriptionId) => setDefaultPaymentMethod(core, customerId, paymentMethodId, subscriptionId),
    detachPaymentMethod: (paymentMethodId) => detachPaymentMethod(core, paymentMethodId),
    createSubscription: (input) => createSubscription(core, input),
    retrieveSubscription: (subscriptionId) => retrieveSubscription(core, subscriptionId),
    setCancelAtPeriodEnd: (subscriptionId, cancel, idempotencyKey) => setCancelAtPeriodEnd(core, subscriptionId, cancel, idempotencyKey),
    cancelNow: (subscriptionId) => cancelNow(core, subscriptionId),
    extendPeriod: (subscriptionId, weeks, idempotencyKey) => extendPeriod(core, subscriptionId, weeks, idempotencyKey),
    applyDiscount: (subscriptionId, discount, idempotencyKey) => applyDiscount(core, subscriptionId, discount, idempotencyKey),
    chargeOneOff: (input) => chargeOneOff(core, input),
    retrieveOneOff: (chargeId) => retrieveOneOff(core, chargeId),
    refund: (paymentId) => refund(core, paymentId),
    deleteCustomer: (customerId) => deleteCustomer(core, customerId),
    tick: () => tick(core),
    confirm: (userId, request) => confirmIntent(core, userId, request),
  };
}
