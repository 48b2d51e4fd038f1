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
import { applyDiscount, cancelNow, createSubscription, extendPeriod, retrieveSubscription, setCancelAtPeriodEnd } from './subscriptions.ts';
import { tick, type TickSummary } from './tick.ts';

export type { ConfirmRequest, ConfirmResult } from './intents.ts';
export type { TickSummary } from './tick.ts';

/** Given to the browser's card form instead of a Stripe publishable key. */
export const TEST_PUBLISHABLE_KEY = 'pk_test_reelcraft';

/** The built-in gateway (BILLING=test): Stripe test mode's behaviour, kept in `test_gateway_objects`. */
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
    tick: () => tick(core),
    confirm: (userId, request) => confirmIntent(core, userId, request),
  };
}
