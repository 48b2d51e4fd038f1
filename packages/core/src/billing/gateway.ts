import type { DeclineKind, SubscriptionStatus } from '@reelcraft/contract';

/**
 * One interface for taking money (docs/decisions/0020). Two implementations: the built-in test gateway
 * (`test-gateway/`, BILLING=test, behaves like Stripe test mode with the same test cards) and Stripe
 * (`stripe/`, BILLING=stripe). The gateway is the system of record for money; our `subscriptions` and `payments`
 * rows are re-synced from what it answers (`retrieveSubscription`), never from event order.
 *
 * Flow, identical for both: the server creates a subscription (or setup/payment intent) and gets a client secret;
 * the browser confirms it with the gateway's card form (Stripe.js Payment Element, or our test form posting to
 * `/api/billing/test-gateway/confirm`); the browser then calls `POST /user/subscription/confirm`, and webhooks
 * (Stripe) or the gateway's own events (test) call the same sync. A saved card can also be charged server-side.
 */

export type GatewayKind = 'test' | 'stripe';

export interface GatewayCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface GatewayPaymentMethod extends GatewayCard {
  /** The gateway's id (`pm_…`). */
  id: string;
}

/** A price as the gateway needs it (from our catalogue row). */
export interface GatewayPrice {
  /** Our plan/product id (`1week`, `trial`, `gift_year`, …); the Stripe adapter maps it to a Price. */
  id: string;
  amountCents: number;
  currency: string;
  /** Recurring plans only. */
  periodWeeks: number | null;
}

export interface GatewayDiscount {
  percentOff: number | null;
  amountOffCents: number | null;
  duration: 'once' | 'repeating' | 'forever';
  /** `repeating`: periods it lasts. */
  durationPeriods: number | null;
  /** Our promo code id, when the discount came from one (Stripe: its coupon is created once and reused). */
  promoCodeId: string | null;
  /** A stable name for the coupon (e.g. `paywall2-50`, `promo-<id>`). */
  key: string;
}

export interface GatewayInvoice {
  id: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'open' | 'failed' | 'void';
  decline: DeclineKind | null;
  billingReason: 'subscription_create' | 'subscription_cycle';
  periodStart: Date;
  periodEnd: Date;
  card: GatewayCard | null;
  createdAt: Date;
}

export interface GatewaySubscription {
  id: string;
  customerId: string;
  /** Our plan id of the current phase (after the trial week this becomes `4week`). */
  planId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  defaultPaymentMethodId: string | null;
  /** Invoices of this subscription, newest first (at most the last few). */
  invoices: GatewayInvoice[];
}

export interface CreateSubscriptionInput {
  customerId: string;
  price: GatewayPrice;
  /** The trial week renews into this plan ($19.99 / 4 weeks); null for ordinary plans. */
  renewsInto: GatewayPrice | null;
  trialDays: number;
  discount: GatewayDiscount | null;
  /** Charge this saved card now (off-session) instead of returning a client secret for the form. */
  paymentMethodId: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreateSubscriptionResult {
  subscription: GatewaySubscription;
  /** What the browser must confirm, or null when the first payment already happened (saved card) or nothing is due. */
  confirmation: { kind: 'payment' | 'setup'; clientSecret: string } | null;
}

export interface OneOffChargeInput {
  customerId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Saved card to charge now; without it the result carries a client secret for the card form. */
  paymentMethodId: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface OneOffCharge {
  id: string;
  status: 'succeeded' | 'requires_confirmation' | 'failed';
  clientSecret: string | null;
  decline: DeclineKind | null;
  card: GatewayCard | null;
}

/** A card was declined while the server charged it (saved card, renewal). The browser path reports declines itself. */
export class PaymentDeclinedError extends Error {
  readonly decline: DeclineKind;
  constructor(decline: DeclineKind, message?: string) {
    super(message ?? `payment declined: ${decline}`);
    this.name = 'PaymentDeclinedError';
    this.decline = decline;
  }
}

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** Given to the browser's card form (`pk_test_reelcraft` for the test gateway). */
  readonly publishableKey: string;
  ensureCustomer(input: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }>;
  /** After the browser confirmed a setup intent: the card it saved (throws PaymentDeclinedError if it failed). */
  setupIntentPaymentMethod(setupIntentId: string, customerId: string): Promise<GatewayPaymentMethod>;
  listPaymentMethods(customerId: string): Promise<GatewayPaymentMethod[]>;
  /** Makes the card the customer's default (and the given subscription's, so renewals use it). */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, subscriptionId: string | null): Promise<void>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  createSubscription(input: CreateSubscriptionInput): Promise<CreateSubscriptionResult>;
  retrieveSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** true: no automatic renewal, access until the period ends; false: undo. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<GatewaySubscription>;
  /** Ends it now (an abandoned incomplete checkout, account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Pushes the next charge back by `weeks` without charging (referral weeks, gift for a subscriber). */
  extendPeriod(subscriptionId: string, weeks: number, idempotencyKey: string): Promise<GatewaySubscription>;
  /** Applies a discount to the next invoices of a live subscription (promo code entered on the subscription page). */
  applyDiscount(subscriptionId: string, discount: GatewayDiscount, idempotencyKey: string): Promise<GatewaySubscription>;
  chargeOneOff(input: OneOffChargeInput): Promise<OneOffCharge>;
  retrieveOneOff(chargeId: string): Promise<OneOffCharge>;
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Account deletion (issue 31): the customer is deleted at the gateway, which ends its live subscriptions at once
   * (no further charge) and keeps no card of it. Its past charges stay there as the gateway's financial records,
   * without a link to the person. Idempotent: a customer already deleted (or never known) is done.
   */
  deleteCustomer(customerId: string): Promise<void>;
}
