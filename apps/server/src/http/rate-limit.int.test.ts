import { type RateLimitPolicies, rateLimitPolicies } from '@reelcraft/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freezeClock, signUp as signUpAccount, type TestApp } from '../testing/index.ts';
import { buildApp } from './app.ts';
import { RATE_LIMIT_RULES } from './middleware/rate-limit.ts';

let t: TestApp;
let policies: RateLimitPolicies;

// One trusted proxy: each test speaks from its own address, and X-Forwarded-For is how we say which.
beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '0.2', DOWNLOADS_PER_MINUTE: '4', LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '30' },
    { workers: false },
  );
  policies = rateLimitPolicies(t.core.config);
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
/** A fresh client address for each caller. */
function newIp(): string {
  return `198.51.100.${nextIp++}`;
}

function from(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip };
}

interface ErrorJson {
  error: { code: string; details?: { retry_after_seconds?: number } };
}

async function errorOf(response: Response): Promise<ErrorJson['error']> {
  return ((await response.json()) as ErrorJson).error;
}

async function expectLimited(response: Response, code = 'RATE_LIMITED'): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const error = await errorOf(response);
  expect(error.code).toBe(code);
  expect(error.details?.retry_after_seconds).toBe(retryAfter);
}

/** Signs up from a fresh address (sign-ups have their own per-IP budget); returns the token. */
async function signUp(email: string, password = 'correct horse'): Promise<string> {
  return (await signUpAccount(t, { email, password, headers: from(newIp()) })).token;
}

function login(username: string, password: string, ip: string): Promise<Response> {
  return Promise.resolve(
    t.app.request('/api/users/web/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(ip) },
      body: new URLSearchParams({ username, password }).toString(),
    }),
  );
}

/** The whole answer, for "byte-for-byte the same" comparisons. */
async function snapshot(response: Response): Promise<{ status: number; body: string }> {
  return { status: response.status, body: await response.text() };
}

describe('the rule table', () => {
  it('names only routes that exist, with their methods (a renamed route would silently lose its limit)', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} /api${path}`),
    );
    for (const rule of RATE_LIMIT_RULES) {
      for (const method of rule.methods) {
        if (typeof rule.path === 'string') expect(documented).toContain(`${method} ${rule.path}`);
        else if (!rule.path.source.includes('media'))
          expect(documented.some((entry) => entry.startsWith(`${method} `) && (rule.path as RegExp).test(entry.slice(method.length + 1)))).toBe(true);
      }
    }
  });
});

describe('per-IP budgets on anonymous endpoints', () => {
  it('limits profile previews per IP with 429, Retry-After and retry_after_seconds; other IPs are unaffected', async () => {
    // Budgets are windows of the core's clock: frozen, a slow machine cannot let a window end mid-test.
    freezeClock(t);
    const ip = newIp();
    // Invalid bodies still count: the budget guards the endpoint, not only the successful calls.
    for (let i = 0; i < policies.preview.points; i++) expect((await t.call('POST', '/api/profiles/preview', {}, undefined, from(ip))).status).toBe(400);
    await expectLimited(await t.call('POST', '/api/profiles/preview', {}, undefined, from(ip)));
    expect((await t.call('POST', '/api/profiles/preview', {}, undefined, from(newIp()))).status).toBe(400);
  });

  it('cannot be dodged by writing a new X-Forwarded-For entry in front of the one our proxy adds', async () => {
    freezeClock(t);
    const ip = newIp();
    const responses = [];
    for (let i = 0; i <= policies.analytics.points; i++) {
      responses.push(await t.call('POST', '/api/analytics/events', { events: [] }, undefined, from(`10.9.${i}.1, ${ip}`)));
    }
    expect(responses.slice(0, -1).map((response) => response.status)).toEqual(Array(policies.analytics.points).fill(400));
    await expectLimited(responses.at(-1) as Response);
  });

  it('holds across server processes: a second app on the same database sees the same budget', async () => {
    freezeClock(t);
    const ip = newIp();
    const other = buildApp({ core: t.core, role: 'web', version: 'test' });
    const resolve = (app: typeof t.app) =>
      app.request('/api/public/instagram/download', { method: 'POST', headers: { 'content-type': 'application/json', ...from(ip) }, body: '{}' });
    for (let i = 0; i < policies.download.points; i++) expect((await resolve(i % 2 ? other : t.app)).status).toBe(400);
    await expectLimited(await resolve(other));
    await expectLimited(await resolve(t.app));
  });

  it('limits the media proxy with its own, wider budget', async () => {
    freezeClock(t);
    const ip = newIp();
    for (let i = 0; i < policies.downloadMedia.points; i++) {
      expect((await t.call('GET', '/api/public/instagram/media/not-a-token', undefined, undefined, from(ip))).status).not.toBe(429);
    }
    await expectLimited(await t.call('GET', '/api/public/instagram/media/not-a-token', undefined, undefined, from(ip)));
  });

  it('leaves broken and non-JSON bodies to the route: MALFORMED_JSON, 415 and validation, never a 500', async () => {
    freezeClock(t);
    const ip = newIp();
    const malformed = await t.call('POST', '/api/users/web/resend-password', '{"email": ', undefined, from(ip));
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('MALFORMED_JSON');
    const text = await t.call('POST', '/api/users/web/resend-password', 'email=a@b.co', undefined, { ...from(ip), 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const wrongType = await t.call('POST', '/api/users/web/resend-password', { email: 42 }, undefined, from(ip));
    expect(wrongType.status).toBe(400);
    expect((await errorOf(wrongType)).code).toBe('VALIDATION_FAILED');
    // The body read by the limiter is still there for the route.
    expect((await t.call('POST', '/api/users/web/resend-password', { email: 'parsed@example.com' }, undefined, from(ip))).status).toBe(200);
  });
});

describe('mail-sending endpoints', () => {
  it('limit per e-mail address across IPs, answering the same for known and unknown addresses', async () => {
    freezeClock(t);
    await signUp('known-reset@example.com');
    const answers = { known: [] as { status: number; body: string }[], unknown: [] as { status: number; body: string }[] };
    for (let i = 0; i <= policies.passwordResetPerEmail.points; i++) {
      // A new IP every time: only the per-address budget can stop this.
      answers.known.push(
        await snapshot(await t.call('POST', '/api/users/web/resend-password', { email: 'Known-Reset@example.com' }, undefined, from(newIp()))),
      );
      answers.unknown.push(
        await snapshot(await t.call('POST', '/api/users/web/resend-password', { email: 'nobody-reset@example.com' }, undefined, from(newIp()))),
      );
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known.at(-1)?.status).toBe(429);
    expect(answers.known.slice(0, -1).every((answer) => answer.status === 200 && answer.body === '{"ok":true}')).toBe(true);
  });

  it('answers an e-mail change to a taken address exactly as one to a free address, and sends it no link', async () => {
    freezeClock(t);
    await signUp('already-here@example.com');
    const token = await signUp('changer@example.com');
    const ip = newIp();
    const taken = await snapshot(await t.call('PATCH', '/api/users/web/email', { email: 'already-here@example.com' }, token, from(ip)));
    const tokenTwo = await signUp('changer-two@example.com');
    const free = await snapshot(await t.call('PATCH', '/api/users/web/email', { email: 'free-address@example.com' }, tokenTwo, from(ip)));
    expect(taken.status).toBe(200);
    expect({ status: free.status, body: free.body.replace('free-address', 'X') }).toEqual({
      status: taken.status,
      body: taken.body.replace('already-here', 'X'),
    });
    const links = await t.core.database.executeSql(
      "SELECT count(*)::int AS n FROM one_time_tokens WHERE purpose = 'email_change' AND payload = 'already-here@example.com'",
    );
    expect(links.rows[0]?.n).toBe(0);
  });

  it('limits e-mail-login requests per address', async () => {
    freezeClock(t);
    const email = 'quiz-limit@example.com';
    const answers = [];
    for (let i = 0; i <= policies.emailLoginPerEmail.points; i++)
      answers.push(await t.call('POST', '/api/users/web/email-login', { email }, undefined, from(newIp())));
    expect(answers.slice(0, -1).every((response) => response.status === 200)).toBe(true);
    await expectLimited(answers.at(-1) as Response);
  });
});

describe('log-in throttling', () => {
  it("does not let an attacker's failures lock the owner out: 20 wrong guesses from one IP, the right password from another works", async () => {
    freezeClock(t);
    await signUp('victim@example.com', 'victim password');
    const attacker = newIp();
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await login('victim@example.com', `guess-${i}`, attacker)).status);
    // The attacker gets 5 checked guesses, then has to wait (429) between further ones.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect((await login('victim@example.com', 'victim password', newIp())).status).toBe(200);
  });

  it('evaluates exactly five guesses when 30 wrong passwords for one address arrive at once (issue 31, item 12)', async () => {
    await signUp('stormed@example.com', 'right password');
    const ip = newIp();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('stormed@example.com', `guess-${i}`, ip).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('makes each attempt after five failures wait longer, and the right password afterwards clears the count', async () => {
    await signUp('forgetful-login@example.com', 'right password');
    const ip = newIp();
    const clock = freezeClock(t);
    const start = clock.now.getTime();
    for (let i = 0; i < 5; i++) expect((await login('forgetful-login@example.com', 'wrong', ip)).status).toBe(401);
    const waiting = await login('forgetful-login@example.com', 'right password', ip);
    await expectLimited(waiting, 'TOO_MANY_LOGIN_ATTEMPTS');
    expect(waiting.headers.get('retry-after')).toBe('1');
    clock.set(start + 1000);
    expect((await login('forgetful-login@example.com', 'wrong', ip)).status).toBe(401);
    expect((await login('forgetful-login@example.com', 'wrong', ip)).headers.get('retry-after')).toBe('2');
    clock.set(start + 3000);
    expect((await login('forgetful-login@example.com', 'right password', ip)).status).toBe(200);
    // Forgiven: five fresh attempts again.
    for (let i = 0; i < 5; i++) expect((await login('forgetful-login@example.com', 'wrong', ip)).status).toBe(401);
  });

  it('checks exactly five of 15 parallel wrong passwords', async () => {
    freezeClock(t);
    await signUp('raced@example.com');
    const ip = newIp();
    const statuses = await Promise.all(Array.from({ length: 15 }, (_, i) => login('raced@example.com', `parallel-${i}`, ip).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('stops one IP spraying many addresses at the per-IP ceiling', async () => {
    freezeClock(t);
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i <= t.core.config.LOGIN_MAX_FAILURES_PER_IP; i++) statuses.push((await login(`spray-${i}@example.com`, 'Summer2030!', ip)).status);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another IP is not affected.
    expect((await login('spray-0@example.com', 'Summer2030!', newIp())).status).toBe(401);
  });
});
