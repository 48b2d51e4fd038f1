import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, json, signUp, signUpSubscriber, type TestApp } from '../testing/index.ts';

/**
 * Issue 31 item 7: "Cancel now" from every step of the cancel flow ends renewal at once (access until the period
 * end), records the step it was cancelled from, and is idempotent (a double click: one gateway change, one e-mail).
 */

let t: TestApp;
const mails: { to: string; template: string; params: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test' });
  const send = t.core.queue.send.bind(t.core.queue);
  t.core.queue.send = (async (name: string, payload: unknown, options?: { startAfterSeconds?: number }) => {
    if (name === 'send-email') mails.push(payload as (typeof mails)[number]);
    return send(name as 'send-email', payload as never, options);
  }) as typeof t.core.queue.send;
});
afterAll(async () => {
  await t.close();
});

type Done = { active_until: string; cancel_at_period_end: boolean; survey: { outcome: string; last_step: string } };

async function startFlow(token: string): Promise<{ survey_id: string; period_end: string }> {
  const facts = await json<{ period_end: string; cancel_at_period_end: boolean }>(await t.call('GET', '/api/billing/cancel-flow', undefined, token));
  expect(facts.cancel_at_period_end).toBe(false);
  const { survey_id } = await json<{ survey_id: string }>(await t.call('POST', '/api/billing/cancel-flow', undefined, token));
  return { survey_id, period_end: facts.period_end };
}

describe('cancel now from any step', () => {
  it('from step 1: renewal off at the gateway, access until the period end, the survey records the step; a double click is one cancellation and one e-mail', async () => {
    const user = await signUpSubscriber(t, { planId: '1week' });
    const { survey_id, period_end } = await startFlow(user.token);
    const path = `/api/billing/cancel-flow/${survey_id}/cancel-now`;
    const [first, second] = await Promise.all([t.call('POST', path, { step: 'reels' }, user.token), t.call('POST', path, { step: 'reels' }, user.token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const body of [await json<Done>(first), await json<Done>(second)]) {
      expect(body).toMatchObject({ active_until: period_end, cancel_at_period_end: true, survey: { outcome: 'cancelled', last_step: 'reels' } });
    }
    const state = await json<{ subscription: { active: boolean; renews: boolean; current_period_end: string } }>(
      await t.call('GET', '/api/v2/payment/subscriptions', undefined, user.token),
    );
    expect(state.subscription).toMatchObject({ active: true, renews: false, current_period_end: period_end });
    // The test gateway's own subscription: no renewal there either.
    const [row] = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, user.id));
    const [remote] = await t.core.db
      .select()
      .from(schema.testGatewayObjects)
      .where(eq(schema.testGatewayObjects.id, row?.gatewaySubscriptionId ?? ''));
    expect(remote?.data.cancelAtPeriodEnd).toBe(true);
    expect(mails.filter((mail) => mail.to === user.email && mail.template === 'cancellation-confirmed')).toHaveLength(1);

    // Again later (a reload of the old tab): the same answer, the recorded step unchanged, no second e-mail.
    const again = await t.call('POST', path, { step: 'final' }, user.token);
    expect(await json<Done>(again)).toMatchObject({ survey: { outcome: 'cancelled', last_step: 'reels' } });
    expect(mails.filter((mail) => mail.to === user.email && mail.template === 'cancellation-confirmed')).toHaveLength(1);
    const [survey] = await t.core.db.select().from(schema.cancellationSurveys).where(eq(schema.cancellationSurveys.id, survey_id));
    expect(survey).toMatchObject({ outcome: 'cancelled', lastStep: 'reels' });
  });

  it('from step 6 after answering the first five: the answers stay, the step is recorded', async () => {
    const user = await signUpSubscriber(t, { planId: '1week' });
    const { survey_id, period_end } = await startFlow(user.token);
    await t.call('PATCH', `/api/billing/cancel-flow/${survey_id}`, { reels_generated: 'few', reason: 'too_expensive', last_step: 'comment' }, user.token);
    const response = await t.call('POST', `/api/billing/cancel-flow/${survey_id}/cancel-now`, { step: 'comment' }, user.token);
    expect(response.status).toBe(200);
    expect(await json<Done>(response)).toMatchObject({
      active_until: period_end,
      survey: { outcome: 'cancelled', last_step: 'comment', reels_generated: 'few', reason: 'too_expensive' },
    });
    const facts = await json<{ cancel_at_period_end: boolean; open_survey: unknown }>(await t.call('GET', '/api/billing/cancel-flow', undefined, user.token));
    expect(facts).toMatchObject({ cancel_at_period_end: true, open_survey: null });
  });

  it('refuses the anonymous, someone else, bad steps and users without a subscription', async () => {
    const owner = await signUpSubscriber(t, { planId: '1week' });
    const { survey_id } = await startFlow(owner.token);
    const path = `/api/billing/cancel-flow/${survey_id}/cancel-now`;
    expect((await t.call('POST', path, { step: 'reels' })).status).toBe(401);
    const stranger = await signUpSubscriber(t, { planId: '1week' });
    const foreign = await t.call('POST', path, { step: 'reels' }, stranger.token);
    expect(foreign.status).toBe(404);
    for (const bad of [{}, { step: 'nowhere' }, { step: 'reels', extra: 1 }]) {
      const response = await t.call('POST', path, bad, owner.token);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await errorCode(response)).toBe('VALIDATION_FAILED');
    }
    // Nothing was cancelled by any of that.
    const state = await json<{ subscription: { renews: boolean } }>(await t.call('GET', '/api/v2/payment/subscriptions', undefined, owner.token));
    expect(state.subscription.renews).toBe(true);
    // Someone without a subscription: their own survey cannot exist, any id is "not found".
    const nobody = await signUp(t);
    expect(await errorCode(await t.call('POST', path, { step: 'reels' }, nobody.token))).toBe('NOT_FOUND');
  });
});
