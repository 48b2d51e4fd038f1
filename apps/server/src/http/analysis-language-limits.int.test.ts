import { demoInstagramEnv, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, freezeClock, json, signUp, waitForAnalysis, type TestApp } from '../testing/index.ts';

/*
 * Issue 11: the analysis is honest about its niche, keeps its language (and re-writes itself in another on request),
 * and tells the person within seconds when Instagram limits us while it keeps retrying in the background.
 */

let fake: FakeInstagram;
let t: TestApp;

type Analysis = {
  id: string;
  language: string;
  status: string;
  stage: string;
  status_detail: string | null;
  retry_at: string | null;
  error: { code: string; message: string } | null;
  metrics: { niche?: { id: string; confidence: string }; engagement: { rate: number } } | null;
  narrative: { domain: string; why_followers_choose_you: string; summary: string; recommendations: string[] } | null;
};

async function start(username: string, language = 'EN', token?: string): Promise<string> {
  const started = await t.call('POST', '/api/profiles/preview', { username, language }, token);
  expect(started.status).toBe(202);
  return (await json<Analysis>(started)).id;
}

async function read(id: string, token?: string): Promise<Analysis> {
  return json<Analysis>(await t.call('GET', `/api/profiles/preview/${id}`, undefined, token));
}

function finished(id: string, token?: string, timeoutMs = 60_000): Promise<Analysis> {
  return waitForAnalysis<Analysis>(t, id, token, timeoutMs);
}

beforeAll(async () => {
  fake = await startFakeInstagram();
  t = await createTestApp(demoInstagramEnv(fake));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('niche', () => {
  it('classifies viaja.con.marta as travel, sure, and stores it with the numbers', async () => {
    const result = await finished(await start('viaja.con.marta', 'ES'));
    expect(result.status).toBe('ready');
    expect(result.metrics?.niche).toEqual({ id: 'travel', confidence: 'high' });
    expect(result.narrative?.domain.toLowerCase()).toContain('viaj');
  });
});

describe('language of a stored analysis', () => {
  it('keeps its language and re-writes it in another from the stored numbers, without a new Instagram fetch', async () => {
    const id = await start('anna.fitcoach', 'RU');
    const russian = await finished(id);
    expect(russian).toMatchObject({ status: 'ready', language: 'ru' });
    expect(russian.narrative?.summary).toMatch(/[а-яё]/i);
    // Read in English, it stays Russian until asked.
    const readInEnglish = await json<Analysis>(await t.call('GET', `/api/profiles/preview/${id}`, undefined, undefined, { 'accept-language': 'en' }));
    expect(readInEnglish.language).toBe('ru');

    const fetchesBefore = fake.requests.filter((request) => request.path.includes('web_profile_info')).length;
    const response = await t.call('POST', `/api/profiles/preview/${id}/narrate`, { language: 'en' });
    expect(response.status).toBe(200);
    const english = await json<Analysis>(response);
    expect(english.language).toBe('en');
    expect(english.narrative?.summary).not.toMatch(/[а-яё]/i);
    expect(english.narrative?.summary).toContain('@anna.fitcoach');
    expect(english.metrics).toEqual(russian.metrics);
    expect(fake.requests.filter((request) => request.path.includes('web_profile_info')).length).toBe(fetchesBefore);
    expect((await read(id)).language).toBe('en');

    // The same language again changes nothing; bad input is a 400, an unknown id a 404.
    expect((await json<Analysis>(await t.call('POST', `/api/profiles/preview/${id}/narrate`, { language: 'en' }))).narrative).toEqual(english.narrative);
    expect((await t.call('POST', `/api/profiles/preview/${id}/narrate`, { language: 'de' })).status).toBe(400);
    expect((await t.call('POST', '/api/profiles/preview/00000000-0000-4000-8000-000000000000/narrate', { language: 'en' })).status).toBe(404);
  }, 90_000);

  it('is owner-only once the analysis has an owner, and refuses a running or failed one', async () => {
    const { token } = await signUp(t, { email: 'narrate-owner@example.com' });
    const id = await start('chef.pavel', 'EN', token);
    const owned = await finished(id, token);
    expect(owned.status).toBe('ready');
    expect((await t.call('POST', `/api/profiles/preview/${id}/narrate`, { language: 'pt' })).status).toBe(404);
    const portuguese = await t.call('POST', `/api/profiles/preview/${id}/narrate`, { language: 'pt' }, token);
    expect(portuguese.status).toBe(200);
    expect((await json<Analysis>(portuguese)).language).toBe('pt');

    const failed = await finished(await start('missing.account'));
    expect(failed.status).toBe('failed');
    const refused = await t.call('POST', `/api/profiles/preview/${failed.id}/narrate`, { language: 'es' });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('ANALYSIS_NOT_READY');
  }, 90_000);
});

describe('Instagram rate limits', () => {
  it('says so as soon as the first try is limited, with the time of the next try, while the job keeps trying', async () => {
    // The job dates the next try by the core's clock: frozen, "when" is exact however slowly this machine runs.
    const clock = freezeClock(t);
    const id = await start('ratelimited.account');
    const waiting = await eventually(async () => {
      const body = await read(id);
      return body.status_detail ? body : undefined;
    }, 45_000);
    expect(waiting).toMatchObject({ status: 'running', stage: 'analyzing', status_detail: 'waiting_rate_limit', error: null });
    // 20 s is the back-off's first wait (40 s after a second limited try): the status came from the first try, which
    // gives up after the client's own few seconds of back-off, not after the job's later tries.
    expect(Date.parse(waiting.retry_at ?? '') - clock.now.getTime()).toBe(20_000);
    // The next try is queued (not a failure): the analysis stays running. The worker says so first and queues the
    // try right after, so the job can land a moment after the status is readable (CI once read it in that gap).
    const queued = async (): Promise<number> => {
      const jobs = await t.core.database.executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analyze-profile' AND data->>'analysisId' = $1 AND state = 'created'`,
        [id],
      );
      return Number(jobs.rows[0]?.n);
    };
    const count = await eventually(async () => {
      const n = await queued();
      return n > 0 ? n : undefined;
    });
    expect(count).toBe(1);
  }, 90_000);

  it('updates to the result when a later try gets through', async () => {
    // The first try (the client's own three requests) is limited; the queued retry gets the profile.
    fake.setFailure('rate_limit', { times: 3 });
    const id = await start('kai.codes');
    const waiting = await eventually(async () => {
      const body = await read(id);
      return body.status_detail ? body : undefined;
    }, 10_000);
    expect(waiting.status_detail).toBe('waiting_rate_limit');
    // The next try is queued for later (the rate limit's wait, 20 s): its time comes now instead of the test waiting it
    // out. The job and its payload are the app's own; only its start moves.
    await eventually(async () => {
      const { rows } = await t.core.database.executeSql(
        `UPDATE pgboss.job SET start_after = now() WHERE name = 'analyze-profile' AND state = 'created' AND start_after > now() AND data->>'analysisId' = $1 RETURNING id`,
        [id],
      );
      return rows.length > 0 ? true : undefined;
    }, 10_000);
    const done = await finished(id, undefined, 45_000);
    expect(done).toMatchObject({ status: 'ready', status_detail: null, retry_at: null, error: null });
    expect(done.metrics?.niche?.id).toBe('tech');
  }, 60_000);
});
