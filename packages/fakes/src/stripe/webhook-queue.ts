import { stripeSignatureHeader } from './signature.ts';
import type { StripeStore } from './store.ts';
import { API_VERSION, type FakeStripe, type FakeStripeDelivery, type FakeStripeEvent, type Obj } from './types.ts';

/**
 * Events and their delivery: every state change queues an event; a request's events are POSTed, signed, to the
 * webhook target after its answer is written (optionally twice, or each batch in reverse order, or held while paused).
 */
export interface WebhookQueue {
  /** Every event the fake created, in order. */
  events: FakeStripeEvent[];
  deliveries: FakeStripeDelivery[];
  webhooks: FakeStripe['webhooks'];
  emit(type: string, object: Obj, previous?: Record<string, unknown>): void;
  /** Queues the request's events for delivery (after its answer is written). */
  release(): void;
  /** Drops the request's queued events that `keep` refuses (a request Stripe undoes). */
  keepPending(keep: (event: FakeStripeEvent) => boolean): void;
  /** Posts one event (built from `object`) to the webhook target now. */
  sendEvent(type: string, object: Record<string, unknown>): Promise<FakeStripeEvent>;
  /** Sends events held while paused, and waits until every delivery has been answered. */
  flush(): Promise<void>;
}

export function createWebhookQueue(store: StripeStore, webhookSecret: string, webhooks: FakeStripe['webhooks']): WebhookQueue {
  const { newId, now, render, clone } = store;
  const events: FakeStripeEvent[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  let held: FakeStripeEvent[] = [];
  let pending: FakeStripeEvent[] = [];
  const inFlight = new Set<Promise<void>>();

  /** An event as Stripe sends it (API version pinned, test mode, no originating request). */
  function newEvent(type: string, data: FakeStripeEvent['data']): FakeStripeEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data,
    };
  }

  function emit(type: string, object: Obj, previous?: Record<string, unknown>): void {
    const event = newEvent(type, { object: render(object, []), ...(previous ? { previous_attributes: previous } : {}) });
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
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(payload, webhookSecret),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
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

  async function flush(): Promise<void> {
    if (!webhooks.paused && held.length > 0) {
      pending.push(...held);
      held = [];
      release();
    }
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  return {
    events,
    deliveries,
    webhooks,
    emit,
    release,
    keepPending(keep) {
      pending = pending.filter(keep);
    },
    async sendEvent(type, object) {
      const event = newEvent(type, { object: clone(object) });
      events.push(event);
      await deliver(event);
      return event;
    },
    flush,
  };
}
