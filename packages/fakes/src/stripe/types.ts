import type { FormValue } from './form.ts';

// The fake's public types, its test cards and the constants its modules share.

export type FakeStripeCard = 'visa' | 'declined' | 'insufficient_funds' | 'incorrect_cvc' | 'customer_fail';

/** The test tokens and what they stand for. */
export const FAKE_STRIPE_TEST_CARDS: Record<string, { card: FakeStripeCard; last4: string }> = {
  pm_card_visa: { card: 'visa', last4: '4242' },
  pm_card_visa_chargeDeclined: { card: 'declined', last4: '0002' },
  pm_card_chargeDeclined: { card: 'declined', last4: '0002' },
  pm_card_visa_chargeDeclinedInsufficientFunds: { card: 'insufficient_funds', last4: '9995' },
  pm_card_chargeDeclinedIncorrectCvc: { card: 'incorrect_cvc', last4: '0127' },
  pm_card_chargeCustomerFail: { card: 'customer_fail', last4: '0341' },
};

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Query (GET) and form body (POST/DELETE) merged, parsed with bracket keys. */
  params: Record<string, FormValue>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  authorization: string | undefined;
  status: number;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

export interface FakeStripeDelivery {
  eventId: string;
  type: string;
  status: number | 'error';
}

/** Where webhooks go: a URL, or a function (tests call the Hono app directly). */
export type FakeStripeWebhookTarget = string | ((request: Request) => Promise<Response>);

export interface FakeStripeOptions {
  /** The key the fake accepts (`Authorization: Bearer …`). Default `sk_test_fake`. */
  secretKey?: string;
  webhookSecret?: string;
  webhookTarget?: FakeStripeWebhookTarget;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: what STRIPE_API_BASE_URL holds. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every API request, in arrival order. */
  requests: FakeStripeRequest[];
  /** Every event the fake created, in order. */
  events: FakeStripeEvent[];
  deliveries: FakeStripeDelivery[];
  /** Webhook delivery: target, and the misbehaviours Stripe allows itself (duplicates, any order). */
  webhooks: { target: FakeStripeWebhookTarget | null; duplicate: boolean; reverse: boolean; paused: boolean };
  /** Any stored object by id (a copy). */
  object<T = Record<string, unknown>>(id: string): T | undefined;
  /** Stored objects of one type (`subscription`, `invoice`, `price`, …). */
  list<T = Record<string, unknown>>(type: string): T[];
  /** What Stripe.js's confirmPayment/confirmSetup would do. Returns the HTTP status and body of /test/confirm. */
  confirm(clientSecret: string, paymentMethod: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Moves the fake's clock forward and renews, cancels or fails subscriptions whose period ended. */
  advance(weeks: number): Promise<void>;
  /** Seconds since the epoch on the fake's clock. */
  now(): number;
  /** Posts one event (built from `object`) to the webhook target now; returns the event. */
  sendEvent(type: string, object: Record<string, unknown>): Promise<FakeStripeEvent>;
  /** Sends events held while `webhooks.paused`, and waits until every delivery has been answered. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A stored Stripe object: its JSON, with the `id` and `object` (type) every one has. */
export type Obj = Record<string, unknown> & { id: string; object: string };

export const API_VERSION = '2026-10-28.endive';
export const WEEK = 7 * 86_400;
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;
