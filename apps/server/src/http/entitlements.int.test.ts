import { randomUUID } from 'node:crypto';
import { schema } from '@reelcraft/core/testing';
import { demoInstagramEnv, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { sampleFacePhoto } from '@reelcraft/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, json, postForm, signUp, waitForAnalysis, type TestApp } from '../testing/index.ts';

/**
 * Issue 10: the paid features ask the one entitlement function in their core services. With BILLING=test (the
 * product's default) a non-subscriber gets 402 PAYMENT_REQUIRED naming the feature — the web client opens the
 * paywall on it — while the free parts (initial script, first analysis, analyses before sign-up) keep working.
 */
let fake: FakeInstagram;
let t: TestApp;

type ApiError = { error: { code: string; message: string; details?: { feature?: string } } };
type Analysis = { id: string; status: string };

beforeAll(async () => {
  fake = await startFakeInstagram();
  t = await createTestApp({ ...demoInstagramEnv(fake), BILLING: 'test', DAILY_GENERATION_LIMIT: '10' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function expectPaywall(response: Response, feature: string): Promise<void> {
  const body = await json<ApiError>(response);
  expect(response.status, JSON.stringify(body)).toBe(402);
  expect(body.error.code).toBe('PAYMENT_REQUIRED');
  expect(body.error.details?.feature).toBe(feature);
  expect(body.error.message).not.toMatch(/^errors\./);
}

async function analyse(username: string, token?: string): Promise<Analysis> {
  const started = await t.call('POST', '/api/profiles/preview', { username, language: 'EN' }, token);
  expect(started.status, await started.clone().text()).toBe(202);
  const { id } = await json<Analysis>(started);
  return waitForAnalysis<Analysis>(t, id, token);
}

describe('a non-subscriber (BILLING=test)', () => {
  it('gets the free initial script, and 402 with the feature for every generation', async () => {
    const { token } = await signUp(t);
    const initial = await t.call('GET', '/api/suggestion/initial', undefined, token);
    expect(initial.status).toBe(200);
    const script = await json<{ id: string; type: string }>(initial);
    expect(script.type).toBe('smart_script');

    await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token), 'generate_content');
    await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'meme' }, token), 'generate_content');
    await expectPaywall(await t.call('POST', '/api/suggestions/generate_batch', { type: 'smart_script' }, token), 'generate_content');
    await expectPaywall(await t.call('POST', `/api/suggestions/${script.id}/regenerate`, { user_input: 'again' }, token), 'generate_content');
    await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: randomUUID() }, token), 'avatar_video');
    await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'storytelling', image_id: randomUUID() }, token), 'storytelling_video');
    await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'meme', face_meme: true, image_id: randomUUID() }, token), 'face_meme');
    await expectPaywall(await t.call('POST', '/api/suggestions/draft', { type: 'avatar' }, token), 'avatar_video');
    await expectPaywall(await t.call('POST', '/api/suggestions/draft', { type: 'storytelling' }, token), 'storytelling_video');
    await expectPaywall(
      await postForm(t, '/api/suggestions/generate-storytelling', { image_id: randomUUID(), language: 'en', user_input: '' }, token),
      'storytelling_video',
    );
    await expectPaywall(
      await postForm(t, '/api/suggestions/generate-face-meme', { image: { data: await sampleFacePhoto(), name: 'me.jpg' }, language: 'en' }, token),
      'face_meme',
    );

    // Nothing was stored or counted: no daily slot used, the face-meme photo not kept, only the initial script listed.
    expect((await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token))).used).toBe(0);
    expect((await json<{ items: unknown[] }>(await t.call('GET', '/api/users/images', undefined, token))).items).toHaveLength(0);
    expect((await json<{ items: { id: string }[] }>(await t.call('GET', '/api/suggestions', undefined, token))).items.map((item) => item.id)).toEqual([
      script.id,
    ]);
  }, 60_000);

  it('gets the free first script from every entry point (smart, custom, create similar), then the paywall (issue 31, item 10)', async () => {
    const helper = await signUp(t);
    const trends = await json<{ items?: { id: string }[] } | { id: string }[]>(await t.call('GET', '/api/trends', undefined, helper.token));
    const trendId = (Array.isArray(trends) ? trends : (trends.items ?? []))[0]?.id;
    expect(trendId, JSON.stringify(trends).slice(0, 300)).toBeTruthy();
    const entries: { body: Record<string, unknown>; type: string }[] = [
      { body: { type: 'smart_script' }, type: 'smart_script' },
      // "Create similar" on a trend.
      { body: { type: 'smart_script', trend_id: trendId }, type: 'smart_script' },
      { body: { type: 'custom_script', user_input: 'how I fixed my posture working from home' }, type: 'custom_script' },
    ];
    for (const entry of entries) {
      const { token } = await signUp(t);
      const first = await t.call('POST', '/api/suggestions/generate', entry.body, token);
      expect(first.status, await first.clone().text()).toBeLessThan(300);
      const script = await json<{ id: string; type: string }>(first);
      expect(script.type).toBe(entry.type);
      // It is the free one: no daily slot, and the initial-script endpoint hands back this same script.
      expect((await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token))).used).toBe(0);
      expect((await json<{ id: string }>(await t.call('GET', '/api/suggestion/initial', undefined, token))).id).toBe(script.id);
      // The second, from any entry point, opens the paywall.
      await expectPaywall(await t.call('POST', '/api/suggestions/generate', entry.body, token), 'generate_content');
      await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token), 'generate_content');
    }
    // A batch is never the free script.
    const { token } = await signUp(t);
    await expectPaywall(await t.call('POST', '/api/suggestions/generate_batch', { type: 'smart_script' }, token), 'generate_content');
    // Two first scripts asked for at once: one is made, the other opens the paywall.
    const racer = await signUp(t);
    const raced = await Promise.all([1, 2].map(() => t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, racer.token)));
    expect(raced.map((response) => response.status).sort()).toEqual([202, 402]);
  }, 60_000);

  it('keeps one analysis: made before sign-up and attached, then 402 more_analyses for any other', async () => {
    const { token } = await signUp(t);
    const before = await analyse('anna.fitcoach');
    expect(before.status).toBe('ready');
    expect((await t.call('POST', `/api/profiles?analysis_id=${before.id}`, undefined, token)).status).toBe(201);

    await expectPaywall(await t.call('POST', '/api/profiles/preview', { username: 'chef.pavel', language: 'EN' }, token), 'more_analyses');
    await expectPaywall(await t.call('GET', '/api/instagram/request/create', undefined, token), 'more_analyses');
    // Another account analysed anonymously (free) cannot be attached as a second one.
    const other = await analyse('lia.makeup');
    await expectPaywall(await t.call('POST', `/api/profiles?analysis_id=${other.id}`, undefined, token), 'more_analyses');
    const profiles = await json<{ items: { username: string }[] }>(await t.call('GET', '/api/profiles', undefined, token));
    expect(profiles.items.map((item) => item.username)).toEqual(['anna.fitcoach']);
  }, 120_000);

  it('may start their first analysis signed in; a failed one does not count', async () => {
    const { token } = await signUp(t);
    const missing = await analyse('missing.account', token);
    expect(missing.status).toBe('failed');
    const first = await analyse('kai.codes', token);
    expect(first.status).toBe('ready');
    expect((await t.call('POST', `/api/profiles?analysis_id=${first.id}`, undefined, token)).status).toBe(201);
    await expectPaywall(await t.call('POST', '/api/profiles/preview', { username: 'viaja.con.marta', language: 'EN' }, token), 'more_analyses');
  }, 120_000);
});

describe('a subscriber (BILLING=test)', () => {
  it('generates, drafts and analyses more accounts', async () => {
    const { token, id } = await signUp(t);
    await grantSubscription(t, id); // what a gift or referral's free weeks give
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)).status).toBe(202);
    const draft = await t.call('POST', '/api/suggestions/draft', { type: 'avatar' }, token);
    expect(draft.status).toBe(200);
    const first = await analyse('anna.fitcoach', token);
    expect((await t.call('POST', `/api/profiles?analysis_id=${first.id}`, undefined, token)).status).toBe(201);
    const second = await analyse('chef.pavel', token);
    expect((await t.call('POST', `/api/profiles?analysis_id=${second.id}`, undefined, token)).status).toBe(201);
  }, 120_000);

  it('meets the paywall again once the subscription period is over', async () => {
    const { token, id } = await signUp(t);
    await grantSubscription(t, id); // what a gift or referral's free weeks give
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)).status).toBe(202);
    await t.core.db
      .update(schema.subscriptions)
      .set({ currentPeriodEnd: new Date(t.core.now().getTime() - 1000) })
      .where(eq(schema.subscriptions.userId, id));
    await expectPaywall(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token), 'generate_content');
  }, 60_000);
});

describe('BILLING=off (self-hosting)', () => {
  it('lets everyone generate and analyse without a subscription', async () => {
    const off = await createTestApp({ ...demoInstagramEnv(fake), BILLING: 'off' });
    try {
      const { token } = await signUp(off);
      expect((await off.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)).status).toBe(202);
      expect((await off.call('POST', '/api/suggestions/draft', { type: 'storytelling' }, token)).status).toBe(200);
      expect((await off.call('POST', '/api/profiles/preview', { username: 'anna.fitcoach', language: 'EN' }, token)).status).toBe(202);
      expect((await off.call('POST', '/api/profiles/preview', { username: 'chef.pavel', language: 'EN' }, token)).status).toBe(202);
    } finally {
      await off.close();
    }
  }, 60_000);
});
