import { type GatewayPrice, type GatewaySubscription, PaymentDeclinedError, type TestGateway, isTestGateway } from '@reelcraft/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, signUp, uniqueEmail, type TestApp } from '../../../testing/index.ts';
import { buildApp } from '../../app.ts';

/**
 * The built-in test gateway through the real app: the card form's confirm endpoint with every test card, and the
 * gateway's clock (tick) moving subscriptions through renewals, failures and expiry with core.now moved.
 */

let t: TestApp;
let gateway: TestGateway;
const realNow = () => new Date();

beforeAll(async () => {
  // No job workers: nothing but the test calls tick, and the queued sync jobs stay visible in the queue.
  t = await createTestApp({ BILLING: 'test' }, { workers: false });
  if (!isTestGateway(t.core.payments)) throw new Error('BILLING=test should build the test gateway');
  gateway = t.core.payments;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.core.now = realNow;
});

const WEEK = 7 * 24 * 3600 * 1000;
const DAY = 24 * 3600 * 1000;
const price = (id: string, amountCents: number, periodWeeks: number): GatewayPrice => ({ id, amountCents, currency: 'usd', periodWeeks });
const WEEKLY = price('1week', 699, 1);
const FOUR_WEEKS = price('4week', 1999, 4);
const TRIAL = price('trial', 99, 1);

interface Shopper {
  token: string;
  userId: string;
  customerId: string;
}
async function shopper(language = 'en'): Promise<Shopper> {
  const email = uniqueEmail('buyer');
  const { token, id: userId } = await signUp(t, { email, language });
  const customerId = await gateway.ensureCustomer({ userId, email, idempotencyKey: `cus-${userId}` });
  return { token, userId, customerId };
}

function subscribe(who: Shopper, over: Partial<Parameters<TestGateway['createSubscription']>[0]> = {}) {
  return gateway.createSubscription({
    customerId: who.customerId,
    price: WEEKLY,
    renewsInto: null,
    trialDays: 0,
    discount: null,
    paymentMethodId: null,
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
    metadata: {},
    ...over,
  });
}

const card = (number: string, cvc = '123') => ({ number, exp_month: 12, exp_year: 2040, cvc });

async function confirm(who: Shopper, clientSecret: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: clientSecret, ...body }, who.token, headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error: Record<string, unknown> | null } };
}

async function queued(name: 'sync-subscription' | 'sync-charge', key: 'subscription_id' | 'charge_id', id: string): Promise<number> {
  const { rows } = await t.core.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'${key}' = $2`, [name, id]);
  return Number(rows[0]?.n ?? 0);
}

async function savedCard(who: Shopper, number: string): Promise<string> {
  const intent = await gateway.createSetupIntent(who.customerId, `seti-${Math.random().toString(36).slice(2)}`);
  const answer = await confirm(who, intent.clientSecret, { card: card(number) });
  expect(answer.body.status).toBe('succeeded');
  return (await gateway.setupIntentPaymentMethod(intent.id, who.customerId)).id;
}

const at = (date: Date | number) => {
  const fixed = new Date(date);
  t.core.now = () => new Date(fixed);
};

describe('confirming a subscription payment with each test card', () => {
  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', /couldn't be processed/],
    ['4000000000009995', 'card_declined', 'insufficient_funds', /Not enough funds/],
    ['4000000000000127', 'incorrect_cvc', null, /CVV/],
    ['4000000000000069', 'expired_card', null, /couldn't be processed/],
    ['4000000000000119', 'processing_error', null, /couldn't be processed/],
    ['4000000000000341', 'card_declined', 'generic_decline', /couldn't be processed/],
  ])('%s is declined like Stripe.js (%s / %s), the subscription stays incomplete, and another card then pays', async (number, code, declineCode, message) => {
    const who = await shopper();
    const created = await subscribe(who);
    expect(created.subscription.status).toBe('incomplete');
    expect(created.confirmation?.kind).toBe('payment');
    const secret = created.confirmation?.clientSecret ?? '';
    expect(secret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    const declined = await confirm(who, secret, { card: card(number) });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({
      status: 'failed',
      error: { type: 'card_error', code, decline_code: declineCode, message: expect.stringMatching(message) },
    });
    const afterDecline = await gateway.retrieveSubscription(created.subscription.id);
    expect(afterDecline.status).toBe('incomplete');
    expect(afterDecline.invoices[0]).toMatchObject({ status: 'failed', billingReason: 'subscription_create', amountCents: 699 });
    expect(await gateway.listPaymentMethods(who.customerId)).toEqual([]);

    const paid = await confirm(who, secret, { card: card('5555 5555 5555 4444') });
    expect(paid.body).toEqual({ status: 'succeeded', error: null });
    const active = await gateway.retrieveSubscription(created.subscription.id);
    expect(active.status).toBe('active');
    expect(active.invoices[0]).toMatchObject({ status: 'paid', decline: null, card: { brand: 'mastercard', last4: '4444' } });
    const methods = await gateway.listPaymentMethods(who.customerId);
    expect(methods).toEqual([{ id: active.defaultPaymentMethodId, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2040 }]);
    expect(await queued('sync-subscription', 'subscription_id', created.subscription.id)).toBe(2);
  });

  it('4242 pays at once: active for exactly one week from the payment, the card saved as its default; a repeat charges nothing', async () => {
    const who = await shopper();
    const created = await subscribe(who);
    const before = Date.now();
    const paid = await confirm(who, created.confirmation?.clientSecret ?? '', { card: card('4242424242424242') });
    expect(paid.body.status).toBe('succeeded');
    const sub = await gateway.retrieveSubscription(created.subscription.id);
    expect(sub.status).toBe('active');
    expect(sub.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before);
    expect(sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()).toBe(WEEK);
    expect(sub.defaultPaymentMethodId).toMatch(/^pm_/);

    const again = await confirm(who, created.confirmation?.clientSecret ?? '', { card: card('4000000000000002') });
    expect(again.body).toEqual({ status: 'succeeded', error: null });
    expect((await gateway.retrieveSubscription(sub.id)).invoices).toHaveLength(1);
    expect(await gateway.listPaymentMethods(who.customerId)).toHaveLength(1);
  });

  it('speaks the reader language in the decline message and validates the card locally (number, expiry) without an attempt', async () => {
    const who = await shopper('ru');
    const created = await subscribe(who);
    const secret = created.confirmation?.clientSecret ?? '';
    const funds = await confirm(who, secret, { card: card('4000000000009995') });
    expect(funds.body.error).toMatchObject({ decline_code: 'insufficient_funds', message: 'Недостаточно средств на карте' });
    const typo = await confirm(who, secret, { card: card('4242424242424241') });
    expect(typo.body.error).toMatchObject({ code: 'incorrect_number', decline_code: null });
    const expired = await confirm(who, secret, { card: { ...card('4242424242424242'), exp_year: 2020 } });
    expect(expired.body.error).toMatchObject({ code: 'invalid_expiry_year' });
    expect((await gateway.retrieveSubscription(created.subscription.id)).invoices[0]?.decline).toBe('insufficient_funds');
  });

  it('a card declined while being saved is not called a payment: nothing was charged (issue 31, item 14)', async () => {
    for (const [language, expected] of [
      ['en', /not saved\. Nothing was charged/],
      ['ru', /не сохранена\. Деньги не списаны/],
    ] as const) {
      const who = await shopper(language);
      const intent = await gateway.createSetupIntent(who.customerId, `seti-${Math.random().toString(36).slice(2)}`);
      const declined = await confirm(who, intent.clientSecret, { card: card('4000000000000002') });
      expect(declined.body.status).toBe('failed');
      const message = (declined.body.error as { message: string }).message;
      expect(message).toMatch(expected);
      expect(message).not.toMatch(/payment|платёж/i);
    }
  });

  it('pays with a saved card of the same customer, and refuses a card of someone else', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const created = await subscribe(who);
    const other = await shopper();
    const othersCard = await savedCard(other, '4242424242424242');
    const refused = await confirm(who, created.confirmation?.clientSecret ?? '', { payment_method: othersCard });
    expect(refused.status).toBe(404);
    expect((refused.body.error as { code: string }).code).toBe('PAYMENT_METHOD_NOT_FOUND');
    const paid = await confirm(who, created.confirmation?.clientSecret ?? '', { payment_method: pm });
    expect(paid.body.status).toBe('succeeded');
    expect((await gateway.retrieveSubscription(created.subscription.id)).defaultPaymentMethodId).toBe(pm);
  });
});

describe('the confirm endpoint guards', () => {
  it('answers 404 for a client secret of someone else, a forged one, or one that is not a secret', async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const created = await subscribe(owner);
    const secret = created.confirmation?.clientSecret ?? '';
    const stolen = await confirm(intruder, secret, { card: card('4242424242424242') });
    expect(stolen.status).toBe(404);
    expect((stolen.body.error as { code: string }).code).toBe('NOT_FOUND');
    const forged = await confirm(owner, `${secret.split('_secret_')[0]}_secret_AAAAAAAAAAAAAAAAAAAAAAAA`, { card: card('4242424242424242') });
    expect(forged.status).toBe(404);
    expect((await confirm(owner, 'nonsense', { card: card('4242424242424242') })).status).toBe(404);
    expect((await gateway.retrieveSubscription(created.subscription.id)).status).toBe('incomplete');
  });

  it('needs a signed-in user, exactly one of card or payment_method, and a small body', async () => {
    const who = await shopper();
    const created = await subscribe(who);
    const secret = created.confirmation?.clientSecret ?? '';
    const anonymous = await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: secret, card: card('4242424242424242') });
    expect(anonymous.status).toBe(401);
    expect((await confirm(who, secret, {})).status).toBe(400);
    expect((await confirm(who, secret, { card: card('4242424242424242'), payment_method: 'pm_x' })).status).toBe(400);
    expect((await confirm(who, secret, { card: { ...card('4242424242424242'), cvc: 'abc' } })).status).toBe(400);
    const huge = await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: secret, padding: 'x'.repeat(5000) }, who.token);
    expect(huge.status).toBe(413);
  });

  // Issue 31, item 11: a NUL byte in a gateway id reached PostgreSQL (which cannot store it) and answered 500.
  it('refuses gateway ids with a NUL byte or other characters no gateway id has: 400 VALIDATION_FAILED, never 500', async () => {
    const who = await shopper();
    const created = await subscribe(who);
    const secret = created.confirmation?.clientSecret ?? '';
    for (const body of [{ payment_method: 'pm_a\u0000b' }, { payment_method: 'pm_a b' }, { payment_method: '../pm_x' }]) {
      const refused = await confirm(who, secret, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error?.code).toBe('VALIDATION_FAILED');
    }
    const badSecret = await t.call(
      'POST',
      '/api/billing/test-gateway/confirm',
      { client_secret: 'pi_\u0000_secret_x', card: card('4242424242424242') },
      who.token,
    );
    expect(badSecret.status).toBe(400);
    for (const id of ['\u0000\u0001\u001f', 'seti_a\u0000b']) {
      const setup = await t.call('POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: id }, who.token);
      expect(setup.status, JSON.stringify(id)).toBe(400);
      expect(((await setup.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    // The payment itself is untouched: the right card still pays.
    expect((await confirm(who, secret, { card: card('4242424242424242') })).status).toBe(200);
  });

  it('refuses a real card number with PAYMENT_TEST_CARD_REQUIRED and keeps no trace of it in the tables or the logs', async () => {
    const logs = captureLogs(t);
    // An app whose access log goes to the capturing logger (the shared one keeps the logger it was built with).
    const logged = buildApp({ core: t.core, role: 'all', version: 'test' });
    const who = await shopper();
    const created = await subscribe(who);
    const intent = await gateway.createSetupIntent(who.customerId, 'real-card-setup');
    for (const secret of [created.confirmation?.clientSecret ?? '', intent.clientSecret]) {
      const response = await logged.request('/api/billing/test-gateway/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        body: JSON.stringify({ client_secret: secret, card: card('4111 1111 1111 1111', '737') }),
      });
      expect(response.status).toBe(400);
      const refused = (await response.json()) as { error: Record<string, unknown> };
      expect(refused.error).toMatchObject({ code: 'PAYMENT_TEST_CARD_REQUIRED', message: expect.stringContaining('4242 4242 4242 4242') });
      expect(JSON.stringify(refused)).not.toContain('4111');
    }
    expect(logs.filter((line) => line.includes('/billing/test-gateway/confirm'))).toHaveLength(2);
    const stored = await t.core.database.executeSql(`SELECT id FROM test_gateway_objects WHERE data::text ~ '4111 ?1111|"737"|"cvc"|"number"'`);
    expect(stored.rows).toEqual([]);
    expect(await gateway.listPaymentMethods(who.customerId)).toEqual([]);
    // A saved test card keeps brand, last 4 and expiry only: never the number or the CVC.
    await savedCard(who, '4242424242424242');
    const all = await t.core.database.executeSql(`SELECT data::text AS data FROM test_gateway_objects WHERE customer_id = $1`, [who.customerId]);
    for (const row of all.rows) expect(String(row.data)).not.toMatch(/424242424242|"cvc"|"number"|@example\.com/);
    expect(logs.join('\n')).not.toMatch(/4111\s?1111|424242424242/);
  });

  it('limits confirms per user (30 per 10 minutes) with 429 and Retry-After', async () => {
    // The budget's window runs on the core's clock: stopped, the 31 confirms fall in one window on any machine.
    at(Date.now());
    const who = await shopper();
    const created = await subscribe(who);
    const secret = created.confirmation?.clientSecret ?? '';
    for (let index = 0; index < 30; index++) expect((await confirm(who, secret, { card: card('4000000000000002') })).status).toBe(200);
    const limited = await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: secret, card: card('4242424242424242') }, who.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Someone else is not affected.
    const other = await shopper();
    const theirs = await subscribe(other);
    expect((await confirm(other, theirs.confirmation?.clientSecret ?? '', { card: card('4242424242424242') })).body.status).toBe('succeeded');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/billing/test-gateway/confirm']).toHaveProperty('post');
  });
});

describe('saving cards with setup intents', () => {
  it('saves 4000000000000341 (it declines only later), refuses a declining card, and reports which', async () => {
    const who = await shopper();
    const good = await gateway.createSetupIntent(who.customerId, 'setup-one');
    expect(await gateway.createSetupIntent(who.customerId, 'setup-one')).toEqual(good);
    expect((await confirm(who, good.clientSecret, { card: card('4000000000000341') })).body.status).toBe('succeeded');
    expect(await gateway.setupIntentPaymentMethod(good.id, who.customerId)).toMatchObject({ brand: 'visa', last4: '0341' });

    const bad = await gateway.createSetupIntent(who.customerId, 'setup-two');
    const declined = await confirm(who, bad.clientSecret, { card: card('4000000000000127') });
    expect(declined.body.error).toMatchObject({ code: 'incorrect_cvc' });
    await expect(gateway.setupIntentPaymentMethod(bad.id, who.customerId)).rejects.toMatchObject({ decline: 'invalid_cvv' });
    expect(await gateway.listPaymentMethods(who.customerId)).toHaveLength(1);
    // A setup intent that failed may be confirmed again with another card.
    expect((await confirm(who, bad.clientSecret, { card: card('4000056655665556') })).body.status).toBe('succeeded');
    expect(await gateway.setupIntentPaymentMethod(bad.id, who.customerId)).toMatchObject({ last4: '5556' });
    await expect(gateway.setupIntentPaymentMethod(bad.id, 'cus_someoneelse')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('make default, detach: a detached card is gone from the list and can no longer pay', async () => {
    const who = await shopper();
    const first = await savedCard(who, '4242424242424242');
    const second = await savedCard(who, '5555555555554444');
    expect((await gateway.listPaymentMethods(who.customerId)).map((m) => m.id)).toEqual([second, first]);
    const created = await subscribe(who, { paymentMethodId: first });
    await gateway.setDefaultPaymentMethod(who.customerId, second, created.subscription.id);
    expect((await gateway.retrieveSubscription(created.subscription.id)).defaultPaymentMethodId).toBe(second);
    await gateway.detachPaymentMethod(first);
    expect((await gateway.listPaymentMethods(who.customerId)).map((m) => m.id)).toEqual([second]);
    await expect(subscribe(who, { paymentMethodId: first })).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
  });
});

describe('createSubscription', () => {
  it('is idempotent: a double click with one key creates and charges once', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const key = 'double-click-0001';
    const [a, b] = await Promise.all([
      subscribe(who, { paymentMethodId: pm, idempotencyKey: key }),
      subscribe(who, { paymentMethodId: pm, idempotencyKey: key }),
    ]);
    expect(a.subscription.id).toBe(b.subscription.id);
    expect(a.subscription.status).toBe('active');
    expect(a.confirmation).toBeNull();
    const again = await subscribe(who, { paymentMethodId: pm, idempotencyKey: key });
    expect(again.subscription.id).toBe(a.subscription.id);
    const subs = await t.core.database.executeSql(`SELECT count(*)::int AS n FROM test_gateway_objects WHERE kind = 'subscription' AND customer_id = $1`, [
      who.customerId,
    ]);
    expect(subs.rows[0]?.n).toBe(1);
    const charges = await t.core.database.executeSql(`SELECT data FROM test_gateway_objects WHERE kind = 'payment_intent' AND customer_id = $1`, [
      who.customerId,
    ]);
    expect(charges.rows).toHaveLength(1);
    expect(charges.rows[0]?.data).toMatchObject({ status: 'succeeded', attempts: 1, amountCents: 699 });

    const formA = await subscribe(who, { idempotencyKey: 'form-key-0001' });
    const formB = await subscribe(who, { idempotencyKey: 'form-key-0001' });
    expect(formB.subscription.id).toBe(formA.subscription.id);
    expect(formB.confirmation).toEqual(formA.confirmation);
  });

  it('a declined saved card throws PaymentDeclinedError and leaves no live subscription; the same key declines again without a new charge', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4000000000000341');
    const key = 'declined-saved-card';
    const error = await subscribe(who, { paymentMethodId: pm, idempotencyKey: key }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect((error as PaymentDeclinedError).decline).toBe('generic_failure');
    await expect(subscribe(who, { paymentMethodId: pm, idempotencyKey: key })).rejects.toBeInstanceOf(PaymentDeclinedError);
    const rows = await t.core.database.executeSql(`SELECT id, data FROM test_gateway_objects WHERE kind = 'subscription' AND customer_id = $1`, [
      who.customerId,
    ]);
    expect(rows.rows).toHaveLength(1);
    expect((rows.rows[0]?.data as { status: string }).status).toBe('incomplete_expired');
    const intents = await t.core.database.executeSql(`SELECT data FROM test_gateway_objects WHERE kind = 'payment_intent' AND customer_id = $1`, [
      who.customerId,
    ]);
    expect(intents.rows.map((row) => (row.data as { attempts: number }).attempts)).toEqual([1]);
  });

  it('applies a discount to the first invoice only (once) and a percent to N invoices (repeating)', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const half = { percentOff: 50, amountOffCents: null, duration: 'once' as const, durationPeriods: null, promoCodeId: null, key: 'paywall2-50' };
    const created = await subscribe(who, { paymentMethodId: pm, price: price('12week', 2999, 12), discount: half });
    expect(created.subscription.invoices[0]?.amountCents).toBe(1500);
    at(created.subscription.currentPeriodEnd);
    await gateway.tick();
    expect((await gateway.retrieveSubscription(created.subscription.id)).invoices.map((i) => i.amountCents)).toEqual([2999, 1500]);
    await gateway.applyDiscount(
      created.subscription.id,
      { ...half, percentOff: 10, duration: 'repeating', durationPeriods: 2, key: 'promo-x' },
      'promo-apply-1',
    );
    for (let index = 0; index < 3; index++) {
      at((await gateway.retrieveSubscription(created.subscription.id)).currentPeriodEnd);
      await gateway.tick();
    }
    expect((await gateway.retrieveSubscription(created.subscription.id)).invoices.map((i) => i.amountCents)).toEqual([2999, 2699, 2699, 2999, 1500]);
  });

  it('charges what the Stripe adapter charges for the same repeating codes (issue 31, decision 0038)', async () => {
    // The numbers of stripe-gateway.int.test.ts: 20 % off for 3 four-week periods of $19.99, 2 weeks of $6.99.
    for (const [plan, periods, renewals, expected] of [
      [price('4week', 1999, 4), 3, 4, [1599, 1599, 1599, 1999, 1999]],
      [price('1week', 699, 1), 2, 3, [559, 559, 699, 699]],
    ] as const) {
      const who = await shopper();
      const pm = await savedCard(who, '4242424242424242');
      const discount = {
        percentOff: 20,
        amountOffCents: null,
        duration: 'repeating' as const,
        durationPeriods: periods,
        promoCodeId: null,
        key: `promo-rep-${periods}`,
      };
      const created = await subscribe(who, { paymentMethodId: pm, price: plan, discount });
      for (let index = 0; index < renewals; index++) {
        at((await gateway.retrieveSubscription(created.subscription.id)).currentPeriodEnd);
        await gateway.tick();
      }
      const invoices = (await gateway.retrieveSubscription(created.subscription.id)).invoices;
      expect(invoices.map((i) => i.amountCents).reverse()).toEqual(expected);
    }
  });
});

describe('the clock (tick)', () => {
  it('the $0.99 trial week renews into $19.99 every 4 weeks, exactly where the week ended', async () => {
    const who = await shopper();
    const created = await subscribe(who, { price: TRIAL, renewsInto: FOUR_WEEKS });
    expect(created.subscription.invoices[0]?.amountCents).toBe(99);
    await confirm(who, created.confirmation?.clientSecret ?? '', { card: card('4242424242424242') });
    const week = await gateway.retrieveSubscription(created.subscription.id);
    expect(week).toMatchObject({ status: 'active', planId: 'trial' });

    at(week.currentPeriodEnd.getTime() - 1);
    await gateway.tick();
    expect((await gateway.retrieveSubscription(week.id)).planId).toBe('trial');

    at(week.currentPeriodEnd.getTime() + 30_000);
    const summary = await gateway.tick();
    expect(summary.renewed).toBeGreaterThanOrEqual(1);
    const renewed = await gateway.retrieveSubscription(week.id);
    expect(renewed).toMatchObject({ status: 'active', planId: '4week' });
    expect(renewed.currentPeriodStart).toEqual(week.currentPeriodEnd);
    expect(renewed.currentPeriodEnd.getTime() - week.currentPeriodEnd.getTime()).toBe(4 * WEEK);
    expect(renewed.invoices[0]).toMatchObject({ amountCents: 1999, status: 'paid', billingReason: 'subscription_cycle' });
    expect(renewed.invoices[1]).toMatchObject({ amountCents: 99, billingReason: 'subscription_create' });
    expect(await queued('sync-subscription', 'subscription_id', week.id)).toBe(2);

    at(renewed.currentPeriodEnd);
    await gateway.tick();
    const third = await gateway.retrieveSubscription(week.id);
    expect(third.invoices[0]).toMatchObject({ amountCents: 1999 });
    expect(third.currentPeriodEnd.getTime() - week.currentPeriodEnd.getTime()).toBe(8 * WEEK);
  });

  it('a failed renewal: past_due with the new period started, retries at +1, +3, +5 days, then canceled', async () => {
    const who = await shopper();
    const created = await subscribe(who);
    await confirm(who, created.confirmation?.clientSecret ?? '', { card: card('4242424242424242') });
    const failing = await savedCard(who, '4000000000000341');
    await gateway.setDefaultPaymentMethod(who.customerId, failing, created.subscription.id);
    const first = await gateway.retrieveSubscription(created.subscription.id);
    const due = first.currentPeriodEnd.getTime();

    const failedAt = due + 60_000;
    at(failedAt);
    expect((await gateway.tick()).failed).toBeGreaterThanOrEqual(1);
    const pastDue = await gateway.retrieveSubscription(first.id);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.currentPeriodStart.getTime()).toBe(due);
    expect(pastDue.invoices[0]).toMatchObject({ status: 'failed', decline: 'generic_failure', billingReason: 'subscription_cycle', card: { last4: '0341' } });
    const statuses: string[] = [];
    const attempts = async () => {
      const found = await t.core.database.executeSql(`SELECT data FROM test_gateway_objects WHERE kind = 'payment_intent' AND data->>'invoiceId' = $1`, [
        pastDue.invoices[0]?.id,
      ]);
      return (found.rows[0]?.data as { attempts: number }).attempts;
    };
    const seen: number[] = [];
    for (const days of [0.5, 1, 2, 3, 4, 4.99, 5]) {
      at(failedAt + days * DAY);
      await gateway.tick();
      statuses.push((await gateway.retrieveSubscription(first.id)).status);
      seen.push(await attempts());
    }
    expect(statuses).toEqual(['past_due', 'past_due', 'past_due', 'past_due', 'past_due', 'past_due', 'canceled']);
    expect(seen).toEqual([1, 2, 2, 3, 3, 3, 4]);
    const lapsed = await gateway.retrieveSubscription(first.id);
    expect(lapsed.invoices[0]).toMatchObject({ status: 'failed', decline: 'generic_failure' });
    expect(await queued('sync-subscription', 'subscription_id', first.id)).toBe(5); // paid, failed, two retries, lapsed
  });

  it('a past-due renewal paid by a retry after the card is replaced becomes active again', async () => {
    const who = await shopper();
    const failing = await savedCard(who, '4000000000000341');
    const good = await savedCard(who, '4242424242424242');
    const created = await subscribe(who, { paymentMethodId: good });
    await gateway.setDefaultPaymentMethod(who.customerId, failing, created.subscription.id);
    const due = created.subscription.currentPeriodEnd.getTime();
    at(due);
    await gateway.tick();
    expect((await gateway.retrieveSubscription(created.subscription.id)).status).toBe('past_due');
    await gateway.setDefaultPaymentMethod(who.customerId, good, created.subscription.id);
    at(due + DAY);
    await gateway.tick();
    const recovered = await gateway.retrieveSubscription(created.subscription.id);
    expect(recovered).toMatchObject({ status: 'active' });
    expect(recovered.invoices[0]).toMatchObject({ status: 'paid', card: { last4: '4242' } });
    expect(recovered.currentPeriodStart.getTime()).toBe(due);
  });

  it('cancel at period end ends it at the period end; undo keeps it renewing', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const ending = await subscribe(who, { paymentMethodId: pm });
    expect((await gateway.setCancelAtPeriodEnd(ending.subscription.id, true, 'cancel-1')).cancelAtPeriodEnd).toBe(true);
    at(ending.subscription.currentPeriodEnd);
    await gateway.tick();
    const ended = await gateway.retrieveSubscription(ending.subscription.id);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(ended.invoices).toHaveLength(1);
    await expect(gateway.setCancelAtPeriodEnd(ending.subscription.id, false, 'cancel-2')).rejects.toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });

  it('extendPeriod pushes the next charge back without charging, once per key', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const created = await subscribe(who, { paymentMethodId: pm });
    const end = created.subscription.currentPeriodEnd.getTime();
    await gateway.extendPeriod(created.subscription.id, 4, 'referral-1');
    const extended = await gateway.extendPeriod(created.subscription.id, 4, 'referral-1');
    expect(extended.currentPeriodEnd.getTime()).toBe(end + 4 * WEEK);
    at(end + DAY);
    await gateway.tick();
    expect((await gateway.retrieveSubscription(created.subscription.id)).invoices).toHaveLength(1);
  });

  it('an unpaid checkout expires after 23 hours; its payment can then no longer be confirmed', async () => {
    const who = await shopper();
    const created = await subscribe(who);
    at(created.subscription.currentPeriodStart.getTime() + 22 * 3600 * 1000);
    await gateway.tick();
    expect((await gateway.retrieveSubscription(created.subscription.id)).status).toBe('incomplete');
    at(created.subscription.currentPeriodStart.getTime() + 23 * 3600 * 1000);
    expect((await gateway.tick()).expired).toBeGreaterThanOrEqual(1);
    const expired = await gateway.retrieveSubscription(created.subscription.id);
    expect(expired.status).toBe('incomplete_expired');
    expect(expired.invoices[0]?.status).toBe('void');
    at(realNow());
    const late = await confirm(who, created.confirmation?.clientSecret ?? '', { card: card('4242424242424242') });
    expect(late.body).toMatchObject({ status: 'failed', error: { code: 'payment_intent_unexpected_state' } });
  });

  it('two ticks at once charge a due renewal once', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const created = await subscribe(who, { paymentMethodId: pm });
    at(created.subscription.currentPeriodEnd.getTime() + 1000);
    await Promise.all([gateway.tick(), gateway.tick(), gateway.tick()]);
    const sub = await gateway.retrieveSubscription(created.subscription.id);
    expect(sub.invoices).toHaveLength(2);
    expect(sub.currentPeriodEnd.getTime() - created.subscription.currentPeriodEnd.getTime()).toBe(WEEK);
    const charges = await t.core.database.executeSql(`SELECT data FROM test_gateway_objects WHERE kind = 'payment_intent' AND customer_id = $1`, [
      who.customerId,
    ]);
    expect(charges.rows.map((row) => (row.data as { attempts: number }).attempts)).toEqual([1, 1]);
  });

  it('a trial (7 days) saves the card with a setup intent and charges it when the trial ends', async () => {
    const who = await shopper();
    const created = await subscribe(who, { price: price('annual_trial', 2700, 52), trialDays: 7 });
    expect(created.subscription.status).toBe('trialing');
    expect(created.confirmation?.kind).toBe('setup');
    expect(created.subscription.currentPeriodEnd.getTime() - created.subscription.currentPeriodStart.getTime()).toBe(7 * DAY);
    expect((await confirm(who, created.confirmation?.clientSecret ?? '', { card: card('4242424242424242') })).body.status).toBe('succeeded');
    const trialing = await gateway.retrieveSubscription(created.subscription.id);
    expect(trialing.defaultPaymentMethodId).toMatch(/^pm_/);
    expect(trialing.invoices).toEqual([]);
    at(trialing.currentPeriodEnd);
    await gateway.tick();
    const paying: GatewaySubscription = await gateway.retrieveSubscription(created.subscription.id);
    expect(paying).toMatchObject({ status: 'active', planId: 'annual_trial' });
    expect(paying.invoices[0]).toMatchObject({ amountCents: 2700, status: 'paid', billingReason: 'subscription_cycle' });
    expect(paying.currentPeriodEnd.getTime() - trialing.currentPeriodEnd.getTime()).toBe(52 * WEEK);
  });
});

describe('one-off charges', () => {
  it('with a saved card: charged at once, once per key; without: confirmed by the card form, which queues sync-charge; refund marks it', async () => {
    const who = await shopper();
    const pm = await savedCard(who, '4242424242424242');
    const input = {
      customerId: who.customerId,
      amountCents: 5999,
      currency: 'usd',
      description: 'Gift: one year',
      metadata: {},
      paymentMethodId: pm,
      idempotencyKey: 'gift-1',
    };
    const [a, b] = await Promise.all([gateway.chargeOneOff(input), gateway.chargeOneOff(input)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 'succeeded', decline: null, card: { last4: '4242' } });

    const declining = await savedCard(who, '4000000000000341');
    expect(await gateway.chargeOneOff({ ...input, paymentMethodId: declining, idempotencyKey: 'gift-2' })).toMatchObject({
      status: 'failed',
      decline: 'generic_failure',
    });

    const form = await gateway.chargeOneOff({ ...input, paymentMethodId: null, idempotencyKey: 'gift-3' });
    expect(form).toMatchObject({ status: 'requires_confirmation', clientSecret: expect.stringMatching(/^pi_/) });
    const declined = await confirm(who, form.clientSecret ?? '', { card: card('4000000000009995') });
    expect(declined.body.error).toMatchObject({ decline_code: 'insufficient_funds' });
    expect(await gateway.retrieveOneOff(form.id)).toMatchObject({ status: 'failed', decline: 'insufficient_funds' });
    expect((await confirm(who, form.clientSecret ?? '', { card: card('4242424242424242') })).body.status).toBe('succeeded');
    expect(await gateway.retrieveOneOff(form.id)).toMatchObject({ status: 'succeeded', clientSecret: null });
    expect(await queued('sync-charge', 'charge_id', form.id)).toBe(2);
    // A one-off's card is not kept.
    expect(await gateway.listPaymentMethods(who.customerId)).toHaveLength(2);

    await gateway.refund(form.id, 'refund-1');
    await gateway.refund(form.id, 'refund-1');
    const refunded = await t.core.database.executeSql(`SELECT data->>'refunded' AS r FROM test_gateway_objects WHERE id = $1`, [form.id]);
    expect(refunded.rows[0]?.r).toBe('true');
  });
});

describe('other billing modes', () => {
  it('has no confirm endpoint unless BILLING=test', async () => {
    const off = await createTestApp({ BILLING: 'off' }, { workers: false });
    try {
      const signUp = await off.call('POST', '/api/users/web', { email: 'nobilling@example.com', password: 'password123' });
      const { access_token: token } = (await signUp.json()) as { access_token: string };
      const response = await off.call('POST', '/api/billing/test-gateway/confirm', { client_secret: 'pi_x_secret_y', card: card('4242424242424242') }, token);
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
