import type { Discounts } from './discounts.ts';
import { invalid, str, StripeFakeError } from './errors.ts';
import type { FormValue } from './form.ts';
import type { Invoices } from './invoices.ts';
import type { Payments } from './payments.ts';
import { intervalSeconds, itemOf } from './periods.ts';
import type { StripeStore } from './store.ts';
import { INCOMPLETE_EXPIRY_SECONDS, WEEK, type Obj } from './types.ts';
import type { WebhookQueue } from './webhook-queue.ts';

/** Subscriptions over time: created, updated, renewed (or ended) as the clock moves, canceled with their customer. */
export interface Subscriptions {
  createSubscription(params: Record<string, FormValue>): Obj;
  updateSubscription(subscription: Obj, params: Record<string, FormValue>): void;
  deleteCustomer(customer: Obj): Obj;
  /** Moves the fake's clock forward and renews, cancels or fails subscriptions whose period ended. */
  advance(weeks: number): Promise<void>;
}

export function createSubscriptions(store: StripeStore, queue: WebhookQueue, payments: Payments, discounts: Discounts, invoices: Invoices): Subscriptions {
  const { objects, now, newId, put, get, listOf, clone } = store;
  const { emit, release, flush } = queue;
  const { resolvePaymentMethod, newSetupIntent } = payments;
  const { priceAfterDiscounts, applyDiscounts } = discounts;
  const { newInvoice, intentOfInvoice, payInvoice, setStatus, defaultMethodOf } = invoices;

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
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: end,
            discounts: [],
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: id,
          },
        ],
      },
      latest_invoice: null,
      metadata: (params.metadata as Record<string, unknown> | undefined) ?? {},
      payment_settings: {
        save_default_payment_method: typeof paymentSettings.save_default_payment_method === 'string' ? paymentSettings.save_default_payment_method : 'off',
        payment_method_types: paymentSettings.payment_method_types ?? null,
        payment_method_options: null,
      },
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
      if (behaviour_ === 'error_if_incomplete')
        throw invalid('This customer has no attached payment source or default payment method.', 'default_payment_method');
      return subscription;
    }
    const error = payInvoice(invoice, method);
    if (error) {
      if (behaviour_ === 'error_if_incomplete') {
        // Stripe creates nothing that lasts: the subscription is gone and the decline is the answer.
        objects.delete(subscription.id);
        queue.keepPending((event) => event.type.startsWith('payment_intent.'));
        throw new StripeFakeError(402, { ...error, payment_intent: clone(intentOfInvoice(invoice)) });
      }
    }
    return subscription;
  }

  function updateSubscription(subscription: Obj, params: Record<string, FormValue>): void {
    const item = itemOf(subscription)!;
    const previous: Record<string, unknown> = {};
    if (params.cancel_at_period_end !== undefined) {
      if (subscription.schedule)
        throw invalid(
          `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
          'cancel_at_period_end',
        );
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
    if (params.metadata && typeof params.metadata === 'object')
      subscription.metadata = { ...(subscription.metadata as object), ...(params.metadata as object) };
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
    store.moveClock(Math.round(weeks * WEEK));
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

  return { createSubscription, updateSubscription, deleteCustomer, advance };
}
