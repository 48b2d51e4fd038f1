import { demoInstagramEnv, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp as signUpAccount, waitForAnalysis, waitForQueueIdle, type TestApp } from '../testing/index.ts';

let fake: FakeInstagram;
let t: TestApp;

interface Session {
  id: string;
  funnel: string;
  language: string;
  answers: Record<string, unknown>;
  current_step: string;
  analysis_id: string | null;
  attached: boolean;
  completed: boolean;
}
interface StepResult {
  session: Session;
  next: string | null;
  progress: { step: number; of: number };
}
interface ErrorBody {
  error: { code: string; message: string; details?: { issues?: { path: string; message: string }[] } };
}

beforeAll(async () => {
  fake = await startFakeInstagram();
  // RATE_LIMIT_MULTIPLIER 0.2: 6 new sessions per IP and hour, so the limit test stays short.
  t = await createTestApp({ ...demoInstagramEnv(fake), TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '0.2' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let ips = 0;
/** Each visitor comes from their own address, so the per-IP budgets of one test do not spill into another. */
function visitor() {
  const headers = { 'x-forwarded-for': `198.51.100.${++ips}` };
  return {
    headers,
    call: (method: string, path: string, body?: unknown, token?: string, extra: Record<string, string> = {}) =>
      t.call(method, path, body, token, { ...headers, ...extra }),
    async start(funnel: string, language = 'en'): Promise<Session> {
      const response = await t.call('POST', `/api/funnels/${funnel}/sessions`, { language }, undefined, headers);
      expect(response.status).toBe(201);
      return json<Session>(response);
    },
    async answer(id: string, slug: string, answer?: unknown, token?: string): Promise<StepResult> {
      const response = await t.call('PUT', `/api/funnels/sessions/${id}/steps/${slug}`, answer === undefined ? {} : { answer }, token, headers);
      if (response.status !== 200) throw new Error(`${slug}: ${response.status} ${await response.text()}`);
      return json<StepResult>(response);
    },
  };
}

let emails = 0;
const email = () => `funnel-http${++emails}@example.com`;

describe('funnel sessions over HTTP', () => {
  it('v3: create → answer → branch → resume → e-mail sign-up attaches → onboarding → private to its owner', async () => {
    const v = visitor();
    const session = await v.start('v3', 'ru');
    expect(session).toMatchObject({ funnel: 'v3', language: 'ru', current_step: 'gender', answers: {}, analysis_id: null, attached: false, completed: false });

    const gender = await v.answer(session.id, 'gender', 'female');
    expect(gender.next).toBe('age');
    const full = gender.progress.of;
    await v.answer(session.id, 'age', '25_34');
    const occupation = await v.answer(session.id, 'occupation', 'unemployed');
    // No work: main-product is skipped, and the path (the progress bar's length) is one step shorter.
    expect(occupation.next).toBe('expertise');
    expect(occupation.progress).toEqual({ step: 4, of: full - 1 });

    // Resume: a reload reads the session and lands on the step after the last answer.
    const resumed = await json<Session>(await v.call('GET', `/api/funnels/sessions/${session.id}`));
    expect(resumed.current_step).toBe('expertise');
    expect(resumed.answers).toEqual({ gender: 'female', age: '25_34', occupation: 'unemployed' });

    const answers: [string, unknown][] = [
      ['expertise', 'health_fitness'],
      ['users', undefined],
      ['experience', 'intermediate'],
      ['followers', '1k_5k'],
      ['earnings', 'under_1k'],
      ['desired-income', '5k'],
      ['reach', undefined],
      ['statement-consistency', 'somewhat_agree'],
      ['statement-ideas', 'strongly_agree'],
      ['statement-camera', 'somewhat_disagree'],
      ['challenges', ['lack_of_ideas', 'lack_of_time']],
      ['content-skill', 'basic'],
      ['growth-skill', 'none'],
      ['bloggers', undefined],
      ['personal-goal', 'vacation'],
      ['motivation', 'excited'],
    ];
    for (const [slug, value] of answers) await v.answer(session.id, slug, value);
    const nickname = await v.answer(session.id, 'nickname', '@Anna.FitCoach');
    expect(nickname.next).toBe('analyze');
    expect(nickname.session.answers.nickname).toBe('anna.fitcoach');
    const analysisId = nickname.session.analysis_id;
    expect(analysisId).toMatch(/^[0-9a-f-]{36}$/);
    // The analysis is the ordinary anonymous one: readable at /profiles/preview/{id}.
    const ready = await waitForAnalysis<{ status: string }>(v, analysisId as string);
    expect(ready.status).toBe('ready');
    expect((await v.answer(session.id, 'analyze')).next).toBe('email');

    // The e-mail step creates the account and attaches the session.
    const address = email();
    const created = await v.call('POST', '/api/users/web/email-login', { email: address, language: 'en', funnel_session_id: session.id });
    expect(created.status).toBe(200);
    const { access_token: token } = await json<{ access_token: string }>(created);
    const done = await v.answer(session.id, 'email', undefined, token);
    expect(done.next).toBe('done');
    const finished = await v.answer(session.id, 'done', undefined, token);
    expect(finished).toMatchObject({ next: null, session: { completed: true, attached: true, current_step: 'done' } });

    const onboarding = await json<{
      session: Session;
      potential: Record<string, { level: string; score: number }>;
      growth_plan: { steps: { step: string; done: boolean }[] };
    }>(await v.call('GET', '/api/user/onboarding', undefined, token));
    expect(onboarding.session).toMatchObject({ id: session.id, funnel: 'v3', attached: true, analysis_id: analysisId });
    expect(onboarding.session.answers).toMatchObject({ personal_goal: 'vacation', motivation: 'excited', expertise: 'health_fitness' });
    expect(onboarding.potential).toMatchObject({ industry: { score: 65 }, experience: { score: 30 }, audience: { score: 45 }, earnings: { score: 30 } });
    expect(onboarding.potential.overall).toEqual({ level: 'normal', score: 43 });
    // The analysis joined the account as its Instagram profile, and the growth plan says so.
    const profiles = await json<{ items: { username: string }[] }>(await v.call('GET', '/api/profiles', undefined, token));
    expect(profiles.items.map((item) => item.username)).toEqual(['anna.fitcoach']);
    expect(onboarding.growth_plan.steps.find((step) => step.step === 'profile_analysed')?.done).toBe(true);
    // The session's language and expertise became the account's.
    const user = await json<{ language: string; blog_topic: { area_of_expertise: string } }>(await v.call('GET', '/api/user', undefined, token));
    expect(user.language).toBe('ru');
    expect(user.blog_topic.area_of_expertise).toBe('Здоровье и фитнес');

    // Now private: anonymous and other accounts get 404, never the answers.
    const anonymous = await v.call('GET', `/api/funnels/sessions/${session.id}`);
    expect(anonymous.status).toBe(404);
    const stranger = await json<{ access_token: string }>(await v.call('POST', '/api/users/web/email-login', { email: email() }));
    const strangers = await v.call('GET', `/api/funnels/sessions/${session.id}`, undefined, stranger.access_token);
    expect(strangers.status).toBe(404);
    expect(await strangers.text()).not.toContain('health_fitness');
    expect((await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/gender`, { answer: 'male' }, stranger.access_token)).status).toBe(404);
    expect((await v.call('POST', `/api/funnels/sessions/${session.id}/attach`, undefined, stranger.access_token)).status).toBe(404);
    // The owner may attach again (idempotent) and read it.
    expect((await v.call('POST', `/api/funnels/sessions/${session.id}/attach`, undefined, token)).status).toBe(200);
    expect((await v.call('GET', `/api/funnels/sessions/${session.id}`, undefined, token)).status).toBe(200);
  }, 120_000);

  it('v3: skipping the optional nickname skips the analysis', async () => {
    const v = visitor();
    const session = await v.start('v3');
    const skipped = await v.answer(session.id, 'nickname');
    expect(skipped.next).toBe('email');
    expect(skipped.session.analysis_id).toBeNull();
    expect(skipped.session.answers).not.toHaveProperty('nickname');
  });

  it('v2: follow-up yes → after the e-mail creates the account, the analysis e-mail is queued once', async () => {
    const v = visitor();
    const session = await v.start('v2');
    const nickname = await v.answer(session.id, 'nickname', 'anna.fitcoach');
    expect(nickname.next).toBe('analysis');
    await v.answer(session.id, 'analysis');
    expect((await v.answer(session.id, 'follow-up', true)).next).toBe('email');
    const address = email();
    const created = await json<{ status: string; access_token: string }>(
      await v.call('POST', '/api/users/web/email-login', { email: address, funnel_session_id: session.id }),
    );
    expect(created.status).toBe('created');
    await v.call('POST', `/api/funnels/sessions/${session.id}/attach`, undefined, created.access_token);
    await v.answer(session.id, 'follow-up', true, created.access_token);
    const mails = await eventually(async () => {
      const outbox = await json<{ items: { to: string; template: string }[] }>(await t.call('GET', '/api/dev/outbox'));
      const mine = outbox.items.filter((item) => item.to === address && item.template === 'analysis-link');
      return mine.length > 0 ? mine : undefined;
    }, 20_000);
    // Every job the flow set off has run (none waiting, none running): a second e-mail would be in the outbox now.
    await waitForQueueIdle(t);
    const outbox = await json<{ items: { to: string; template: string }[] }>(await t.call('GET', '/api/dev/outbox'));
    expect(outbox.items.filter((item) => item.to === address && item.template === 'analysis-link')).toHaveLength(mails.length);
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('password sign-up with funnel_session_id attaches; a visitor who logs in attaches by POST /attach', async () => {
    const v = visitor();
    const legacy = await v.start('legacy', 'es');
    await v.answer(legacy.id, 'expertise', 'art_music');
    const { token } = await signUpAccount(t, { email: email(), headers: v.headers, fields: { funnel_session_id: legacy.id } });
    const onboarding = await json<{ session: Session; potential: unknown }>(await v.call('GET', '/api/user/onboarding', undefined, token));
    expect(onboarding.session).toMatchObject({ id: legacy.id, funnel: 'legacy', answers: { expertise: 'art_music' } });
    expect(onboarding.potential).toBeNull();

    const later = await v.start('v3');
    await v.answer(later.id, 'motivation', 'nervous');
    const attach = await v.call('POST', `/api/funnels/sessions/${later.id}/attach`, undefined, token);
    expect(attach.status).toBe(200);
    expect(await json<Session>(attach)).toMatchObject({ attached: true });
    const latest = await json<{ session: Session; potential: unknown }>(await v.call('GET', '/api/user/onboarding', undefined, token));
    expect(latest.session.id).toBe(later.id);
    expect(latest.potential).not.toBeNull();
    // An unknown or foreign funnel_session_id never fails a sign-up.
    const ignored = await v.call('POST', '/api/users/web', { email: email(), password: 'password123', funnel_session_id: later.id });
    expect(ignored.status).toBe(201);
    // Without a session: onboarding is still an answer, with the growth plan.
    const fresh = await json<{ access_token: string }>(await v.call('POST', '/api/users/web/email-login', { email: email() }));
    const none = await json<{ session: unknown; potential: unknown; growth_plan: { steps: unknown[] } }>(
      await v.call('GET', '/api/user/onboarding', undefined, fresh.access_token),
    );
    expect(none).toMatchObject({ session: null, potential: null });
    expect(none.growth_plan.steps).toHaveLength(4);
    expect((await v.call('GET', '/api/user/onboarding')).status).toBe(401);
    expect((await v.call('POST', `/api/funnels/sessions/${later.id}/attach`)).status).toBe(401);
  });

  it('wrong input: bad option 400 with a translated message, unknown funnel/session/step 404, malformed JSON 400', async () => {
    const v = visitor();
    const session = await v.start('v3');
    const bad = await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/gender`, { answer: 'robot' }, undefined, { 'accept-language': 'ru' });
    expect(bad.status).toBe(400);
    const body = await json<ErrorBody>(bad);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('Проверьте выделенные поля');
    expect(body.error.details?.issues?.[0]?.path).toBe('answer');
    expect(body.error.details?.issues?.[0]?.message).toContain('female');
    const multi = await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/challenges`, { answer: ['lack_of_time', 'nope'] });
    expect((await json<ErrorBody>(multi)).error.details?.issues?.[0]?.path).toBe('answer.1');

    expect((await v.call('POST', '/api/funnels/v9/sessions', { language: 'en' })).status).toBe(404);
    expect((await v.call('POST', '/api/funnels/v3/sessions', { language: 'xx' })).status).toBe(400);
    expect((await v.call('GET', '/api/funnels/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await v.call('GET', '/api/funnels/sessions/not-a-uuid')).status).toBe(404);
    expect((await v.call('PUT', '/api/funnels/sessions/not-a-uuid/steps/gender', { answer: 'male' })).status).toBe(404);
    const unknownStep = await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/favourite-colour`, { answer: 'blue' });
    expect(unknownStep.status).toBe(404);
    expect((await json<ErrorBody>(unknownStep)).error.code).toBe('NOT_FOUND');
    // A token, when sent, must be valid: the web then refreshes instead of reading the user's own session as a stranger.
    const badToken = await v.call('GET', `/api/funnels/sessions/${session.id}`, undefined, 'not.a.token');
    expect(badToken.status).toBe(401);
    const malformed = await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/gender`, '{"answer": ');
    expect(malformed.status).toBe(400);
    expect((await json<ErrorBody>(malformed)).error.code).toBe('MALFORMED_JSON');
    const malformedCreate = await v.call('POST', '/api/funnels/v3/sessions', '{nope');
    expect((await json<ErrorBody>(malformedCreate)).error.code).toBe('MALFORMED_JSON');
  });

  it('hostile answers and parameters never answer 5xx', async () => {
    const v = visitor();
    const session = await v.start('v3');
    const answers: unknown[] = [
      '\u0000',
      '\ud800',
      'x'.repeat(100_000),
      12,
      -1.5,
      true,
      null,
      {},
      { a: 1 },
      [],
      [null],
      Array(1000).fill('lack_of_time'),
      [[['deep']]],
      { toString: 'x' },
    ];
    const slugs = ['gender', 'challenges', 'nickname', 'follow-up', 'email', 'users', 'analyze', '%00', '..', 'constructor', '__proto__'];
    for (const slug of slugs) {
      for (const answer of answers) {
        const response = await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/${encodeURIComponent(slug)}`, { answer });
        expect(response.status, `${slug} ${JSON.stringify(answer).slice(0, 40)}`).toBeLessThan(500);
      }
    }
    for (const path of [`/api/funnels/sessions/${'f'.repeat(5000)}`, '/api/funnels/sessions/%E0%A4%A', `/api/funnels/sessions/${session.id.toUpperCase()}`]) {
      expect((await v.call('GET', path)).status).toBeLessThan(500);
    }
    expect((await v.call('POST', '/api/funnels/__proto__/sessions', { language: 'en' })).status).toBe(404);
    expect((await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/gender`, [1, 2])).status).toBe(400);
    expect((await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/gender`, 'null')).status).toBe(400);
  });

  it('rate-limits new sessions per IP with 429 and Retry-After; another address is unaffected', async () => {
    const v = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await v.call('POST', '/api/funnels/legacy/sessions', { language: 'en' })).status);
    expect(statuses.slice(0, 6).every((status) => status === 201)).toBe(true);
    const limited = await v.call('POST', '/api/funnels/legacy/sessions', { language: 'en' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<ErrorBody>(limited)).error.code).toBe('RATE_LIMITED');
    expect((await visitor().call('POST', '/api/funnels/legacy/sessions', { language: 'en' })).status).toBe(201);
  });

  it('the nickname step spends the analysis budget of POST /profiles/preview', async () => {
    const v = visitor();
    const session = await v.start('v2');
    const statuses: number[] = [];
    // 30 × 0.2 = 6 analyses per IP and hour; each new nickname starts one.
    for (let i = 0; i < 7; i++) statuses.push((await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/nickname`, { answer: `someone${i}` })).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
    // The last stored nickname again starts nothing new, so it spends no analysis budget and keeps the analysis.
    const before = await json<Session>(await v.call('GET', `/api/funnels/sessions/${session.id}`));
    const again = await v.call('PUT', `/api/funnels/sessions/${session.id}/steps/nickname`, { answer: 'someone5' });
    expect(again.status).toBe(200);
    expect((await json<StepResult>(again)).session.analysis_id).toBe(before.analysis_id);
  });
});
