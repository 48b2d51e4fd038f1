import { archiveUserContent, createPromoCode, renderEmail, runBillingTick } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, subscribeWithTestCard, uniqueEmail, type Json, type TestApp } from '../testing/index.ts';

/**
 * Products, purchases, gifts, referrals, promo codes and the archive through the real API and the built-in test
 * gateway (BILLING=test). Time moves with core.now (the test gateway's clock reads it too).
 */

let t: TestApp;
let clock = Date.now();
const mails: { to: string; template: string; params: Record<string, string> }[] = [];
const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test', REFERRAL_VERIFY_HOURS: '2' });
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

function newUser(fields: Json = {}) {
  return signUp(t, { email: uniqueEmail('gifter'), fields });
}

function key(): string {
  return `k-${Math.random().toString(36).slice(2)}-${Date.now()}`;
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

/** A card saved through the test gateway's setup intent, as the subscription page does it. Returns our id. */
async function saveCard(token: string, number = '4242424242424242'): Promise<string> {
  const intent = await json(await t.call('POST', '/api/v2/payment/payment-methods/setup-intent', undefined, token));
  expect((await payWith(token, intent.client_secret as string, number)).status).toBe('succeeded');
  const saved = await t.call('POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: intent.setup_intent_id, make_default: true }, token);
  expect(saved.status).toBe(200);
  return (await json(saved)).id as string;
}

function mailsTo(email: string, template: string) {
  return mails.filter((mail) => mail.to === email && mail.template === template);
}

function giftCodeFrom(link: string): string {
  const match = /\/gift\/([A-Za-z0-9_-]+)$/.exec(link);
  if (!match?.[1]) throw new Error(`no gift code in ${link}`);
  return match[1];
}

async function subscriptionOf(token: string): Promise<Json> {
  return json(await t.call('GET', '/api/v2/payment/subscriptions', undefined, token));
}

describe('products', () => {
  it('lists the gifts, the guidelines PDF and the archive restore to anyone', async () => {
    const response = await t.call('GET', '/api/v2/payment/products');
    expect(response.status).toBe(200);
    const { items } = await json(response);
    expect(items).toEqual([
      { id: 'gift_month', kind: 'gift', amount_cents: 1999, currency: 'usd', weeks: 4, included_for_subscribers: false },
      { id: 'gift_quarter', kind: 'gift', amount_cents: 2999, currency: 'usd', weeks: 12, included_for_subscribers: false },
      { id: 'gift_year', kind: 'gift', amount_cents: 5999, currency: 'usd', weeks: 52, included_for_subscribers: false },
      { id: 'guidelines_pdf', kind: 'download', amount_cents: 499, currency: 'usd', weeks: null, included_for_subscribers: true },
      { id: 'archive_restore', kind: 'archive_restore', amount_cents: 1999, currency: 'usd', weeks: null, included_for_subscribers: false },
    ]);
  });

  it('buying needs a user; unknown products and cards of others are 404', async () => {
    expect((await t.call('POST', '/api/v2/payment/products/gift_year/purchase', { idempotency_key: key() })).status).toBe(401);
    const buyer = await newUser();
    const unknown = await t.call('POST', '/api/v2/payment/products/gift_decade/purchase', { idempotency_key: key() }, buyer.token);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.code).toBe('PRODUCT_NOT_FOUND');
    const other = await newUser();
    const otherCard = await saveCard(other.token);
    const stolen = await t.call('POST', '/api/v2/payment/products/gift_year/purchase', { idempotency_key: key(), payment_method_id: otherCard }, buyer.token);
    expect(stolen.status).toBe(404);
    expect((await json(stolen)).error.code).toBe('PAYMENT_METHOD_NOT_FOUND');
  });
});

describe('gifts', () => {
  it('a year bought with a saved card → receipt and gift e-mail → redeemed by someone else: subscribed 52 weeks without renewal; twice → 409', async () => {
    const buyer = await newUser();
    const card = await saveCard(buyer.token);
    const friendEmail = `friend-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const bought = await t.call(
      'POST',
      '/api/v2/payment/products/gift_year/purchase',
      { idempotency_key: key(), payment_method_id: card, delivery_email: friendEmail },
      buyer.token,
    );
    expect(bought.status).toBe(200);
    const result = await json(bought);
    expect(result.client_secret).toBeNull();
    expect(result.purchase).toMatchObject({ product_id: 'gift_year', status: 'paid', amount_cents: 5999, delivery_email: friendEmail, downloadable: false });

    const receipt = mailsTo(buyer.email, 'receipt');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.params).toMatchObject({ amount: '$59.99', description: 'Gift: 52 weeks of Reelcraft Premium', card: expect.stringContaining('4242') });
    expect(receipt[0]!.params.receipt_number).toMatch(/^RC-\d{4}-\d{6}$/);
    const history = await json(await t.call('GET', '/api/v2/payment/subscriptions/history?limit=10', undefined, buyer.token));
    expect(history.items).toEqual([expect.objectContaining({ reason: 'product', status: 'succeeded', amount_cents: 5999 })]);

    const delivered = mailsTo(friendEmail, 'gift-delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.params).toMatchObject({ sender: buyer.email, period: '52 weeks' });
    const code = giftCodeFrom(delivered[0]!.params.link!);
    expect(code).toHaveLength(32);
    // Only a hash is stored.
    const stored = await t.core.db.select().from(schema.giftCodes);
    expect(stored.some((row) => row.codeHash === code)).toBe(false);

    const preview = await t.call('GET', `/api/billing/gifts/${code}`);
    expect(preview.status).toBe(200);
    expect(await json(preview)).toEqual({ product_id: 'gift_year', weeks: 52, redeemed: false, daily_generations: 10 });

    const friend = await newUser();
    expect((await subscriptionOf(friend.token)).entitlements.subscribed).toBe(false);
    const redeemed = await t.call('POST', '/api/billing/gifts/redeem', { code }, friend.token);
    expect(redeemed.status).toBe(200);
    const body = await json(redeemed);
    expect(body.renews).toBe(false);
    expect(new Date(body.active_until).getTime()).toBe(clock + 52 * WEEK);
    expect(body.user.stripe_subscription).toEqual(expect.any(String));

    const state = await subscriptionOf(friend.token);
    expect(state.entitlements.subscribed).toBe(true);
    expect(state.subscription).toMatchObject({ gateway: 'grant', source: 'gift', active: true, renews: false, next_charge_amount_cents: null });
    expect(mailsTo(buyer.email, 'gift-redeemed')).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ recipient: friend.email, period: '52 weeks' }) }),
    ]);

    const again = await t.call('POST', '/api/billing/gifts/redeem', { code }, (await newUser()).token);
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('GIFT_CODE_REDEEMED');
    expect(await json(await t.call('GET', `/api/billing/gifts/${code}`))).toMatchObject({ redeemed: true });
  });

  it('two gifts add up for someone without a subscription; unknown codes are 404', async () => {
    const buyer = await newUser();
    const card = await saveCard(buyer.token);
    const friend = await newUser();
    const codes: string[] = [];
    for (const product of ['gift_month', 'gift_quarter']) {
      const bought = await t.call(
        'POST',
        `/api/v2/payment/products/${product}/purchase`,
        { idempotency_key: key(), payment_method_id: card, delivery_email: friend.email },
        buyer.token,
      );
      expect(bought.status).toBe(200);
      const mail = mailsTo(friend.email, 'gift-delivered').at(-1)!;
      codes.push(giftCodeFrom(mail.params.link!));
    }
    const first = await json(await t.call('POST', '/api/billing/gifts/redeem', { code: codes[0] }, friend.token));
    expect(new Date(first.active_until).getTime()).toBe(clock + 4 * WEEK);
    const second = await json(await t.call('POST', '/api/billing/gifts/redeem', { code: codes[1] }, friend.token));
    expect(new Date(second.active_until).getTime()).toBe(clock + 16 * WEEK);
    const rows = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, friend.id));
    expect(rows).toHaveLength(1);

    const unknown = await t.call('GET', `/api/billing/gifts/${'x'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.code).toBe('GIFT_CODE_INVALID');
    expect((await t.call('POST', '/api/billing/gifts/redeem', { code: 'y'.repeat(32) }, friend.token)).status).toBe(404);
    expect((await t.call('POST', '/api/billing/gifts/redeem', { code: codes[0] })).status).toBe(401);
  });

  it('a gift for a subscriber moves the next charge back instead', async () => {
    const buyer = await newUser();
    const card = await saveCard(buyer.token);
    const subscriber = await newUser();
    await subscribeWithTestCard(t, subscriber.token, '4week');
    const before = (await subscriptionOf(subscriber.token)).subscription;
    await t.call(
      'POST',
      '/api/v2/payment/products/gift_month/purchase',
      { idempotency_key: key(), payment_method_id: card, delivery_email: subscriber.email },
      buyer.token,
    );
    const code = giftCodeFrom(mailsTo(subscriber.email, 'gift-delivered').at(-1)!.params.link!);
    const redeemed = await json(await t.call('POST', '/api/billing/gifts/redeem', { code }, subscriber.token));
    expect(redeemed.renews).toBe(true);
    expect(new Date(redeemed.active_until).getTime()).toBe(new Date(before.current_period_end).getTime() + 4 * WEEK);
    const after = (await subscriptionOf(subscriber.token)).subscription;
    expect(after).toMatchObject({ gateway: 'test', renews: true, id: before.id });
    expect(new Date(after.current_period_end).getTime()).toBe(new Date(before.current_period_end).getTime() + 4 * WEEK);
  });

  it('the card form path: a client secret, then the confirmation fulfils the purchase once (sync-charge)', async () => {
    const buyer = await newUser();
    const started = await t.call('POST', '/api/v2/payment/products/gift_month/purchase', { idempotency_key: key() }, buyer.token);
    expect(started.status).toBe(200);
    const body = await json(started);
    expect(body.purchase.status).toBe('pending');
    expect(body.client_secret).toEqual(expect.any(String));

    const declined = await payWith(buyer.token, body.client_secret as string, '4000000000009995');
    expect(declined).toMatchObject({ status: 'failed', error: { decline_code: 'insufficient_funds' } });
    expect((await payWith(buyer.token, body.client_secret as string, '4242424242424242')).status).toBe('succeeded');
    const paid = await eventually(async () => {
      const list = await json(await t.call('GET', '/api/v2/payment/purchases', undefined, buyer.token));
      return list.items.find((item: Json) => item.id === body.purchase.id && item.status === 'paid');
    });
    expect(paid).toBeTruthy();
    // No delivery address: the buyer gets the redeem link.
    await eventually(async () => (mailsTo(buyer.email, 'gift-delivered').length === 1 ? true : undefined));
    // A replayed sync fulfils nothing twice.
    const { fulfilPurchase } = await import('@reelcraft/core');
    const [row] = await t.core.db.select().from(schema.purchases).where(eq(schema.purchases.id, body.purchase.id));
    expect(await fulfilPurchase(t.core, 'test', row!.gatewayPaymentId!)).toBe('already');
    expect(mailsTo(buyer.email, 'gift-delivered')).toHaveLength(1);
    expect(mailsTo(buyer.email, 'receipt')).toHaveLength(1);
  });

  it('the card form path: a decline synced before the next card succeeds still ends paid, once', async () => {
    const buyer = await newUser();
    const started = await json(await t.call('POST', '/api/v2/payment/products/gift_month/purchase', { idempotency_key: key() }, buyer.token));
    expect(await payWith(buyer.token, started.client_secret as string, '4000000000009995')).toMatchObject({ status: 'failed' });
    const statusOf = async () => {
      const list = await json(await t.call('GET', '/api/v2/payment/purchases', undefined, buyer.token));
      return list.items.find((item: Json) => item.id === started.purchase.id)?.status as string | undefined;
    };
    // The decline's sync job runs before the buyer tries another card: the purchase is failed for now.
    expect(await eventually(async () => ((await statusOf()) === 'failed' ? 'failed' : undefined))).toBe('failed');

    expect((await payWith(buyer.token, started.client_secret as string, '4242424242424242')).status).toBe('succeeded');
    expect(await eventually(async () => ((await statusOf()) === 'paid' ? 'paid' : undefined))).toBe('paid');
    await eventually(async () => (mailsTo(buyer.email, 'gift-delivered').length === 1 ? true : undefined));
    expect(mailsTo(buyer.email, 'receipt')).toHaveLength(1);
    // The decline's job replayed now changes nothing.
    const { fulfilPurchase } = await import('@reelcraft/core');
    const [row] = await t.core.db.select().from(schema.purchases).where(eq(schema.purchases.id, started.purchase.id));
    expect(await fulfilPurchase(t.core, 'test', row!.gatewayPaymentId!)).toBe('already');
    expect(await statusOf()).toBe('paid');
  });

  it('a declined saved card is a 402 with its code and a failed purchase', async () => {
    const buyer = await newUser();
    // Stripe's 4000000000000341: saves fine, every later charge is declined.
    const card = await saveCard(buyer.token, '4000000000000341');
    const response = await t.call('POST', '/api/v2/payment/products/gift_month/purchase', { idempotency_key: key(), payment_method_id: card }, buyer.token);
    expect(response.status).toBe(402);
    expect((await json(response)).error.code).toBe('PAYMENT_FAILED');
    const list = await json(await t.call('GET', '/api/v2/payment/purchases', undefined, buyer.token));
    expect(list.items).toEqual([expect.objectContaining({ product_id: 'gift_month', status: 'failed' })]);
    expect(mailsTo(buyer.email, 'receipt')).toHaveLength(0);
  });
});

describe('purchase idempotency', () => {
  it('the same key, twice at once and again later: one purchase, one charge, one gift', async () => {
    const buyer = await newUser();
    const card = await saveCard(buyer.token);
    const body = { idempotency_key: key(), payment_method_id: card, delivery_email: uniqueEmail('dup') };
    const answers = await Promise.all([1, 2].map(() => t.call('POST', '/api/v2/payment/products/gift_month/purchase', body, buyer.token)));
    const later = await t.call('POST', '/api/v2/payment/products/gift_month/purchase', body, buyer.token);
    const ids = new Set<string>();
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(200);
      ids.add((await json(answer)).purchase.id as string);
    }
    expect(ids.size).toBe(1);
    const purchases = await t.core.db.select().from(schema.purchases).where(eq(schema.purchases.userId, buyer.id));
    expect(purchases).toHaveLength(1);
    const paymentsRows = await t.core.db.select().from(schema.payments).where(eq(schema.payments.userId, buyer.id));
    expect(paymentsRows).toHaveLength(1);
    expect(mailsTo(body.delivery_email, 'gift-delivered')).toHaveLength(1);
  });
});

describe('referrals', () => {
  it('a friend signs up with the link and pays: nothing before the window, 4 weeks once after it; a refunded payment voids', async () => {
    const referrer = await newUser();
    const state = await json(await t.call('GET', '/api/billing/referrals', undefined, referrer.token));
    expect(state).toMatchObject({ rewards_granted: 0, rewards_pending: 0, weeks_earned: 0 });
    expect(state.code).toMatch(/^[a-z0-9]{10}$/);
    expect(state.link).toBe(`${t.core.publicUrl}/r/${state.code}`);

    const friend = await newUser({ referral_code: state.code });
    const [friendRow] = await t.core.db.select().from(schema.users).where(eq(schema.users.id, friend.id));
    expect(friendRow!.referredByUserId).toBe(referrer.id);
    expect(friendRow!.referralCode).toMatch(/^[a-z0-9]{10}$/);
    await subscribeWithTestCard(t, friend.token, '4week');
    expect(await json(await t.call('GET', '/api/billing/referrals', undefined, referrer.token))).toMatchObject({ rewards_pending: 1, rewards_granted: 0 });

    clock += HOUR;
    await runBillingTick(t.core);
    expect((await subscriptionOf(referrer.token)).entitlements.subscribed).toBe(false);

    clock += HOUR + 60_000;
    await Promise.all([runBillingTick(t.core), runBillingTick(t.core)]);
    await runBillingTick(t.core);
    const granted = await subscriptionOf(referrer.token);
    expect(granted.entitlements.subscribed).toBe(true);
    expect(granted.subscription).toMatchObject({ gateway: 'grant', source: 'referral', renews: false });
    expect(new Date(granted.subscription.current_period_end).getTime()).toBe(clock + 4 * WEEK);
    expect(await json(await t.call('GET', '/api/billing/referrals', undefined, referrer.token))).toMatchObject({
      rewards_pending: 0,
      rewards_granted: 1,
      weeks_earned: 4,
    });
    expect(mailsTo(referrer.email, 'referral-reward')).toHaveLength(1);
    // Issue 31, item 5: the e-mail names the 4 weeks granted, not "a free month".
    const rewardMail = await renderEmail('referral-reward', 'en', mailsTo(referrer.email, 'referral-reward')[0]!.params);
    expect(rewardMail.subject).toBe('You earned 4 free weeks of Reelcraft');
    expect(rewardMail.text).toContain('so you get 4 free premium weeks');
    expect(rewardMail.text).not.toMatch(/month/i);

    // A second friend whose payment is refunded inside the window earns nothing.
    const refunded = await newUser({ referral_code: state.code });
    await subscribeWithTestCard(t, refunded.token, '4week');
    await t.core.db.update(schema.payments).set({ status: 'refunded' }).where(eq(schema.payments.userId, refunded.id));
    clock += 3 * HOUR;
    await runBillingTick(t.core);
    const [reward] = await t.core.db.select().from(schema.referralRewards).where(eq(schema.referralRewards.referredUserId, refunded.id));
    expect(reward!.status).toBe('void');
    const after = await subscriptionOf(referrer.token);
    expect(after.subscription.current_period_end).toBe(granted.subscription.current_period_end);
    expect(mailsTo(referrer.email, 'referral-reward')).toHaveLength(1);
  });

  it("an unknown code or one's own is ignored", async () => {
    const someone = await newUser({ referral_code: 'zzzzzzzzzz' });
    const [row] = await t.core.db.select().from(schema.users).where(eq(schema.users.id, someone.id));
    expect(row!.referredByUserId).toBeNull();
  });
});

describe('promo codes over HTTP', () => {
  it('check shows the discount without redeeming; refusals have their codes; apply discounts the running subscription', async () => {
    await createPromoCode(t.core.db, {
      code: 'HTTP20',
      percentOff: 20,
      amountOffCents: null,
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: 1,
      expiresAt: null,
    });
    // Expired since it was made (a code cannot be made expired).
    const gone = await createPromoCode(t.core.db, {
      code: 'GONE',
      percentOff: 20,
      amountOffCents: null,
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: null,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.core.db
      .update(schema.promoCodes)
      .set({ expiresAt: new Date(clock - 1000) })
      .where(eq(schema.promoCodes.id, gone.id));
    const user = await newUser();
    const checked = await t.call('POST', '/api/billing/promo-codes/check', { code: 'http20', plan_id: '12week' }, user.token);
    expect(checked.status).toBe(200);
    expect(await json(checked)).toEqual({
      code: 'HTTP20',
      percent_off: 20,
      amount_off_cents: null,
      duration: 'once',
      duration_periods: null,
      first_period_amount_cents: 2399,
    });
    const [row] = await t.core.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.code, 'HTTP20'));
    expect(row!.redemptionCount).toBe(0);

    const unknown = await t.call('POST', '/api/billing/promo-codes/check', { code: 'NOPE' }, user.token);
    expect([unknown.status, (await json(unknown)).error.code]).toEqual([404, 'PROMO_CODE_INVALID']);
    const expired = await t.call('POST', '/api/billing/promo-codes/check', { code: 'GONE' }, user.token);
    expect([expired.status, (await json(expired)).error.code]).toEqual([410, 'PROMO_CODE_EXPIRED']);
    expect((await t.call('POST', '/api/billing/promo-codes/check', { code: 'HTTP20' })).status).toBe(401);

    const none = await t.call('POST', '/api/billing/subscription/promo', { code: 'HTTP20' }, user.token);
    expect([none.status, (await json(none)).error.code]).toEqual([404, 'NO_SUBSCRIPTION']);
    await subscribeWithTestCard(t, user.token, '4week');
    const applied = await t.call('POST', '/api/billing/subscription/promo', { code: 'HTTP20' }, user.token);
    expect(applied.status).toBe(200);
    expect((await json(applied)).subscription.promo_code).toBe('HTTP20');
    const used = await t.call('POST', '/api/billing/promo-codes/check', { code: 'HTTP20' }, user.token);
    expect([used.status, (await json(used)).error.code]).toEqual([409, 'PROMO_CODE_ALREADY_USED']);
    const other = await newUser();
    const exhausted = await t.call('POST', '/api/billing/promo-codes/check', { code: 'HTTP20' }, other.token);
    expect([exhausted.status, (await json(exhausted)).error.code]).toEqual([409, 'PROMO_CODE_EXHAUSTED']);
  });

  it('checking codes is limited per user (20 per 15 minutes), so codes cannot be guessed by the thousand', async () => {
    const guesser = await newUser();
    for (let i = 0; i < 20; i++) {
      expect((await t.call('POST', '/api/billing/promo-codes/check', { code: `GUESS${i}` }, guesser.token)).status).toBe(404);
    }
    const limited = await t.call('POST', '/api/billing/promo-codes/check', { code: 'GUESS20' }, guesser.token);
    expect([limited.status, (await json(limited)).error.code]).toEqual([429, 'RATE_LIMITED']);
    // Someone else is not affected.
    expect((await t.call('POST', '/api/billing/promo-codes/check', { code: 'GUESS20' }, (await newUser()).token)).status).toBe(404);
  });
});

describe('archive and guidelines', () => {
  it('archived content is hidden from lists; the archive restore (only offered then) brings it back', async () => {
    const user = await newUser();
    await t.core.db.insert(schema.suggestions).values({
      userId: user.id,
      type: 'smart_script',
      status: 'ready',
      language: 'en',
      request: {},
      result: { title: 'Archived idea' },
    } as typeof schema.suggestions.$inferInsert);
    const listed = async () => (await json(await t.call('GET', '/api/suggestions?offset=0&limit=20', undefined, user.token))).items as Json[];
    const before = (await listed()).length;
    expect(before).toBeGreaterThan(0);
    const card = await saveCard(user.token);
    const nothing = await t.call('POST', '/api/v2/payment/products/archive_restore/purchase', { idempotency_key: key(), payment_method_id: card }, user.token);
    expect([nothing.status, (await json(nothing)).error.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);

    await archiveUserContent(t.core, user.id);
    expect(await listed()).toHaveLength(0);
    const bought = await t.call('POST', '/api/v2/payment/products/archive_restore/purchase', { idempotency_key: key(), payment_method_id: card }, user.token);
    expect(bought.status).toBe(200);
    expect((await json(bought)).purchase.status).toBe('paid');
    expect(await listed()).toHaveLength(before);
  });

  it('the guidelines PDF: 402 for non-subscribers, a PDF for subscribers; bought ones download by a signed link', async () => {
    const reader = await newUser();
    const refused = await t.call('GET', '/api/billing/guidelines?language=en', undefined, reader.token);
    expect([refused.status, (await json(refused)).error.code]).toEqual([402, 'PAYMENT_REQUIRED']);

    const card = await saveCard(reader.token);
    const bought = await json(
      await t.call('POST', '/api/v2/payment/products/guidelines_pdf/purchase', { idempotency_key: key(), payment_method_id: card }, reader.token),
    );
    expect(bought.purchase).toMatchObject({ status: 'paid', downloadable: true });
    const link = await t.call('POST', `/api/v2/payment/purchases/${bought.purchase.id}/download`, undefined, reader.token);
    expect(link.status).toBe(200);
    const { url, filename } = await json(link);
    expect(filename).toBe('reelcraft-reels-guidelines-en.pdf');
    const file = await t.call('GET', url as string);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = await newUser();
    expect((await t.call('POST', `/api/v2/payment/purchases/${bought.purchase.id}/download`, undefined, stranger.token)).status).toBe(404);

    const subscriber = await newUser();
    await subscribeWithTestCard(t, subscriber.token);
    const pdf = await t.call('GET', '/api/billing/guidelines?language=ru', undefined, subscriber.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    const again = await t.call('POST', '/api/v2/payment/products/guidelines_pdf/purchase', { idempotency_key: key() }, subscriber.token);
    expect([again.status, (await json(again)).error.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
  });
});
