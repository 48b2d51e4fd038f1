import type { DeclineKind, SubscriptionStatus } from '@reelcraft/contract';
import type Stripe from 'stripe';
import type { GatewayCard, GatewayInvoice, GatewayPaymentMethod, GatewaySubscription } from '../gateway.ts';

/**
 * Pure mappings from Stripe's objects (API 2026-10-28.endive, post-basil shapes: periods on subscription items,
 * invoices reach their subscription through `parent.subscription_details` and their payment through
 * `invoice_payments`) to the gateway interface's types.
 */

/** Anything that carries a card error: StripeCardError, PaymentIntent.last_payment_error, SetupIntent.last_setup_error. */
export interface CardErrorLike {
  type?: string | null;
  code?: string | null;
  decline_code?: string | null;
}

/**
 * Our three decline kinds from Stripe's codes. stripe-node sets `decline_code` to '' when Stripe
 * sent none, so every test is on truthiness. Typing mistakes (wrong CVC) get their own message; everything else that
 * is not "insufficient funds" is a generic failure.
 */
export function classifyDecline(error: CardErrorLike | null | undefined): DeclineKind {
  const code = error?.code || '';
  const declineCode = error?.decline_code || '';
  if (code === 'incorrect_cvc' || code === 'invalid_cvc' || declineCode === 'incorrect_cvc' || declineCode === 'invalid_cvc') return 'invalid_cvv';
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  return 'generic_failure';
}

/**
 * Stripe's subscription statuses onto ours. `unpaid` (every retry failed, Stripe keeps the subscription but stops
 * trying) and `paused` (a trial ended without a card) give no access: they read as `canceled`.
 */
export function mapSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'incomplete':
    case 'incomplete_expired':
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
      return status as SubscriptionStatus;
    default:
      return 'canceled';
  }
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function cardOf(method: Stripe.PaymentMethod | null | undefined): GatewayCard | null {
  const card = method?.card;
  if (!card) return null;
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

export function toGatewayPaymentMethod(method: Stripe.PaymentMethod): GatewayPaymentMethod | null {
  const card = cardOf(method);
  return card ? { id: method.id, ...card } : null;
}

/** The subscription an invoice belongs to (basil removed `invoice.subscription`). */
export function subscriptionIdOfInvoice(invoice: Pick<Stripe.Invoice, 'parent'>): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** What we learnt about an invoice's payment from its invoice_payments (the PaymentIntent, expanded). */
export interface InvoicePaymentFacts {
  decline: DeclineKind | null;
  card: GatewayCard | null;
}

/** The facts from `invoicePayments.list({invoice, expand: ['data.payment.payment_intent.payment_method']})`. */
export function paymentFacts(payments: Stripe.InvoicePayment[]): InvoicePaymentFacts {
  // The default payment is the one that counts; a failed attempt stays on its PaymentIntent's last_payment_error.
  const ordered = [...payments].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.created - a.created);
  let decline: DeclineKind | null = null;
  let card: GatewayCard | null = null;
  for (const payment of ordered) {
    const intent = payment.payment.payment_intent;
    if (!intent || typeof intent === 'string') continue;
    const method = intent.payment_method && typeof intent.payment_method !== 'string' ? intent.payment_method : null;
    card ??= cardOf(method) ?? cardOf(intent.last_payment_error?.payment_method ?? null);
    if (intent.status !== 'succeeded' && intent.last_payment_error && decline === null) decline = classifyDecline(intent.last_payment_error);
  }
  return { decline, card };
}

/**
 * One invoice. An `open` invoice whose payment attempt failed is `failed` (the renewal failed and Stripe retries);
 * `uncollectible` too; `draft` is still `open`. The period is the first line's service period (an invoice's own
 * `period_start/end` describe the previous period for renewals).
 */
export function toGatewayInvoice(invoice: Stripe.Invoice, facts: InvoicePaymentFacts): GatewayInvoice {
  const line = invoice.lines?.data?.[0];
  const periodStart = line?.period?.start ?? invoice.period_start;
  const periodEnd = line?.period?.end ?? invoice.period_end;
  let status: GatewayInvoice['status'];
  switch (invoice.status) {
    case 'paid':
      status = 'paid';
      break;
    case 'void':
      status = 'void';
      break;
    case 'uncollectible':
      status = 'failed';
      break;
    default:
      status = invoice.attempted && facts.decline !== null ? 'failed' : 'open';
  }
  return {
    id: invoice.id,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    decline: status === 'failed' ? (facts.decline ?? 'generic_failure') : null,
    billingReason: invoice.billing_reason === 'subscription_create' ? 'subscription_create' : 'subscription_cycle',
    periodStart: fromUnix(periodStart),
    periodEnd: fromUnix(periodEnd),
    card: facts.card,
    createdAt: fromUnix(invoice.created),
  };
}

/**
 * How many of a subscription's invoices a discount has discounted: finalized ones (not draft, not void) on which it
 * took something off. A $0 trial invoice does not count, nor does an invoice after the discount ended — as the test
 * gateway's `discountUses` and the DTO's count of charged invoices (decision 0038).
 */
export function discountedInvoiceCount(invoices: Array<Pick<Stripe.Invoice, 'status' | 'total_discount_amounts'>>, discountId: string): number {
  return invoices.filter(
    (invoice) =>
      invoice.status !== 'draft' &&
      invoice.status !== 'void' &&
      (invoice.total_discount_amounts ?? []).some((entry) => idOf(entry.discount) === discountId && entry.amount > 0),
  ).length;
}

/** Our plan id from a Stripe Price: its metadata, or the lookup key `reelcraft_<id>_<amount>_<currency>`. */
export function planIdOfPrice(price: Pick<Stripe.Price, 'lookup_key' | 'metadata'>): string | null {
  const fromMetadata = price.metadata?.reelcraft_id;
  if (fromMetadata) return fromMetadata;
  const match = /^reelcraft_(.+)_(\d+)_([a-z]{3})$/.exec(price.lookup_key ?? '');
  return match?.[1] ?? null;
}

/**
 * A subscription (retrieved with items; periods come from the first item since basil). `invoices` are already
 * mapped, newest first.
 */
export function toGatewaySubscription(subscription: Stripe.Subscription, invoices: GatewayInvoice[]): GatewaySubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`stripe subscription ${subscription.id} has no items`);
  const planId = planIdOfPrice(item.price);
  if (!planId) throw new Error(`stripe subscription ${subscription.id}: price ${item.price.id} is not one of ours (no reelcraft lookup key)`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    planId,
    status: mapSubscriptionStatus(subscription.status),
    // `cancel_at` set to the period end is the same promise as cancel_at_period_end (the Dashboard may set either).
    cancelAtPeriodEnd: subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= item.current_period_end),
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    defaultPaymentMethodId: idOf(subscription.default_payment_method),
    invoices,
  };
}
