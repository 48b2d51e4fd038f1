import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Core } from '../../context.ts';
import { priceRow } from '../prices.repository.ts';
import {
  type CreateSubscriptionInput,
  type CreateSubscriptionResult,
  type GatewayDiscount,
  type GatewayInvoice,
  type GatewayPaymentMethod,
  type GatewayPrice,
  type GatewaySubscription,
  type OneOffCharge,
  type OneOffChargeInput,
  type PaymentGateway,
  PaymentDeclinedError,
} from '../gateway.ts';
import { createStripeClient } from './client.ts';
import {
  cardOf,
  classifyDecline,
  discountedInvoiceCount,
  idOf,
  paymentFacts,
  planIdOfPrice,
  toGatewayInvoice,
  toGatewayPaymentMethod,
  toGatewaySubscription,
} from './mapping.ts';
import { discountAppliesTo } from '../periods.ts';
import { StripePriceCatalog } from './prices.ts';

/** Invoices read per subscription sync (the interface promises "the last few", newest first). */
const INVOICES_PER_SYNC = 5;
/** Invoices read to count a repeating discount's uses: at most 52 periods (the promo code's limit), and a few failed. */
const INVOICES_PER_DISCOUNT_COUNT = 100;
/** Statuses in which the subscription will still be invoiced, so a used-up discount must come off. */
const RENEWING_STATUSES = new Set<Stripe.Subscription.Status>(['trialing', 'active', 'past_due']);

/**
 * The Stripe adapter (BILLING=stripe, docs/decisions/0020). Every create or update carries an
 * idempotency key: the caller's where the interface passes one (a double click or a retried job repeats the same
 * operation), a fresh one otherwise (it still makes the SDK's own retry safe). Card errors while the server charges
 * become PaymentDeclinedError with our decline kind.
 */
export function createStripeGateway(core: Core, client?: Stripe): PaymentGateway {
  const stripe = client ?? createStripeClient(core.config);
  return new StripeGateway(core, stripe);
}

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  readonly catalog: StripePriceCatalog;

  constructor(
    private readonly core: Core,
    readonly stripe: Stripe,
  ) {
    this.publishableKey = core.config.STRIPE_PUBLISHABLE_KEY ?? '';
    this.catalog = new StripePriceCatalog(stripe, core.db);
  }

  async ensureCustomer(input: { userId: string; email: string; idempotencyKey: string }): Promise<string> {
    const customer = await this.stripe.customers.create({ email: input.email, metadata: { user_id: input.userId } }, { idempotencyKey: input.idempotencyKey });
    return customer.id;
  }

  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }> {
    const intent = await this.stripe.setupIntents.create(
      { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
      { idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`stripe setup intent ${intent.id} has no client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async setupIntentPaymentMethod(setupIntentId: string, customerId: string): Promise<GatewayPaymentMethod> {
    const intent = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    // Someone else's setup intent id must not hand out their card.
    if (idOf(intent.customer) !== customerId) throw new Error(`setup intent ${setupIntentId} belongs to another customer`);
    if (intent.status !== 'succeeded') throw new PaymentDeclinedError(classifyDecline(intent.last_setup_error), `setup intent ${intent.status}`);
    const method = intent.payment_method && typeof intent.payment_method !== 'string' ? toGatewayPaymentMethod(intent.payment_method) : null;
    if (!method) throw new Error(`setup intent ${setupIntentId} saved no card`);
    return method;
  }

  async listPaymentMethods(customerId: string): Promise<GatewayPaymentMethod[]> {
    const list = await this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
    return list.data.map(toGatewayPaymentMethod).filter((method): method is GatewayPaymentMethod => method !== null);
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string, subscriptionId: string | null): Promise<void> {
    await this.stripe.customers.update(
      customerId,
      { invoice_settings: { default_payment_method: paymentMethodId } },
      { idempotencyKey: `default-pm-${randomUUID()}` },
    );
    if (subscriptionId) {
      await this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }, { idempotencyKey: `sub-pm-${randomUUID()}` });
    }
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey: `detach-${randomUUID()}` });
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreateSubscriptionResult> {
    const priceId = await this.catalog.priceIdFor(input.price);
    const coupon = input.discount ? await this.catalog.couponIdFor(input.discount, input.price) : null;
    const withCard = input.paymentMethodId !== null;
    const params: Stripe.SubscriptionCreateParams = {
      customer: input.customerId,
      items: [{ price: priceId }],
      // The browser confirms the first payment; a saved card is charged now or not at all.
      payment_behavior: withCard ? 'error_if_incomplete' : 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      ...(coupon ? { discounts: [{ coupon }] } : {}),
      ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
      ...(withCard ? { default_payment_method: input.paymentMethodId!, off_session: true } : {}),
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: input.metadata,
    };
    let subscription: Stripe.Subscription;
    try {
      // With a saved card the key names the card too: a retry with another card after a decline is a new operation
      // (Stripe would otherwise answer the stored decline again).
      subscription = await this.stripe.subscriptions.create(params, {
        idempotencyKey: withCard ? `${input.idempotencyKey}-${input.paymentMethodId}` : input.idempotencyKey,
      });
    } catch (error) {
      throw declineOf(error) ?? error;
    }
    const invoice = subscription.latest_invoice && typeof subscription.latest_invoice !== 'string' ? subscription.latest_invoice : null;
    const setup = subscription.pending_setup_intent && typeof subscription.pending_setup_intent !== 'string' ? subscription.pending_setup_intent : null;
    let confirmation: CreateSubscriptionResult['confirmation'] = null;
    if (!withCard && subscription.status === 'incomplete' && invoice?.confirmation_secret?.client_secret) {
      confirmation = { kind: 'payment', clientSecret: invoice.confirmation_secret.client_secret };
    } else if (!withCard && setup?.client_secret && setup.status !== 'succeeded') {
      confirmation = { kind: 'setup', clientSecret: setup.client_secret };
    }
    const invoices = invoice ? [toGatewayInvoice(invoice, { decline: null, card: null })] : [];
    return { subscription: toGatewaySubscription(subscription, invoices), confirmation };
  }

  async retrieveSubscription(subscriptionId: string): Promise<GatewaySubscription> {
    const read = () => this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice', 'schedule', 'discounts'] });
    let subscription = await read();
    if (await this.endUsedDiscounts(subscription)) subscription = await read();
    await this.ensureTrialSchedule(subscription);
    return toGatewaySubscription(subscription, await this.invoicesOf(subscription.id));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<GatewaySubscription> {
    await this.releaseScheduleOf(subscriptionId);
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey });
    return this.retrieveSubscription(subscriptionId);
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
    await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` });
  }

  /**
   * Cards first (detached: nobody can charge them again), then the customer, which makes Stripe end its
   * subscriptions at once. A customer (or card) already gone counts as done, so a retried erasure job finishes.
   */
  async deleteCustomer(customerId: string): Promise<void> {
    const customer = await ignoreMissing(() => this.stripe.customers.retrieve(customerId));
    if (!customer || customer.deleted) return;
    for (const method of await this.listPaymentMethods(customerId)) {
      await ignoreMissing(() => this.stripe.paymentMethods.detach(method.id, {}, { idempotencyKey: `detach-${method.id}` }));
    }
    await ignoreMissing(() => this.stripe.customers.del(customerId, {}, { idempotencyKey: `delete-customer-${customerId}` }));
  }

  async extendPeriod(subscriptionId: string, weeks: number, idempotencyKey: string): Promise<GatewaySubscription> {
    const subscription = await this.releaseScheduleOf(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`stripe subscription ${subscriptionId} has no items`);
    // A trial until the new date: Stripe charges nothing until then, and the next period starts there.
    const trialEnd = item.current_period_end + Math.round(weeks * 7 * 86_400);
    await this.stripe.subscriptions.update(subscriptionId, { trial_end: trialEnd, proration_behavior: 'none' }, { idempotencyKey });
    return this.retrieveSubscription(subscriptionId);
  }

  async applyDiscount(subscriptionId: string, discount: GatewayDiscount, idempotencyKey: string): Promise<GatewaySubscription> {
    const subscription = await this.releaseScheduleOf(subscriptionId);
    const price = subscription.items.data[0]?.price;
    const coupon = await this.catalog.couponIdFor(discount, { currency: price?.currency ?? 'usd' });
    await this.stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon }] }, { idempotencyKey });
    return this.retrieveSubscription(subscriptionId);
  }

  async chargeOneOff(input: OneOffChargeInput): Promise<OneOffCharge> {
    const base: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      customer: input.customerId,
      description: input.description,
      metadata: input.metadata,
      allowed_payment_method_types: ['card'],
    };
    if (!input.paymentMethodId) {
      const intent = await this.stripe.paymentIntents.create(base, { idempotencyKey: input.idempotencyKey });
      return toOneOff(intent);
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        { ...base, payment_method: input.paymentMethodId, off_session: true, confirm: true, expand: ['payment_method'] },
        { idempotencyKey: `${input.idempotencyKey}-${input.paymentMethodId}` },
      );
      return toOneOff(intent);
    } catch (error) {
      const decline = declineOf(error);
      if (!decline) throw error;
      // Stripe keeps the failed PaymentIntent; its id lets the purchase be re-read like any other.
      const intentId = (error as Stripe.errors.StripeCardError).payment_intent?.id;
      if (!intentId) throw decline;
      return { id: intentId, status: 'failed', clientSecret: null, decline: decline.decline, card: null };
    }
  }

  async retrieveOneOff(chargeId: string): Promise<OneOffCharge> {
    return toOneOff(await this.stripe.paymentIntents.retrieve(chargeId, { expand: ['payment_method'] }));
  }

  async refund(paymentId: string, idempotencyKey: string): Promise<void> {
    // Subscription payments are recorded by invoice id; the refund goes to the invoice's PaymentIntent.
    let intentId: string | null = paymentId;
    if (paymentId.startsWith('in_')) {
      const payments = await this.stripe.invoicePayments.list({ invoice: paymentId, limit: 10 });
      const paid = payments.data.find((payment) => payment.status === 'paid') ?? payments.data[0];
      intentId = idOf(paid?.payment.payment_intent ?? null);
    }
    if (!intentId) throw new Error(`no payment intent to refund for ${paymentId}`);
    await this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
  }

  /** The last few invoices, newest first, each with the decline and card from its invoice_payments (basil). */
  private async invoicesOf(subscriptionId: string): Promise<GatewayInvoice[]> {
    const list = await this.stripe.invoices.list({ subscription: subscriptionId, limit: INVOICES_PER_SYNC });
    const invoices = list.data.filter((invoice) => invoice.status !== 'draft');
    const mapped = await Promise.all(
      invoices.map(async (invoice) => {
        const payments = await this.stripe.invoicePayments.list({ invoice: invoice.id, limit: 10, expand: ['data.payment.payment_intent.payment_method'] });
        return toGatewayInvoice(invoice, paymentFacts(payments.data));
      }),
    );
    return mapped.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /**
   * Ends the repeating discounts that have had their periods (decision 0038): a `forever` coupon standing for N
   * periods comes off the subscription once N of its finalized invoices were discounted by it — the same count and
   * rule (`discountAppliesTo`) as the test gateway and the subscription DTO. Counted from Stripe's invoices on every
   * sync, so a missed, repeated or reordered webhook changes nothing; removing it when the N-th invoice exists is in
   * time, because the next one is created only at the next period end. True when it changed the subscription.
   */
  private async endUsedDiscounts(subscription: Stripe.Subscription): Promise<boolean> {
    if (!RENEWING_STATUSES.has(subscription.status) || subscription.discounts.length === 0) return false;
    const ending: string[] = [];
    let invoices: Stripe.Invoice[] | null = null;
    for (const discount of subscription.discounts) {
      if (typeof discount === 'string') continue;
      const couponId = idOf(discount.source.coupon);
      const periods = couponId ? await this.catalog.periodsOfCoupon(couponId) : null;
      if (periods === null) continue;
      invoices ??= (await this.stripe.invoices.list({ subscription: subscription.id, limit: INVOICES_PER_DISCOUNT_COUNT })).data;
      const uses = discountedInvoiceCount(invoices, discount.id);
      if (!discountAppliesTo({ duration: 'repeating', durationPeriods: periods }, uses)) ending.push(discount.id);
    }
    if (ending.length === 0) return false;
    if (subscription.schedule) await this.releaseScheduleOf(subscription.id);
    const kept = subscription.discounts.map((discount) => idOf(discount)!).filter((id) => !ending.includes(id));
    await this.stripe.subscriptions.update(
      subscription.id,
      { discounts: kept.length > 0 ? kept.map((discount) => ({ discount })) : '' },
      { idempotencyKey: `end-discounts-${subscription.id}-${ending.join('-')}` },
    );
    return true;
  }

  /**
   * The paid trial (docs/decisions/0020): once the subscription on an introductory price (a plan with
   * renews_into_id) is active, a schedule takes it into the renewal price at the end of the current period.
   * Idempotent: an attached schedule that already has the renewal phase is left alone; the create's key names the
   * subscription and how many schedules it had before (a cancel releases the schedule, an undo attaches a new one),
   * the update's names the schedule. Not while it is set to end (nothing renews). Called from every sync, so a
   * missed webhook is caught by the next one.
   */
  private async ensureTrialSchedule(subscription: Stripe.Subscription): Promise<void> {
    if (subscription.status !== 'active' || subscription.cancel_at_period_end || subscription.cancel_at !== null) return;
    const item = subscription.items.data[0];
    const planId = item ? planIdOfPrice(item.price) : null;
    if (!item || !planId) return;
    const renewal = await this.renewalOf(planId);
    if (!renewal) return;
    const renewalPriceId = await this.catalog.priceIdFor(renewal);
    let schedule = subscription.schedule && typeof subscription.schedule !== 'string' ? subscription.schedule : null;
    if (subscription.schedule && !schedule) schedule = await this.stripe.subscriptionSchedules.retrieve(idOf(subscription.schedule)!);
    if (schedule && schedule.status !== 'active' && schedule.status !== 'not_started') return;
    if (schedule?.phases.some((phase) => phase.items.some((entry) => idOf(entry.price) === renewalPriceId))) return;
    if (!schedule) {
      const customerId = idOf(subscription.customer)!;
      const earlier = await this.stripe.subscriptionSchedules.list({ customer: customerId, limit: 100 });
      const generation = earlier.data.filter((entry) => entry.released_subscription === subscription.id || idOf(entry.subscription) === subscription.id).length;
      schedule = await this.stripe.subscriptionSchedules.create(
        { from_subscription: subscription.id },
        { idempotencyKey: `schedule-${subscription.id}-${generation}` },
      );
    }
    const current = schedule.phases[0];
    await this.stripe.subscriptionSchedules.update(
      schedule.id,
      {
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: current?.start_date ?? item.current_period_start,
            end_date: item.current_period_end,
          },
          { items: [{ price: renewalPriceId, quantity: 1 }], duration: { interval: 'week', interval_count: renewal.periodWeeks ?? 4 } },
        ],
        end_behavior: 'release',
        metadata: { reelcraft_renews_into: renewal.id },
      },
      { idempotencyKey: `schedule-phases-${schedule.id}` },
    );
  }

  private async renewalOf(planId: string): Promise<GatewayPrice | null> {
    const plan = await priceRow(this.core.db, planId);
    if (!plan?.renewsIntoId) return null;
    const next = await priceRow(this.core.db, plan.renewsIntoId);
    if (!next) return null;
    return { id: next.id, amountCents: next.amountCents, currency: next.currency, periodWeeks: next.periodWeeks };
  }

  /**
   * Stripe refuses changes to the billing of a subscription that a schedule manages; the paid trial's schedule is
   * released first (the subscription stays as it is) and the next sync attaches a new one if it is still due.
   */
  private async releaseScheduleOf(subscriptionId: string): Promise<Stripe.Subscription> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await this.stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `release-${scheduleId}` });
    return subscription;
  }
}

function declineOf(error: unknown): PaymentDeclinedError | null {
  if (error instanceof Stripe.errors.StripeCardError) return new PaymentDeclinedError(classifyDecline(error), error.message);
  return null;
}

function toOneOff(intent: Stripe.PaymentIntent): OneOffCharge {
  const method = intent.payment_method && typeof intent.payment_method !== 'string' ? intent.payment_method : null;
  const card = cardOf(method);
  if (intent.status === 'succeeded') return { id: intent.id, status: 'succeeded', clientSecret: null, decline: null, card };
  if (intent.status === 'canceled' || intent.last_payment_error) {
    return { id: intent.id, status: 'failed', clientSecret: intent.client_secret, decline: classifyDecline(intent.last_payment_error), card };
  }
  return { id: intent.id, status: 'requires_confirmation', clientSecret: intent.client_secret, decline: null, card };
}

/** The call's answer, or null when Stripe says the object does not exist (resource_missing). */
async function ignoreMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  }
}
