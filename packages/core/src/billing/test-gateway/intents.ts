import { timingSafeEqual } from 'node:crypto';
import { AppError, type DeclineKind } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { type GatewayPaymentMethod, type OneOffCharge, type OneOffChargeInput, PaymentDeclinedError } from '../gateway.ts';
import { GatewayEvents } from './events.ts';
import { cardOf, chargeOutcome, recordAttempt } from './invoices.ts';
import { derivedId, type GatewayObject, idOfClientSecret, kindOfId, newClientSecret, newId, type PaymentMethodData, type Tx } from './objects.ts';
import { getObject, insertObject, listObjects, lockObject, saveObject } from './objects.repository.ts';
import { activateAfterFirstPayment, LIVE_STATUSES, recoverFromPastDue, touch, usablePaymentMethod } from './subscriptions.ts';
import { type CardError, checkCard, declineKindOf, outcomeOf } from './test-cards.ts';

/** One customer per user: the id is derived from the user, so concurrent calls agree on it. */
export async function ensureCustomer(core: Core, input: { userId: string }): Promise<string> {
  const id = derivedId('customer', input.userId);
  await insertObject(core.db, 'customer', id, id, { userId: input.userId, defaultPaymentMethodId: null }, core.now());
  return id;
}

export async function createSetupIntent(core: Core, customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }> {
  if (!(await getObject(core.db, 'customer', customerId))) throw new AppError('NOT_FOUND');
  const id = derivedId('setup_intent', customerId, idempotencyKey);
  await insertObject(
    core.db,
    'setup_intent',
    id,
    customerId,
    { status: 'requires_payment_method', clientSecret: newClientSecret(id), paymentMethodId: null, lastError: null, subscriptionId: null },
    core.now(),
  );
  const intent = await getObject(core.db, 'setup_intent', id);
  if (!intent) throw new Error('test gateway: setup intent vanished');
  return { id, clientSecret: intent.data.clientSecret };
}

function toPaymentMethod(method: GatewayObject<'payment_method'>): GatewayPaymentMethod {
  return { id: method.id, ...cardOf(method.data) };
}

export async function setupIntentPaymentMethod(core: Core, setupIntentId: string, customerId: string): Promise<GatewayPaymentMethod> {
  const intent = await getObject(core.db, 'setup_intent', setupIntentId);
  if (!intent || intent.customerId !== customerId) throw new AppError('NOT_FOUND');
  if (intent.data.status === 'succeeded' && intent.data.paymentMethodId) {
    const method = await getObject(core.db, 'payment_method', intent.data.paymentMethodId);
    if (method) return toPaymentMethod(method);
  }
  if (intent.data.lastError) throw new PaymentDeclinedError(declineKindOf(intent.data.lastError));
  throw new PaymentDeclinedError('generic_failure', 'the setup intent was not confirmed');
}

export async function listPaymentMethods(core: Core, customerId: string): Promise<GatewayPaymentMethod[]> {
  const methods = await listObjects(core.db, 'payment_method', customerId);
  return methods.filter((method) => !method.data.detached).map(toPaymentMethod);
}

export async function setDefaultPaymentMethod(core: Core, customerId: string, paymentMethodId: string, subscriptionId: string | null): Promise<void> {
  const now = core.now();
  await core.db.transaction(async (tx) => {
    const subscription = subscriptionId ? await lockObject(tx, 'subscription', subscriptionId) : null;
    if (subscriptionId && (!subscription || subscription.customerId !== customerId)) throw new AppError('NO_SUBSCRIPTION');
    await usablePaymentMethod(tx, customerId, paymentMethodId);
    const customer = await lockObject(tx, 'customer', customerId);
    if (!customer) throw new AppError('NOT_FOUND');
    customer.data.defaultPaymentMethodId = paymentMethodId;
    await saveObject(tx, customer, now);
    if (subscription) {
      subscription.data.defaultPaymentMethodId = paymentMethodId;
      await saveObject(tx, subscription, now);
    }
  });
}

/** Detaches the card: it can no longer be charged, and stops being anyone's default. Idempotent. */
export async function detachPaymentMethod(core: Core, paymentMethodId: string): Promise<void> {
  const now = core.now();
  const found = await getObject(core.db, 'payment_method', paymentMethodId);
  if (!found) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  const customerId = found.customerId;
  const subscriptions = customerId ? await listObjects(core.db, 'subscription', customerId) : [];
  await core.db.transaction(async (tx) => {
    for (const listed of subscriptions.filter((sub) => sub.data.defaultPaymentMethodId === paymentMethodId)) {
      const subscription = await lockObject(tx, 'subscription', listed.id);
      if (subscription?.data.defaultPaymentMethodId !== paymentMethodId) continue;
      subscription.data.defaultPaymentMethodId = null;
      await saveObject(tx, subscription, now);
    }
    const method = await lockObject(tx, 'payment_method', paymentMethodId);
    if (!method || method.data.detached) return;
    method.data.detached = true;
    await saveObject(tx, method, now);
    const customer = customerId ? await lockObject(tx, 'customer', customerId) : null;
    if (customer?.data.defaultPaymentMethodId === paymentMethodId) {
      customer.data.defaultPaymentMethodId = null;
      await saveObject(tx, customer, now);
    }
  });
}

function toOneOff(intent: GatewayObject<'payment_intent'>): OneOffCharge {
  const data = intent.data;
  return {
    id: intent.id,
    status: data.status === 'succeeded' ? 'succeeded' : data.status === 'requires_confirmation' ? 'requires_confirmation' : 'failed',
    clientSecret: data.status === 'succeeded' ? null : data.clientSecret,
    decline: data.status === 'failed' && data.lastError ? declineKindOf(data.lastError) : data.status === 'canceled' ? 'generic_failure' : null,
    card: data.card,
  };
}

/** A one-off payment intent (gift, PDF, archive restore). The id follows the idempotency key: a repeat charges once. */
export async function chargeOneOff(core: Core, input: OneOffChargeInput): Promise<OneOffCharge> {
  const now = core.now();
  const id = derivedId('payment_intent', input.customerId, input.idempotencyKey);
  const intent = await core.db.transaction(async (tx) => {
    if (!(await getObject(tx, 'customer', input.customerId))) throw new AppError('NOT_FOUND');
    const existing = await lockObject(tx, 'payment_intent', id);
    if (existing) return existing;
    const method = input.paymentMethodId ? await usablePaymentMethod(tx, input.customerId, input.paymentMethodId) : null;
    const created: GatewayObject<'payment_intent'> = {
      id,
      kind: 'payment_intent',
      customerId: input.customerId,
      createdAt: now,
      data: {
        status: 'requires_confirmation',
        clientSecret: newClientSecret(id),
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        paymentMethodId: null,
        card: null,
        lastError: null,
        invoiceId: null,
        metadata: input.metadata,
        refunded: false,
        attempts: 0,
      },
    };
    if (!(await insertObject(tx, 'payment_intent', id, input.customerId, created.data, now))) {
      const raced = await lockObject(tx, 'payment_intent', id);
      if (!raced) throw new Error('test gateway: payment intent vanished');
      return raced;
    }
    if (method) {
      await recordAttempt(tx, created, null, { paymentMethodId: method.id, card: cardOf(method.data), error: chargeOutcome(method, now) }, now);
    }
    return created;
  });
  return toOneOff(intent);
}

export async function retrieveOneOff(core: Core, chargeId: string): Promise<OneOffCharge> {
  const intent = await getObject(core.db, 'payment_intent', chargeId);
  if (!intent) throw new AppError('NOT_FOUND');
  return toOneOff(intent);
}

/** Marks a paid invoice (`in_…`) or payment intent (`pi_…`) refunded. Idempotent. */
export async function refund(core: Core, paymentId: string): Promise<void> {
  const now = core.now();
  const kind = kindOfId(paymentId);
  if (kind !== 'invoice' && kind !== 'payment_intent') throw new AppError('NOT_FOUND');
  await core.db.transaction(async (tx) => {
    const object = kind === 'invoice' ? await lockObject(tx, 'invoice', paymentId) : await lockObject(tx, 'payment_intent', paymentId);
    if (!object) throw new AppError('NOT_FOUND');
    const paid = object.kind === 'invoice' ? object.data.status === 'paid' : object.data.status === 'succeeded';
    if (!paid) throw new AppError('PAYMENT_FAILED', { reason: 'not paid' });
    if (object.data.refunded) return;
    object.data.refunded = true;
    await saveObject(tx, object, now);
  });
}

// ─────────────────────────────── the card form's confirm (Stripe.js confirmPayment / confirmSetup) ───────────────────────────────

export interface ConfirmRequest {
  clientSecret: string;
  card?: { number: string; expMonth: number; expYear: number; cvc: string };
  paymentMethod?: string;
}

export type ConfirmResult = { status: 'succeeded' } | { status: 'failed'; error: CardError; decline: DeclineKind };

function failed(error: CardError): ConfirmResult {
  return { status: 'failed', error, decline: declineKindOf(error) };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The card to use: a new one typed into the form (checked, not saved yet), or a saved one of this customer. */
type CardToUse =
  | { kind: 'new'; card: { brand: string; last4: string; expMonth: number; expYear: number; behaviour: PaymentMethodData['behaviour'] } }
  | { kind: 'saved'; method: GatewayObject<'payment_method'> }
  | { kind: 'error'; error: CardError };

/**
 * Confirms a setup or payment intent of the signed-in user's customer with a card typed into the test form or a
 * saved card, like Stripe.js: a decline is a result (`failed` with code and decline_code), not an exception. A
 * payment intent may be confirmed again after a failure; an intent that already succeeded answers succeeded and
 * charges nothing. The client secret must be one of this user's intents (else NOT_FOUND); a number that is not a
 * test card is refused (PAYMENT_TEST_CARD_REQUIRED) and never stored.
 */
export async function confirmIntent(core: Core, userId: string, request: ConfirmRequest): Promise<ConfirmResult> {
  const id = idOfClientSecret(request.clientSecret);
  const kind = id ? kindOfId(id) : null;
  const intent =
    id && kind === 'payment_intent'
      ? await getObject(core.db, 'payment_intent', id)
      : id && kind === 'setup_intent'
        ? await getObject(core.db, 'setup_intent', id)
        : null;
  if (!intent || !intent.customerId || !sameSecret(intent.data.clientSecret, request.clientSecret)) throw new AppError('NOT_FOUND');
  const customer = await getObject(core.db, 'customer', intent.customerId);
  if (!customer || customer.data.userId !== userId) throw new AppError('NOT_FOUND');
  if ((request.card === undefined) === (request.paymentMethod === undefined)) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'card', code: 'custom', message: 'send either card or payment_method' }] });
  }

  const now = core.now();
  let use: CardToUse;
  if (request.card) {
    const check = checkCard(request.card, now);
    if (check.kind === 'not_a_test_card') throw new AppError('PAYMENT_TEST_CARD_REQUIRED');
    use = check.kind === 'card_error' ? { kind: 'error', error: check.error } : { kind: 'new', card: check.card };
  } else {
    use = { kind: 'saved', method: await usablePaymentMethod(core.db, intent.customerId, request.paymentMethod ?? '') };
  }

  const events = new GatewayEvents();
  const result =
    intent.kind === 'setup_intent'
      ? await confirmSetup(core, intent.id, intent.customerId, use, events)
      : await confirmPayment(core, intent.id, intent.customerId, use, events);
  await events.flush(core);
  return result;
}

async function saveCard(tx: Tx, customerId: string, card: Extract<CardToUse, { kind: 'new' }>['card'], now: Date): Promise<GatewayObject<'payment_method'>> {
  const id = newId('payment_method');
  const method: GatewayObject<'payment_method'> = {
    id,
    kind: 'payment_method',
    customerId,
    createdAt: now,
    data: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, behaviour: card.behaviour, detached: false },
  };
  await insertObject(tx, 'payment_method', id, customerId, method.data, now);
  return method;
}

async function confirmSetup(core: Core, intentId: string, customerId: string, use: CardToUse, events: GatewayEvents): Promise<ConfirmResult> {
  const now = core.now();
  const peek = await getObject(core.db, 'setup_intent', intentId);
  return core.db.transaction(async (tx) => {
    // Subscription before intent, the order every writer takes.
    const subscription = peek?.data.subscriptionId ? await lockObject(tx, 'subscription', peek.data.subscriptionId) : null;
    const intent = await lockObject(tx, 'setup_intent', intentId);
    if (!intent) throw new AppError('NOT_FOUND');
    if (intent.data.status === 'succeeded') return { status: 'succeeded' } as const;
    if (intent.data.status === 'canceled') return failed({ code: 'setup_intent_unexpected_state', declineCode: null });
    if (use.kind === 'error') return failed(use.error);
    const behaviour = use.kind === 'new' ? use.card.behaviour : use.method.data.behaviour;
    const error = outcomeOf(behaviour, 'setup');
    if (error) {
      intent.data.lastError = error;
      await saveObject(tx, intent, now);
      return failed(error);
    }
    const method = use.kind === 'new' ? await saveCard(tx, customerId, use.card, now) : use.method;
    intent.data.status = 'succeeded';
    intent.data.paymentMethodId = method.id;
    intent.data.lastError = null;
    await saveObject(tx, intent, now);
    if (subscription && LIVE_STATUSES.includes(subscription.data.status)) {
      subscription.data.defaultPaymentMethodId = method.id;
      if (subscription.data.pendingSetupIntentId === intent.id) subscription.data.pendingSetupIntentId = null;
      await saveObject(tx, subscription, now);
      events.subscriptionChanged(subscription.id);
    }
    return { status: 'succeeded' } as const;
  });
}

async function confirmPayment(core: Core, intentId: string, customerId: string, use: CardToUse, events: GatewayEvents): Promise<ConfirmResult> {
  const now = core.now();
  const peek = await getObject(core.db, 'payment_intent', intentId);
  const peekInvoice = peek?.data.invoiceId ? await getObject(core.db, 'invoice', peek.data.invoiceId) : null;
  return core.db.transaction(async (tx) => {
    const subscription = peekInvoice ? await lockObject(tx, 'subscription', peekInvoice.data.subscriptionId) : null;
    const intent = await lockObject(tx, 'payment_intent', intentId);
    if (!intent) throw new AppError('NOT_FOUND');
    if (intent.data.status === 'succeeded') return { status: 'succeeded' } as const;
    if (intent.data.status === 'canceled') return failed({ code: 'payment_intent_unexpected_state', declineCode: null });
    // A number or expiry the form would have caught: nothing is attempted.
    if (use.kind === 'error') return failed(use.error);
    const invoice = intent.data.invoiceId ? await lockObject(tx, 'invoice', intent.data.invoiceId) : null;
    const card =
      use.kind === 'new' ? { brand: use.card.brand, last4: use.card.last4, expMonth: use.card.expMonth, expYear: use.card.expYear } : cardOf(use.method.data);
    const error = use.kind === 'new' ? outcomeOf(use.card.behaviour, 'charge') : chargeOutcome(use.method, now);
    // A subscription's card is kept (save_default_payment_method: on_subscription); a one-off's is not.
    const method = !error && subscription ? (use.kind === 'new' ? await saveCard(tx, customerId, use.card, now) : use.method) : null;
    await recordAttempt(tx, intent, invoice, { paymentMethodId: method?.id ?? (use.kind === 'saved' ? use.method.id : null), card, error }, now);
    if (subscription) {
      const sub = subscription.data;
      if (!error && method) {
        if (sub.status === 'incomplete') activateAfterFirstPayment(sub, now, method.id);
        else if (sub.status === 'past_due' && sub.invoiceIds[0] === invoice?.id) {
          sub.defaultPaymentMethodId = method.id;
          recoverFromPastDue(sub);
        }
        touch(sub);
        await saveObject(tx, subscription, now);
      }
      events.subscriptionChanged(subscription.id);
    } else {
      events.chargeChanged(intent.id);
    }
    return error ? failed(error) : ({ status: 'succeeded' } as const);
  });
}
