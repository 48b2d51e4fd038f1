import { createDiscounts } from './discounts.ts';
import { listenStripeApi } from './http-server.ts';
import { createInvoices } from './invoices.ts';
import { createPayments } from './payments.ts';
import type { StripeServices } from './routes/route.ts';
import { createStripeStore } from './store.ts';
import { createSubscriptions } from './subscriptions.ts';
import type { FakeStripe, FakeStripeOptions, FakeStripeRequest } from './types.ts';
import { createWebhookQueue } from './webhook-queue.ts';

export type { FakeStripe, FakeStripeOptions } from './types.ts';

/**
 * A loopback stand-in for the parts of the Stripe API that Reelcraft's adapter uses (API 2026-10-28.endive, the
 * post-basil shapes of stripe@23's types: periods on subscription items, `invoice.parent.subscription_details`,
 * `invoice.confirmation_secret`, invoice payments). Stateful in memory; form-encoded bodies with bracket keys;
 * `Idempotency-Key` replays the first answer (and refuses the same key with other parameters, like Stripe).
 *
 * Test payment methods behave like Stripe's test cards: `pm_card_visa` succeeds;
 * `pm_card_visa_chargeDeclined` (generic), `pm_card_visa_chargeDeclinedInsufficientFunds` and
 * `pm_card_chargeDeclinedIncorrectCvc` are declined when charged or saved; `pm_card_chargeCustomerFail` saves fine
 * and is declined when charged (renewal failures). Each use of a test token makes a new `pm_…` on the customer.
 *
 * What Stripe.js would do in the browser is `POST /test/confirm {client_secret, payment_method}` (JSON). Time moves
 * with `advance(weeks)`: subscriptions renew (new invoice, default card charged), cancel at period end, or fail.
 * Webhooks: every state change queues events, POSTed signed to the configured target after the request's answer
 * (optionally twice, or each batch in reverse order); `sendEvent` posts one by hand.
 *
 * Modules: `store.ts` (objects, clock, ids, expansion), `webhook-queue.ts` (events and signed delivery),
 * `payments.ts` (cards, payment and setup intents), `discounts.ts`, `invoices.ts`, `subscriptions.ts` (renewals as
 * the clock moves), `confirm.ts` (Stripe.js's confirmation), `routes/` (the `/v1` API per resource) and
 * `http-server.ts` (keys, idempotency, the loopback server).
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';
  const requests: FakeStripeRequest[] = [];
  const webhooks: FakeStripe['webhooks'] = { target: options.webhookTarget ?? null, duplicate: false, reverse: false, paused: false };

  const store = createStripeStore();
  const queue = createWebhookQueue(store, webhookSecret, webhooks);
  const payments = createPayments(store, queue);
  const discounts = createDiscounts(store);
  const invoices = createInvoices(store, queue, payments);
  const subscriptions = createSubscriptions(store, queue, payments, discounts, invoices);
  const services: StripeServices = { store, queue, payments, invoices, subscriptions };
  const { server, url } = await listenStripeApi(services, secretKey, requests);
  const { objects, listOf, clone, now } = store;
  const { flush } = queue;

  return {
    url,
    secretKey,
    webhookSecret,
    requests,
    events: queue.events,
    deliveries: queue.deliveries,
    webhooks,
    object: <T>(objectId: string) => {
      const object = objects.get(objectId);
      return object ? (clone(object) as T) : undefined;
    },
    list: <T>(type: string) => listOf(type).map((object) => clone(object) as T),
    async confirm(clientSecret, paymentMethod) {
      const response = await fetch(`${url}/test/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_secret: clientSecret, payment_method: paymentMethod }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    advance: subscriptions.advance,
    now,
    sendEvent: queue.sendEvent,
    flush,
    async close() {
      await flush().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
