import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, eventually, json, signUp, type TestApp } from '../testing/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5' });
});
afterAll(async () => {
  await t.close();
});

/** The password of this file's accounts unless a test picks another. */
const PASSWORD = 'correct horse';

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.request('/api/users/web/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

type OutboxMail = { to: string; template: string; text: string };

/** An e-mail in the dev outbox to `to` from `template` that `matches` (waits for its delivery job). */
async function outboxMail(to: string, template: string, matches: (mail: OutboxMail) => boolean = () => true): Promise<OutboxMail> {
  return eventually(async () => {
    const body = await json<{ items: OutboxMail[] }>(await t.call('GET', '/api/dev/outbox'));
    return body.items.find((item) => item.to === to && item.template === template && matches(item));
  });
}

const ONE_TIME_LINK = /https?:\/\/\S+?(?:token|magic)=[\w-]+/;

/** The one-time link (token or magic) in an e-mail to `to` from `template`. */
async function outboxLink(to: string, template: string): Promise<string> {
  const mail = await outboxMail(to, template, (item) => ONE_TIME_LINK.test(item.text));
  return ONE_TIME_LINK.exec(mail.text)?.[0] ?? '';
}

describe('sign-up, log-in and the current user', () => {
  it('signs up, logs in with a form and returns the user with e-mail and language', async () => {
    await signUp(t, { email: 'Creator@Example.com', password: PASSWORD, language: 'pt' });
    const response = await login('creator@example.com', 'correct horse');
    expect(response.status).toBe(200);
    const body = await json<{ access_token: string; token_type: string }>(response);
    expect(body.token_type).toBe('bearer');
    const me = await t.call('GET', '/api/user', undefined, body.access_token);
    expect(me.status).toBe(200);
    const user = await json(me);
    expect(user).toMatchObject({ email: 'creator@example.com', language: 'pt', role: 'user', has_password: true, stripe_subscription: null });
    expect(user).not.toHaveProperty('password_hash');
  });

  it('refuses a second account with the same e-mail with its own code', async () => {
    await signUp(t, { email: 'twice@example.com', password: PASSWORD });
    const response = await t.call('POST', '/api/users/web', { email: 'TWICE@example.com', password: 'whatever12', language: 'en' });
    expect(response.status).toBe(409);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('EMAIL_TAKEN');
  });

  it("answers a wrong password with the spec's message, translated by Accept-Language", async () => {
    await signUp(t, { email: 'wrongpass@example.com', password: PASSWORD });
    const en = await login('wrongpass@example.com', 'not it');
    expect(en.status).toBe(401);
    expect(await json(en)).toEqual({ error: { code: 'LOGIN_FAILED', message: 'Failed to log in, Please try again' } });
    const ru = await login('wrongpass@example.com', 'not it', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect((await json<{ error: { message: string } }>(ru)).error.message).toBe('Не удалось войти. Попробуйте ещё раз');
    const unknown = await login('nobody@example.com', 'whatever');
    expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe('LOGIN_FAILED');
  });

  it('throttles repeated failures for one e-mail with 429 and Retry-After', async () => {
    await signUp(t, { email: 'victim@example.com', password: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await login('victim@example.com', `guess-${i}`)).status).toBe(401);
    const blocked = await login('victim@example.com', 'correct horse');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await json<{ error: { code: string; details: { retry_after_seconds: number } } }>(blocked);
    expect(body.error.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(body.error.details.retry_after_seconds).toBeGreaterThan(0);
  });

  it('rejects missing, forged and expired tokens with 401 JSON and a code', async () => {
    const missing = await t.call('GET', '/api/user');
    expect(missing.status).toBe(401);
    expect((await json<{ error: { code: string } }>(missing)).error.code).toBe('UNAUTHENTICATED');

    const { token } = await signUp(t, { email: 'forger@example.com', password: PASSWORD });
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const bad = await t.call('GET', '/api/user', undefined, forged);
    expect(bad.status).toBe(401);
    expect((await json<{ error: { code: string } }>(bad)).error.code).toBe('TOKEN_INVALID');

    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuer('reelcraft')
      .setAudience('reelcraft-web')
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(t.core.jwtKey);
    const old = await t.call('GET', '/api/user', undefined, expired);
    expect(old.status).toBe(401);
    expect((await json<{ error: { code: string } }>(old)).error.code).toBe('TOKEN_EXPIRED');
  });

  it('answers malformed JSON and wrong field types with 400 and a code, never 500', async () => {
    const malformed = await t.call('POST', '/api/users/web', '{"email": ');
    expect(malformed.status).toBe(400);
    expect((await json<{ error: { code: string } }>(malformed)).error.code).toBe('MALFORMED_JSON');

    const wrongType = await t.call('POST', '/api/users/web', { email: 42, password: ['x'], language: 'de' });
    expect(wrongType.status).toBe(400);
    const body = await json<{ error: { code: string; details: { issues: { path: string }[] } } }>(wrongType);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['email', 'password', 'language']));

    const notJson = await t.call('POST', '/api/users/web', 'email=a', undefined, { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    expect((await json<{ error: { code: string } }>(notJson)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const { token } = await signUp(t, { email: 'types@example.com', password: PASSWORD });
    const patch = await t.call('PATCH', '/api/user', { language: 7 }, token);
    expect(patch.status).toBe(400);
    const unknownField = await t.call('PATCH', '/api/user', { role: 'admin' }, token);
    expect(unknownField.status).toBe(400);

    const huge = await t.call('POST', '/api/analytics/events', JSON.stringify({ events: [], pad: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.call('GET', '/api/no/such/thing');
    expect(response.status).toBe(404);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('NOT_FOUND');
  });
});

describe('profile settings and account deletion', () => {
  it('changes language and blog topic', async () => {
    const { token } = await signUp(t, { email: 'settings@example.com', password: PASSWORD });
    const response = await t.call('PATCH', '/api/user', { language: 'es', blog_topic: { area_of_expertise: 'Cocina vegana' } }, token);
    expect(response.status).toBe(200);
    const user = await json<{ language: string; blog_topic: Record<string, string> }>(response);
    expect(user.language).toBe('es');
    expect(user.blog_topic.area_of_expertise).toBe('Cocina vegana');
    expect(user.blog_topic.post_style).toBe('');
    const again = await json<{ language: string }>(await t.call('GET', '/api/user', undefined, token));
    expect(again.language).toBe('es');
  });

  it('deletes the account only with the right password, then the token stops working', async () => {
    const { token } = await signUp(t, { email: 'leaving@example.com', password: 'my password!' });
    const wrong = await t.call('DELETE', '/api/user', { password: 'nope' }, token);
    expect(wrong.status).toBe(403);
    expect((await json<{ error: { code: string } }>(wrong)).error.code).toBe('WRONG_PASSWORD');
    const ok = await t.call('DELETE', '/api/user', { password: 'my password!' }, token);
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/user', undefined, token)).status).toBe(401);
    expect((await login('leaving@example.com', 'my password!')).status).toBe(401);
  });
});

describe('e-mail flows', () => {
  it('resets a password with a single-use link and ends older sessions', async () => {
    const { token: oldToken } = await signUp(t, { email: 'forgetful@example.com', password: 'old password' });
    const same = await t.call('POST', '/api/users/web/resend-password', { email: 'nobody-here@example.com' });
    const real = await t.call('POST', '/api/users/web/resend-password', { email: 'forgetful@example.com' });
    expect(same.status).toBe(200);
    expect(await json(same)).toEqual(await json(real));

    const link = await outboxLink('forgetful@example.com', 'password-reset');
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(new URL(link).pathname).toBe('/password');
    const reset = await t.call('POST', '/api/users/web/password', { token, password: 'new password' });
    expect(reset.status).toBe(200);
    expect((await login('forgetful@example.com', 'new password')).status).toBe(200);
    expect((await login('forgetful@example.com', 'old password')).status).toBe(401);
    expect((await t.call('GET', '/api/user', undefined, oldToken)).status).toBe(401);

    const reused = await t.call('POST', '/api/users/web/password', { token, password: 'third password' });
    expect(reused.status).toBe(400);
    expect((await json<{ error: { code: string } }>(reused)).error.code).toBe('ONE_TIME_TOKEN_INVALID');
  });

  it('a reset request does the same work for known and unknown addresses: it only queues a job, no token yet', async () => {
    await signUp(t, { email: 'timing@example.com', password: PASSWORD });
    const spy = vi.spyOn(t.core.queue, 'send');
    try {
      await t.call('POST', '/api/users/web/resend-password', { email: 'timing@example.com' });
      await t.call('POST', '/api/users/web/resend-password', { email: 'no-such-person@example.com' });
      expect(spy.mock.calls.map(([name, payload]) => [name, Object.keys(payload as object)])).toEqual([
        ['request-password-reset', ['email']],
        ['request-password-reset', ['email']],
      ]);
    } finally {
      spy.mockRestore();
    }
    // The link is made by the worker afterwards, not by the anonymous request.
    await outboxLink('timing@example.com', 'password-reset');
  });

  it('expires reset links after one hour', async () => {
    await signUp(t, { email: 'slow@example.com', password: PASSWORD });
    await t.call('POST', '/api/users/web/resend-password', { email: 'slow@example.com' });
    const link = await outboxLink('slow@example.com', 'password-reset');
    const token = new URL(link).searchParams.get('token') ?? '';
    const realNow = t.core.now;
    t.core.now = () => new Date(Date.now() + 61 * 60 * 1000);
    try {
      const late = await t.call('POST', '/api/users/web/password', { token, password: 'too late!!' });
      expect(late.status).toBe(400);
    } finally {
      t.core.now = realNow;
    }
  });

  it('e-mail-only login creates a new account, and sends a link instead of a token for an existing one', async () => {
    const created = await t.call('POST', '/api/users/web/email-login', { email: 'quiz@example.com', language: 'ru' });
    const body = await json<{ status: string; access_token: string; token: { access_token: string } }>(created);
    expect(body.status).toBe('created');
    expect(body.token.access_token).toBe(body.access_token);
    const me = await json<{ language: string; has_password: boolean }>(await t.call('GET', '/api/user', undefined, body.access_token));
    expect(me).toMatchObject({ language: 'ru', has_password: false });

    const again = await t.call('POST', '/api/users/web/email-login', { email: 'quiz@example.com' });
    expect(await json(again)).toEqual({ status: 'link_sent' });
    const link = await outboxLink('quiz@example.com', 'magic-login');
    const magic = new URL(link).searchParams.get('magic') ?? '';
    const signedIn = await t.call('POST', '/api/users/web/magic-login', { token: magic });
    expect(signedIn.status).toBe(200);
    expect((await t.call('POST', '/api/users/web/magic-login', { token: magic })).status).toBe(400);
  });

  it('changes e-mail after confirmation from the new address', async () => {
    const { token } = await signUp(t, { email: 'old-address@example.com', password: PASSWORD });
    await signUp(t, { email: 'taken@example.com', password: PASSWORD });
    // A taken address is answered like a free one (no account enumeration); it just never gets a link.
    const taken = await t.call('PATCH', '/api/users/web/email', { email: 'taken@example.com' }, token);
    expect(taken.status).toBe(200);
    expect(await json(taken)).toEqual({ pending_email: 'taken@example.com' });

    const change = await t.call('PATCH', '/api/users/web/email', { email: 'new-address@example.com' }, token);
    expect(change.status).toBe(200);
    expect(await json(change)).toEqual({ pending_email: 'new-address@example.com' });
    const pending = await json<{ email: string; pending_email: string }>(await t.call('GET', '/api/user', undefined, token));
    expect(pending).toMatchObject({ email: 'old-address@example.com', pending_email: 'new-address@example.com' });

    const link = await outboxLink('new-address@example.com', 'email-change-confirm');
    const confirm = await t.call('POST', '/api/users/web/email/confirm', { token: new URL(link).searchParams.get('token') });
    expect(confirm.status).toBe(200);
    expect(await json(confirm)).toMatchObject({ email: 'new-address@example.com', pending_email: null });
    expect((await login('new-address@example.com', 'correct horse')).status).toBe(200);
    // The old address was told of each request, with the new address named (the notice carries no one-time link: it
    // is not a way in).
    for (const requested of ['taken@example.com', 'new-address@example.com']) {
      const notice = await outboxMail('old-address@example.com', 'email-changed-notice', (mail) => mail.text.includes(requested));
      expect(notice.text).not.toMatch(/(?:token|magic)=/);
    }
  });
});

describe('analytics, health and the API description', () => {
  it('stores a batch of page views and refuses more than 50', async () => {
    const event = { type: 'page_view', path: '/app', session_id: 's1', occurred_at: new Date().toISOString() };
    const ok = await t.call('POST', '/api/analytics/events', { events: [event, { ...event, path: '/app/profile' }] });
    expect(ok.status).toBe(202);
    expect(await json(ok)).toEqual({ accepted: 2 });
    const tooMany = await t.call('POST', '/api/analytics/events', { events: Array.from({ length: 51 }, () => event) });
    expect(tooMany.status).toBe(400);
    const rows = await t.core.database.executeSql("SELECT path FROM analytics_events WHERE type = 'page_view' ORDER BY id");
    expect(rows.rows.map((row) => row.path)).toEqual(['/app', '/app/profile']);
  });

  it('reports database and queue state', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      queue: { ok: true },
    });
  });

  it('publishes an OpenAPI 3.1 document with the spec paths and a docs page', async () => {
    const doc = await json<{ openapi: string; paths: Record<string, unknown> }>(await t.call('GET', '/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/users/web', '/users/web/login', '/users/web/email-login', '/users/web/resend-password', '/users/web/email', '/user']),
    );
    const docs = await t.call('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/docs/init.js');
    expect(await (await t.call('GET', '/api/docs/init.js')).text()).toContain('/api/openapi.json');
    expect((await t.call('GET', '/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });
});
