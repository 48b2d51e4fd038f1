import type { DiscountAmount } from './discounts.ts';
import { invalid } from './errors.ts';
import type { Payments } from './payments.ts';
import { itemOf } from './periods.ts';
import type { StripeStore } from './store.ts';
import type { Obj } from './types.ts';
import type { WebhookQueue } from './webhook-queue.ts';

/** A subscription's invoices and their payment, and the status changes paying (or failing to pay) makes. */
export interface Invoices {
  newInvoice(subscription: Obj, reason: string, subtotal: number, discounts: DiscountAmount[], start: number, end: number): Obj;
  intentOfInvoice(invoice: Obj): Obj | null;
  /** Pays an open invoice with a card; updates the invoice, its payment and the subscription. */
  payInvoice(invoice: Obj, method: Obj): Record<string, unknown> | null;
  setStatus(subscription: Obj, status: string): void;
  defaultMethodOf(subscription: Obj): Obj | null;
}

export function createInvoices(store: StripeStore, queue: WebhookQueue, payments: Payments): Invoices {
  const { objects, now, newId, put, get, listOf, clone } = store;
  const { emit } = queue;
  const { charge, newPaymentIntent } = payments;

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
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: subtotal,
            discount_amounts: discounts.map((entry) => ({ ...entry })),
            discounts: discounts.map((entry) => entry.discount),
            currency: price.currency,
            description: `1 × ${String(price.lookup_key ?? price.id)}`,
            period: { start, end },
            pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
            quantity: 1,
          },
        ],
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      confirmation_secret: null,
      livemode: false,
    });
    emit('invoice.created', invoice);
    if (amount === 0) {
      invoice.status = 'paid';
      invoice.attempted = true;
      emit('invoice.paid', invoice);
    } else {
      const intent = newPaymentIntent({
        amount,
        currency: String(price.currency),
        customer: String(subscription.customer),
        description: 'Subscription update',
      });
      invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
      put({
        id: newId('inpay'),
        object: 'invoice_payment',
        amount_paid: null,
        amount_requested: amount,
        created: now(),
        currency: price.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: intent.id },
        status: 'open',
        status_transitions: { canceled_at: null, paid_at: null },
      });
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
    const id =
      (subscription.default_payment_method as string | null) ??
      (objects.get(String(subscription.customer))?.invoice_settings as { default_payment_method?: string | null } | undefined)?.default_payment_method ??
      null;
    return id ? (objects.get(id) ?? null) : null;
  }

  return { newInvoice, intentOfInvoice, payInvoice, setStatus, defaultMethodOf };
}
