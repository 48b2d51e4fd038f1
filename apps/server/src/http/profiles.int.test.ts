import { demoInstagramEnv, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, waitForAnalysis, type TestApp } from '../testing/index.ts';

let fake: FakeInstagram;
let t: TestApp;

type Analysis = {
  id: string;
  status: string;
  stage: string;
  progress: number;
  error: { code: string; message: string } | null;
  profile: { username: string; followers: number; profile_pic_url: string | null } | null;
  metrics: { engagement: { rate: number }; series: unknown[]; bestPosts: unknown[] } | null;
  narrative: { domain: string; style: string; why_followers_choose_you: string; recommendations: string[] } | null;
  trend_ids: string[];
};

beforeAll(async () => {
  fake = await startFakeInstagram();
  t = await createTestApp(demoInstagramEnv(fake));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function analyse(username: string, language = 'EN', token?: string): Promise<Analysis> {
  const started = await t.call('POST', '/api/profiles/preview', { username, language }, token);
  expect(started.status).toBe(202);
  const { id } = await json<Analysis>(started);
  return waitForAnalysis<Analysis>(t, id, token);
}

describe('profile analysis', () => {
  it('analyses a demo creator before sign-up: numbers, narrative in the asked language, trends', async () => {
    const result = await analyse('@Anna.FitCoach', 'RU');
    expect(result.status).toBe('ready');
    expect(result.stage).toBe('done');
    expect(result.progress).toBe(100);
    expect(result.profile?.username).toBe('anna.fitcoach');
    expect(result.profile?.profile_pic_url).toMatch(/^\/api\/public\/instagram\/media\//);
    expect(result.metrics?.engagement.rate).toBeGreaterThan(0);
    expect(result.metrics?.series.length).toBeGreaterThanOrEqual(12);
    expect(result.metrics?.bestPosts.length).toBeGreaterThan(0);
    expect(result.narrative?.recommendations.length).toBeGreaterThanOrEqual(4);
    expect(result.narrative?.domain).toMatch(/[а-яё]/i);
    expect(result.trend_ids.length).toBe(3);
  });

  it('ends private, missing and broken accounts with their own message', async () => {
    const closed = await analyse('closed.account');
    expect(closed).toMatchObject({ status: 'failed', error: { code: 'IG_PRIVATE' } });
    expect(closed.error?.message).toContain('private');
    const missing = await analyse('missing.account');
    expect(missing.error?.code).toBe('IG_NOT_FOUND');
    const broken = await analyse('broken.business');
    expect(broken.error?.code).toBe('ANALYSIS_FAILED');
    expect(broken.error?.message).toBe('Something went wrong, please run the analysis again');
    expect((await t.call('POST', '/api/profiles/preview', { username: 'not a name!', language: 'EN' })).status).toBe(400);
  }, 120_000);
});

describe('attached profiles', () => {
  it('attaches up to five, activates, edits, e-mails a link, and keeps them private', async () => {
    const { token, email } = await signUp(t);
    const first = await analyse('anna.fitcoach');
    const attached = await t.call('POST', `/api/profiles?analysis_id=${first.id}`, undefined, token);
    expect(attached.status).toBe(201);
    const profile = await json<{ id: string; is_active: boolean; username: string }>(attached);
    expect(profile).toMatchObject({ username: 'anna.fitcoach', is_active: true });

    // Once claimed, the analysis belongs to this user only.
    expect((await t.call('GET', `/api/profiles/preview/${first.id}`)).status).toBe(404);

    for (const username of ['chef.pavel', 'lia.makeup', 'viaja.con.marta', 'kai.codes']) {
      const analysis = await analyse(username, 'EN', token);
      expect((await t.call('POST', `/api/profiles?analysis_id=${analysis.id}`, undefined, token)).status).toBe(201);
    }
    const sixth = await analyse('flor.jardim', 'EN', token);
    const refused = await t.call('POST', `/api/profiles?analysis_id=${sixth.id}`, undefined, token);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(refused)).error).toMatchObject({ code: 'PROFILE_LIMIT_REACHED' });

    const list = await json<{ items: { id: string; username: string; is_active: boolean }[]; max: number }>(
      await t.call('GET', '/api/profiles', undefined, token),
    );
    expect(list.items).toHaveLength(5);
    expect(list.max).toBe(5);
    const pavel = list.items.find((item) => item.username === 'chef.pavel');
    const activated = await json<{ is_active: boolean }>(await t.call('POST', `/api/profiles/${pavel?.id}/activate`, undefined, token));
    expect(activated.is_active).toBe(true);
    const after = await json<{ items: { username: string; is_active: boolean }[] }>(await t.call('GET', '/api/profiles', undefined, token));
    expect(after.items.filter((item) => item.is_active).map((item) => item.username)).toEqual(['chef.pavel']);

    const patched = await t.call('PATCH', `/api/profiles/${pavel?.id}/analysis`, { profile_id: pavel?.id, domain: 'Home cooking for busy people' }, token);
    expect(patched.status).toBe(200);
    expect((await json<Analysis>(patched)).narrative?.domain).toBe('Home cooking for busy people');

    const { token: stranger } = await signUp(t);
    expect((await t.call('GET', `/api/profiles/${pavel?.id}/analysis`, undefined, stranger)).status).toBe(404);
    expect((await t.call('DELETE', `/api/profiles/${pavel?.id}`, undefined, stranger)).status).toBe(404);

    expect((await t.call('DELETE', `/api/profiles/${pavel?.id}`, undefined, token)).status).toBe(200);
    const remaining = await json<{ items: { is_active: boolean }[] }>(await t.call('GET', '/api/profiles', undefined, token));
    expect(remaining.items).toHaveLength(4);
    expect(remaining.items.filter((item) => item.is_active)).toHaveLength(1);

    const last = await json<Analysis>(await t.call('GET', '/api/instagram/request/last', undefined, token));
    expect(last.status).toBe('ready');
    const again = await json<Analysis>(await t.call('GET', '/api/instagram/request/create', undefined, token));
    expect(again.status).toBe('running');

    expect((await t.call('POST', '/api/users/web/send-analysis', undefined, token)).status).toBe(200);
    const mail = await eventually(async () => {
      const outbox = await json<{ items: { to: string; template: string; text: string }[] }>(await t.call('GET', '/api/dev/outbox'));
      return outbox.items.find((item) => item.template === 'analysis-link' && item.to === email);
    });
    expect(mail.text).toMatch(/\/(app\/profile|instagram)\//);

    const plan = await json<{ steps: { step: string; done: boolean }[] }>(await t.call('GET', '/api/user/growth-plan', undefined, token));
    expect(plan.steps.find((step) => step.step === 'profile_analysed')?.done).toBe(true);
    expect(plan.steps.find((step) => step.step === 'video_generated')?.done).toBe(false);
  }, 180_000);
});

describe('trends', () => {
  it('lists trends publicly with paging and language', async () => {
    const first = await t.call('GET', '/api/trends?limit=10&page=1&language=ES');
    expect(first.status).toBe(200);
    const page = await json<{ items: { id: string; title: string; language: string }[]; total: number; pages: number }>(first);
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.items.every((item) => item.language === 'es')).toBe(true);
    const second = await json<{ items: { id: string }[] }>(await t.call('GET', '/api/trends?limit=10&page=2&language=es'));
    expect(second.items[0]?.id).not.toBe(page.items[0]?.id);
    expect((await t.call('GET', '/api/trends?language=de')).status).toBe(400);
  });

  it('generates a script from a trend for the active profile', async () => {
    const { token } = await signUp(t);
    const analysis = await analyse('anna.fitcoach', 'EN', token);
    await t.call('POST', `/api/profiles?analysis_id=${analysis.id}`, undefined, token);
    const trends = await json<{ items: { id: string; title: string }[] }>(await t.call('GET', '/api/trends?limit=1&language=en'));
    const trend = trends.items[0];
    const created = await t.call('POST', '/api/suggestions/generate', { type: 'smart_script', trend_id: trend?.id }, token);
    expect(created.status).toBe(202);
    const { id } = await json<{ id: string }>(created);
    const ready = await eventually(async () => {
      const body = await json<{ status: string; result: unknown }>(await t.call('GET', `/api/suggestions/${id}`, undefined, token));
      return body.status === 'creating' ? undefined : body;
    }, 60_000);
    expect(ready.status).toBe('ready');
  });
});
