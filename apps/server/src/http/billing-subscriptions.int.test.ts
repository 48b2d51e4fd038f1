import { createPromoCode, runBillingTick, syncSubscription } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, uniqueEmail, type Json, type TestApp } from '../testing/index.ts';

/**
 * The subscription service through the real API and the built-in test gateway (BILLING=test): every decline path,
 * the trial converting, a renewal failing and lapsing, cancel at period end and resume, double clicks, replayed syncs,
 * and the 402/404/409 rules. Time moves with core.now (the test gateway's clock reads it too).
 */

let t: TestApp;
let clock = Date.now();
const mails: { to: string; template: string; params: Record<string, string> }[] = [];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test', PAYWALL2_SHARE: '0.5' });
  t.core.now = () => new Date(clock);
  const send = t.core.queue.send.bind(t.core.queue);
  t.core.queue.send = (async (name: string, payload: unknown, options?: { startAfterSeconds?: number }) => {
    if (name === 'send-email') mails.push(payload as (typeof mails)[number]);
    return send(name as 'send-email', payload as never, options);
  }) as typeof t.core.queue.send;
});
afterAll(async () => {
  await t.close();
});

function newUser(language = 'en') {
  return signUp(t, { email: uniqueEmail('buyer'), language });
}

function key(): string {
  return `k-${Math.random().toString(36).slice(2)}-${Date.now()}`;
}

async function checkout(token: string, body: Json): Promise<Response> {
  return t.call('POST', '/api/v2/payment/subscriptions', { idempotency_key: key(), ...body }, token);
}

async function payWith(token: string, clientSecret: string, number: string): Promise<Json> {
  const response = await t.call(
    'POST',
    '/api/billing/test-gateway/confirm',
    { client_secret: clientSecret, card: { number, exp_month: 12, exp_year: 2035, cvc: '123' } },
    token,
  );
  expect(response.status).toBe(200);
  return json(response);
}

async function confirm(token: string): Promise<Json> {
  const response = await t.call('POST', '/api/user/subscription/confirm', undefined, token);
  expect(response.status).toBe(200);
  return json(response);
}

/** Checkout + card + confirm: the happy path of a paywall. */
async function subscribe(token: string, planId: string, card = '4242424242424242'): Promise<Json> {
  const created = await checkout(token, { plan_id: planId });
  expect(created.status).toBe(200);
  const body = await json(created);
  expect((await payWith(token, body.client_secret as string, card)).status).toBe('succeeded');
  return confirm(token);
}

function mailsTo(email: string, template: string) {
  return mails.filter((mail) => mail.to === email && mail.template === template);
}

async function subscriptionRows(userId: string) {
  return t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
}

async function paymentRows(userId: string) {
  return t.core.db.select().from(schema.payments).where(eq(schema.payments.userId, userId));
}

describe('checkout: every decline path, then a good card', () => {
  const cases = [
    { card: '4000000000000002', code: 'card_declined', decline: 'generic_decline', kind: 'generic_failure' },
    { card: '4000000000009995', code: 'card_declined', decline: 'insufficient_funds', kind: 'insufficient_funds' },
    { card: '4000000000000127', code: 'incorrect_cvc', decline: null, kind: 'invalid_cvv' },
  ];
  for (const example of cases) {
    it(`${example.card}: stays incomplete with ${example.code}/${example.decline}; 4242 then makes it active with a receipt`, async () => {
      const user = await newUser();
      const created = await checkout(user.token, { plan_id: '12week' });
      expect(created.status).toBe(200);
      const checkoutBody = await json(created);
      expect(checkoutBody.confirmation).toBe('payment');
      expect(checkoutBody.subscription).toMatchObject({ status: 'incomplete', plan_id: '12week', active: false });

      const declined = await payWith(user.token, checkoutBody.client_secret, example.card);
      expect(declined.status).toBe('failed');
      expect(declined.error).toMatchObject({ type: 'card_error', code: example.code, decline_code: example.decline });

      const afterDecline = await confirm(user.token);
      expect(afterDecline.user.stripe_subscription).toBeNull();
      expect(afterDecline.subscription).toMatchObject({ status: 'incomplete', active: false });
      const history = await json(await t.call('GET', '/api/v2/payment/subscriptions/history?limit=10', undefined, user.token));
      expect(history.items).toEqual([expect.objectContaining({ status: 'failed', failure_code: example.kind, receipt_number: null })]);
      expect(mailsTo(user.email, 'receipt')).toHaveLength(0);

      expect((await payWith(user.token, checkoutBody.client_secret, '4242424242424242')).status).toBe('succeeded');
      const paid = await confirm(user.token);
      expect(paid.subscription).toMatchObject({
        id: checkoutBody.subscription.id,
        status: 'active',
        active: true,
        renews: true,
        next_charge_amount_cents: 2999,
      });
      expect(paid.user.stripe_subscription).toBe(checkoutBody.subscription.id);
      expect(paid.subscription.payment_method).toMatchObject({ brand: 'visa', last4: '4242', is_default: true });

      const after = await json(await t.call('GET', '/api/v2/payment/subscriptions/history', undefined, user.token));
      const succeeded = after.items.find((item: Json) => item.status === 'succeeded');
      expect(succeeded).toMatchObject({ amount_cents: 2999, card_last4: '4242', reason: 'subscription_create' });
      expect(succeeded.receipt_number).toMatch(/^RC-\d{4}-\d{6}$/);
      expect(succeeded.description).toBe('Reelcraft subscription, 12 weeks');
      // The history speaks the reader's language now, whatever language the payment was recorded in.
      expect((await t.call('PATCH', '/api/user', { language: 'ru' }, user.token)).status).toBe(200);
      const inRussian = await json(await t.call('GET', '/api/v2/payment/subscriptions/history', undefined, user.token));
      expect(inRussian.items.find((item: Json) => item.status === 'succeeded')?.description).toBe('Подписка Reelcraft на 12 недель');
      expect((await t.call('PATCH', '/api/user', { language: 'en' }, user.token)).status).toBe(200);
      const receipts = mailsTo(user.email, 'receipt');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.params).toMatchObject({ amount: '$29.99', receipt_number: succeeded.receipt_number, card: 'Visa •••• 4242' });

      const state = await json(await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token));
      expect(state.entitlements).toMatchObject({ billing: 'test', subscribed: true, max_profiles: 5 });
      expect(state.entitlements.features.generate_content).toBe(true);

      // A live subscription cannot be bought twice.
      const again = await checkout(user.token, { plan_id: '1week' });
      expect(again.status).toBe(409);
      expect((await json(again)).error.code).toBe('ALREADY_SUBSCRIBED');
    });
  }
});

describe('double clicks and retries', () => {
  it('two concurrent checkouts with the same key make one subscription and one charge', async () => {
    const user = await newUser();
    const idempotency = key();
    const [a, b] = await Promise.all([
      t.call('POST', '/api/user/subscription/stripe/create-subscription', { plan_id: '1week', idempotency_key: idempotency }, user.token),
      t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: idempotency }, user.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = [await json(a), await json(b)];
    expect(second.subscription.id).toBe(first.subscription.id);
    expect(second.client_secret).toBe(first.client_secret);
    expect(await subscriptionRows(user.id)).toHaveLength(1);

    // Paying twice (a double click on "pay") charges once.
    const [p1, p2] = await Promise.all([
      payWith(user.token, first.client_secret, '4242424242424242'),
      payWith(user.token, first.client_secret, '4242424242424242'),
    ]);
    expect([p1.status, p2.status]).toEqual(['succeeded', 'succeeded']);
    await confirm(user.token);
    await confirm(user.token);
    const paid = (await paymentRows(user.id)).filter((row) => row.status === 'succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amountCents).toBe(699);
    expect(mailsTo(user.email, 'receipt')).toHaveLength(1);
  });

  it('two concurrent checkouts with different keys leave one open subscription; the other answers 409', async () => {
    const user = await newUser();
    const responses = await Promise.all([checkout(user.token, { plan_id: '1week' }), checkout(user.token, { plan_id: '12week' })]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const open = (await subscriptionRows(user.id)).filter((row) => row.status === 'incomplete');
    expect(open).toHaveLength(1);
    const loser = responses.find((response) => response.status === 409);
    if (loser) expect((await json(loser)).error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('another key replaces an unpaid checkout (the old one ends); the same key answers the same', async () => {
    const user = await newUser();
    const k1 = key();
    const first = await json(await t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: k1 }, user.token));
    const repeat = await json(await t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: k1 }, user.token));
    expect(repeat.subscription.id).toBe(first.subscription.id);
    const second = await json(await t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '52week', idempotency_key: key() }, user.token));
    expect(second.subscription.id).not.toBe(first.subscription.id);
    const rows = await subscriptionRows(user.id);
    expect(rows.find((row) => row.id === first.subscription.id)?.status).toBe('canceled');
    expect(rows.find((row) => row.id === second.subscription.id)?.status).toBe('incomplete');
    // The abandoned client secret no longer takes money.
    const stale = await payWith(user.token, first.client_secret, '4242424242424242');
    expect(stale.status).not.toBe('succeeded');
    expect((await payWith(user.token, second.client_secret, '4242424242424242')).status).toBe('succeeded');
    const done = await confirm(user.token);
    expect(done.subscription).toMatchObject({ id: second.subscription.id, plan_id: '52week', status: 'active' });
    expect((await paymentRows(user.id)).filter((row) => row.status === 'succeeded').map((row) => row.amountCents)).toEqual([5999]);
  });

  it('replaying the sync grants nothing twice: one payment, one receipt, one referral record', async () => {
    const user = await newUser();
    const done = await subscribe(user.token, '1week');
    const [row] = await subscriptionRows(user.id);
    for (let i = 0; i < 3; i++) await syncSubscription(t.core, 'test', row?.gatewaySubscriptionId ?? '');
    await Promise.all([syncSubscription(t.core, 'test', row?.gatewaySubscriptionId ?? ''), syncSubscription(t.core, 'test', row?.gatewaySubscriptionId ?? '')]);
    expect(await paymentRows(user.id)).toHaveLength(1);
    expect(mailsTo(user.email, 'receipt')).toHaveLength(1);
    expect((await confirm(user.token)).user.stripe_subscription).toBe(done.subscription.id);
  });
});

describe('the trial week', () => {
  it('costs $0.99, converts to the 4-week plan at $19.99 after the week, and is sold once per person', async () => {
    const user = await newUser();
    const start = await subscribe(user.token, 'trial');
    expect(start.subscription).toMatchObject({
      plan_id: 'trial',
      status: 'active',
      next_plan_id: '4week',
      next_charge_amount_cents: 1999,
      intro_percent_off: 95,
    });
    expect((await paymentRows(user.id)).map((row) => row.amountCents)).toEqual([99]);

    // Two days before the week ends: the trial-ending e-mail, once.
    clock += 5 * DAY + 60_000;
    await runBillingTick(t.core);
    await runBillingTick(t.core);
    expect(mailsTo(user.email, 'trial-ending')).toHaveLength(1);
    expect(mailsTo(user.email, 'trial-ending')[0]?.params.amount).toBe('$19.99');

    clock += 2 * DAY;
    await runBillingTick(t.core);
    const converted = await eventually(async () => {
      const body = await confirm(user.token);
      return body.subscription.plan_id === '4week' ? body : undefined;
    });
    expect(converted.subscription).toMatchObject({ status: 'active', active: true, next_charge_amount_cents: 1999 });
    expect(converted.user.stripe_subscription).toBe(start.subscription.id);
    const amounts = (await paymentRows(user.id))
      .filter((row) => row.status === 'succeeded')
      .map((row) => row.amountCents)
      .sort();
    expect(amounts).toEqual([1999, 99]);
    expect(mailsTo(user.email, 'receipt')).toHaveLength(2);

    // The trial is gone for good for this person, even once this subscription is over.
    const [me] = await t.core.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(me?.trialUsedAt).not.toBeNull();
    await t.core.db.update(schema.subscriptions).set({ status: 'canceled' }).where(eq(schema.subscriptions.userId, user.id));
    const retry = await checkout(user.token, { plan_id: 'trial' });
    expect(retry.status).toBe(409);
    expect((await json(retry)).error.code).toBe('TRIAL_ALREADY_USED');
  });
});

describe('the old paywall offer', () => {
  it('7 days free (a card saved, nothing charged), the trial-ending e-mail, then $27 for the year', async () => {
    const user = await newUser();
    await t.call('GET', '/api/billing/paywall?variant=paywall', undefined, user.token);
    const created = await json(await checkout(user.token, { plan_id: 'annual_trial' }));
    expect(created.confirmation).toBe('setup');
    expect((await payWith(user.token, created.client_secret, '4242424242424242')).status).toBe('succeeded');
    const trialing = await confirm(user.token);
    expect(trialing.subscription).toMatchObject({ plan_id: 'annual_trial', status: 'trialing', active: true, renews: true, next_charge_amount_cents: 2700 });
    expect(trialing.user.stripe_subscription).toBe(created.subscription.id);
    expect((await paymentRows(user.id)).filter((row) => row.status === 'succeeded')).toHaveLength(0);
    const [me] = await t.core.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(me?.trialUsedAt).not.toBeNull();

    clock += 5 * DAY + 60_000;
    await runBillingTick(t.core);
    expect(mailsTo(user.email, 'trial-ending').map((mail) => mail.params.amount)).toEqual(['$27.00']);

    clock += 2 * DAY;
    await runBillingTick(t.core);
    const paying = await eventually(async () => {
      const body = await confirm(user.token);
      return body.subscription.status === 'active' ? body : undefined;
    });
    expect(paying.subscription).toMatchObject({ active: true, next_charge_amount_cents: 2700 });
    expect((await paymentRows(user.id)).filter((row) => row.status === 'succeeded').map((row) => row.amountCents)).toEqual([2700]);
    expect(mailsTo(user.email, 'trial-ending')).toHaveLength(1);
  });
});

describe('renewals and cancellation', () => {
  it('a renewal that fails (4000000000000341) goes past due, is retried, then lapses: access ends, lapsed e-mail', async () => {
    const user = await newUser('ru');
    const start = await subscribe(user.token, '1week');
    expect(start.user.stripe_subscription).toBe(start.subscription.id);
    // A card that saves fine and fails when charged later becomes the one renewals use.
    const intent = await json(await t.call('POST', '/api/v2/payment/payment-methods/setup-intent', undefined, user.token));
    expect((await payWith(user.token, intent.client_secret, '4000000000000341')).status).toBe('succeeded');
    const saved = await t.call('POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: intent.setup_intent_id, make_default: true }, user.token);
    expect(await json(saved)).toMatchObject({ last4: '0341', is_default: true });

    clock += 7 * DAY + 60_000;
    await runBillingTick(t.core);
    const pastDue = await eventually(async () => {
      const body = await confirm(user.token);
      return body.subscription.status === 'past_due' ? body : undefined;
    });
    // Still entitled while the renewal is retried.
    expect(pastDue.subscription.active).toBe(true);
    expect(pastDue.user.stripe_subscription).toBe(start.subscription.id);
    await eventually(async () => (mailsTo(user.email, 'renewal-failed').length === 1 ? true : undefined));
    expect(mailsTo(user.email, 'renewal-failed')[0]?.params).toMatchObject({
      amount: expect.stringContaining('6,99'),
      reason: 'Не удалось провести платёж. Попробуйте ещё раз или используйте другую карту',
    });
    expect((await paymentRows(user.id)).filter((row) => row.status === 'failed' && row.reason === 'subscription_cycle')).toHaveLength(1);

    for (let i = 0; i < 4; i++) {
      clock += 2 * DAY;
      await runBillingTick(t.core);
    }
    const lapsed = await eventually(async () => {
      const body = await confirm(user.token);
      return body.subscription.status === 'canceled' ? body : undefined;
    });
    expect(lapsed.subscription.active).toBe(false);
    expect(lapsed.user.stripe_subscription).toBeNull();
    await eventually(async () => (mailsTo(user.email, 'subscription-lapsed').length === 1 ? true : undefined));
    expect(mailsTo(user.email, 'renewal-failed')).toHaveLength(1);
    const state = await json(await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token));
    expect(state.entitlements.subscribed).toBe(false);
  });

  it('cancel at period end keeps access until the end (resume undoes it), then access ends without a lapse e-mail', async () => {
    const user = await newUser();
    const start = await subscribe(user.token, '1week');
    const cancelled = await t.call('POST', '/api/v2/payment/subscriptions/cancel', {}, user.token);
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ cancel_at_period_end: true, renews: false, active: true, next_charge_amount_cents: null });
    expect(mailsTo(user.email, 'cancellation-confirmed')).toHaveLength(1);

    const resumed = await json(await t.call('POST', '/api/v2/payment/subscriptions/resume', undefined, user.token));
    expect(resumed).toMatchObject({ cancel_at_period_end: false, renews: true, next_charge_amount_cents: 699 });
    const again = await t.call('POST', '/api/user/subscription/stripe/cancel-subscription', { survey_id: '00000000-0000-4000-8000-000000000000' }, user.token);
    expect(again.status).toBe(200);
    expect(mailsTo(user.email, 'cancellation-confirmed')).toHaveLength(2);
    expect(mailsTo(user.email, 'cancellation-confirmed')[1]?.params.date).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(start.subscription.current_period_end)),
    );

    clock += 3 * DAY;
    expect((await confirm(user.token)).user.stripe_subscription).toBe(start.subscription.id);

    clock += 5 * DAY;
    await runBillingTick(t.core);
    const ended = await eventually(async () => {
      const body = await confirm(user.token);
      return body.subscription.status === 'canceled' ? body : undefined;
    });
    expect(ended.user.stripe_subscription).toBeNull();
    expect(ended.subscription.active).toBe(false);
    expect((await paymentRows(user.id)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(mailsTo(user.email, 'subscription-lapsed')).toHaveLength(0);
    const noSub = await t.call('POST', '/api/v2/payment/subscriptions/cancel', {}, user.token);
    expect(noSub.status).toBe(404);
    expect((await json(noSub)).error.code).toBe('NO_SUBSCRIPTION');

    // Cancel and resume send mail: a script toggling them is stopped per user.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await t.call('POST', '/api/v2/payment/subscriptions/resume', undefined, user.token)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await t.call('POST', '/api/user/subscription/stripe/cancel-subscription', undefined, user.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('payment methods', () => {
  it('saves cards, makes one default, refuses to remove the only card of a renewing subscription, promotes another', async () => {
    const user = await newUser();
    const anonymous = await t.call('POST', '/api/v2/payment/payment-methods/setup-intent');
    expect(anonymous.status).toBe(400);
    expect((await json(anonymous)).error.code).toBe('PAYMENT_USER_REQUIRED');

    await subscribe(user.token, '1week');
    const cards = await json(await t.call('GET', '/api/v2/payment/payment-methods', undefined, user.token));
    expect(cards.items).toHaveLength(1);
    const only = cards.items[0];
    const refused = await t.call('DELETE', `/api/v2/payment/payment-methods/${only.id}`, undefined, user.token);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('PAYMENT_METHOD_IN_USE');

    const intent = await json(await t.call('POST', '/api/v2/payment/payment-methods/setup-intent', undefined, user.token));
    expect((await payWith(user.token, intent.client_secret, '5555555555554444')).status).toBe('succeeded');
    const saved = await t.call('POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: intent.setup_intent_id, make_default: false }, user.token);
    expect(saved.status).toBe(200);
    const second = await json(saved);
    expect(second).toMatchObject({ last4: '4444', is_default: false });

    const stranger = await newUser();
    expect((await t.call('DELETE', `/api/v2/payment/payment-methods/${second.id}`, undefined, stranger.token)).status).toBe(404);
    expect((await t.call('POST', `/api/v2/payment/payment-methods/${second.id}/default`, undefined, stranger.token)).status).toBe(404);

    const removed = await t.call('DELETE', `/api/v2/payment/payment-methods/${only.id}`, undefined, user.token);
    expect(removed.status).toBe(200);
    expect((await json(removed)).items).toEqual([expect.objectContaining({ id: second.id, is_default: true })]);
    const state = await json(await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token));
    expect(state.subscription.payment_method).toMatchObject({ id: second.id, last4: '4444' });
  });
});

describe('the rules: 400, 402, 404, 409', () => {
  it('refuses unknown plans, strangers, bad keys and a saved card that is declined', async () => {
    const user = await newUser();
    expect((await t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: key() })).status).toBe(401);
    const badPlan = await checkout(user.token, { plan_id: 'gold' });
    expect(badPlan.status).toBe(400);
    expect((await json(badPlan)).error.code).toBe('VALIDATION_FAILED');
    const badKey = await t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: 'x' }, user.token);
    expect(badKey.status).toBe(400);
    const otherCard = await checkout(user.token, { plan_id: '1week', payment_method_id: '00000000-0000-4000-8000-000000000000' });
    expect(otherCard.status).toBe(404);
    expect((await json(otherCard)).error.code).toBe('PAYMENT_METHOD_NOT_FOUND');

    // A saved card that declines when charged server-side: 402 with the decline's own code.
    const intent = await json(await t.call('POST', '/api/v2/payment/payment-methods/setup-intent', undefined, user.token));
    expect((await payWith(user.token, intent.client_secret, '4000000000000341')).status).toBe('succeeded');
    const card = await json(
      await t.call('POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: intent.setup_intent_id, make_default: true }, user.token),
    );
    const declined = await checkout(user.token, { plan_id: '1week', payment_method_id: card.id });
    expect(declined.status).toBe(402);
    expect((await json(declined)).error.code).toBe('PAYMENT_FAILED');
    expect((await confirm(user.token)).user.stripe_subscription).toBeNull();
  });

  it('sells the old paywall offer only while its countdown runs, and applies paywall2 50 % only once claimed', async () => {
    const user = await newUser();
    const notStarted = await checkout(user.token, { plan_id: 'annual_trial' });
    expect(notStarted.status).toBe(404);
    expect((await json(notStarted)).error).toMatchObject({ code: 'PLAN_NOT_FOUND' });

    const old = await json(await t.call('GET', '/api/billing/paywall?variant=paywall', undefined, user.token));
    expect(old.plans.map((plan: Json) => plan.id)).toEqual(['annual_trial', '4week']);
    clock += 25 * 60 * 60 * 1000;
    const expired = await checkout(user.token, { plan_id: 'annual_trial' });
    expect(expired.status).toBe(404);
    expect((await json(expired)).error.details).toEqual({ reason: 'offer_expired' });
    const later = await json(await t.call('GET', '/api/billing/paywall?variant=paywall', undefined, user.token));
    expect(later.plans.map((plan: Json) => plan.id)).toEqual(['52week', '4week']);
    expect(later.discount_started_at).toBe(old.discount_started_at);

    // Not claimed: apply_discount is ignored.
    const full = await json(await checkout(user.token, { plan_id: '52week', apply_discount: true }));
    expect(full.subscription.intro_percent_off).toBeNull();
    // The old paywall offers no 50 %: claiming it there claims nothing.
    const refused = await json(await t.call('POST', '/api/billing/paywall/claim-discount?variant=paywall', undefined, user.token));
    expect(refused).toMatchObject({ variant: 'paywall', discount_claimed: false });
    const stillFull = await json(await checkout(user.token, { plan_id: '52week', apply_discount: true }));
    expect(stillFull.subscription.intro_percent_off).toBeNull();
    await t.call('POST', '/api/billing/paywall/claim-discount?variant=paywall2', undefined, user.token);
    const half = await json(await checkout(user.token, { plan_id: '52week', apply_discount: true }));
    expect(half.subscription.intro_percent_off).toBe(50);
    expect((await payWith(user.token, half.client_secret, '4242424242424242')).status).toBe('succeeded');
    const paid = await confirm(user.token);
    expect(paid.subscription).toMatchObject({ status: 'active', next_charge_amount_cents: 5999 });
    expect((await paymentRows(user.id)).filter((row) => row.status === 'succeeded').map((row) => row.amountCents)).toEqual([3000]);
  });

  it('a promo code replaces the paywall discount when it takes more off, and a losing or failed one is given back', async () => {
    const big = await createPromoCode(t.core.db, {
      code: 'BIGPROMO',
      percentOff: 60,
      amountOffCents: null,
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: 5,
      expiresAt: null,
    });
    const small = await createPromoCode(t.core.db, {
      code: 'SMALLPROMO',
      percentOff: 10,
      amountOffCents: null,
      duration: 'repeating',
      durationPeriods: 3,
      maxRedemptions: 5,
      expiresAt: null,
    });
    const count = async (id: string) => (await t.core.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, id)))[0]?.redemptionCount;

    const user = await newUser();
    await t.call('POST', '/api/billing/paywall/claim-discount?variant=paywall2', undefined, user.token);
    // 10 % loses to the claimed 50 %: the paywall discount is used and the code is not spent.
    const paywallWins = await json(await checkout(user.token, { plan_id: '12week', apply_discount: true, promo_code: small.code.toLowerCase() }));
    expect(paywallWins.subscription).toMatchObject({ intro_percent_off: 50, promo_code: null });
    expect(await count(small.id)).toBe(0);
    // 60 % beats it: the promo replaces the paywall discount (they never stack).
    const promoWins = await json(await checkout(user.token, { plan_id: '12week', apply_discount: true, promo_code: big.code }));
    expect(promoWins.subscription).toMatchObject({ intro_percent_off: 60, promo_code: big.code });
    expect(await count(big.id)).toBe(1);
    // A new attempt (another key) with the same code carries the redemption over: not "already used", not counted twice.
    const again = await checkout(user.token, { plan_id: '12week', apply_discount: true, promo_code: big.code });
    expect(again.status).toBe(200);
    const promoAgain = await json(again);
    expect(promoAgain.subscription).toMatchObject({ intro_percent_off: 60, promo_code: big.code });
    expect(promoAgain.subscription.id).not.toBe(promoWins.subscription.id);
    expect(await count(big.id)).toBe(1);
    expect((await payWith(user.token, promoAgain.client_secret, '4242424242424242')).status).toBe('succeeded');
    await confirm(user.token);
    expect((await paymentRows(user.id)).filter((row) => row.status === 'succeeded').map((row) => row.amountCents)).toEqual([1200]);

    // A checkout that fails after taking the code gives it back.
    const other = await newUser();
    const intent = await json(await t.call('POST', '/api/v2/payment/payment-methods/setup-intent', undefined, other.token));
    await payWith(other.token, intent.client_secret, '4000000000000341');
    const card = await json(
      await t.call('POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: intent.setup_intent_id, make_default: true }, other.token),
    );
    const failed = await checkout(other.token, { plan_id: '1week', payment_method_id: card.id, promo_code: small.code });
    expect(failed.status).toBe(402);
    expect(await count(small.id)).toBe(0);
    const retried = await json(await checkout(other.token, { plan_id: '1week', promo_code: small.code }));
    expect(retried.subscription).toMatchObject({ promo_code: small.code, status: 'incomplete' });
    expect((await payWith(other.token, retried.client_secret, '4242424242424242')).status).toBe('succeeded');
    // 10 % for three periods: the first and the next renewal are both discounted.
    expect((await confirm(other.token)).subscription).toMatchObject({ status: 'active', promo_code: small.code, next_charge_amount_cents: 629 });
    expect((await paymentRows(other.id)).filter((row) => row.status === 'succeeded').map((row) => row.amountCents)).toEqual([629]);
  });

  it('answers 404 BILLING_DISABLED with BILLING=off, except plans and the subscription state', async () => {
    const off = await createTestApp({ BILLING: 'off' });
    try {
      const { token } = await signUp(off, { email: 'off@example.com' });
      for (const [method, path] of [
        ['POST', '/api/v2/payment/subscriptions'],
        ['GET', '/api/user/subscription/stripe/pk'],
        ['POST', '/api/user/subscription/confirm'],
        ['GET', '/api/billing/paywall'],
        ['GET', '/api/v2/payment/payment-methods'],
      ] as const) {
        const response = await off.call(
          method,
          path,
          method === 'POST' && path.endsWith('subscriptions') ? { plan_id: '1week', idempotency_key: key() } : undefined,
          token,
        );
        expect(response.status, path).toBe(404);
        expect((await json(response)).error.code, path).toBe('BILLING_DISABLED');
      }
      const plans = await json(await off.call('GET', '/api/v2/payment/subscription-plans'));
      expect(plans.billing).toBe('off');
      const state = await json(await off.call('GET', '/api/v2/payment/subscriptions', undefined, token));
      expect(state).toMatchObject({ subscription: null, entitlements: { billing: 'off', subscribed: true } });
    } finally {
      await off.close();
    }
  });
});

describe('the paywall experiment', () => {
  it('draws the variant once and keeps it; the old paywall countdown starts once and survives reloads', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const user = await newUser();
      const first = await json(await t.call('GET', '/api/billing/paywall', undefined, user.token));
      for (let j = 0; j < 3; j++) {
        clock += 60_000;
        const again = await json(await t.call('GET', '/api/billing/paywall', undefined, user.token));
        expect(again.variant).toBe(first.variant);
        expect(again.discount_started_at).toBe(first.discount_started_at);
      }
      seen.add(first.variant);
      if (first.variant === 'paywall') {
        expect(first.discount_ends_at).toBe(new Date(new Date(first.discount_started_at).getTime() + DAY).toISOString());
      } else {
        expect(first.plans.map((plan: Json) => plan.id)).toEqual(['1week', '12week', '52week']);
        const claimed = await json(await t.call('POST', '/api/billing/paywall/claim-discount', undefined, user.token));
        expect(claimed).toMatchObject({ variant: 'paywall2', discount_claimed: true });
      }
      const [row] = await t.core.db
        .select()
        .from(schema.users)
        .where(and(eq(schema.users.id, user.id)));
      expect(row?.paywallVariant).toBe(first.variant);
    }
    const plans = await json(await t.call('GET', '/api/v2/payment/subscription-plans'));
    expect(plans.items.find((plan: Json) => plan.id === 'trial')).toMatchObject({ amount_cents: 99, renews_into: { id: '4week', amount_cents: 1999 } });
  });
});
