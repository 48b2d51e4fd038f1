import { schema } from '@reelcraft/core/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, json, signUp, signUpAdmin, subscribeWithTestCard, type TestApp } from '../testing/index.ts';

/**
 * Issue 31 item 7: paywall2's money-back guarantee claimed in the product (30 days from the first paid charge), seen
 * and settled by an admin: refund (payment refunded, subscription ended now, e-mail) or decline with a note (e-mail).
 */

let t: TestApp;
const clock = Date.now();
let adminToken: string;
const DAY = 24 * 60 * 60 * 1000;
const mails: { to: string; template: string; language: string; params: Record<string, string> }[] = [];

beforeAll(async () => {
  // Everyone is shown paywall2, the paywall whose promise this is.
  t = await createTestApp({ BILLING: 'test', PAYWALL2_SHARE: '1', ADMIN_EMAILS: 'claims-boss@example.com' });
  t.core.now = () => new Date(clock);
  const send = t.core.queue.send.bind(t.core.queue);
  t.core.queue.send = (async (name: string, payload: unknown, options?: { startAfterSeconds?: number }) => {
    if (name === 'send-email') mails.push(payload as (typeof mails)[number]);
    return send(name as 'send-email', payload as never, options);
  }) as typeof t.core.queue.send;
  adminToken = (await signUpAdmin(t, 'claims-boss@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

type State = {
  eligible: boolean;
  reason: string | null;
  deadline: string | null;
  amount_cents: number | null;
  claim: { id: string; status: string; message: string | null; decision_note: string | null } | null;
};
type AdminClaim = { id: string; status: string; user: { email: string } | null; payment: { id: string; status: string; amount_cents: number } | null };

/** A paywall2 subscriber (1-week plan, paid with 4242) in `language`. */
async function paywall2Subscriber(language = 'en') {
  const user = await signUp(t, { language });
  const paywall = await json<{ variant: string }>(await t.call('GET', '/api/billing/paywall', undefined, user.token));
  expect(paywall.variant).toBe('paywall2');
  await subscribeWithTestCard(t, user.token, '1week');
  return user;
}

async function state(token: string): Promise<State> {
  const response = await t.call('GET', '/api/billing/money-back', undefined, token);
  expect(response.status).toBe(200);
  return json<State>(response);
}

async function claimFor(userId: string): Promise<AdminClaim> {
  const list = await json<{ items: AdminClaim[] }>(await t.call('GET', '/api/admin/claims?status=open', undefined, adminToken));
  const row = await t.core.db
    .select()
    .from(schema.moneyBackClaims)
    .where(and(eq(schema.moneyBackClaims.userId, userId), eq(schema.moneyBackClaims.status, 'open')));
  const claim = list.items.find((item) => item.id === row[0]?.id);
  expect(claim).toBeDefined();
  return claim as AdminClaim;
}

describe('money-back claims', () => {
  it('claim → admin list → refund: the payment refunded at the gateway, the subscription ended now, an e-mail; audited', async () => {
    const user = await paywall2Subscriber('ru');
    const before = await state(user.token);
    expect(before).toMatchObject({ eligible: true, reason: null, claim: null });
    expect(before.amount_cents).toBeGreaterThan(0);
    expect(new Date(before.deadline ?? 0).getTime()).toBe(clock + 30 * DAY);

    const made = await t.call('POST', '/api/billing/money-back', { message: '  No views after 3 weeks  ' }, user.token);
    expect(made.status).toBe(201);
    expect(await json<State>(made)).toMatchObject({ eligible: false, reason: null, claim: { status: 'open', message: 'No views after 3 weeks' } });
    // A second open claim: 409.
    const second = await t.call('POST', '/api/billing/money-back', {}, user.token);
    expect(second.status).toBe(409);
    expect(await errorCode(second)).toBe('MONEY_BACK_CLAIM_OPEN');

    const claim = await claimFor(user.id);
    expect(claim).toMatchObject({ status: 'open', user: { email: user.email }, payment: { status: 'succeeded', amount_cents: before.amount_cents } });

    const refunded = await t.call('POST', `/api/admin/claims/${claim.id}/refund`, undefined, adminToken);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(await json(refunded)).toMatchObject({ status: 'refunded', payment: { status: 'refunded' }, subscription: { status: 'canceled' } });

    const [payment] = await t.core.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, claim.payment?.id ?? ''));
    expect(payment?.status).toBe('refunded');
    const [remotePayment] = await t.core.db
      .select()
      .from(schema.testGatewayObjects)
      .where(eq(schema.testGatewayObjects.id, payment?.gatewayPaymentId ?? ''));
    expect(remotePayment?.data.refunded).toBe(true);
    const subscription = await json<{ subscription: { active: boolean; status: string } }>(
      await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token),
    );
    expect(subscription.subscription).toMatchObject({ active: false, status: 'canceled' });
    const me = await json<{ stripe_subscription: unknown }>(await t.call('GET', '/api/user', undefined, user.token));
    expect(me).toMatchObject({ stripe_subscription: null });

    // One e-mail about one refund: billing's refund e-mail, in the user's language, saying the subscription ended.
    const mail = mails.find((item) => item.to === user.email && item.template === 'refund');
    expect(mail).toMatchObject({ language: 'ru' });
    expect(mail?.params.amount).toMatch(/\d/);
    expect(mail?.params.access).toContain('подписка завершена');
    const audit = await t.core.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.action, 'claim.refund'));
    expect(audit.filter((row) => row.targetUserId === user.id)).toHaveLength(1);

    // The user sees the outcome; the same subscription cannot be claimed again; settling twice is refused.
    expect(await state(user.token)).toMatchObject({ eligible: false, reason: 'already_claimed', claim: { status: 'refunded' } });
    expect(await errorCode(await t.call('POST', `/api/admin/claims/${claim.id}/refund`, undefined, adminToken))).toBe('MONEY_BACK_CLAIM_SETTLED');
    expect(await errorCode(await t.call('POST', `/api/admin/claims/${claim.id}/decline`, { note: 'late' }, adminToken))).toBe('MONEY_BACK_CLAIM_SETTLED');
  });

  it('decline: the note reaches the user by e-mail and on the page; the subscription stays', async () => {
    const user = await paywall2Subscriber('es');
    expect((await t.call('POST', '/api/billing/money-back', {}, user.token)).status).toBe(201);
    const claim = await claimFor(user.id);
    for (const bad of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(1001) }]) {
      expect((await t.call('POST', `/api/admin/claims/${claim.id}/decline`, bad, adminToken)).status, JSON.stringify(bad)).toBe(400);
    }
    const declined = await t.call('POST', `/api/admin/claims/${claim.id}/decline`, { note: 'You generated 40 reels and posted them' }, adminToken);
    expect(declined.status).toBe(200);
    expect(await json(declined)).toMatchObject({ status: 'declined', payment: { status: 'succeeded' } });
    expect(mails.find((item) => item.to === user.email && item.template === 'money-back-declined')).toMatchObject({
      language: 'es',
      params: { note: 'You generated 40 reels and posted them' },
    });
    expect(await state(user.token)).toMatchObject({ claim: { status: 'declined', decision_note: 'You generated 40 reels and posted them' } });
    const subscription = await json<{ subscription: { active: boolean; renews: boolean } }>(
      await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token),
    );
    expect(subscription.subscription).toMatchObject({ active: true, renews: true });
  });

  it('the anonymous get 401, non-admins 403 on the admin API, an unknown claim 404, bad input 400, an admin viewing as the user 403', async () => {
    const user = await paywall2Subscriber();
    // An admin viewing the product as the user may see the guarantee, not claim it (nor cancel).
    const linked = await json<{ url: string }>(await t.call('POST', `/api/admin/users/${user.id}/impersonation`, undefined, adminToken));
    const linkToken = new URL(linked.url, 'http://x').searchParams.get('token') ?? '';
    const viewing = await json<{ access_token: string }>(await t.call('POST', '/api/impersonation/exchange', { token: linkToken }));
    expect((await t.call('GET', '/api/billing/money-back', undefined, viewing.access_token)).status).toBe(200);
    const refusedClaim = await t.call('POST', '/api/billing/money-back', {}, viewing.access_token);
    expect(refusedClaim.status).toBe(403);
    expect(await errorCode(refusedClaim)).toBe('IMPERSONATION_FORBIDDEN');
    const { survey_id } = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, user.token));
    expect(await errorCode(await t.call('POST', `/api/billing/cancel-flow/${survey_id}/cancel-now`, { step: 'reels' }, viewing.access_token))).toBe(
      'IMPERSONATION_FORBIDDEN',
    );

    expect((await t.call('GET', '/api/billing/money-back')).status).toBe(401);
    expect((await t.call('POST', '/api/billing/money-back', {})).status).toBe(401);
    expect((await t.call('POST', '/api/billing/money-back', { message: 'x'.repeat(1001) }, user.token)).status).toBe(400);
    expect((await t.call('POST', '/api/billing/money-back', { amount: 1 }, user.token)).status).toBe(400);
    expect((await t.call('POST', '/api/billing/money-back', {}, user.token)).status).toBe(201);
    const claim = await claimFor(user.id);
    expect((await t.call('GET', '/api/admin/claims')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/claims', undefined],
      ['POST', `/api/admin/claims/${claim.id}/refund`, undefined],
      ['POST', `/api/admin/claims/${claim.id}/decline`, { note: 'no' }],
    ] as const) {
      const response = await t.call(method, path, body, user.token);
      expect(response.status, path).toBe(403);
      expect(await errorCode(response)).toBe('ADMIN_ONLY');
    }
    expect((await t.call('POST', '/api/admin/claims/00000000-0000-4000-8000-000000000000/refund', undefined, adminToken)).status).toBe(404);
    expect((await t.call('POST', '/api/admin/claims/not-a-claim/decline', { note: 'no' }, adminToken)).status).toBe(404);
    expect((await t.call('GET', '/api/admin/claims?status=lost', undefined, adminToken)).status).toBe(400);
    // Still open: nobody but an admin settled anything.
    expect((await state(user.token)).claim?.status).toBe('open');
  });

  it('ineligible: a stable code and the reason — no subscription, not paywall2, after 30 days', async () => {
    const nobody = await signUp(t);
    expect(await state(nobody.token)).toMatchObject({ eligible: false, reason: 'no_subscription' });
    const refused = await t.call('POST', '/api/billing/money-back', {}, nobody.token);
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ error: { code: 'MONEY_BACK_NOT_ELIGIBLE', details: { reason: 'no_subscription' } } });

    const oldPaywall = await signUp(t);
    await t.core.db.update(schema.users).set({ paywallVariant: 'paywall' }).where(eq(schema.users.id, oldPaywall.id));
    await subscribeWithTestCard(t, oldPaywall.token, '4week');
    expect(await state(oldPaywall.token)).toMatchObject({ eligible: false, reason: 'not_paywall2' });
    expect(await json(await t.call('POST', '/api/billing/money-back', {}, oldPaywall.token))).toMatchObject({ error: { details: { reason: 'not_paywall2' } } });

    // Its first charge 30 days and a minute ago (moving the clock instead would expire the session).
    const late = await paywall2Subscriber();
    await t.core.db
      .update(schema.payments)
      .set({ createdAt: new Date(clock - 30 * DAY - 60_000) })
      .where(eq(schema.payments.userId, late.id));
    expect(await state(late.token)).toMatchObject({ eligible: false, reason: 'window_passed' });
    const tooLate = await t.call('POST', '/api/billing/money-back', {}, late.token);
    expect(await json(tooLate)).toMatchObject({ error: { code: 'MONEY_BACK_NOT_ELIGIBLE', details: { reason: 'window_passed' } } });
  });
});
