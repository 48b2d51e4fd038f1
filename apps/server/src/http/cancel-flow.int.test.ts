import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, json, signUp, type TestApp } from '../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test', DAILY_GENERATION_LIMIT: '1' });
});
afterAll(async () => {
  await t.close();
});

const { users } = schema;
const WEEK = 7 * 24 * 3600 * 1000;

// Subscriptions are admin grants (no gateway): the flow's rules do not depend on where access came from.

describe('cancel flow API', () => {
  it('needs a signed-in user, and a subscription', async () => {
    expect((await t.call('GET', '/api/billing/cancel-flow')).status).toBe(401);
    const { token } = await signUp(t);
    const response = await t.call('GET', '/api/billing/cancel-flow', undefined, token);
    expect(response.status).toBe(404);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('NO_SUBSCRIPTION');
    expect((await t.call('POST', '/api/billing/cancel-flow', undefined, token)).status).toBe(404);
  });

  it('shows the facts, stores answers step by step, keeps surveys private and refuses bad input', async () => {
    const owner = await signUp(t);
    await grantSubscription(t, owner.id);
    const facts = await json<Record<string, unknown>>(await t.call('GET', '/api/billing/cancel-flow', undefined, owner.token));
    expect(facts).toMatchObject({
      plan_id: '4week',
      reels_generated: 0,
      retention_offer: { available: true, generations: 20 },
      benefits: { max_profiles: 5, avatar_videos: true },
      archive_restore: { amount_cents: 1999, currency: 'usd' },
      open_survey: null,
    });
    expect((facts.growth_plan as unknown[]).length).toBe(4);

    const started = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, owner.token));
    // Starting again (a reload, a second tab) continues the same walk.
    expect((await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, owner.token))).survey_id).toBe(started.survey_id);
    const path = `/api/billing/cancel-flow/${started.survey_id}`;

    const steps = [
      { reels_generated: 'few', last_step: 'reels' },
      { posts_this_week: '1_2', last_step: 'posts' },
      { reason: 'other', reason_other: '  I make reels by hand now  ', last_step: 'reason' },
      { comment: 'A calendar view would help', last_step: 'comment' },
      { answers: { ease_of_use: '4', recommend: '2' }, last_step: 'survey' },
      { answers: { value_for_money: '1' } },
    ];
    let survey: Record<string, unknown> = {};
    for (const step of steps) {
      const response = await t.call('PATCH', path, step, owner.token);
      expect(response.status, JSON.stringify(step)).toBe(200);
      survey = await json(response);
    }
    expect(survey).toMatchObject({
      reels_generated: 'few',
      posts_this_week: '1_2',
      reason: 'other',
      reason_other: 'I make reels by hand now',
      comment: 'A calendar view would help',
      answers: { ease_of_use: '4', recommend: '2', value_for_money: '1' },
      last_step: 'survey',
      outcome: null,
    });
    const reloaded = await json<{ open_survey: { id: string; reason: string } }>(await t.call('GET', '/api/billing/cancel-flow', undefined, owner.token));
    expect(reloaded.open_survey).toMatchObject({ id: started.survey_id, reason: 'other' });

    // Choosing another reason drops the "other" text.
    expect(await json(await t.call('PATCH', path, { reason: 'too_expensive' }, owner.token))).toMatchObject({ reason: 'too_expensive', reason_other: null });

    for (const bad of [
      { reason: 'boring' },
      { answers: { ease_of_use: '6' } },
      { answers: { mood: '3' } },
      { comment: 'x'.repeat(2001) },
      { comment: 'nul\u0000' },
      { last_step: 'nowhere' },
      { survey_id: 'x' },
    ]) {
      const response = await t.call('PATCH', path, bad, owner.token);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.call('PATCH', '/api/billing/cancel-flow/not-a-uuid', {}, owner.token)).status).toBe(400);

    // Someone else's survey is "not found", for every action.
    const other = await signUp(t);
    await grantSubscription(t, other.id);
    expect((await t.call('PATCH', path, { comment: 'mine now' }, other.token)).status).toBe(404);
    expect((await t.call('POST', `${path}/retention-offer`, undefined, other.token)).status).toBe(404);
    expect((await t.call('POST', `${path}/complete`, undefined, other.token)).status).toBe(404);
    expect((await t.call('PATCH', '/api/billing/cancel-flow/00000000-0000-4000-8000-000000000000', {}, owner.token)).status).toBe(404);
    const untouched = await json<{ open_survey: { comment: string; outcome: null } }>(await t.call('GET', '/api/billing/cancel-flow', undefined, owner.token));
    expect(untouched.open_survey).toMatchObject({ comment: 'A calendar view would help', outcome: null });
  });

  it('the retention offer grants 20 generations beyond the daily limit, once per period', async () => {
    const { token, id } = await signUp(t);
    await grantSubscription(t, id);
    const { survey_id } = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, token));
    // Two clicks at once: one grant.
    const [first, second] = await Promise.all([
      t.call('POST', `/api/billing/cancel-flow/${survey_id}/retention-offer`, undefined, token),
      t.call('POST', `/api/billing/cancel-flow/${survey_id}/retention-offer`, undefined, token),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const granted = await json<{ granted: number; bonus_generations: number; survey: { outcome: string } }>(first.status === 200 ? first : second);
    expect(granted).toMatchObject({ granted: 20, bonus_generations: 20, survey: { outcome: 'retained' } });
    const refused = await json<{ error: { code: string; message: string } }>(first.status === 409 ? first : second);
    expect(refused.error.code).toBe('RETENTION_OFFER_USED');

    // A new walk in the same period sees the offer gone and cannot take it again.
    const facts = await json<{ retention_offer: { available: boolean }; bonus_generations: number }>(
      await t.call('GET', '/api/billing/cancel-flow', undefined, token),
    );
    expect(facts).toMatchObject({ retention_offer: { available: false }, bonus_generations: 20 });
    const again = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, token));
    expect(again.survey_id).not.toBe(survey_id);
    expect((await t.call('POST', `/api/billing/cancel-flow/${again.survey_id}/retention-offer`, undefined, token)).status).toBe(409);

    // The limit shows the bonus, counted in what is left today.
    const limit = await json<{ remaining: number; bonus: number; limit: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token));
    expect(limit).toMatchObject({ limit: 1, remaining: 21, bonus: 20 });

    // Generating: the daily slot first, then the bonus; the bonus never takes a daily slot.
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)).status).toBe(202);
    expect(await json(await t.call('GET', '/api/suggestions/limit', undefined, token))).toMatchObject({ used: 1, remaining: 20, bonus: 20 });
    const overLimit = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)));
    expect(overLimit.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(await json(await t.call('GET', '/api/suggestions/limit', undefined, token))).toMatchObject({ used: 1, remaining: 17, bonus: 17 });
  });

  it('without bonus generations the daily limit still refuses', async () => {
    const { token, id } = await signUp(t);
    await grantSubscription(t, id);
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)).status).toBe(202);
    const refused = await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token);
    expect(refused.status).toBe(429);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('DAILY_LIMIT_REACHED');
    // A batch bigger than daily slots + bonus takes nothing.
    await t.core.db.update(users).set({ bonusGenerations: 2 }).where(eq(users.id, id));
    const batch = await t.call('POST', '/api/suggestions/generate_batch', { type: 'smart_script', count: 3 }, token);
    expect(batch.status).toBe(429);
    expect(await json(await t.call('GET', '/api/suggestions/limit', undefined, token))).toMatchObject({ used: 1, remaining: 2, bonus: 2 });
  });

  it('a paid subscription (test gateway): completing switches renewal off at the gateway, access stays until the period end', async () => {
    const { token, id: userId } = await signUp(t);
    const checkout = await t.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: `cancel-flow-${userId}-checkout` }, token);
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const { client_secret } = await json<{ client_secret: string }>(checkout);
    const paid = await t.call(
      'POST',
      '/api/billing/test-gateway/confirm',
      { client_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } },
      token,
    );
    expect(await json(paid)).toMatchObject({ status: 'succeeded' });
    expect(await json(await t.call('POST', '/api/user/subscription/confirm', {}, token))).toMatchObject({ subscription: { active: true, renews: true } });

    const facts = await json<{ period_end: string; cancel_at_period_end: boolean }>(await t.call('GET', '/api/billing/cancel-flow', undefined, token));
    expect(facts.cancel_at_period_end).toBe(false);
    const { survey_id } = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, token));
    const done = await json<{ active_until: string }>(await t.call('POST', `/api/billing/cancel-flow/${survey_id}/complete`, undefined, token));
    expect(done.active_until).toBe(facts.period_end);

    const state = await json<{ subscription: { active: boolean; renews: boolean; cancel_at_period_end: boolean; current_period_end: string } }>(
      await t.call('GET', '/api/v2/payment/subscriptions', undefined, token),
    );
    expect(state.subscription).toMatchObject({ active: true, renews: false, cancel_at_period_end: true, current_period_end: facts.period_end });
    // A second completion (double click, reload) changes nothing and fails nothing.
    expect((await t.call('POST', `/api/billing/cancel-flow/${survey_id}/complete`, undefined, token)).status).toBe(200);
  });

  it('completing ends the walk as cancelled with access until the period end', async () => {
    const { token, id } = await signUp(t);
    const start = new Date(Date.now() - WEEK);
    await grantSubscription(t, id, start);
    const { survey_id } = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, token));
    const response = await t.call('POST', `/api/billing/cancel-flow/${survey_id}/complete`, undefined, token);
    expect(response.status).toBe(200);
    const done = await json<{ active_until: string; cancel_at_period_end: boolean; survey: { outcome: string; last_step: string } }>(response);
    expect(done).toMatchObject({ cancel_at_period_end: true, survey: { outcome: 'cancelled', last_step: 'final' } });
    expect(new Date(done.active_until).getTime()).toBe(start.getTime() + 4 * WEEK);
    // Access is kept until then.
    const state = await json<{ open_survey: unknown; cancel_at_period_end: boolean }>(await t.call('GET', '/api/billing/cancel-flow', undefined, token));
    expect(state).toMatchObject({ open_survey: null, cancel_at_period_end: true });

    // Completing sends mail: the per-user budget it shares with cancel and resume runs out, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await t.call('POST', `/api/billing/cancel-flow/${survey_id}/complete`, undefined, token)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses[0]).toBe(200);
  });
});
