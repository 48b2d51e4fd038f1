import { runBillingTick, syncSubscription } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, signUpAdmin, subscribeWithTestCard, uniqueEmail, type Json, type TestApp } from '../testing/index.ts';

/**
 * Issue 31, items 4 and 6 through the real API and the test gateway: a receipt is its own document (data, PDF) for
 * its owner only, with the seller from configuration, the billing period and the renewal terms, which the receipt
 * e-mail restates; a refund from the console ends the subscription or keeps it renewing as the admin chose, e-mails
 * the customer in their language, and gives the payment a refund document.
 */

let t: TestApp;
let clock = Date.now();
let adminToken: string;
const mails: { to: string; template: string; language: string; params: Record<string, string> }[] = [];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({
    BILLING: 'test',
    ADMIN_EMAILS: 'refund-boss@example.com',
    SELLER_NAME: 'Reelcraft Test Seller LLC',
    SELLER_ADDRESS: '1 Receipt Road, Springfield',
    SELLER_TAX_ID: 'US-99-1234567',
  });
  t.core.now = () => new Date(clock);
  const send = t.core.queue.send.bind(t.core.queue);
  t.core.queue.send = (async (name: string, payload: unknown, options?: { startAfterSeconds?: number }) => {
    if (name === 'send-email') mails.push(payload as (typeof mails)[number]);
    return send(name as 'send-email', payload as never, options);
  }) as typeof t.core.queue.send;
  adminToken = (await signUpAdmin(t, 'refund-boss@example.com')).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function mailsTo(email: string, template: string) {
  return mails.filter((mail) => mail.to === email && mail.template === template);
}

async function paymentsOf(userId: string) {
  return t.core.db.select().from(schema.payments).where(eq(schema.payments.userId, userId));
}

async function subscribed(language: string, planId: string) {
  const user = await signUp(t, { email: uniqueEmail('payer'), language });
  const state = await subscribeWithTestCard(t, user.token, planId);
  const payment = await eventually(async () => (await paymentsOf(user.id)).find((row) => row.status === 'succeeded'));
  return { ...user, subscriptionId: state.subscription.id as string, payment };
}

async function gatewaySubscriptionStatus(subscriptionId: string): Promise<unknown> {
  const [row] = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, subscriptionId));
  const [object] = await t.core.db
    .select()
    .from(schema.testGatewayObjects)
    .where(eq(schema.testGatewayObjects.id, row?.gatewaySubscriptionId ?? ''));
  return object?.data.status;
}

describe('receipts (item 4)', () => {
  it("answers the receipt with seller, period and renewal terms; the trial's receipt e-mail restates them", async () => {
    const user = await subscribed('en', 'trial');
    const response = await t.call('GET', `/api/v2/payment/receipts/${user.payment.id}`, undefined, user.token);
    expect(response.status).toBe(200);
    const receipt = await json(response);
    expect(receipt).toMatchObject({
      payment_id: user.payment.id,
      receipt_number: user.payment.receiptNumber,
      status: 'succeeded',
      seller: { name: 'Reelcraft Test Seller LLC', address: '1 Receipt Road, Springfield', tax_id: 'US-99-1234567', tax_note: null },
      buyer: { email: user.email },
      amount_cents: 99,
      tax_cents: 0,
      card_brand: 'visa',
      card_last4: '4242',
      period_start: user.payment.periodStart?.toISOString(),
      period_end: user.payment.periodEnd?.toISOString(),
      // The trial week renews into the 4-week plan at $19.99 from the end of the week paid.
      renewal: { amount_cents: 1999, currency: 'usd', period_weeks: 4, from: user.payment.periodEnd?.toISOString() },
      refund: null,
    });

    const [mail] = mailsTo(user.email, 'receipt');
    const end = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(user.payment.periodEnd ?? undefined);
    expect(mail?.params.renewal).toBe(`Then $19.99 every 4 weeks from ${end} until you cancel.`);
    expect(mail?.params.period).toContain(end);
  });

  it('downloads the receipt as a one-page PDF named after its number; 404 for someone else, 401 anonymous', async () => {
    const user = await subscribed('ru', '1week');
    const pdf = await t.call('GET', `/api/v2/payment/receipts/${user.payment.id}/pdf`, undefined, user.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`attachment; filename="reelcraft-receipt-${user.payment.receiptNumber}.pdf"`);
    const body = Buffer.from(await pdf.arrayBuffer());
    expect(body.subarray(0, 7).toString()).toBe('%PDF-1.');
    expect(body.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const other = await signUp(t, { email: uniqueEmail('other') });
    for (const path of ['', '/pdf', '/refund.pdf']) {
      const url = `/api/v2/payment/receipts/${user.payment.id}${path}`;
      expect((await t.call('GET', url, undefined, other.token)).status, `someone else: ${url}`).toBe(404);
      expect((await t.call('GET', url)).status, `anonymous: ${url}`).toBe(401);
    }
    // Not refunded: no refund document. Not a uuid: 404 too, never 500.
    expect((await t.call('GET', `/api/v2/payment/receipts/${user.payment.id}/refund.pdf`, undefined, user.token)).status).toBe(404);
    expect((await t.call('GET', '/api/v2/payment/receipts/%00x/pdf', undefined, user.token)).status).toBe(404);
    expect((await t.call('GET', `/api/v2/payment/receipts/${user.payment.id}?language=xx`, undefined, user.token)).status).toBe(400);
  });

  it('rate limits receipt documents per user (429 RATE_LIMITED)', async () => {
    const user = await signUp(t, { email: uniqueEmail('curious') });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await t.call('GET', '/api/v2/payment/receipts/00000000-0000-4000-8000-000000000001', undefined, user.token)).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('refunds from the console (item 6)', () => {
  async function refund(paymentId: string, body: Json) {
    return t.call('POST', `/api/admin/payments/${paymentId}/refund`, body, adminToken);
  }

  it('a refunded gift nobody has redeemed stops working: its link answers as an unknown code', async () => {
    const buyer = await subscribed('en', '4week');
    const friend = uniqueEmail('gift-friend');
    // Paid with the card the checkout saved.
    const [card] = (await json(await t.call('GET', '/api/v2/payment/payment-methods', undefined, buyer.token))).items as Json[];
    const bought = await t.call(
      'POST',
      '/api/v2/payment/products/gift_month/purchase',
      { idempotency_key: `gift-${Date.now()}`, payment_method_id: card?.id, delivery_email: friend },
      buyer.token,
    );
    expect(bought.status, await bought.clone().text()).toBe(200);
    const link = (await eventually(async () => mailsTo(friend, 'gift-delivered')[0]))?.params.link ?? '';
    const code = new URL(link).pathname.split('/').pop() ?? '';
    expect((await t.call('GET', `/api/billing/gifts/${code}`)).status).toBe(200);

    const giftPayment = await eventually(async () => (await paymentsOf(buyer.id)).find((row) => row.reason === 'product' && row.status === 'succeeded'));
    expect((await refund(giftPayment.id, { end_subscription: false, reason: 'bought by mistake' })).status).toBe(200);
    expect((await t.call('GET', `/api/billing/gifts/${code}`)).status).toBe(404);
    const taker = await signUp(t, { email: uniqueEmail('gift-taker') });
    expect((await t.call('POST', '/api/billing/gifts/redeem', { code }, taker.token)).status).toBe(404);
  });

  it('needs an explicit choice about the subscription (400 without end_subscription)', async () => {
    const user = await subscribed('en', '1week');
    const response = await refund(user.payment.id, { reason: 'asked' });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe('VALIDATION_FAILED');
    expect((await paymentsOf(user.id)).find((row) => row.id === user.payment.id)?.status).toBe('succeeded');
  });

  it('a subscription ended at the gateway with its last invoice paid is not "lapsed", even when synced before our own write', async () => {
    const user = await subscribed('en', '1week');
    const [local] = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, user.subscriptionId));
    // What a refund that ends the subscription does first; its own events can be synced before it writes the end.
    await t.core.payments!.cancelNow(local!.gatewaySubscriptionId!);
    await syncSubscription(t.core, 'test', local!.gatewaySubscriptionId!);
    expect(await gatewaySubscriptionStatus(user.subscriptionId)).toBe('canceled');
    expect(mailsTo(user.email, 'subscription-lapsed')).toHaveLength(0);
  });

  it('end_subscription=true: ends it at the gateway now, no renewal charge later, a Russian e-mail, a refund document', async () => {
    const user = await subscribed('ru', '1week');
    const response = await refund(user.payment.id, { end_subscription: true, reason: 'money-back' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({ id: user.payment.id, status: 'refunded', refundable: false });

    expect(await gatewaySubscriptionStatus(user.subscriptionId)).toBe('canceled');
    const [row] = await paymentsOf(user.id);
    expect(row?.refundNumber).toMatch(/^RF-\d{4}-\d{6}$/);
    expect(row?.refundedAt?.getTime()).toBe(clock);
    const detail = await json(await t.call('GET', `/api/admin/users/${user.id}`, undefined, adminToken));
    expect(detail.payments[0]).toMatchObject({ id: user.payment.id, status: 'refunded', refund_number: row?.refundNumber });

    // The week runs out and the clock moves on: nothing is charged again.
    clock += 8 * DAY;
    await runBillingTick(t.core);
    await runBillingTick(t.core);
    expect((await paymentsOf(user.id)).map((payment) => payment.status)).toEqual(['refunded']);
    const state = await json(await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token));
    expect(state.entitlements.subscribed).toBe(false);

    const [mail] = mailsTo(user.email, 'refund');
    expect(mail).toMatchObject({ language: 'ru', params: { refund_number: row?.refundNumber, receipt_number: row?.receiptNumber, card: 'Visa •••• 4242' } });
    expect(mail?.params.amount).toContain('6,99');
    expect(mail?.params.access).toBe('Ваша подписка завершена сейчас: она не продлится, и больше списаний не будет.');
    // The refund says it all: no "your subscription has lapsed" e-mail besides.
    expect(mailsTo(user.email, 'subscription-lapsed')).toHaveLength(0);

    // The history row names the refund document, and the document downloads.
    const history = await json(await t.call('GET', '/api/v2/payment/subscriptions/history', undefined, user.token));
    expect(history.items[0]).toMatchObject({
      id: user.payment.id,
      status: 'refunded',
      refund_number: row?.refundNumber,
      refunded_at: row?.refundedAt?.toISOString(),
    });
    const receipt = await json(await t.call('GET', `/api/v2/payment/receipts/${user.payment.id}`, undefined, user.token));
    expect(receipt).toMatchObject({ status: 'refunded', renewal: null, refund: { refund_number: row?.refundNumber, amount_cents: 699 } });
    const document = await t.call('GET', `/api/v2/payment/receipts/${user.payment.id}/refund.pdf`, undefined, user.token);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('content-disposition')).toContain(`reelcraft-refund-${row?.refundNumber}.pdf`);

    const [audit] = await t.core.db
      .select()
      .from(schema.adminAuditLog)
      .where(and(eq(schema.adminAuditLog.action, 'payment.refund'), eq(schema.adminAuditLog.targetUserId, user.id)));
    expect(audit?.details).toMatchObject({ end_subscription: true, subscription_ended: true, refund_number: row?.refundNumber, reason: 'money-back' });
  }, 60_000);

  it('end_subscription=false: the subscription keeps renewing and the e-mail says when', async () => {
    const user = await subscribed('es', '1week');
    const response = await refund(user.payment.id, { end_subscription: false });
    expect(response.status).toBe(200);
    expect(await gatewaySubscriptionStatus(user.subscriptionId)).toBe('active');
    const [mail] = mailsTo(user.email, 'refund');
    expect(mail?.language).toBe('es');
    expect(mail?.params.access).toMatch(/^Tu suscripción sigue igual: se renueva el /);

    clock += 7 * DAY + 60_000;
    await runBillingTick(t.core);
    const renewal = await eventually(async () => (await paymentsOf(user.id)).find((row) => row.reason === 'subscription_cycle' && row.status === 'succeeded'));
    expect(renewal.amountCents).toBe(699);
    expect((await paymentsOf(user.id)).find((row) => row.id === user.payment.id)?.status).toBe('refunded');
  }, 60_000);

  it('numbers refunds in sequence, and a second refund of the same payment is 409', async () => {
    const first = await subscribed('en', '1week');
    const second = await subscribed('pt', '1week');
    expect((await refund(first.payment.id, { end_subscription: true })).status).toBe(200);
    expect((await refund(second.payment.id, { end_subscription: true })).status).toBe(200);
    const [a] = await paymentsOf(first.id);
    const [b] = await paymentsOf(second.id);
    const sequence = (number: string | null | undefined) => Number(number?.slice(-6));
    expect(sequence(b?.refundNumber)).toBe(sequence(a?.refundNumber) + 1);
    const again = await refund(first.payment.id, { end_subscription: true });
    expect(again.status).toBe(409);
    expect(mailsTo(first.email, 'refund')).toHaveLength(1);
  }, 60_000);
});
