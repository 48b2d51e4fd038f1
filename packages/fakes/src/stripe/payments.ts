import { randomBytes } from 'node:crypto';
import { invalid } from './errors.ts';
import type { StripeStore } from './store.ts';
import { FAKE_STRIPE_TEST_CARDS, type FakeStripeCard, type Obj } from './types.ts';
import type { WebhookQueue } from './webhook-queue.ts';

/** Money movement: cards made from test tokens, PaymentIntents charged with them, SetupIntents. */
export interface Payments {
  cardError(card: FakeStripeCard, extra?: Record<string, unknown>): Record<string, unknown>;
  /** A test token becomes a new card on the customer; an existing `pm_…` is used as it is. */
  resolvePaymentMethod(id: string, customer: string | null): Obj;
  /** Charges a PaymentIntent with a card; returns the card error or null. */
  charge(intent: Obj, method: Obj): Record<string, unknown> | null;
  newPaymentIntent(fields: { amount: number; currency: string; customer: string | null; description?: string | null; metadata?: Record<string, unknown> }): Obj;
  newSetupIntent(customer: string | null, usage: string): Obj;
}

export function createPayments(store: StripeStore, queue: WebhookQueue): Payments {
  const { behaviour, now, newId, put, get, clone } = store;
  const { emit } = queue;

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
      card: {
        brand: 'visa',
        display_brand: 'visa',
        country: 'US',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        last4: test.last4,
        networks: { available: ['visa'], preferred: null },
      },
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

  function newPaymentIntent(fields: {
    amount: number;
    currency: string;
    customer: string | null;
    description?: string | null;
    metadata?: Record<string, unknown>;
  }): Obj {
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

  function newSetupIntent(customer: string | null, usage: string): Obj {
    const id = newId('seti');
    const intent = put({
      id,
      object: 'setup_intent',
      customer,
      usage,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      payment_method: null,
      last_setup_error: null,
      payment_method_types: ['card'],
      created: now(),
      metadata: {},
      livemode: false,
    });
    emit('setup_intent.created', intent);
    return intent;
  }

  return { cardError, resolvePaymentMethod, charge, newPaymentIntent, newSetupIntent };
}
