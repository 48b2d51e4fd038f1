import { startFakeStripe, type FakeStripe, type FakeStripeRequest } from '@reelcraft/fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/index.ts';
import { billingPrices } from '../../db/schema.ts';
import { PaymentDeclinedError, type GatewayPrice, type PaymentGateway } from '../gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { lookupKeyOf } from './prices.ts';

/**
 * Contract tests of the Stripe adapter against the loopback fake Stripe (packages/fakes/src/stripe): what we send
 * (request shapes, idempotency keys) and how we read what comes back (post-basil shapes). Real Stripe is never
 * reached: these prove agreement with the fake, which copies stripe@23's types.
 */

let fake: FakeStripe;
let t: TestCore;
let gateway: PaymentGateway;

const WEEK_MS = 7 * 86_400_000;
const plan = (id: string, amountCents: number, periodWeeks: number | null): GatewayPrice => ({ id, amountCents, currency: 'usd', periodWeeks });
const oneWeek = plan('1week', 699, 1);
const trial = plan('trial', 99, 1);
let keyCounter = 0;
const key = (label: string) => `${label}-${Date.now().toString(36)}-${++keyCounter}`;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestCore({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_reelcraft',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  gateway = t.core.payments!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
/** Every request of the file, kept across the per-test resets. */
const seen: FakeStripeRequest[] = [];
beforeEach(() => {
  seen.push(...fake.requests);
  fake.requests.length = 0;
});

const posts = (path: string | RegExp): FakeStripeRequest[] =>
  fake.requests.filter((request) => request.method === 'POST' && (typeof path === 'string' ? request.path === path : path.test(request.path)));

async function customer(): Promise<string> {
  return gateway.ensureCustomer({ userId: `user-${++keyCounter}`, email: `u${keyCounter}@example.com`, idempotencyKey: key('customer') });
}

/** A subscription paid in the browser with `card` (Stripe.js's confirmPayment, done by the fake's test route). */
async function paidSubscription(price: GatewayPrice, card = 'pm_card_visa') {
  const customerId = await customer();
  const created = await gateway.createSubscription({
    customerId,
    price,
    renewsInto: null,
    trialDays: 0,
    discount: null,
    paymentMethodId: null,
    idempotencyKey: key('sub'),
    metadata: {},
  });
  const confirmed = await fake.confirm(created.confirmation!.clientSecret, card);
  return { customerId, created, confirmed };
}

describe('the Stripe adapter against the fake Stripe', () => {
  it('is what BILLING=stripe builds, with the publishable key for the browser', () => {
    expect(gateway.kind).toBe('stripe');
    expect(gateway.publishableKey).toBe('pk_test_reelcraft');
  });

  it('creates customers with our idempotency key, the user id in metadata and the pinned API version', async () => {
    const idempotencyKey = key('customer');
    const first = await gateway.ensureCustomer({ userId: 'user-1', email: 'a@example.com', idempotencyKey });
    const again = await gateway.ensureCustomer({ userId: 'user-1', email: 'a@example.com', idempotencyKey });
    expect(again).toBe(first);
    expect(fake.list('customer').filter((c) => (c as { metadata: { user_id?: string } }).metadata.user_id === 'user-1')).toHaveLength(1);
    const [request] = posts('/v1/customers');
    expect(request?.idempotencyKey).toBe(idempotencyKey);
    expect(request?.stripeVersion).toBe('2026-10-28.endive');
    expect(request?.params).toMatchObject({ email: 'a@example.com', metadata: { user_id: 'user-1' } });
  });

  it('sends the default_incomplete checkout: price by lookup key, save the card on the subscription, expand the confirmation secret, the discount as a coupon', async () => {
    const customerId = await customer();
    fake.requests.length = 0;
    const idempotencyKey = key('checkout');
    const discount = { percentOff: 50, amountOffCents: null, duration: 'once' as const, durationPeriods: null, promoCodeId: null, key: 'paywall2-50' };
    const result = await gateway.createSubscription({
      customerId,
      price: oneWeek,
      renewsInto: null,
      trialDays: 0,
      discount,
      paymentMethodId: null,
      idempotencyKey,
      metadata: { user_id: 'u-9' },
    });

    const [create] = posts('/v1/subscriptions');
    expect(create?.idempotencyKey).toBe(idempotencyKey);
    const price = fake
      .list<{ id: string; lookup_key: string; unit_amount: number; recurring: { interval: string; interval_count: number } }>('price')
      .find((p) => p.lookup_key === 'reelcraft_1week_699_usd');
    expect(price).toMatchObject({ unit_amount: 699, recurring: { interval: 'week', interval_count: 1 } });
    expect(create?.params).toMatchObject({
      customer: customerId,
      items: [{ price: price!.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      discounts: [{ coupon: expect.stringContaining('paywall2-50') }],
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: { user_id: 'u-9' },
    });
    expect(create?.params).not.toHaveProperty('coupon');
    const coupon = fake.object<{ percent_off: number; duration: string }>((create?.params.discounts as Array<{ coupon: string }>)[0]!.coupon);
    expect(coupon).toMatchObject({ percent_off: 50, duration: 'once' });

    expect(result.confirmation?.kind).toBe('payment');
    expect(result.confirmation?.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(result.subscription).toMatchObject({ customerId, planId: '1week', status: 'incomplete', cancelAtPeriodEnd: false });
    expect(result.subscription.invoices[0]).toMatchObject({ amountCents: 350, status: 'open', billingReason: 'subscription_create' });

    // A double click: the same key answers the same subscription, and Stripe holds one.
    const again = await gateway.createSubscription({
      customerId,
      price: oneWeek,
      renewsInto: null,
      trialDays: 0,
      discount,
      paymentMethodId: null,
      idempotencyKey,
      metadata: { user_id: 'u-9' },
    });
    expect(again.subscription.id).toBe(result.subscription.id);
    expect(fake.list<{ customer: string }>('subscription').filter((s) => s.customer === customerId)).toHaveLength(1);
  });

  it('looks a price up once per process and creates product, price and coupon only once', async () => {
    const twelve = plan('12week', 2999, 12);
    const discount = { percentOff: null, amountOffCents: 500, duration: 'once' as const, durationPeriods: null, promoCodeId: null, key: 'promo-abc' };
    for (let i = 0; i < 2; i++) {
      await gateway.createSubscription({
        customerId: await customer(),
        price: twelve,
        renewsInto: null,
        trialDays: 0,
        discount,
        paymentMethodId: null,
        idempotencyKey: key('sub'),
        metadata: {},
      });
    }
    expect(posts('/v1/prices')).toHaveLength(1);
    expect(posts('/v1/products')).toHaveLength(1);
    expect(posts('/v1/coupons')).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/prices')).toHaveLength(1);
    expect(posts('/v1/prices')[0]?.idempotencyKey).toBe('price-reelcraft_12week_2999_usd');
    expect(posts('/v1/prices')[0]?.params).toMatchObject({
      lookup_key: lookupKeyOf(twelve),
      unit_amount: '2999',
      currency: 'usd',
      recurring: { interval: 'week', interval_count: '12' },
    });
    const [row] = await t.core.db.select().from(billingPrices).where(eq(billingPrices.id, '12week'));
    expect(row?.stripePriceId).toMatch(/^price_/);

    // Another process (a new adapter) finds the price by its lookup key and creates nothing.
    fake.requests.length = 0;
    const other = createStripeGateway(t.core);
    await other.createSubscription({
      customerId: await customer(),
      price: twelve,
      renewsInto: null,
      trialDays: 0,
      discount: null,
      paymentMethodId: null,
      idempotencyKey: key('sub'),
      metadata: {},
    });
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/prices')).toHaveLength(1);
    expect(posts('/v1/prices')).toHaveLength(0);
    expect(fake.list<{ lookup_key: string }>('price').filter((p) => p.lookup_key === 'reelcraft_12week_2999_usd')).toHaveLength(1);
  });

  it('reads a paid subscription in the post-basil shape: period from the item, invoice via parent, card via invoice payments', async () => {
    const { created, confirmed } = await paidSubscription(oneWeek);
    expect(confirmed.status).toBe(200);
    const subscription = await gateway.retrieveSubscription(created.subscription.id);
    expect(subscription).toMatchObject({ planId: '1week', status: 'active', cancelAtPeriodEnd: false });
    expect(subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime()).toBe(WEEK_MS);
    expect(subscription.defaultPaymentMethodId).toMatch(/^pm_/);
    expect(subscription.invoices).toHaveLength(1);
    expect(subscription.invoices[0]).toMatchObject({
      status: 'paid',
      amountCents: 699,
      currency: 'usd',
      decline: null,
      billingReason: 'subscription_create',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(subscription.invoices[0]!.periodEnd).toEqual(subscription.currentPeriodEnd);
    expect(
      fake.requests.some((r) => r.path === '/v1/invoice_payments' && JSON.stringify(r.params.expand) === '["data.payment.payment_intent.payment_method"]'),
    ).toBe(true);
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'generic_failure'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'invalid_cvv'],
    ['pm_card_chargeCustomerFail', 'generic_failure'],
  ] as const)('maps a browser decline with %s to %s on the failed first invoice', async (card, decline) => {
    const { created, confirmed } = await paidSubscription(oneWeek, card);
    expect(confirmed.status).toBe(402);
    expect((confirmed.body.error as { type: string }).type).toBe('card_error');
    const subscription = await gateway.retrieveSubscription(created.subscription.id);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.invoices[0]).toMatchObject({ status: 'failed', decline });
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'generic_failure'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'invalid_cvv'],
    ['pm_card_chargeCustomerFail', 'generic_failure'],
  ] as const)('throws PaymentDeclinedError(%s → %s) when a card is charged server-side, and Stripe keeps no subscription', async (card, decline) => {
    const customerId = await customer();
    const idempotencyKey = key('saved');
    const error = await gateway
      .createSubscription({ customerId, price: oneWeek, renewsInto: null, trialDays: 0, discount: null, paymentMethodId: card, idempotencyKey, metadata: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect((error as PaymentDeclinedError).decline).toBe(decline);
    expect(posts('/v1/subscriptions')[0]?.params).toMatchObject({ payment_behavior: 'error_if_incomplete', default_payment_method: card, off_session: 'true' });
    expect(posts('/v1/subscriptions')[0]?.idempotencyKey).toBe(`${idempotencyKey}-${card}`);
    expect(fake.list<{ customer: string }>('subscription').filter((s) => s.customer === customerId)).toHaveLength(0);

    const oneOff = await gateway.chargeOneOff({
      customerId,
      amountCents: 499,
      currency: 'usd',
      description: 'Guidelines',
      paymentMethodId: card,
      idempotencyKey: key('pdf'),
      metadata: { purchase_id: 'p1' },
    });
    expect(oneOff).toMatchObject({ status: 'failed', decline });
    expect((await gateway.retrieveOneOff(oneOff.id)).decline).toBe(decline);
  });

  it("saves a card with a setup intent, charges it off-session, and refuses a declined save or someone else's intent", async () => {
    const customerId = await customer();
    const setupKey = key('setup');
    const intent = await gateway.createSetupIntent(customerId, setupKey);
    expect(posts('/v1/setup_intents')[0]).toMatchObject({ idempotencyKey: setupKey, params: { customer: customerId, usage: 'off_session' } });
    expect((await fake.confirm(intent.clientSecret, 'pm_card_visa')).status).toBe(200);
    const card = await gateway.setupIntentPaymentMethod(intent.id, customerId);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    await expect(gateway.setupIntentPaymentMethod(intent.id, await customer())).rejects.toThrow(/another customer/);

    const result = await gateway.createSubscription({
      customerId,
      price: oneWeek,
      renewsInto: null,
      trialDays: 0,
      discount: null,
      paymentMethodId: card.id,
      idempotencyKey: key('sub'),
      metadata: {},
    });
    expect(result.confirmation).toBeNull();
    expect(result.subscription).toMatchObject({ status: 'active', defaultPaymentMethodId: card.id });

    const declined = await gateway.createSetupIntent(customerId, key('setup'));
    expect((await fake.confirm(declined.clientSecret, 'pm_card_visa_chargeDeclinedInsufficientFunds')).status).toBe(402);
    await expect(gateway.setupIntentPaymentMethod(declined.id, customerId)).rejects.toMatchObject({ decline: 'insufficient_funds' });

    expect((await gateway.listPaymentMethods(customerId)).map((m) => m.id)).toContain(card.id);
    await gateway.detachPaymentMethod(card.id);
    expect((await gateway.listPaymentMethods(customerId)).map((m) => m.id)).not.toContain(card.id);
  });

  it('asks the browser to confirm a setup intent for a free trial (pending_setup_intent)', async () => {
    const customerId = await customer();
    const result = await gateway.createSubscription({
      customerId,
      price: plan('annual_trial', 2700, 52),
      renewsInto: null,
      trialDays: 7,
      discount: null,
      paymentMethodId: null,
      idempotencyKey: key('sub'),
      metadata: {},
    });
    expect(posts('/v1/subscriptions')[0]?.params).toMatchObject({ trial_period_days: '7' });
    expect(result.confirmation).toMatchObject({ kind: 'setup', clientSecret: expect.stringMatching(/^seti_/) });
    expect(result.subscription.status).toBe('trialing');
    expect(await fake.confirm(result.confirmation!.clientSecret, 'pm_card_visa')).toMatchObject({ status: 200 });
    expect((await gateway.retrieveSubscription(result.subscription.id)).defaultPaymentMethodId).toMatch(/^pm_/);
  });

  it("attaches the paid trial's schedule once (option B), and the next period renews at $19.99 every 4 weeks", async () => {
    const { created } = await paidSubscription(trial);
    const first = await gateway.retrieveSubscription(created.subscription.id);
    expect(first).toMatchObject({ planId: 'trial', status: 'active' });
    expect(posts('/v1/subscription_schedules')).toHaveLength(1);
    expect(posts('/v1/subscription_schedules')[0]).toMatchObject({
      idempotencyKey: `schedule-${created.subscription.id}-0`,
      params: { from_subscription: created.subscription.id },
    });
    const update = posts(/^\/v1\/subscription_schedules\/sub_sched_\w+$/)[0];
    expect(update?.idempotencyKey).toBe(`schedule-phases-${update?.path.split('/').at(-1)}`);
    const fourWeek = fake.list<{ id: string; lookup_key: string }>('price').find((p) => p.lookup_key === 'reelcraft_4week_1999_usd');
    expect(update?.params).toMatchObject({
      end_behavior: 'release',
      phases: [
        { items: [{ price: expect.stringMatching(/^price_/) }], end_date: String(first.currentPeriodEnd.getTime() / 1000) },
        { items: [{ price: fourWeek!.id }], duration: { interval: 'week', interval_count: '4' } },
      ],
    });

    fake.requests.length = 0;
    await gateway.retrieveSubscription(created.subscription.id);
    expect(posts(/^\/v1\/subscription_schedules/)).toHaveLength(0);

    await fake.advance(1);
    const renewed = await gateway.retrieveSubscription(created.subscription.id);
    expect(renewed).toMatchObject({ planId: '4week', status: 'active' });
    expect(renewed.currentPeriodEnd.getTime() - renewed.currentPeriodStart.getTime()).toBe(4 * WEEK_MS);
    expect(renewed.invoices[0]).toMatchObject({ amountCents: 1999, status: 'paid', billingReason: 'subscription_cycle' });
    expect(renewed.invoices[1]).toMatchObject({ amountCents: 99, billingReason: 'subscription_create' });
  });

  it('reads a failed renewal as past_due with the decline of the failed invoice', async () => {
    const { customerId, created } = await paidSubscription(oneWeek);
    const setup = await gateway.createSetupIntent(customerId, key('setup'));
    await fake.confirm(setup.clientSecret, 'pm_card_chargeCustomerFail');
    const failing = await gateway.setupIntentPaymentMethod(setup.id, customerId);
    await gateway.setDefaultPaymentMethod(customerId, failing.id, created.subscription.id);
    expect(posts(`/v1/customers/${customerId}`)[0]?.params).toMatchObject({ invoice_settings: { default_payment_method: failing.id } });
    expect(posts(`/v1/subscriptions/${created.subscription.id}`)[0]?.params).toMatchObject({ default_payment_method: failing.id });

    await fake.advance(1);
    const subscription = await gateway.retrieveSubscription(created.subscription.id);
    expect(subscription.status).toBe('past_due');
    expect(subscription.invoices[0]).toMatchObject({
      status: 'failed',
      decline: 'generic_failure',
      billingReason: 'subscription_cycle',
      amountCents: 699,
      card: { last4: '0341' },
    });
  });

  it('cancels at period end (releasing a trial schedule first), undoes it, extends the period and applies a discount', async () => {
    const { created } = await paidSubscription(trial);
    const id = created.subscription.id;
    await gateway.retrieveSubscription(id); // attaches the schedule
    seen.push(...fake.requests);
    fake.requests.length = 0;
    const cancelKey = key('cancel');
    const cancelled = await gateway.setCancelAtPeriodEnd(id, true, cancelKey);
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect(posts(/\/release$/)).toHaveLength(1);
    expect(posts(`/v1/subscriptions/${id}`).at(-1)).toMatchObject({ idempotencyKey: cancelKey, params: { cancel_at_period_end: 'true' } });
    // While it is set to end nothing renews: no schedule is attached again.
    expect(posts('/v1/subscription_schedules')).toHaveLength(0);
    expect((await gateway.setCancelAtPeriodEnd(id, false, key('undo'))).cancelAtPeriodEnd).toBe(false);
    // Undone: the trial again renews into $19.99, through a second schedule with its own key.
    expect(posts('/v1/subscription_schedules').map((r) => r.idempotencyKey)).toEqual([`schedule-${id}-1`]);
    expect(fake.object<{ schedule: string | null }>(id)?.schedule).toMatch(/^sub_sched_/);

    const before = await gateway.retrieveSubscription(id);
    const extendKey = key('extend');
    const extended = await gateway.extendPeriod(id, 4, extendKey);
    expect(posts(`/v1/subscriptions/${id}`).at(-1)).toMatchObject({
      idempotencyKey: extendKey,
      params: { trial_end: String(before.currentPeriodEnd.getTime() / 1000 + 4 * 7 * 86_400), proration_behavior: 'none' },
    });
    expect(extended.currentPeriodEnd.getTime() - before.currentPeriodEnd.getTime()).toBe(4 * WEEK_MS);

    const discountKey = key('discount');
    await gateway.applyDiscount(
      id,
      { percentOff: 20, amountOffCents: null, duration: 'repeating', durationPeriods: 3, promoCodeId: 'promo-1', key: 'promo-promo-1' },
      discountKey,
    );
    const update = posts(`/v1/subscriptions/${id}`).at(-1);
    expect(update).toMatchObject({ idempotencyKey: discountKey, params: { discounts: [{ coupon: expect.stringContaining('promo-promo-1') }] } });
    // Our periods are weeks, Stripe's `repeating` counts months: the coupon is `forever` and names the periods (decision 0038).
    expect(fake.object((update!.params.discounts as Array<{ coupon: string }>)[0]!.coupon)).toMatchObject({
      percent_off: 20,
      duration: 'forever',
      duration_in_months: null,
      metadata: { reelcraft_periods: '3' },
    });
  });

  describe('a repeating code charges exactly its periods, then the plan price (issue 31, decision 0038)', () => {
    const repeating = (periods: number, name: string) => ({
      percentOff: 20,
      amountOffCents: null,
      duration: 'repeating' as const,
      durationPeriods: periods,
      promoCodeId: name,
      key: `promo-${name}`,
    });

    /** Checkout with the code, then `renewals` renewals; the sync (retrieveSubscription) runs after each, as the webhooks make it. */
    async function chargesOf(price: GatewayPrice, periods: number, renewals: number): Promise<number[]> {
      const customerId = await customer();
      const created = await gateway.createSubscription({
        customerId,
        price,
        renewsInto: null,
        trialDays: 0,
        discount: repeating(periods, `r${++keyCounter}`),
        paymentMethodId: null,
        idempotencyKey: key('sub'),
        metadata: {},
      });
      await fake.confirm(created.confirmation!.clientSecret, 'pm_card_visa');
      const id = created.subscription.id;
      await gateway.retrieveSubscription(id);
      for (let i = 0; i < renewals; i++) {
        await fake.advance(price.periodWeeks!);
        await gateway.retrieveSubscription(id);
      }
      const invoices = fake
        .list<{ amount_paid: number; status: string; created: number; parent: { subscription_details: { subscription: string } } }>('invoice')
        .filter((invoice) => invoice.parent.subscription_details.subscription === id);
      expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
      return invoices.map((invoice) => invoice.amount_paid);
    }

    it('3 four-week periods of 20 % off $19.99: 1599, 1599, 1599, then 1999 (3 months would have covered day 84 too)', async () => {
      expect(await chargesOf(plan('4week', 1999, 4), 3, 4)).toEqual([1599, 1599, 1599, 1999, 1999]);
    });

    it('2 weekly periods of 20 % off $6.99: 559, 559, then 699 (no whole month count is right for weeks)', async () => {
      expect(await chargesOf(oneWeek, 2, 3)).toEqual([559, 559, 699, 699]);
    });

    it('ends the discount once, however often the sync runs, and leaves a discount entered later alone until it is used', async () => {
      const customerId = await customer();
      const created = await gateway.createSubscription({
        customerId,
        price: oneWeek,
        renewsInto: null,
        trialDays: 0,
        discount: repeating(1, `once-${++keyCounter}`),
        paymentMethodId: null,
        idempotencyKey: key('sub'),
        metadata: {},
      });
      await fake.confirm(created.confirmation!.clientSecret, 'pm_card_visa');
      const id = created.subscription.id;
      fake.requests.length = 0;
      for (let i = 0; i < 3; i++) await gateway.retrieveSubscription(id);
      const ends = posts(`/v1/subscriptions/${id}`);
      expect(ends).toHaveLength(1);
      expect(ends[0]).toMatchObject({ idempotencyKey: expect.stringMatching(/^end-discounts-/), params: { discounts: '' } });
      expect(fake.object<{ discounts: string[] }>(id)?.discounts).toEqual([]);

      // A code entered on the running subscription starts counting at its own first invoice.
      await gateway.applyDiscount(id, repeating(2, `later-${keyCounter}`), key('discount'));
      await gateway.retrieveSubscription(id);
      expect(fake.object<{ discounts: string[] }>(id)?.discounts).toHaveLength(1);
      for (let i = 0; i < 3; i++) {
        await fake.advance(1);
        await gateway.retrieveSubscription(id);
      }
      const invoices = fake
        .list<{ amount_paid: number; parent: { subscription_details: { subscription: string } } }>('invoice')
        .filter((invoice) => invoice.parent.subscription_details.subscription === id);
      expect(invoices.map((invoice) => invoice.amount_paid)).toEqual([559, 559, 559, 699]);
    });
  });

  it('a once coupon applied to a running subscription discounts its next invoice only, and a second replaces the first (issue 31)', async () => {
    const { created } = await paidSubscription(oneWeek);
    const id = created.subscription.id;
    const once = (percentOff: number, name: string) => ({
      percentOff,
      amountOffCents: null,
      duration: 'once' as const,
      durationPeriods: null,
      promoCodeId: name,
      key: `promo-${name}`,
    });
    await gateway.applyDiscount(id, once(10, 'first'), key('discount'));
    // The second code replaces the first on the subscription (Stripe's `discounts` is the whole list).
    await gateway.applyDiscount(id, once(20, 'walk20'), key('discount'));
    expect(fake.object<{ discounts: string[] }>(id)?.discounts).toHaveLength(1);
    await fake.advance(1);
    expect((await gateway.retrieveSubscription(id)).invoices[0]).toMatchObject({ amountCents: 559, status: 'paid', billingReason: 'subscription_cycle' });
    await fake.advance(1);
    expect((await gateway.retrieveSubscription(id)).invoices[0]).toMatchObject({ amountCents: 699, status: 'paid', billingReason: 'subscription_cycle' });
  });

  it('cancels now (once), charges a one-off in the browser, and refunds an invoice through its payment intent', async () => {
    const { customerId, created } = await paidSubscription(oneWeek);
    await gateway.cancelNow(created.subscription.id);
    await gateway.cancelNow(created.subscription.id);
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect((await gateway.retrieveSubscription(created.subscription.id)).status).toBe('canceled');

    const charge = await gateway.chargeOneOff({
      customerId,
      amountCents: 1999,
      currency: 'usd',
      description: 'Gift',
      paymentMethodId: null,
      idempotencyKey: key('gift'),
      metadata: { purchase_id: 'p-2' },
    });
    expect(charge).toMatchObject({ status: 'requires_confirmation', clientSecret: expect.stringMatching(/^pi_/) });
    expect(posts('/v1/payment_intents').at(-1)?.params).toMatchObject({
      amount: '1999',
      currency: 'usd',
      customer: customerId,
      metadata: { purchase_id: 'p-2' },
    });
    await fake.confirm(charge.clientSecret!, 'pm_card_visa');
    expect(await gateway.retrieveOneOff(charge.id)).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });

    const invoiceId = (await gateway.retrieveSubscription(created.subscription.id)).invoices[0]!.id;
    const refundKey = key('refund');
    await gateway.refund(invoiceId, refundKey);
    const refund = posts('/v1/refunds')[0];
    expect(refund?.idempotencyKey).toBe(refundKey);
    expect(refund?.params.payment_intent).toMatch(/^pi_/);
  });

  it('deletes a customer as Stripe does (issue 31): cards detached, the subscription canceled now, no renewal; again is a no-op', async () => {
    const { customerId, created } = await paidSubscription(oneWeek);
    await gateway.deleteCustomer(customerId);
    expect(fake.requests.filter((r) => r.method === 'POST' && /^\/v1\/payment_methods\/\w+\/detach$/.test(r.path))).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toHaveLength(1);
    expect(fake.object(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect(await gateway.retrieveSubscription(created.subscription.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(await gateway.listPaymentMethods(customerId)).toEqual([]);
    await gateway.deleteCustomer(customerId);
    await gateway.cancelNow(created.subscription.id);
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    const invoices = () => fake.list<{ customer: string }>('invoice').filter((invoice) => invoice.customer === customerId).length;
    const before = invoices();
    await fake.advance(1);
    expect(invoices()).toBe(before);
  });

  it("sent every create and update of this file with a key of ours (never only the SDK's retry key)", () => {
    const all = [...seen, ...fake.requests].filter((request) => request.method === 'POST' || request.method === 'DELETE');
    expect(all.length).toBeGreaterThan(50);
    for (const request of all) {
      expect(request.idempotencyKey, `${request.method} ${request.path}`).toBeTruthy();
      expect(request.idempotencyKey, `${request.method} ${request.path}`).not.toMatch(/^stripe-node-retry-/);
    }
  });
});
