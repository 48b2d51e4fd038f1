import { FUNNELS } from '@reelcraft/contract';
import { startFakePostHog, type FakePostHog } from '@reelcraft/fakes';
import { flushPostHog, runBillingTick, shutdownPostHog } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, signUpAdmin, subscribeWithTestCard, type Json, type TestApp } from '../testing/index.ts';

/**
 * Issue 13 item 4 through the real API: server events recorded where the server knows the truth (sign-up, payments,
 * subscriptions), the funnel report (visitors per step from step views, answers, drop-off, language and paywall
 * filters, signed-up and paid per paywall), the revenue report from subscriptions made with the test gateway, and
 * every event forwarded to a (fake) PostHog — without e-mail addresses, and without failing anything when PostHog errs.
 */

let t: TestApp;
let posthog: FakePostHog;
let adminToken: string;
let clock = Date.now();
const DAY = 24 * 60 * 60 * 1000;
const T0 = clock;
const day = (at: number): string => new Date(at).toISOString().slice(0, 10);

async function events(type: string) {
  return t.core.db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.type, type));
}

function stepView(session: string, step: string, language: string, funnelSession?: string) {
  return {
    type: 'funnel_step_view',
    path: `/${language}/v3/onboarding/${step}`,
    session_id: session,
    occurred_at: new Date(clock).toISOString(),
    props: { funnel: 'v3', step, language, ...(funnelSession ? { session: funnelSession } : {}) },
  };
}

async function track(batch: unknown[], token?: string): Promise<void> {
  const response = await t.call('POST', '/api/analytics/events', { events: batch }, token);
  expect(response.status).toBe(202);
}

beforeAll(async () => {
  posthog = await startFakePostHog();
  t = await createTestApp({
    ADMIN_EMAILS: 'reports-admin@example.com',
    BILLING: 'test',
    PAYWALL2_SHARE: '1',
    POSTHOG_KEY: 'phc_test_key',
    POSTHOG_HOST: posthog.url,
  });
  t.core.now = () => new Date(clock);
  adminToken = (await signUpAdmin(t, 'reports-admin@example.com')).token;
}, 60_000);
afterAll(async () => {
  if (t) await shutdownPostHog(t.core, 2_000);
  await t?.close();
  await posthog?.close();
});

let funnelUser: { token: string; id: string };

describe('funnel report', () => {
  it('counts visitors per step (a visitor whose first view came before the funnel session is one visitor), answers, drop-off; filters by language and paywall', async () => {
    // Visitor A (en): sees the first question, answers it (the session starts), sees and answers the second.
    await track([stepView('browser-a', 'gender', 'en')]);
    const started = await t.call('POST', '/api/funnels/v3/sessions', { language: 'en' }, undefined, { 'x-forwarded-for': '198.51.100.7' });
    expect(started.status).toBe(201);
    const fa = (await json(started)).id as string;
    expect(
      (await t.call('PUT', `/api/funnels/sessions/${fa}/steps/gender`, { answer: 'female' }, undefined, { 'x-forwarded-for': '198.51.100.7' })).status,
    ).toBe(200);
    await track([stepView('browser-a', 'age', 'en', fa), stepView('browser-a', 'age', 'en', fa)]);
    expect((await t.call('PUT', `/api/funnels/sessions/${fa}/steps/age`, { answer: '25_34' }, undefined, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(
      200,
    );
    // Visitor B (ru): sees the first question only, twice (a reload).
    await track([stepView('browser-b', 'gender', 'ru'), stepView('browser-b', 'gender', 'ru')]);
    // Another funnel's views are not counted.
    await track([{ ...stepView('browser-c', 'gender', 'en'), props: { funnel: 'v2', step: 'nickname', language: 'en' } }]);

    // A signs up from the funnel (e-mail only), is shown the new paywall (PAYWALL2_SHARE=1 draws it) and pays.
    const created = await json(await t.call('POST', '/api/users/web/email-login', { email: 'funnel-a@example.com', language: 'en', funnel_session_id: fa }));
    expect(created.status).toBe('created');
    const token = created.access_token as string;
    funnelUser = { token, id: (await json(await t.call('GET', '/api/user', undefined, token))).id as string };
    expect((await t.call('GET', '/api/billing/paywall', undefined, token)).status).toBe(200);
    await subscribeWithTestCard(t, token, '1week');

    const report = await json(await t.call('GET', `/api/admin/reports/funnel?funnel=v3&from=${day(T0 - DAY)}&to=${day(T0 + DAY)}`, undefined, adminToken));
    expect(report).toMatchObject({ funnel: 'v3', from: day(T0 - DAY), to: day(T0 + DAY), language: null, paywall: null });
    expect(report.steps.map((step: Json) => step.slug).slice(0, 3)).toEqual(['gender', 'age', 'occupation']);
    expect(report.steps[0]).toEqual({ slug: 'gender', visitors: 2, answered: 1, drop_off: 0.5 });
    expect(report.steps[1]).toEqual({ slug: 'age', visitors: 1, answered: 1, drop_off: 1 });
    expect(report.steps[2]).toEqual({ slug: 'occupation', visitors: 0, answered: 0, drop_off: 0 });
    expect(report.steps.map((step: Json) => step.slug)).toEqual(FUNNELS.v3.steps.map((step) => step.slug));
    expect(report.by_language).toEqual([
      { language: 'en', started: 1, finished: 0 },
      { language: 'ru', started: 1, finished: 0 },
    ]);
    expect(report.by_paywall).toEqual([
      { paywall: 'paywall', signed_up: 0, paid: 0 },
      { paywall: 'paywall2', signed_up: 1, paid: 1 },
    ]);

    const russian = await json(
      await t.call('GET', `/api/admin/reports/funnel?funnel=v3&language=ru&from=${day(T0 - DAY)}&to=${day(T0 + DAY)}`, undefined, adminToken),
    );
    expect(russian.steps.slice(0, 2)).toEqual([
      { slug: 'gender', visitors: 1, answered: 0, drop_off: 1 },
      { slug: 'age', visitors: 0, answered: 0, drop_off: 0 },
    ]);
    expect(russian.by_paywall).toEqual([
      { paywall: 'paywall', signed_up: 0, paid: 0 },
      { paywall: 'paywall2', signed_up: 0, paid: 0 },
    ]);

    const newPaywall = await json(
      await t.call('GET', `/api/admin/reports/funnel?funnel=v3&paywall=paywall2&from=${day(T0 - DAY)}&to=${day(T0 + DAY)}`, undefined, adminToken),
    );
    expect(newPaywall.steps.slice(0, 2)).toEqual([
      { slug: 'gender', visitors: 1, answered: 1, drop_off: 0 },
      { slug: 'age', visitors: 1, answered: 1, drop_off: 1 },
    ]);
    expect(newPaywall.by_paywall).toEqual([{ paywall: 'paywall2', signed_up: 1, paid: 1 }]);

    const oldPaywall = await json(await t.call('GET', `/api/admin/reports/funnel?funnel=v3&paywall=paywall`, undefined, adminToken));
    expect(oldPaywall.steps[0]).toMatchObject({ visitors: 0 });
  });

  it('refuses a bad range with 400, and defaults to the last 30 days', async () => {
    const reversed = await t.call('GET', `/api/admin/reports/funnel?funnel=v3&from=2026-05-02&to=2026-05-01`, undefined, adminToken);
    expect(reversed.status).toBe(400);
    expect((await json(reversed)).error.code).toBe('VALIDATION_FAILED');
    const tooLong = await t.call('GET', `/api/admin/reports/revenue?from=2024-01-01&to=2026-01-01`, undefined, adminToken);
    expect(tooLong.status).toBe(400);
    expect((await t.call('GET', `/api/admin/reports/funnel?funnel=v9`, undefined, adminToken)).status).toBe(400);
    const standard = await json(await t.call('GET', '/api/admin/reports/revenue', undefined, adminToken));
    expect(standard.to).toBe(day(clock));
    expect(Date.parse(standard.to) - Date.parse(standard.from)).toBe(29 * DAY);
  });
});

describe('server events', () => {
  it('records sign-ups (method, language, funnel) and payments with ids and amounts only', async () => {
    const signUps = await events('sign_up');
    expect(signUps.find((row) => row.userId === funnelUser.id)).toMatchObject({
      sessionId: 'server',
      props: { method: 'funnel', language: 'en', funnel: 'v3' },
    });
    expect(signUps.filter((row) => (row.props as Json).method === 'password')).toHaveLength(1);
    const paid = (await events('payment_succeeded')).filter((row) => row.userId === funnelUser.id);
    expect(paid).toEqual([
      expect.objectContaining({ props: expect.objectContaining({ plan: '1week', amount_cents: 699, currency: 'usd', reason: 'subscription_create' }) }),
    ]);
    const started = (await events('subscription_started')).filter((row) => row.userId === funnelUser.id);
    expect(started).toHaveLength(1);
    const answers = await events('funnel_answer');
    expect(answers.map((row) => (row.props as Json).step).sort()).toEqual(['age', 'gender']);
  });
});

describe('revenue report', () => {
  it('new subscriptions, trials started and converted, churn, MRR, revenue and refunds, per ISO week', async () => {
    const weekly = await signUp(t, { email: 'weekly@example.com' });
    await subscribeWithTestCard(t, weekly.token, '1week');
    const cancelled = await t.call('POST', '/api/v2/payment/subscriptions/cancel', {}, weekly.token);
    expect(cancelled.status).toBe(200);
    const trial = await signUp(t, { email: 'trial@example.com' });
    await subscribeWithTestCard(t, trial.token, 'trial');
    // Issue 31, item 13: declined checkouts are not subscriptions. One person's card is declined twice (the second
    // attempt replaces and ends the first), and never pays.
    const declined = await signUp(t, { email: 'declined@example.com' });
    for (const key of ['declined-1', 'declined-2']) {
      const created = await t.call('POST', '/api/v2/payment/subscriptions', { idempotency_key: key, plan_id: '4week' }, declined.token);
      expect(created.status).toBe(200);
      const card = { number: '4000000000000002', exp_month: 12, exp_year: 2035, cvc: '123' };
      const paid = await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: (await json(created)).client_secret, card }, declined.token);
      expect((await json(paid)).status).not.toBe('succeeded');
    }
    const attempts = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, declined.id));
    expect(attempts.map((row) => row.status).sort()).toEqual(['canceled', 'incomplete']);
    const sameDay = await json(await t.call('GET', `/api/admin/reports/revenue?from=${day(T0 - DAY)}&to=${day(clock)}`, undefined, adminToken));
    // The funnel user's week, the weekly one and the trial; not the declined attempts.
    expect(sameDay).toMatchObject({ new_subscriptions: 3, churned: 0 });

    // A week later: the funnel user renews ($6.99), the cancelled week ends, the trial converts to 4 weeks ($19.99).
    clock += 7 * DAY + 60_000;
    await runBillingTick(t.core);
    await eventually(async () => {
      const rows = await t.core.db.select().from(schema.subscriptions);
      const byUser = (id: string) => rows.find((row) => row.userId === id);
      return byUser(weekly.id)?.status === 'canceled' && byUser(trial.id)?.planId === '4week' && (await events('payment_succeeded')).length === 5
        ? true
        : undefined;
    });
    expect((await events('subscription_canceled')).filter((row) => row.userId === weekly.id)).toHaveLength(1);
    expect((await events('subscription_ended')).filter((row) => row.userId === weekly.id)).toHaveLength(1);

    // One payment refunded (as the admin refund marks it), to see refunds counted.
    const [refunded] = await t.core.db.select().from(schema.payments).where(eq(schema.payments.userId, weekly.id));
    await t.core.db.update(schema.payments).set({ status: 'refunded' }).where(eq(schema.payments.id, refunded!.id));

    const from = day(T0 - DAY);
    const to = day(clock);
    const report = await json(await t.call('GET', `/api/admin/reports/revenue?from=${from}&to=${to}`, undefined, adminToken));
    expect(report).toMatchObject({
      from,
      to,
      currency: 'usd',
      new_subscriptions: 3,
      trials_started: 1,
      trials_converted: 1,
      churned: 1,
      churn_rate: 0,
      // 699 + 699 (refunded) + 99 at the start, 699 + 1999 at the renewals.
      revenue_cents: 4195,
      refunds_cents: 699,
      // The funnel user's week (699 × 52/12) and the converted trial's 4 weeks (1999 × 13/12): 3029 + 2165.58.
      mrr_cents: 5195,
    });
    expect(report.weeks.length).toBeGreaterThanOrEqual(2);
    expect(report.weeks[0].week_start <= from).toBe(true);
    expect(new Date(`${report.weeks[0].week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(report.weeks.reduce((sum: number, week: Json) => sum + week.revenue_cents, 0)).toBe(4195);
    expect(report.weeks.reduce((sum: number, week: Json) => sum + week.new_subscriptions, 0)).toBe(3);

    // From the day after they started: three were live at the start, one ended → churn 1/3.
    const later = await json(await t.call('GET', `/api/admin/reports/revenue?from=${day(T0 + DAY)}&to=${to}`, undefined, adminToken));
    expect(later).toMatchObject({ new_subscriptions: 0, churned: 1, churn_rate: 0.3333, trials_started: 0 });
  });
});

describe('PostHog forwarding', () => {
  it('sends browser and server events (distinct id: the user, else the session) without e-mail addresses', async () => {
    await track([{ type: 'page_view', path: '/pricing?email=someone@example.com', session_id: 'browser-z', occurred_at: new Date(clock).toISOString() }]);
    await flushPostHog(t.core);
    const received = await posthog.waitForEvents(1);
    expect(posthog.requests.every((request) => request.api_key === 'phc_test_key')).toBe(true);
    const signUp = received.find((event) => event.event === 'sign_up' && event.distinct_id === funnelUser.id);
    expect(signUp?.properties).toMatchObject({ method: 'funnel', funnel: 'v3', session_id: 'server' });
    const view = received.find((event) => event.event === 'page_view' && event.distinct_id === 'browser-z');
    expect(view?.properties).toMatchObject({ $pathname: '/pricing', $process_person_profile: false });
    expect(received.some((event) => event.event === 'payment_succeeded')).toBe(true);
    expect(received.some((event) => event.event === 'funnel_step_view')).toBe(true);
    for (const request of posthog.requests) expect(request.raw).not.toContain('@example.com');
  });

  it('a failing PostHog (500) never fails the request', async () => {
    posthog.respondWith('500');
    await track([{ type: 'page_view', path: '/', session_id: 'browser-y', occurred_at: new Date(clock).toISOString() }]);
    await flushPostHog(t.core);
    expect(posthog.refused).toBeGreaterThan(0);
    expect((await events('page_view')).some((row) => row.sessionId === 'browser-y')).toBe(true);
    posthog.respondWith('ok');
  }, 30_000);
});
