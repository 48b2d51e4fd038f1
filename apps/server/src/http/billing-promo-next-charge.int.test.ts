import { createPromoCode, runBillingTick } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_TEST_CARD, json, signUp, subscribeWithTestCard, uniqueEmail, type Json, type TestApp } from '../testing/index.ts';

/**
 * Issue 31, item 3: a promo code entered on the subscription page lowers the very next charge — in what the API says
 * and in what the test gateway charges at the renewal — and a `once` code only that charge; a second code replaces
 * the first only when the user confirms, and the replaced one's redemption is given back. Time moves with core.now
 * (the test gateway's clock reads it too).
 */

let t: TestApp;
let clock = Date.now();
const DAY = 86_400_000;
/** The renewal of a 4-week period started a day before the code was entered, plus the tick's minute. */
const TO_RENEWAL = 27 * DAY + 60_000;

beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test' });
  t.core.now = () => new Date(clock);
});
afterAll(async () => {
  await t.close();
});

const once = (code: string, percentOff: number) =>
  createPromoCode(t.core.db, { code, percentOff, amountOffCents: null, duration: 'once', durationPeriods: null, maxRedemptions: null, expiresAt: null });

/** A new access token after the clock jumped past the old one's lifetime (the renewals are weeks apart). */
async function signIn(user: { email: string; password: string }): Promise<string> {
  const response = await t.app.request('/api/users/web/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: user.email, password: user.password }).toString(),
  });
  expect(response.status).toBe(200);
  return (await json<{ access_token: string }>(response)).access_token;
}

async function subscriptionOf(token: string): Promise<Json> {
  return (await json(await t.call('GET', '/api/v2/payment/subscriptions', undefined, token))).subscription as Json;
}

/** The successful charges, oldest first, after re-reading the subscription from the gateway (as the page's confirm does). */
async function chargesOf(token: string): Promise<number[]> {
  expect((await t.call('POST', '/api/user/subscription/confirm', undefined, token)).status).toBe(200);
  const history = await json(await t.call('GET', '/api/v2/payment/subscriptions/history?limit=20', undefined, token));
  return (history.items as { amount_cents: number; status: string; reason: string }[])
    .filter((item) => item.status === 'succeeded')
    .map((item) => item.amount_cents)
    .reverse();
}

describe('a promo code on a running subscription', () => {
  it('a once code lowers the next renewal only: the API says so, the renewal is charged so, the one after is full', async () => {
    await once('WALK20', 20);
    const user = await signUp(t, { email: uniqueEmail('walk') });
    await subscribeWithTestCard(t, user.token, '4week');
    const before = await subscriptionOf(user.token);
    expect(before.next_charge_amount_cents).toBe(1999);
    expect(before.next_charge_discount).toBeNull();
    // Entered a day into the period (the page is used after paying, never in the same instant).
    clock += DAY;

    const applied = await t.call('POST', '/api/billing/subscription/promo', { code: 'walk20' }, user.token);
    expect(applied.status).toBe(200);
    const sub = (await json(applied)).subscription as Json;
    expect(sub).toMatchObject({
      promo_code: 'WALK20',
      next_charge_amount_cents: 1599,
      next_charge_at: before.current_period_end,
      next_charge_discount: { code: 'WALK20', percent_off: 20, amount_off_cents: null },
      following_charge_amount_cents: 1999,
    });
    // The first payment's receipt restates the terms: the lowered next charge, then the price every renewal charges.
    const history = await json(await t.call('GET', '/api/v2/payment/subscriptions/history', undefined, user.token));
    const paid = (history.items as Json[]).find((item) => item.status === 'succeeded');
    const receipt = await json(await t.call('GET', `/api/v2/payment/receipts/${paid?.id}`, undefined, user.token));
    expect(receipt.renewal).toMatchObject({ amount_cents: 1999, first_amount_cents: 1599, period_weeks: 4 });

    clock += TO_RENEWAL;
    await runBillingTick(t.core);
    let token = await signIn(user);
    expect(await chargesOf(token)).toEqual([1999, 1599]);
    const renewed = await subscriptionOf(token);
    expect(renewed).toMatchObject({ next_charge_amount_cents: 1999, next_charge_discount: null, following_charge_amount_cents: 1999 });

    clock += 28 * DAY;
    await runBillingTick(t.core);
    token = await signIn(user);
    expect(await chargesOf(token)).toEqual([1999, 1599, 1999]);
  });

  it('a second code must be confirmed as replacing the first; the first is then given back and the second is charged', async () => {
    const first = await once('FIRST20', 20);
    await once('SECOND50', 50);
    const user = await signUp(t, { email: uniqueEmail('replace') });
    await subscribeWithTestCard(t, user.token, '4week');
    clock += DAY;
    expect((await t.call('POST', '/api/billing/subscription/promo', { code: 'FIRST20' }, user.token)).status).toBe(200);
    const [taken] = await t.core.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, first.id));
    expect(taken!.redemptionCount).toBe(1);

    const unconfirmed = await t.call('POST', '/api/billing/subscription/promo', { code: 'SECOND50' }, user.token);
    expect(unconfirmed.status).toBe(409);
    expect((await json(unconfirmed)).error).toMatchObject({ code: 'PROMO_CODE_REPLACES', details: { current: 'FIRST20' } });
    // Nothing changed by the refusal.
    expect((await subscriptionOf(user.token)).next_charge_amount_cents).toBe(1599);

    const replaced = await t.call('POST', '/api/billing/subscription/promo', { code: 'SECOND50', replace: true }, user.token);
    expect(replaced.status).toBe(200);
    expect((await json(replaced)).subscription).toMatchObject({
      promo_code: 'SECOND50',
      next_charge_amount_cents: 1000,
      next_charge_discount: { code: 'SECOND50' },
    });
    const [released] = await t.core.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, first.id));
    expect(released!.redemptionCount).toBe(0);
    expect(await t.core.db.select().from(schema.promoRedemptions).where(eq(schema.promoRedemptions.promoCodeId, first.id))).toEqual([]);

    clock += TO_RENEWAL;
    await runBillingTick(t.core);
    expect(await chargesOf(await signIn(user))).toEqual([1999, 1000]);
  });

  it('a code that would not lower the next charge is refused with its reason and not redeemed', async () => {
    const euros = await createPromoCode(t.core.db, {
      code: 'EURO5',
      percentOff: null,
      amountOffCents: 500,
      currency: 'eur',
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: null,
      expiresAt: null,
    });
    const user = await signUp(t, { email: uniqueEmail('euro') });
    await subscribeWithTestCard(t, user.token, '4week');
    const refused = await t.call('POST', '/api/billing/subscription/promo', { code: 'EURO5' }, user.token);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({ code: 'PROMO_CODE_NOT_APPLICABLE', details: { reason: 'currency' } });
    const [row] = await t.core.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, euros.id));
    expect(row!.redemptionCount).toBe(0);
  });

  it('a once code taken at checkout has discounted the first charge: the next one is at full price', async () => {
    await once('START20', 20);
    const user = await signUp(t, { email: uniqueEmail('start') });
    const created = await json(
      await t.call('POST', '/api/v2/payment/subscriptions', { idempotency_key: `k-start-${Date.now()}`, plan_id: '4week', promo_code: 'START20' }, user.token),
    );
    expect(
      (await json(await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: created.client_secret, card: GOOD_TEST_CARD }, user.token)))
        .status,
    ).toBe('succeeded');
    expect(await chargesOf(user.token)).toEqual([1599]);
    expect(await subscriptionOf(user.token)).toMatchObject({
      promo_code: 'START20',
      next_charge_amount_cents: 1999,
      next_charge_discount: null,
      latest_charge: { amount_cents: 1599 },
    });
  });
});
