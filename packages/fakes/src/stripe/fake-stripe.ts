import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseForm, type FormValue } from './form.ts';
import { stripeSignatureHeader } from './signature.ts';

/**
 * A loopback stand-in for the parts of the Stripe API that Reelcraft's adapter uses (API 2026-10-28.endive, the
 * post-basil shapes of stripe@23's types: periods on subscription items, `invoice.parent.subscription_details`,
 * `invoice.confirmation_secret`, invoice payments). Stateful in memory; form-encoded bodies with bracket keys;
 * `Idempotency-Key` replays the first answer (and refuses the same key with other parameters, like Stripe).
 *
 * Test payment methods behave like Stripe's test cards (payments.md §1.11): `pm_card_visa` succeeds;
 * `pm_card_visa_chargeDeclined` (generic), `pm_card_visa_chargeDeclinedInsufficientFunds` and
 * `pm_card_chargeDeclinedIncorrectCvc` are declined when charged or saved; `pm_card_chargeCustomerFail` saves fine
 * and is declined when charged (renewal failures). Each use of a test token makes a new `pm_…` on the customer.
 *
 * What Stripe.js would do in the browser is `POST /test/confirm {client_secret, payment_method}` (JSON). Time moves
 * with `advance(weeks)`: subscriptions renew (new invoice, default card charged), cancel at period end, or fail.
 * Webhooks: every state change queues events, POSTed signed to the configured target after the request's answer
 * (optionally twice, or each batch in reverse order); `sendEvent` posts one by hand.
 */

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

type Obj = Record<string, unknown> & { id: string; object: string };

const API_VERSION = '2026-10-28.endive';
const WEEK = 7 * 86_400;
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? 'error'));
  }
}

const invalid = (message: string, param?: string) => new StripeFakeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (id: string) => new StripeFakeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' });

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';
  const objects = new Map<string, Obj>();
  /** Payment method id → how it behaves (never in the JSON, like Stripe keeps the card number). */
  const behaviour = new Map<string, FakeStripeCard>();
  const idempotent = new Map<string, { hash: string; status: number; body: unknown }>();
  const requests: FakeStripeRequest[] = [];
  const events: FakeStripeEvent[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  const webhooks: FakeStripe['webhooks'] = { target: options.webhookTarget ?? null, duplicate: false, reverse: false, paused: false };
  let held: FakeStripeEvent[] = [];
  let pending: FakeStripeEvent[] = [];
  const inFlight = new Set<Promise<void>>();
  let offsetSeconds = 0;
  let counter = 0;

  const now = () => Math.floor(Date.now() / 1000) + offsetSeconds;
  const newId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(4, '0')}${randomBytes(8).toString('hex')}`;
  const put = (object: Obj): Obj => {
    objects.set(object.id, object);
    return object;
  };
  const get = (id: string, type?: string): Obj => {
    const object = objects.get(id);
    if (!object || (type && object.object !== type)) throw missing(id);
    return object;
  };
  const listOf = (type: string) => [...objects.values()].filter((object) => object.object === type);
  const clone = <T>(value: T): T => structuredClone(value);

  function emit(type: string, object: Obj, previous?: Record<string, unknown>): void {
    const event: FakeStripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: render(object, []), ...(previous ? { previous_attributes: previous } : {}) },
    };
    events.push(event);
    pending.push(event);
  }

  /** Queues the request's events for delivery (after its answer is written). */
  function release(): void {
    const batch = webhooks.reverse ? [...pending].reverse() : pending;
    pending = [];
    if (batch.length === 0) return;
    if (webhooks.paused) {
      held.push(...batch);
      return;
    }
    const run = (async () => {
      for (const event of batch) {
        await deliver(event);
        if (webhooks.duplicate) await deliver(event);
      }
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  async function deliver(event: FakeStripeEvent): Promise<void> {
    const target = webhooks.target;
    if (!target) return;
    const payload = JSON.stringify(event, null, 2);
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
    try {
      const response =
        typeof target === 'string'
          ? await fetch(target, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(10_000) })
          : await target(new Request('http://127.0.0.1/api/billing/stripe/webhook', { method: 'POST', headers, body: payload }));
      await response.arrayBuffer().catch(() => undefined);
      deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    } catch {
      deliveries.push({ eventId: event.id, type: event.type, status: 'error' });
    }
  }

  // ───────────── rendering (expansion and includable fields) ─────────────

  /** A JSON copy of an object with the requested `expand` paths (relative to it) resolved. */
  function render(object: Obj, expand: string[]): Record<string, unknown> {
    const copy = clone(object) as Record<string, unknown>;
    // Includable fields appear only when expanded, as at Stripe.
    if (object.object === 'invoice' && !expand.some((path) => path === 'confirmation_secret' || path.startsWith('confirmation_secret.'))) delete copy.confirmation_secret;
    for (const path of expand) expandPath(copy, path.split('.'));
    return copy;
  }

  function expandPath(node: Record<string, unknown>, path: string[]): void {
    const [head, ...rest] = path;
    if (!head) return;
    if (head === 'data' && Array.isArray(node.data)) {
      for (const item of node.data as Record<string, unknown>[]) expandPath(item, rest);
      return;
    }
    const value = node[head];
    // A list of ids (a subscription's `discounts`): each one expanded.
    if (Array.isArray(value) && value.every((entry) => typeof entry === 'string' && objects.has(entry))) {
      node[head] = (value as string[]).map((entry) => render(objects.get(entry)!, rest.length ? [rest.join('.')] : []));
      return;
    }
    if (typeof value === 'string' && objects.has(value)) {
      const inner = objects.get(value)!;
      node[head] = render(inner, rest.length ? [rest.join('.')] : []);
      return;
    }
    if (head === 'confirmation_secret' && node.object === 'invoice') {
      const stored = objects.get(String(node.id));
      if (stored) node.confirmation_secret = clone(stored.confirmation_secret ?? null);
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) expandPath(value as Record<string, unknown>, rest);
  }

  // ───────────── money movement ─────────────

  function cardError(card: FakeStripeCard, extra: Record<string, unknown> = {}): Record<string, unknown> {
    switch (card) {
      case 'insufficient_funds':
        return { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', ...extra };
      case 'incorrect_cvc':
        return { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc', ...extra };
      default:
        return { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', ...extra };
    }
  }

  /** A test token becomes a new card on the customer; an existing `pm_…` is used as it is. */
  function resolvePaymentMethod(id: string, customer: string | null): Obj {
    const test = FAKE_STRIPE_TEST_CARDS[id];
    if (!test) {
      const existing = get(id, 'payment_method');
      if (customer && existing.customer !== customer) throw invalid(`The payment method ${id} does not belong to customer ${customer}.`, 'payment_method');
      return existing;
    }
    const method = put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: 'visa', display_brand: 'visa', country: 'US', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', last4: test.last4, networks: { available: ['visa'], preferred: null } },
    });
    behaviour.set(method.id, test.card);
    if (customer) emit('payment_method.attached', method);
    return method;
  }

  /** Charges a PaymentIntent with a card; returns the card error or null. */
  function charge(intent: Obj, method: Obj): Record<string, unknown> | null {
    intent.payment_method = method.id;
    const card = behaviour.get(method.id) ?? 'visa';
    if (card === 'visa') {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      intent.latest_charge = newId('ch');
      emit('payment_intent.succeeded', intent);
      return null;
    }
    const error = cardError(card, { payment_method: clone(method) });
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    emit('payment_intent.payment_failed', intent);
    return error;
  }

  function newPaymentIntent(fields: { amount: number; currency: string; customer: string | null; description?: string | null; metadata?: Record<string, unknown> }): Obj {
    const id = newId('pi');
    const intent = put({
      id,
      object: 'payment_intent',
      amount: fields.amount,
      amount_received: 0,
      currency: fields.currency,
      customer: fields.customer,
      description: fields.description ?? null,
      metadata: fields.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      payment_method: null,
      last_payment_error: null,
      latest_charge: null,
      payment_method_types: ['card'],
      created: now(),
      livemode: false,
    });
    emit('payment_intent.created', intent);
    return intent;
  }

  // ───────────── prices and discounts ─────────────

  /** One discount's share of an invoice, as Stripe lists it in `total_discount_amounts` and the line's `discount_amounts`. */
  interface DiscountAmount {
    amount: number;
    discount: string;
  }

  /** `months` calendar months after `seconds` (Stripe's `repeating` coupons end on the same day of a later month). */
  function addMonths(seconds: number, months: number): number {
    const date = new Date(seconds * 1000);
    date.setUTCMonth(date.getUTCMonth() + months);
    return Math.floor(date.getTime() / 1000);
  }

  /** Does the subscription's discount apply to an invoice created now? once: the first invoice that carries it; repeating: until its `end`. */
  function discountApplies(discount: Obj, coupon: Obj): boolean {
    if (coupon.duration === 'once') return !listOf('invoice').some((invoice) => (invoice.discounts as string[]).includes(String(discount.id)));
    if (coupon.duration === 'repeating') return discount.end === null || now() < Number(discount.end);
    return true;
  }

  /**
   * The amount of the subscription's next invoice and the discounts it carries. Each discount takes
   * `amount − round(amount × (100 − percent) / 100)` (so 20 % of $6.99 is $1.40), or its amount off, never below zero.
   */
  function priceAfterDiscounts(amount: number, subscription: Obj): { amount: number; discounts: DiscountAmount[] } {
    let total = amount;
    const applied: DiscountAmount[] = [];
    for (const discountId of (subscription.discounts as string[] | undefined) ?? []) {
      const discount = objects.get(discountId);
      const coupon = discount ? (objects.get(String((discount.source as { coupon: string }).coupon)) ?? null) : null;
      if (!coupon || !discount || !discountApplies(discount, coupon)) continue;
      const after = typeof coupon.percent_off === 'number' ? Math.round((total * (100 - coupon.percent_off)) / 100) : Math.max(0, total - Number(coupon.amount_off ?? 0));
      applied.push({ amount: total - after, discount: discount.id });
      total = after;
    }
    return { amount: total, discounts: applied };
  }

  /**
   * `discounts[]` of a subscription create or update: `{coupon}` redeems a coupon into a new discount, `{discount}`
   * keeps one the subscription has; the list replaces the old one ('' clears it).
   */
  function applyDiscounts(subscription: Obj, value: FormValue | undefined): void {
    if (value === undefined) return;
    const entries = Array.isArray(value) ? value : [];
    const ids: string[] = [];
    const current = (subscription.discounts as string[] | undefined) ?? [];
    for (const entry of entries) {
      if (typeof entry !== 'object' || Array.isArray(entry)) throw invalid('discounts[] needs a coupon or a discount', 'discounts');
      if (typeof entry.discount === 'string') {
        if (!current.includes(entry.discount)) throw invalid(`The discount \`${entry.discount}\` is not applied to this subscription.`, 'discounts');
        ids.push(entry.discount);
        continue;
      }
      if (typeof entry.coupon !== 'string') throw invalid('discounts[] needs a coupon or a discount', 'discounts');
      const coupon = get(entry.coupon, 'coupon');
      const start = now();
      const end = coupon.duration === 'repeating' ? addMonths(start, Number(coupon.duration_in_months ?? 1)) : null;
      const discount = put({ id: newId('di'), object: 'discount', source: { coupon: coupon.id, type: 'coupon' }, customer: subscription.customer, subscription: subscription.id, subscription_item: null, invoice: null, invoice_item: null, promotion_code: null, checkout_session: null, start, end });
      coupon.times_redeemed = Number(coupon.times_redeemed ?? 0) + 1;
      ids.push(discount.id);
    }
    subscription.discounts = ids;
  }

  // ───────────── subscriptions ─────────────

  const itemOf = (subscription: Obj) => ((subscription.items as { data: Obj[] }).data[0] ?? null) as (Obj & { price: Obj; current_period_start: number; current_period_end: number }) | null;
  const intervalSeconds = (price: Obj) => {
    const recurring = price.recurring as { interval: string; interval_count: number } | null;
    if (!recurring) return WEEK;
    const unit = recurring.interval === 'day' ? 86_400 : recurring.interval === 'week' ? WEEK : recurring.interval === 'month' ? 30 * 86_400 : 365 * 86_400;
    return unit * recurring.interval_count;
  };

  /** An invoice of `subtotal` less `discounts` (the discounts as Stripe shows them: ids, totals, and on the line). */
  function newInvoice(subscription: Obj, reason: string, subtotal: number, discounts: DiscountAmount[], start: number, end: number): Obj {
    const price = itemOf(subscription)!.price;
    const amount = subtotal - discounts.reduce((sum, entry) => sum + entry.amount, 0);
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      subtotal,
      total: amount,
      total_discount_amounts: discounts.map((entry) => ({ ...entry })),
      currency: price.currency,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      attempted: false,
      attempt_count: 0,
      created: now(),
      period_start: start,
      period_end: start,
      next_payment_attempt: null,
      discounts: discounts.map((entry) => entry.discount),
      default_payment_method: null,
      lines: {
        object: 'list',
        has_more: false,
        url: '/v1/invoices/lines',
        data: [{ id: newId('il'), object: 'line_item', amount: subtotal, discount_amounts: discounts.map((entry) => ({ ...entry })), discounts: discounts.map((entry) => entry.discount), currency: price.currency, description: `1 × ${String(price.lookup_key ?? price.id)}`, period: { start, end }, pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } }, quantity: 1 }],
      },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) } },
      confirmation_secret: null,
      livemode: false,
    });
    emit('invoice.created', invoice);
    if (amount === 0) {
      invoice.status = 'paid';
      invoice.attempted = true;
      emit('invoice.paid', invoice);
    } else {
      const intent = newPaymentIntent({ amount, currency: String(price.currency), customer: String(subscription.customer), description: 'Subscription update' });
      invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
      put({ id: newId('inpay'), object: 'invoice_payment', amount_paid: null, amount_requested: amount, created: now(), currency: price.currency, invoice: invoice.id, is_default: true, livemode: false, payment: { type: 'payment_intent', payment_intent: intent.id }, status: 'open', status_transitions: { canceled_at: null, paid_at: null } });
      emit('invoice.finalized', invoice);
    }
    return invoice;
  }

  function intentOfInvoice(invoice: Obj): Obj | null {
    const payment = listOf('invoice_payment').find((entry) => entry.invoice === invoice.id && entry.is_default);
    const intentId = (payment?.payment as { payment_intent?: string } | undefined)?.payment_intent;
    return intentId ? get(intentId) : null;
  }

  /** Pays an open invoice with a card; updates the invoice, its payment and the subscription. */
  function payInvoice(invoice: Obj, method: Obj): Record<string, unknown> | null {
    const intent = intentOfInvoice(invoice);
    if (!intent) throw invalid('invoice has no payment');
    const error = charge(intent, method);
    invoice.attempted = true;
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    const payment = listOf('invoice_payment').find((entry) => entry.invoice === invoice.id && entry.is_default)!;
    const subscription = objects.get(String((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription));
    if (error) {
      invoice.next_payment_attempt = now() + 3 * 86_400;
      emit('invoice.payment_failed', invoice);
      if (subscription && subscription.status !== 'incomplete' && subscription.status !== 'canceled') setStatus(subscription, 'past_due');
      return error;
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    (payment.status_transitions as Record<string, unknown>).paid_at = now();
    emit('invoice.paid', invoice);
    emit('invoice.payment_succeeded', invoice);
    if (subscription) {
      const settings = subscription.payment_settings as { save_default_payment_method: string | null };
      if (settings.save_default_payment_method === 'on_subscription' && !subscription.default_payment_method) subscription.default_payment_method = method.id;
      if (!method.customer) method.customer = subscription.customer;
      setStatus(subscription, 'active');
    }
    return null;
  }

  function setStatus(subscription: Obj, status: string): void {
    if (subscription.status === status) return;
    const previous = { status: subscription.status };
    subscription.status = status;
    if (status === 'canceled' || status === 'incomplete_expired') {
      subscription.ended_at = now();
      subscription.canceled_at ??= now();
      emit('customer.subscription.deleted', subscription, previous);
    } else emit('customer.subscription.updated', subscription, previous);
  }

  function defaultMethodOf(subscription: Obj): Obj | null {
    const id = (subscription.default_payment_method as string | null) ?? ((objects.get(String(subscription.customer))?.invoice_settings as { default_payment_method?: string | null } | undefined)?.default_payment_method ?? null);
    return id ? (objects.get(id) ?? null) : null;
  }

  function createSubscription(params: Record<string, FormValue>): Obj {
    const customer = get(str(params.customer, 'customer'), 'customer');
    const items = params.items;
    const priceId = Array.isArray(items) && typeof items[0] === 'object' && !Array.isArray(items[0]) ? items[0].price : undefined;
    if (typeof priceId !== 'string') throw invalid('items[0][price] is required', 'items');
    const price = get(priceId, 'price');
    if (!price.recurring) throw invalid('The price specified is not recurring.', 'items[0][price]');
    const behaviour_ = typeof params.payment_behavior === 'string' ? params.payment_behavior : 'allow_incomplete';
    const trialDays = params.trial_period_days ? Number(params.trial_period_days) : 0;
    const start = now();
    const end = trialDays > 0 ? start + trialDays * 86_400 : start + intervalSeconds(price);
    const id = newId('sub');
    const paymentSettings = (params.payment_settings as Record<string, FormValue> | undefined) ?? {};
    const subscription = put({
      id,
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      billing_cycle_anchor: end,
      collection_method: 'charge_automatically',
      currency: price.currency,
      default_payment_method: null,
      discounts: [],
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [{ id: newId('si'), object: 'subscription_item', created: start, current_period_start: start, current_period_end: end, discounts: [], metadata: {}, price: clone(price), quantity: 1, subscription: id }],
      },
      latest_invoice: null,
      metadata: (params.metadata as Record<string, unknown> | undefined) ?? {},
      payment_settings: { save_default_payment_method: typeof paymentSettings.save_default_payment_method === 'string' ? paymentSettings.save_default_payment_method : 'off', payment_method_types: paymentSettings.payment_method_types ?? null, payment_method_options: null },
      pending_setup_intent: null,
      schedule: null,
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? end : null,
      livemode: false,
    });
    applyDiscounts(subscription, params.discounts);
    let method: Obj | null = null;
    if (typeof params.default_payment_method === 'string') {
      method = resolvePaymentMethod(params.default_payment_method, customer.id);
      subscription.default_payment_method = method.id;
    }
    emit('customer.subscription.created', subscription);
    const priced = trialDays > 0 ? { amount: 0, discounts: [] } : priceAfterDiscounts(Number(price.unit_amount), subscription);
    const amount = priced.amount;
    const invoice = newInvoice(subscription, 'subscription_create', trialDays > 0 ? 0 : Number(price.unit_amount), priced.discounts, start, end);
    subscription.latest_invoice = invoice.id;
    if (trialDays > 0) {
      setStatus(subscription, 'trialing');
      if (!method) {
        const intent = newSetupIntent(customer.id, 'off_session');
        subscription.pending_setup_intent = intent.id;
      }
      return subscription;
    }
    if (amount === 0) {
      setStatus(subscription, 'active');
      return subscription;
    }
    method ??= defaultMethodOf(subscription);
    if (behaviour_ === 'default_incomplete' || !method) {
      if (behaviour_ === 'error_if_incomplete') throw invalid('This customer has no attached payment source or default payment method.', 'default_payment_method');
      return subscription;
    }
    const error = payInvoice(invoice, method);
    if (error) {
      if (behaviour_ === 'error_if_incomplete') {
        // Stripe creates nothing that lasts: the subscription is gone and the decline is the answer.
        objects.delete(subscription.id);
        pending = pending.filter((event) => event.type.startsWith('payment_intent.'));
        throw new StripeFakeError(402, { ...error, payment_intent: clone(intentOfInvoice(invoice)) });
      }
    }
    return subscription;
  }

  function newSetupIntent(customer: string | null, usage: string): Obj {
    const id = newId('seti');
    const intent = put({ id, object: 'setup_intent', customer, usage, status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`, payment_method: null, last_setup_error: null, payment_method_types: ['card'], created: now(), metadata: {}, livemode: false });
    emit('setup_intent.created', intent);
    return intent;
  }

  function updateSubscription(subscription: Obj, params: Record<string, FormValue>): void {
    const item = itemOf(subscription)!;
    const previous: Record<string, unknown> = {};
    if (params.cancel_at_period_end !== undefined) {
      if (subscription.schedule) throw invalid(`The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`, 'cancel_at_period_end');
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end ? item.current_period_end : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
    }
    if (typeof params.default_payment_method === 'string') {
      const method = get(params.default_payment_method, 'payment_method');
      if (method.customer !== subscription.customer) throw invalid('The payment method does not belong to this customer.', 'default_payment_method');
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = method.id;
    }
    if (params.trial_end !== undefined) {
      const trialEnd = params.trial_end === 'now' ? now() : Number(params.trial_end);
      if (!Number.isFinite(trialEnd) || trialEnd < now()) throw invalid('trial_end must be in the future', 'trial_end');
      previous.trial_end = subscription.trial_end;
      subscription.trial_end = trialEnd;
      subscription.trial_start ??= now();
      item.current_period_end = trialEnd;
      if (subscription.status === 'active' || subscription.status === 'past_due') subscription.status = 'trialing';
    }
    if (params.discounts !== undefined) applyDiscounts(subscription, params.discounts === '' ? [] : params.discounts);
    if (params.metadata && typeof params.metadata === 'object') subscription.metadata = { ...(subscription.metadata as object), ...(params.metadata as object) };
    emit('customer.subscription.updated', subscription, previous);
  }

  /** One renewal (or the end) of a subscription whose period is over. */
  function renew(subscription: Obj): void {
    const item = itemOf(subscription)!;
    const periodEnd = item.current_period_end;
    if (subscription.cancel_at_period_end) {
      setStatus(subscription, 'canceled');
      return;
    }
    // The schedule's phase that starts now decides the price (option B's trial → 4 weeks).
    const scheduleId = subscription.schedule as string | null;
    if (scheduleId) {
      const schedule = get(scheduleId);
      const phases = schedule.phases as Array<{ start_date: number; end_date: number; items: Array<{ price: string }> }>;
      const phase = phases.find((entry) => entry.start_date <= periodEnd && periodEnd < entry.end_date) ?? null;
      if (phase) {
        const price = get(phase.items[0]!.price, 'price');
        item.price = clone(price);
        schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
      }
      const last = phases[phases.length - 1];
      if (!phase || (last && phase === last && schedule.end_behavior === 'release')) {
        schedule.status = 'released';
        schedule.released_at = now();
        schedule.released_subscription = subscription.id;
        schedule.subscription = null;
        subscription.schedule = null;
        emit('subscription_schedule.released', schedule);
      }
    }
    const wasTrial = subscription.status === 'trialing';
    const start = periodEnd;
    const end = start + intervalSeconds(item.price);
    item.current_period_start = start;
    item.current_period_end = end;
    if (wasTrial) subscription.trial_end = subscription.trial_end ?? start;
    const priced = priceAfterDiscounts(Number(item.price.unit_amount), subscription);
    const amount = priced.amount;
    const invoice = newInvoice(subscription, 'subscription_cycle', Number(item.price.unit_amount), priced.discounts, start, end);
    subscription.latest_invoice = invoice.id;
    if (amount === 0) {
      setStatus(subscription, 'active');
      emit('customer.subscription.updated', subscription);
      return;
    }
    const method = defaultMethodOf(subscription);
    if (!method) {
      invoice.attempted = true;
      emit('invoice.payment_failed', invoice);
      setStatus(subscription, 'past_due');
      return;
    }
    const error = payInvoice(invoice, method);
    if (!error && wasTrial) setStatus(subscription, 'active');
    if (!error) emit('customer.subscription.updated', subscription);
  }

  /**
   * DELETE /v1/customers/:id as Stripe does it: every subscription of the customer still running is canceled now (no
   * further invoice), its cards are detached, and the customer becomes `{id, object, deleted: true}`.
   */
  function deleteCustomer(customer: Obj): Obj {
    for (const subscription of listOf('subscription')) {
      if (subscription.customer !== customer.id || ['canceled', 'incomplete_expired'].includes(String(subscription.status))) continue;
      subscription.canceled_at = now();
      setStatus(subscription, subscription.status === 'incomplete' ? 'incomplete_expired' : 'canceled');
    }
    for (const pm of listOf('payment_method')) {
      if (pm.customer !== customer.id) continue;
      pm.customer = null;
      emit('payment_method.detached', pm);
    }
    emit('customer.deleted', customer);
    return put({ id: customer.id, object: 'customer', deleted: true });
  }

  async function advance(weeks: number): Promise<void> {
    offsetSeconds += Math.round(weeks * WEEK);
    for (const subscription of listOf('subscription')) {
      if (subscription.status === 'incomplete' && now() - Number(subscription.created) > INCOMPLETE_EXPIRY_SECONDS) {
        setStatus(subscription, 'incomplete_expired');
        continue;
      }
      for (let guard = 0; guard < 200; guard++) {
        if (!['active', 'trialing', 'past_due'].includes(String(subscription.status))) break;
        if (itemOf(subscription)!.current_period_end > now()) break;
        renew(subscription);
      }
    }
    release();
    await flush();
  }

  async function flush(): Promise<void> {
    if (!webhooks.paused && held.length > 0) {
      pending.push(...held);
      held = [];
      release();
    }
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  // ───────────── the browser's confirmation (Stripe.js) ─────────────

  function confirmBySecret(clientSecret: string, paymentMethod: string): { status: number; body: Record<string, unknown> } {
    const intent = [...objects.values()].find((object) => (object.object === 'payment_intent' || object.object === 'setup_intent') && object.client_secret === clientSecret);
    if (!intent) throw invalid('No such client secret.', 'client_secret');
    if (intent.status === 'succeeded') throw invalid(`This ${intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} has already succeeded.`);
    const customer = (intent.customer as string | null) ?? null;
    const method = resolvePaymentMethod(paymentMethod, customer);
    if (intent.object === 'setup_intent') {
      const card = behaviour.get(method.id) ?? 'visa';
      intent.payment_method = method.id;
      if (card !== 'visa' && card !== 'customer_fail') {
        const error = cardError(card, { setup_intent: clone(intent) });
        intent.status = 'requires_payment_method';
        intent.last_setup_error = cardError(card);
        emit('setup_intent.setup_failed', intent);
        return { status: 402, body: { error } };
      }
      intent.status = 'succeeded';
      intent.last_setup_error = null;
      emit('setup_intent.succeeded', intent);
      const subscription = listOf('subscription').find((entry) => entry.pending_setup_intent === intent.id);
      if (subscription) {
        subscription.pending_setup_intent = null;
        subscription.default_payment_method = method.id;
        emit('customer.subscription.updated', subscription);
      }
      return { status: 200, body: render(intent, ['payment_method']) };
    }
    const invoice = listOf('invoice').find((entry) => intentOfInvoice(entry)?.id === intent.id);
    const error = invoice ? payInvoice(invoice, method) : charge(intent, method);
    if (error) return { status: 402, body: { error: { ...error, payment_intent: render(intent, []) } } };
    if (!invoice && intent.setup_future_usage && customer) method.customer = customer;
    return { status: 200, body: render(intent, ['payment_method']) };
  }

  // ───────────── the HTTP API ─────────────

  function route(method: string, path: string, params: Record<string, FormValue>): { status?: number; body: unknown } {
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    const one = (object: Obj) => ({ body: render(object, expand) });
    const list = (items: Obj[], url: string) => {
      const limit = params.limit ? Number(params.limit) : 10;
      const data = items.slice(0, limit).map((item) => render(item, expand.filter((path) => path.startsWith('data.')).map((path) => path.slice(5))));
      return { body: { object: 'list', data, has_more: items.length > limit, url } };
    };
    let match: RegExpExecArray | null;
    const at = (pattern: RegExp) => (match = pattern.exec(path)) !== null;
    const id = () => match![1]!;

    if (method === 'POST' && path === '/v1/customers') {
      const customer = put({ id: newId('cus'), object: 'customer', created: now(), email: typeof params.email === 'string' ? params.email : null, metadata: params.metadata ?? {}, invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null }, livemode: false, balance: 0, currency: null, delinquent: false });
      emit('customer.created', customer);
      return one(customer);
    }
    if (at(/^\/v1\/customers\/([\w]+)\/payment_methods$/) && method === 'GET') {
      get(id(), 'customer');
      const methods = listOf('payment_method').filter((entry) => entry.customer === id()).reverse();
      return list(methods, `/v1/customers/${id()}/payment_methods`);
    }
    if (at(/^\/v1\/customers\/([\w]+)$/)) {
      const customer = get(id(), 'customer');
      // Stripe answers a deleted customer's id with a stub; changing or deleting it again is `resource_missing`.
      if (customer.deleted) {
        if (method !== 'GET') throw missing(customer.id);
        return one(customer);
      }
      if (method === 'DELETE') return one(deleteCustomer(customer));
      if (method === 'POST') {
        const settings = params.invoice_settings as Record<string, FormValue> | undefined;
        if (settings && typeof settings.default_payment_method === 'string') {
          const pm = get(settings.default_payment_method, 'payment_method');
          if (pm.customer !== customer.id) throw invalid('The payment method does not belong to this customer.', 'invoice_settings[default_payment_method]');
          (customer.invoice_settings as Record<string, unknown>).default_payment_method = pm.id;
        }
        if (typeof params.email === 'string') customer.email = params.email;
        emit('customer.updated', customer);
      }
      return one(customer);
    }
    if (path === '/v1/products' && method === 'POST') {
      return one(put({ id: newId('prod'), object: 'product', active: true, name: str(params.name, 'name'), metadata: params.metadata ?? {}, created: now(), livemode: false }));
    }
    if (path === '/v1/prices' && method === 'GET') {
      const keys = Array.isArray(params.lookup_keys) ? (params.lookup_keys as string[]) : [];
      const prices = listOf('price').filter((price) => price.active && (keys.length === 0 || keys.includes(String(price.lookup_key))));
      return list(prices, '/v1/prices');
    }
    if (path === '/v1/prices' && method === 'POST') {
      const product = get(str(params.product, 'product'), 'product');
      const recurring = params.recurring as Record<string, FormValue> | undefined;
      const lookupKey = typeof params.lookup_key === 'string' ? params.lookup_key : null;
      if (lookupKey && listOf('price').some((price) => price.lookup_key === lookupKey)) throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
      return one(
        put({
          id: newId('price'),
          object: 'price',
          active: true,
          billing_scheme: 'per_unit',
          created: now(),
          currency: str(params.currency, 'currency'),
          livemode: false,
          lookup_key: lookupKey,
          metadata: params.metadata ?? {},
          nickname: null,
          product: product.id,
          recurring: recurring ? { interval: str(recurring.interval, 'recurring[interval]'), interval_count: Number(recurring.interval_count ?? 1), usage_type: 'licensed', meter: null, trial_period_days: null } : null,
          type: recurring ? 'recurring' : 'one_time',
          unit_amount: Number(params.unit_amount),
          unit_amount_decimal: String(params.unit_amount),
        }),
      );
    }
    if (at(/^\/v1\/prices\/([\w]+)$/) && method === 'GET') return one(get(id(), 'price'));
    if (path === '/v1/coupons' && method === 'POST') {
      const couponId = typeof params.id === 'string' ? params.id : newId('co');
      if (objects.has(couponId)) throw new StripeFakeError(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.' });
      return one(
        put({
          id: couponId,
          object: 'coupon',
          name: params.name ?? null,
          duration: str(params.duration, 'duration'),
          duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
          percent_off: params.percent_off ? Number(params.percent_off) : null,
          amount_off: params.amount_off ? Number(params.amount_off) : null,
          currency: params.currency ?? null,
          metadata: params.metadata ?? {},
          valid: true,
          times_redeemed: 0,
          created: now(),
          livemode: false,
        }),
      );
    }
    if (at(/^\/v1\/coupons\/([\w-]+)$/) && method === 'GET') return one(get(id(), 'coupon'));
    if (path === '/v1/subscriptions' && method === 'POST') return one(createSubscription(params));
    if (at(/^\/v1\/subscriptions\/([\w]+)$/)) {
      const subscription = get(id(), 'subscription');
      if (method === 'POST') updateSubscription(subscription, params);
      if (method === 'DELETE') {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') throw invalid('This subscription is already canceled.');
        subscription.canceled_at = now();
        setStatus(subscription, 'canceled');
      }
      return one(subscription);
    }
    if (path === '/v1/invoices' && method === 'GET') {
      const subscriptionId = typeof params.subscription === 'string' ? params.subscription : null;
      const invoices = listOf('invoice')
        .filter((invoice) => !subscriptionId || (invoice.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription === subscriptionId)
        .reverse();
      return list(invoices, '/v1/invoices');
    }
    if (at(/^\/v1\/invoices\/([\w]+)$/) && method === 'GET') return one(get(id(), 'invoice'));
    if (path === '/v1/invoice_payments' && method === 'GET') {
      const invoiceId = typeof params.invoice === 'string' ? params.invoice : null;
      return list(listOf('invoice_payment').filter((entry) => !invoiceId || entry.invoice === invoiceId), '/v1/invoice_payments');
    }
    if (path === '/v1/subscription_schedules' && method === 'GET') {
      const customerId = typeof params.customer === 'string' ? params.customer : null;
      return list(listOf('subscription_schedule').filter((entry) => !customerId || entry.customer === customerId).reverse(), '/v1/subscription_schedules');
    }
    if (path === '/v1/subscription_schedules' && method === 'POST') {
      const subscription = get(str(params.from_subscription, 'from_subscription'), 'subscription');
      if (subscription.schedule) throw invalid(`You cannot migrate a subscription that is already attached to a schedule: \`${String(subscription.schedule)}\`.`, 'from_subscription');
      const item = itemOf(subscription)!;
      const schedule = put({
        id: newId('sub_sched'),
        object: 'subscription_schedule',
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'active',
        end_behavior: 'release',
        created: now(),
        canceled_at: null,
        completed_at: null,
        released_at: null,
        released_subscription: null,
        metadata: {},
        current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
        phases: [{ start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: item.price.id, quantity: 1, metadata: {}, discounts: [] }], discounts: [], metadata: {}, proration_behavior: 'create_prorations', trial_end: null, add_invoice_items: [], currency: item.price.currency }],
        default_settings: {},
        livemode: false,
      });
      subscription.schedule = schedule.id;
      emit('subscription_schedule.created', schedule);
      return one(schedule);
    }
    if (at(/^\/v1\/subscription_schedules\/([\w]+)\/release$/) && method === 'POST') {
      const schedule = get(id(), 'subscription_schedule');
      if (schedule.status !== 'active' && schedule.status !== 'not_started') throw invalid(`You cannot release a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`);
      const subscription = objects.get(String(schedule.subscription));
      if (subscription) subscription.schedule = null;
      Object.assign(schedule, { status: 'released', released_at: now(), released_subscription: schedule.subscription, subscription: null });
      emit('subscription_schedule.released', schedule);
      return one(schedule);
    }
    if (at(/^\/v1\/subscription_schedules\/([\w]+)$/)) {
      const schedule = get(id(), 'subscription_schedule');
      if (method === 'POST') {
        const phases = params.phases;
        if (phases !== undefined) {
          if (!Array.isArray(phases) || phases.length === 0) throw invalid('phases must be a non-empty list', 'phases');
          let cursor = 0;
          schedule.phases = phases.map((raw, index) => {
            if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('bad phase', `phases[${index}]`);
            const items = Array.isArray(raw.items) ? raw.items : [];
            const priceId = (items[0] as Record<string, FormValue> | undefined)?.price;
            if (typeof priceId !== 'string') throw invalid('phases[].items[0][price] is required', `phases[${index}][items]`);
            const price = get(priceId, 'price');
            const start = raw.start_date !== undefined ? Number(raw.start_date) : cursor;
            if (index === 0 && raw.start_date === undefined) throw invalid('The first phase must restate its start_date.', 'phases[0][start_date]');
            const duration = raw.duration as Record<string, FormValue> | undefined;
            const end = raw.end_date !== undefined ? Number(raw.end_date) : duration ? start + intervalSeconds({ id: 'x', object: 'price', recurring: { interval: duration.interval, interval_count: Number(duration.interval_count ?? 1) } }) : start + intervalSeconds(price);
            cursor = end;
            return { start_date: start, end_date: end, items: [{ price: price.id, quantity: Number((items[0] as Record<string, FormValue>).quantity ?? 1), metadata: {}, discounts: [] }], discounts: [], metadata: {}, proration_behavior: 'create_prorations', trial_end: null, add_invoice_items: [], currency: price.currency };
          });
        }
        if (typeof params.end_behavior === 'string') schedule.end_behavior = params.end_behavior;
        if (params.metadata && typeof params.metadata === 'object') schedule.metadata = { ...(schedule.metadata as object), ...(params.metadata as object) };
        emit('subscription_schedule.updated', schedule);
      }
      return one(schedule);
    }
    if (path === '/v1/setup_intents' && method === 'POST') {
      const customer = typeof params.customer === 'string' ? get(params.customer, 'customer').id : null;
      return one(newSetupIntent(customer, typeof params.usage === 'string' ? params.usage : 'off_session'));
    }
    if (at(/^\/v1\/setup_intents\/([\w]+)$/) && method === 'GET') return one(get(id(), 'setup_intent'));
    if (at(/^\/v1\/payment_methods\/([\w]+)\/detach$/) && method === 'POST') {
      const pm = get(id(), 'payment_method');
      if (!pm.customer) throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
      const customer = objects.get(String(pm.customer));
      const settings = customer?.invoice_settings as Record<string, unknown> | undefined;
      if (settings?.default_payment_method === pm.id) settings.default_payment_method = null;
      for (const subscription of listOf('subscription')) if (subscription.default_payment_method === pm.id) subscription.default_payment_method = null;
      pm.customer = null;
      emit('payment_method.detached', pm);
      return one(pm);
    }
    if (at(/^\/v1\/payment_methods\/([\w]+)$/) && method === 'GET') return one(get(id(), 'payment_method'));
    if (path === '/v1/payment_intents' && method === 'POST') {
      const customer = typeof params.customer === 'string' ? get(params.customer, 'customer').id : null;
      const intent = newPaymentIntent({ amount: Number(params.amount), currency: str(params.currency, 'currency'), customer, description: typeof params.description === 'string' ? params.description : null, metadata: (params.metadata as Record<string, unknown> | undefined) ?? {} });
      if (typeof params.setup_future_usage === 'string') intent.setup_future_usage = params.setup_future_usage;
      if (params.confirm === 'true') {
        if (typeof params.payment_method !== 'string') throw invalid('confirm needs a payment_method', 'payment_method');
        const pm = resolvePaymentMethod(params.payment_method, customer);
        const error = charge(intent, pm);
        if (error) throw new StripeFakeError(402, { ...error, payment_intent: render(intent, []) });
      }
      return one(intent);
    }
    if (at(/^\/v1\/payment_intents\/([\w]+)$/) && method === 'GET') return one(get(id(), 'payment_intent'));
    if (path === '/v1/refunds' && method === 'POST') {
      const intent = get(str(params.payment_intent, 'payment_intent'), 'payment_intent');
      if (intent.status !== 'succeeded') throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
      const refund = put({ id: newId('re'), object: 'refund', amount: params.amount ? Number(params.amount) : intent.amount, currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, status: 'succeeded', created: now(), metadata: {} });
      emit('charge.refunded', refund);
      return one(refund);
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    if (url.pathname === '/test/confirm' && method === 'POST') {
      let body: { client_secret?: unknown; payment_method?: unknown };
      try {
        body = JSON.parse(raw || '{}') as typeof body;
      } catch {
        return sendJson(res, 400, { error: { type: 'invalid_request_error', message: 'body is not JSON' } });
      }
      try {
        const result = confirmBySecret(String(body.client_secret ?? ''), String(body.payment_method ?? ''));
        sendJson(res, result.status, result.body);
      } catch (error) {
        if (!(error instanceof StripeFakeError)) throw error;
        sendJson(res, error.status, { error: error.body });
      }
      release();
      return;
    }
    const params = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
    const entry: FakeStripeRequest = {
      method,
      path: url.pathname,
      params,
      idempotencyKey: header(req, 'idempotency-key'),
      stripeVersion: header(req, 'stripe-version'),
      authorization: header(req, 'authorization'),
      status: 0,
    };
    requests.push(entry);
    if (entry.authorization !== `Bearer ${secretKey}`) {
      entry.status = 401;
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const key = method === 'POST' ? entry.idempotencyKey : undefined;
    const hash = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
    if (key) {
      const stored = idempotent.get(key);
      if (stored) {
        if (stored.hash !== hash) {
          entry.status = 400;
          return sendJson(res, 400, { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } });
        }
        entry.status = stored.status;
        res.setHeader('idempotent-replayed', 'true');
        return sendJson(res, stored.status, stored.body);
      }
    }
    let status: number;
    let body: unknown;
    try {
      const result = route(method, url.pathname, params);
      status = result.status ?? 200;
      body = result.body;
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      status = error.status;
      body = { error: error.body };
      // A failed request changes nothing that the client could see, except the declined PaymentIntent (as at Stripe).
    }
    entry.status = status;
    if (key) idempotent.set(key, { hash, status, body });
    sendJson(res, status, body);
    release();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
      else res.destroy();
    });
  });
  // Idle connections stay open 65 s, as Stripe's do and as the app's server does (decision 0026): with Node's 5 s, a
  // client reusing a socket just as the fake closes it gets ECONNRESET (seen in the browser specs' route.fetch).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    webhookSecret,
    requests,
    events,
    deliveries,
    webhooks,
    object: <T>(objectId: string) => {
      const object = objects.get(objectId);
      return object ? (clone(object) as T) : undefined;
    },
    list: <T>(type: string) => listOf(type).map((object) => clone(object) as T),
    async confirm(clientSecret, paymentMethod) {
      const response = await fetch(`${url}/test/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: clientSecret, payment_method: paymentMethod }) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    advance,
    now,
    async sendEvent(type, object) {
      const event: FakeStripeEvent = { id: newId('evt'), object: 'event', api_version: API_VERSION, created: now(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: clone(object) } };
      events.push(event);
      await deliver(event);
      return event;
    },
    flush,
    async close() {
      await flush().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function str(value: FormValue | undefined, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${name}.`, name);
  return value;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'request-id': `req_${randomBytes(6).toString('hex')}`, 'stripe-version': API_VERSION });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
