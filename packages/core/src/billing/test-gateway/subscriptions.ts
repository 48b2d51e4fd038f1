import { AppError } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import {
  type CreateSubscriptionInput,
  type CreateSubscriptionResult,
  type GatewayDiscount,
  type GatewaySubscription,
  PaymentDeclinedError,
} from '../gateway.ts';
import { type GatewayEvents } from './events.ts';
import { cardOf, chargeOutcome, openInvoice, recordAttempt, toGatewayInvoice } from './invoices.ts';
import { nextActionAtMs } from './lifecycle.ts';
import { derivedId, type GatewayObject, newClientSecret, newId, type SubscriptionData, type Tx, type Db } from './objects.ts';
import { getObject, insertObject, lockObject, saveObject } from './objects.repository.ts';
import { extendPeriod as pushPeriodEnd, periodFrom, trialPeriod } from './periods.ts';
import { type CardError, declineKindOf } from './test-cards.ts';

/** How many invoices retrieveSubscription returns (newest first). */
const INVOICES_SHOWN = 10;
/** Idempotency keys of updates remembered per subscription. */
const KEYS_KEPT = 50;

export const LIVE_STATUSES: readonly string[] = ['incomplete', 'trialing', 'active', 'past_due'];

/** Recomputes what the clock watches for; call after every change of status or period. */
export function touch(sub: SubscriptionData): void {
  sub.nextActionAtMs = nextActionAtMs(sub);
}

/** The first payment succeeded: the period starts now (a plan of N weeks lasts N weeks from the payment). */
export function activateAfterFirstPayment(sub: SubscriptionData, now: Date, paymentMethodId: string | null): void {
  const period = periodFrom(now, sub.price.periodWeeks ?? 1);
  sub.status = 'active';
  sub.periodStart = period.start.toISOString();
  sub.periodEnd = period.end.toISOString();
  if (paymentMethodId) sub.defaultPaymentMethodId = paymentMethodId;
  touch(sub);
}

/** A failed renewal was paid after all (a retry, or the browser paying the open invoice). */
export function recoverFromPastDue(sub: SubscriptionData): void {
  sub.status = 'active';
  sub.renewal = { failedAttempts: 0, firstFailureAt: null, nextAttemptAt: null };
  touch(sub);
}

async function createSetupIntentFor(db: Db, customerId: string, subscriptionId: string, now: Date): Promise<GatewayObject<'setup_intent'>> {
  const id = newId('setup_intent');
  const intent: GatewayObject<'setup_intent'> = {
    id,
    kind: 'setup_intent',
    customerId,
    createdAt: now,
    data: { status: 'requires_payment_method', clientSecret: newClientSecret(id), paymentMethodId: null, lastError: null, subscriptionId },
  };
  await insertObject(db, 'setup_intent', id, customerId, intent.data, now);
  return intent;
}

export async function usablePaymentMethod(db: Db, customerId: string, paymentMethodId: string): Promise<GatewayObject<'payment_method'>> {
  const method = await getObject(db, 'payment_method', paymentMethodId);
  if (!method || method.customerId !== customerId || method.data.detached) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  return method;
}

export async function toGatewaySubscription(db: Db, subscription: GatewayObject<'subscription'>): Promise<GatewaySubscription> {
  const sub = subscription.data;
  const invoices: GatewaySubscription['invoices'] = [];
  for (const invoiceId of sub.invoiceIds.slice(0, INVOICES_SHOWN)) {
    const invoice = await getObject(db, 'invoice', invoiceId);
    if (invoice) invoices.push(toGatewayInvoice(invoice));
  }
  return {
    id: subscription.id,
    customerId: subscription.customerId ?? '',
    planId: sub.planId,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: new Date(sub.periodStart),
    currentPeriodEnd: new Date(sub.periodEnd),
    defaultPaymentMethodId: sub.defaultPaymentMethodId,
    invoices,
  };
}

/** What the browser has to confirm for this subscription, if anything (also for a repeated create). */
async function confirmationOf(db: Db, subscription: GatewayObject<'subscription'>): Promise<CreateSubscriptionResult['confirmation']> {
  const sub = subscription.data;
  if (sub.pendingSetupIntentId) {
    const intent = await getObject(db, 'setup_intent', sub.pendingSetupIntentId);
    if (intent && intent.data.status !== 'canceled') return { kind: 'setup', clientSecret: intent.data.clientSecret };
  }
  const firstInvoiceId = sub.invoiceIds.at(-1);
  const firstInvoice = firstInvoiceId ? await getObject(db, 'invoice', firstInvoiceId) : null;
  if (firstInvoice?.data.paymentIntentId && sub.status === 'incomplete') {
    const intent = await getObject(db, 'payment_intent', firstInvoice.data.paymentIntentId);
    if (intent && intent.data.status !== 'canceled' && intent.data.status !== 'succeeded') return { kind: 'payment', clientSecret: intent.data.clientSecret };
  }
  return null;
}

/**
 * Like Stripe's `subscriptions.create` with `payment_behavior: 'default_incomplete'` and
 * `save_default_payment_method: 'on_subscription'`. The subscription's id is derived from the
 * idempotency key, so a repeated call (double click, retry) finds the first one and charges nothing again.
 */
export async function createSubscription(core: Core, input: CreateSubscriptionInput): Promise<CreateSubscriptionResult> {
  const now = core.now();
  const id = derivedId('subscription', input.customerId, input.idempotencyKey);
  const weeks = input.price.periodWeeks;
  if (weeks === null || weeks < 1) throw new AppError('PLAN_NOT_FOUND', { plan_id: input.price.id });
  const outcome = await core.db.transaction(async (tx): Promise<{ subscription: GatewayObject<'subscription'>; declined: CardError | null }> => {
    const customer = await getObject(tx, 'customer', input.customerId);
    if (!customer) throw new AppError('NOT_FOUND');
    const existing = await lockObject(tx, 'subscription', id);
    if (existing) return { subscription: existing, declined: existing.data.createDeclined };
    const method = input.paymentMethodId ? await usablePaymentMethod(tx, input.customerId, input.paymentMethodId) : null;

    const trial = input.trialDays > 0;
    const period = trial ? trialPeriod(now, input.trialDays) : periodFrom(now, weeks);
    const subscription: GatewayObject<'subscription'> = {
      id,
      kind: 'subscription',
      customerId: input.customerId,
      createdAt: now,
      data: {
        planId: input.price.id,
        price: input.price,
        renewsInto: input.renewsInto,
        status: trial ? 'trialing' : 'incomplete',
        cancelAtPeriodEnd: false,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        defaultPaymentMethodId: method?.id ?? null,
        discount: input.discount,
        discountUses: 0,
        invoiceIds: [],
        pendingSetupIntentId: null,
        trialDays: input.trialDays,
        createdAt: now.toISOString(),
        canceledAt: null,
        metadata: input.metadata,
        renewal: { failedAttempts: 0, firstFailureAt: null, nextAttemptAt: null },
        nextActionAtMs: null,
        appliedKeys: [],
        createDeclined: null,
      },
    };
    // Taken first: a concurrent create with the same key waits here and then finds this one.
    if (!(await insertObject(tx, 'subscription', id, input.customerId, subscription.data, now))) {
      const raced = await lockObject(tx, 'subscription', id);
      if (!raced) throw new Error('test gateway: subscription vanished during create');
      return { subscription: raced, declined: raced.data.createDeclined };
    }
    const sub = subscription.data;
    let declined: CardError | null = null;
    if (trial) {
      // Nothing is due until the trial ends; the card form saves the card with the pending setup intent.
      if (!method) sub.pendingSetupIntentId = (await createSetupIntentFor(tx, input.customerId, id, now)).id;
    } else {
      const { invoice, paymentIntent } = await openInvoice(tx, subscription, 'subscription_create', period, now);
      if (!paymentIntent) {
        // Nothing due (a 100 % discount): active at once; a card is still wanted for the renewals.
        activateAfterFirstPayment(sub, now, method?.id ?? null);
        if (!method) sub.pendingSetupIntentId = (await createSetupIntentFor(tx, input.customerId, id, now)).id;
      } else if (method) {
        declined = chargeOutcome(method, now);
        await recordAttempt(tx, paymentIntent, invoice, { paymentMethodId: method.id, card: cardOf(method.data), error: declined }, now);
        if (declined) {
          // Leave no live subscription behind: the caller shows the decline, a new attempt starts afresh.
          sub.status = 'incomplete_expired';
          sub.canceledAt = now.toISOString();
          sub.createDeclined = declined;
        } else {
          activateAfterFirstPayment(sub, now, method.id);
        }
      }
    }
    touch(sub);
    await saveObject(tx, subscription, now);
    return { subscription, declined };
  });
  if (outcome.declined) throw new PaymentDeclinedError(declineKindOf(outcome.declined));
  return {
    subscription: await toGatewaySubscription(core.db, outcome.subscription),
    confirmation: await confirmationOf(core.db, outcome.subscription),
  };
}

export async function retrieveSubscription(core: Core, subscriptionId: string): Promise<GatewaySubscription> {
  const subscription = await getObject(core.db, 'subscription', subscriptionId);
  if (!subscription) throw new AppError('NO_SUBSCRIPTION');
  return toGatewaySubscription(core.db, subscription);
}

/**
 * Runs `change` on the locked subscription and saves it, once per idempotency key (a repeated key changes nothing
 * and returns the current state). `change` returns false to leave it unchanged.
 */
export async function updateSubscription(
  core: Core,
  subscriptionId: string,
  idempotencyKey: string | null,
  change: (sub: SubscriptionData, tx: Tx, subscription: GatewayObject<'subscription'>) => Promise<boolean> | boolean,
  events?: GatewayEvents,
): Promise<GatewaySubscription> {
  const now = core.now();
  const saved = await core.db.transaction(async (tx) => {
    const subscription = await lockObject(tx, 'subscription', subscriptionId);
    if (!subscription) throw new AppError('NO_SUBSCRIPTION');
    const sub = subscription.data;
    if (idempotencyKey !== null && sub.appliedKeys.includes(idempotencyKey)) return subscription;
    if (!(await change(sub, tx, subscription))) return subscription;
    if (idempotencyKey !== null) sub.appliedKeys = [idempotencyKey, ...sub.appliedKeys].slice(0, KEYS_KEPT);
    touch(sub);
    await saveObject(tx, subscription, now);
    events?.subscriptionChanged(subscription.id);
    return subscription;
  });
  await events?.flush(core);
  return toGatewaySubscription(core.db, saved);
}

function assertLive(sub: SubscriptionData): void {
  if (!LIVE_STATUSES.includes(sub.status)) throw new AppError('NO_SUBSCRIPTION');
}

export function setCancelAtPeriodEnd(core: Core, subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<GatewaySubscription> {
  return updateSubscription(core, subscriptionId, idempotencyKey, (sub) => {
    assertLive(sub);
    if (sub.cancelAtPeriodEnd === cancel) return false;
    sub.cancelAtPeriodEnd = cancel;
    return true;
  });
}

/** Ends it now. An incomplete one becomes incomplete_expired (its invoice voided), like Stripe. Idempotent. */
export async function cancelNow(core: Core, subscriptionId: string): Promise<void> {
  const now = core.now();
  await updateSubscription(core, subscriptionId, null, async (sub, tx) => {
    if (!LIVE_STATUSES.includes(sub.status)) return false;
    await voidOpenInvoices(tx, sub, now);
    sub.status = sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled';
    sub.canceledAt = now.toISOString();
    return true;
  });
}

/** Voids the subscription's unpaid invoices and cancels their payment intents and its pending setup intent. */
export async function voidOpenInvoices(tx: Tx, sub: SubscriptionData, now: Date): Promise<void> {
  for (const invoiceId of sub.invoiceIds) {
    const invoice = await getObject(tx, 'invoice', invoiceId);
    if (!invoice || invoice.data.status === 'paid' || invoice.data.status === 'void') continue;
    invoice.data.status = 'void';
    await saveObject(tx, invoice, now);
    if (invoice.data.paymentIntentId) {
      const intent = await lockObject(tx, 'payment_intent', invoice.data.paymentIntentId);
      if (intent && intent.data.status !== 'succeeded') {
        intent.data.status = 'canceled';
        await saveObject(tx, intent, now);
      }
    }
  }
  if (sub.pendingSetupIntentId) {
    const intent = await lockObject(tx, 'setup_intent', sub.pendingSetupIntentId);
    if (intent && intent.data.status !== 'succeeded') {
      intent.data.status = 'canceled';
      await saveObject(tx, intent, now);
    }
  }
}

/** Pushes the next charge back by `weeks` (no charge). */
export function extendPeriod(core: Core, subscriptionId: string, weeks: number, idempotencyKey: string): Promise<GatewaySubscription> {
  return updateSubscription(core, subscriptionId, idempotencyKey, (sub) => {
    assertLive(sub);
    const period = pushPeriodEnd({ start: new Date(sub.periodStart), end: new Date(sub.periodEnd) }, weeks);
    sub.periodEnd = period.end.toISOString();
    return true;
  });
}

/** The discount applies to the next invoices (from the next one on, counted afresh). */
export function applyDiscount(core: Core, subscriptionId: string, discount: GatewayDiscount, idempotencyKey: string): Promise<GatewaySubscription> {
  return updateSubscription(core, subscriptionId, idempotencyKey, (sub) => {
    assertLive(sub);
    sub.discount = discount;
    sub.discountUses = 0;
    return true;
  });
}
