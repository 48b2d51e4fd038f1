import type { GatewayCard, GatewayDiscount, GatewayInvoice, GatewayPrice } from '../gateway.ts';
import { type Db, type GatewayObject, newClientSecret, newId, type PaymentMethodData } from './objects.ts';
import { insertObject, saveObject } from './objects.repository.ts';
import type { Period } from './periods.ts';
import { type CardError, declineKindOf, outcomeOf } from './test-cards.ts';

/** Does the discount still apply to the next invoice, after `uses` invoices had it? */
export function discountApplies(discount: GatewayDiscount | null, uses: number): boolean {
  if (!discount) return false;
  if (discount.duration === 'forever') return true;
  if (discount.duration === 'once') return uses < 1;
  return uses < Math.max(1, discount.durationPeriods ?? 1);
}

/** The amount of the next invoice: the price less the discount while it applies (never below zero). */
export function invoiceAmount(
  price: Pick<GatewayPrice, 'amountCents'>,
  discount: GatewayDiscount | null,
  uses: number,
): { amountCents: number; discounted: boolean } {
  if (!discount || !discountApplies(discount, uses)) return { amountCents: price.amountCents, discounted: false };
  let amount = price.amountCents;
  if (discount.percentOff !== null) amount = Math.round((price.amountCents * (100 - discount.percentOff)) / 100);
  if (discount.amountOffCents !== null) amount -= discount.amountOffCents;
  return { amountCents: Math.max(0, amount), discounted: true };
}

/**
 * Opens the subscription's next invoice for `period` (and the payment intent that pays it, unless nothing is due:
 * then it is paid at once). Updates the subscription's invoice list and discount use in memory; the caller saves it.
 */
export async function openInvoice(
  db: Db,
  subscription: GatewayObject<'subscription'>,
  reason: 'subscription_create' | 'subscription_cycle',
  period: Period,
  now: Date,
): Promise<{ invoice: GatewayObject<'invoice'>; paymentIntent: GatewayObject<'payment_intent'> | null }> {
  const sub = subscription.data;
  const { amountCents, discounted } = invoiceAmount(sub.price, sub.discount, sub.discountUses);
  if (discounted) sub.discountUses += 1;
  const invoiceId = newId('invoice');
  const customerId = subscription.customerId;
  let paymentIntent: GatewayObject<'payment_intent'> | null = null;
  if (amountCents > 0) {
    const piId = newId('payment_intent');
    paymentIntent = {
      id: piId,
      kind: 'payment_intent',
      customerId,
      createdAt: now,
      data: {
        status: 'requires_confirmation',
        clientSecret: newClientSecret(piId),
        amountCents,
        currency: sub.price.currency,
        description: `Reelcraft ${sub.planId}`,
        paymentMethodId: null,
        card: null,
        lastError: null,
        invoiceId,
        metadata: {},
        refunded: false,
        attempts: 0,
      },
    };
    await insertObject(db, 'payment_intent', piId, customerId, paymentIntent.data, now);
  }
  const invoice: GatewayObject<'invoice'> = {
    id: invoiceId,
    kind: 'invoice',
    customerId,
    createdAt: now,
    data: {
      subscriptionId: subscription.id,
      planId: sub.planId,
      amountCents,
      currency: sub.price.currency,
      status: amountCents > 0 ? 'open' : 'paid',
      lastError: null,
      billingReason: reason,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      card: null,
      paymentIntentId: paymentIntent?.id ?? null,
      createdAt: now.toISOString(),
      paidAt: amountCents > 0 ? null : now.toISOString(),
      refunded: false,
    },
  };
  await insertObject(db, 'invoice', invoiceId, customerId, invoice.data, now);
  sub.invoiceIds = [invoiceId, ...sub.invoiceIds];
  return { invoice, paymentIntent };
}

export function cardOf(method: Pick<PaymentMethodData, 'brand' | 'last4' | 'expMonth' | 'expYear'>): GatewayCard {
  return { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear };
}

/** Whether a saved card's expiry month has passed at `now` (it was valid when saved; renewals may outlive it). */
export function cardExpired(card: Pick<GatewayCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

/** What charging a saved card does now (off-session: renewals, a saved card at checkout, one-off purchases). */
export function chargeOutcome(method: GatewayObject<'payment_method'> | null, now: Date): CardError | null {
  if (!method || method.data.detached) return { code: 'payment_method_required', declineCode: null };
  if (cardExpired(method.data, now)) return { code: 'expired_card', declineCode: null };
  return outcomeOf(method.data.behaviour, 'charge');
}

/** Records one charge attempt on the payment intent (and its invoice) and saves both. */
export async function recordAttempt(
  db: Db,
  paymentIntent: GatewayObject<'payment_intent'>,
  invoice: GatewayObject<'invoice'> | null,
  attempt: { paymentMethodId: string | null; card: GatewayCard | null; error: CardError | null },
  now: Date,
): Promise<void> {
  const pi = paymentIntent.data;
  pi.attempts += 1;
  pi.paymentMethodId = attempt.paymentMethodId;
  pi.card = attempt.card;
  pi.lastError = attempt.error;
  pi.status = attempt.error ? 'failed' : 'succeeded';
  await saveObject(db, paymentIntent, now);
  if (invoice) {
    invoice.data.card = attempt.card;
    invoice.data.lastError = attempt.error;
    invoice.data.status = attempt.error ? 'failed' : 'paid';
    invoice.data.paidAt = attempt.error ? null : now.toISOString();
    await saveObject(db, invoice, now);
  }
}

export function toGatewayInvoice(invoice: GatewayObject<'invoice'>): GatewayInvoice {
  const data = invoice.data;
  return {
    id: invoice.id,
    amountCents: data.amountCents,
    currency: data.currency,
    status: data.status,
    decline: data.status === 'failed' && data.lastError ? declineKindOf(data.lastError) : null,
    billingReason: data.billingReason,
    periodStart: new Date(data.periodStart),
    periodEnd: new Date(data.periodEnd),
    card: data.card,
    createdAt: new Date(data.createdAt),
  };
}
