import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEndedSessions } from '@reelcraft/core/testing';
import { createTestApp, eventually, freezeClock, json, signUp, type TestApp } from '../testing/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CSRF = { 'x-reelcraft-session': '1' };
const PASSWORD = 'correct horse';

type Tokens = { access_token: string; token_type: string; expires_in: number; refresh_token?: string };

/** The refresh token from a response's Set-Cookie (what a browser would keep). */
function refreshCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('reelcraft_refresh='));
  return header?.split(';')[0]?.slice('reelcraft_refresh='.length) || undefined;
}

function login(email: string, headers: Record<string, string> = {}) {
  return t.app.request('/api/users/web/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
  });
}

/** A browser-style refresh: the cookie and the CSRF header, no body. */
function refreshWithCookie(cookie: string, headers: Record<string, string> = CSRF) {
  return t.app.request('/api/users/web/session/refresh', { method: 'POST', headers: { cookie: `reelcraft_refresh=${cookie}`, ...headers } });
}

/** An API client's refresh: the token in the body. */
function refreshWithBody(refreshToken: string) {
  return t.call('POST', '/api/users/web/session/refresh', { refresh_token: refreshToken });
}

async function browserLogin(email: string): Promise<{ access: string; cookie: string }> {
  const response = await login(email);
  expect(response.status).toBe(200);
  const cookie = refreshCookieOf(response);
  expect(cookie).toBeTruthy();
  return { access: (await json<Tokens>(response)).access_token, cookie: cookie as string };
}

async function apiLogin(email: string): Promise<{ access: string; refresh: string }> {
  const response = await login(email, { 'x-refresh-token-transport': 'body' });
  expect(response.status).toBe(200);
  const body = await json<Tokens>(response);
  expect(body.refresh_token).toBeTruthy();
  return { access: body.access_token, refresh: body.refresh_token as string };
}

async function status(token: string): Promise<number> {
  return (await t.call('GET', '/api/user', undefined, token)).status;
}

describe('sign-in starts a session', () => {
  it('log-in sets the refresh cookie HttpOnly, Secure, SameSite=Strict on the session path only, and a 15-minute access token', async () => {
    await signUp(t, { email: 'cookie@example.com', password: PASSWORD });
    const response = await login('cookie@example.com');
    expect(response.status).toBe(200);
    const body = await json<Tokens>(response);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(body).not.toHaveProperty('refresh_token');
    const payload = JSON.parse(Buffer.from(body.access_token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; iat: number; sid: string };
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('reelcraft_refresh=')) ?? '';
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/users/web/session']));
    const expires = attributes.find((a) => a.startsWith('expires='));
    const days = (new Date(expires?.slice('expires='.length) ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('sign-up, e-mail-only sign-up and a magic link start sessions too', async () => {
    const signUpResponse = await t.call('POST', '/api/users/web', { email: 'new@example.com', password: PASSWORD, language: 'en' });
    expect(refreshCookieOf(signUpResponse)).toBeTruthy();
    const emailOnly = await t.call('POST', '/api/users/web/email-login', { email: 'quiz@example.com' });
    const body = await json<Tokens & { status: string; token: { access_token: string } }>(emailOnly);
    expect(body).toMatchObject({ status: 'created', expires_in: 900 });
    expect(body.token.access_token).toBe(body.access_token);
    expect(refreshCookieOf(emailOnly)).toBeTruthy();
  });

  it('an API client gets the refresh token in the body and no cookie when it asks', async () => {
    await signUp(t, { email: 'api@example.com', password: PASSWORD });
    const response = await login('api@example.com', { 'x-refresh-token-transport': 'body' });
    expect(refreshCookieOf(response)).toBeUndefined();
    expect((await json<Tokens>(response)).refresh_token).toMatch(/^[\w-]{43}$/);
  });
});

describe('refresh', () => {
  it('rotates: a new access token and a new cookie; the old refresh token is used up', async () => {
    await signUp(t, { email: 'rotate@example.com', password: PASSWORD });
    const first = await browserLogin('rotate@example.com');
    const response = await refreshWithCookie(first.cookie);
    expect(response.status).toBe(200);
    const body = await json<Tokens>(response);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(body).not.toHaveProperty('refresh_token');
    const next = refreshCookieOf(response);
    expect(next).toBeTruthy();
    expect(next).not.toBe(first.cookie);
    expect(await status(body.access_token)).toBe(200);
    expect(await status(first.access)).toBe(200); // the session goes on: earlier access tokens live out their 15 minutes
  });

  it('API clients rotate with the token in the body', async () => {
    await signUp(t, { email: 'api-rotate@example.com', password: PASSWORD });
    const { refresh } = await apiLogin('api-rotate@example.com');
    const response = await refreshWithBody(refresh);
    expect(response.status).toBe(200);
    const body = await json<Tokens>(response);
    expect(body.refresh_token).toBeTruthy();
    expect(body.refresh_token).not.toBe(refresh);
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(await status(body.access_token)).toBe(200);
  });

  it('replaying a used refresh token after the grace window ends the whole session: the newest tokens stop working too', async () => {
    await signUp(t, { email: 'replay@example.com', password: PASSWORD });
    const first = await browserLogin('replay@example.com');
    const rotated = await refreshWithCookie(first.cookie);
    const newest = refreshCookieOf(rotated) as string;
    const newestAccess = (await json<Tokens>(rotated)).access_token;
    // The first token was exchanged longer ago than the grace for a lost answer.
    await t.core.database.executeSql(
      `update refresh_tokens set replaced_at = now() - interval '31 seconds' where replaced_at is not null and session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = 'replay@example.com')`,
    );

    const replay = await refreshWithCookie(first.cookie);
    expect(replay.status).toBe(401);
    expect((await json<{ error: { code: string } }>(replay)).error.code).toBe('TOKEN_INVALID');
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('reelcraft_refresh=;'))).toBe(true);

    expect((await refreshWithCookie(newest)).status).toBe(401);
    expect(await status(newestAccess)).toBe(401);
    expect(await status(first.access)).toBe(401);
    const rows = await t.core.database.executeSql(
      `select s.revoked_reason from sessions s join users u on u.id = s.user_id where u.email = 'replay@example.com' order by s.created_at`,
    );
    // The sign-up's session is untouched; the family whose token was replayed is revoked.
    expect(rows.rows.map((r) => r.revoked_reason)).toEqual([null, 'reuse_detected']);
  });

  it('a page that left mid-refresh loses the rotated cookie: its old token still works for a moment, and nobody is signed out', async () => {
    // The core's clock, not this machine's speed, says how long after the rotation the old cookie comes back.
    const clock = freezeClock(t);
    await signUp(t, { email: 'lost-answer@example.com', password: PASSWORD });
    const first = await browserLogin('lost-answer@example.com');
    const rotated = await refreshWithCookie(first.cookie); // the server rotated; pretend the browser never got this answer
    expect(rotated.status).toBe(200);
    const sibling = refreshCookieOf(rotated) as string;
    // Just inside the 30-second grace (the replay test above is past it).
    clock.advance(29_000);
    const again = await refreshWithCookie(first.cookie);
    expect(again.status).toBe(200);
    const kept = refreshCookieOf(again) as string;
    expect(kept).toBeTruthy();
    expect(kept).not.toBe(sibling);
    expect(await status((await json<Tokens>(again)).access_token)).toBe(200);
    // Both new tokens belong to the live session and are single-use like any other.
    expect((await refreshWithCookie(kept)).status).toBe(200);
    expect((await refreshWithCookie(sibling)).status).toBe(200);
    const rows = await t.core.database.executeSql(
      `select s.revoked_at from sessions s join users u on u.id = s.user_id where u.email = 'lost-answer@example.com'`,
    );
    expect(rows.rows.every((row) => row.revoked_at === null)).toBe(true);
  });

  it('parallel refreshes with the same token: one rotates it, the others get tokens of the same session; none ends it', async () => {
    await signUp(t, { email: 'parallel@example.com', password: PASSWORD });
    const { refresh } = await apiLogin('parallel@example.com');
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshWithBody(refresh)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const tokens = await Promise.all(results.map((r) => json<Tokens>(r)));
    expect(new Set(tokens.map((token) => token.refresh_token)).size).toBe(5);
    const used = await t.core.database.executeSql(
      `select count(*)::int as n from refresh_tokens where replaced_at is not null and session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = 'parallel@example.com')`,
    );
    expect(used.rows[0]!.n).toBe(1);
  });

  it('needs the CSRF header and a same-site Origin to use the cookie', async () => {
    await signUp(t, { email: 'csrf@example.com', password: PASSWORD });
    const { cookie } = await browserLogin('csrf@example.com');
    const noHeader = await refreshWithCookie(cookie, {});
    expect(noHeader.status).toBe(403);
    expect((await json<{ error: { code: string } }>(noHeader)).error.code).toBe('FORBIDDEN');
    expect((await refreshWithCookie(cookie, { ...CSRF, origin: 'https://evil.example' })).status).toBe(403);
    expect((await refreshWithCookie(cookie, { ...CSRF, origin: 'null' })).status).toBe(403);
    // Refused requests did not use the token up.
    expect((await refreshWithCookie(cookie, { ...CSRF, origin: t.core.publicUrl })).status).toBe(200);
  });

  it('behind one trusted proxy, the Origin may be the host that proxy forwarded, never one the client added', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const email = 'proxied@example.com';
      await signUp(proxied, { email, password: PASSWORD });
      const loggedIn = await proxied.app.request('/api/users/web/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
      });
      let cookie = refreshCookieOf(loggedIn) as string;
      const refresh = (headers: Record<string, string>) =>
        proxied.app.request('/api/users/web/session/refresh', { method: 'POST', headers: { cookie: `reelcraft_refresh=${cookie}`, ...CSRF, ...headers } });
      // The client wrote "evil.example" first; our proxy appended the host it really served.
      const spoofed = await refresh({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example, reelcraft.example' });
      expect(spoofed.status).toBe(403);
      const genuine = await refresh({ origin: 'https://reelcraft.example', 'x-forwarded-host': 'evil.example, reelcraft.example' });
      expect(genuine.status).toBe(200);
      cookie = refreshCookieOf(genuine) as string;
      expect(cookie).toBeTruthy();
    } finally {
      await proxied.close();
    }
  });

  it('refuses a missing, unknown or malformed refresh token with 401/400, never 500', async () => {
    expect((await t.app.request('/api/users/web/session/refresh', { method: 'POST', headers: CSRF })).status).toBe(401);
    expect((await refreshWithBody('x'.repeat(43))).status).toBe(401);
    expect((await refreshWithBody('short')).status).toBe(400);
    expect((await t.call('POST', '/api/users/web/session/refresh', { refresh_token: 42 })).status).toBe(400);
  });

  it('refuses a refresh token past the session end', async () => {
    await signUp(t, { email: 'old-session@example.com', password: PASSWORD });
    const { refresh, access } = await apiLogin('old-session@example.com');
    await t.core.database.executeSql(
      `update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'old-session@example.com')`,
    );
    expect((await refreshWithBody(refresh)).status).toBe(401);
    // The access token of the ended session stops too (after the short session cache).
    await eventually(async () => ((await status(access)) === 401 ? true : undefined), 5000);
  });
});

describe('log out', () => {
  it('log-out ends this session only and clears the cookie', async () => {
    await signUp(t, { email: 'logout@example.com', password: PASSWORD });
    const mine = await browserLogin('logout@example.com');
    const other = await browserLogin('logout@example.com');
    const response = await t.app.request('/api/users/web/session/logout', {
      method: 'POST',
      headers: { ...CSRF, authorization: `Bearer ${mine.access}`, cookie: `reelcraft_refresh=${mine.cookie}` },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('reelcraft_refresh=;') && c.includes('Path=/api/users/web/session'))).toBe(true);
    expect(await status(mine.access)).toBe(401);
    expect((await refreshWithCookie(mine.cookie)).status).toBe(401);
    expect(await status(other.access)).toBe(200);
    expect((await refreshWithCookie(other.cookie)).status).toBe(200);
  });

  it('an API client logs out with its refresh token; the cookie alone needs the CSRF header', async () => {
    await signUp(t, { email: 'api-logout@example.com', password: PASSWORD });
    const api = await apiLogin('api-logout@example.com');
    expect((await t.call('POST', '/api/users/web/session/logout', { refresh_token: api.refresh })).status).toBe(200);
    expect(await status(api.access)).toBe(401);

    const browser = await browserLogin('api-logout@example.com');
    const forged = await t.app.request('/api/users/web/session/logout', { method: 'POST', headers: { cookie: `reelcraft_refresh=${browser.cookie}` } });
    expect(forged.status).toBe(403);
    expect(await status(browser.access)).toBe(200);
  });

  it('log out everywhere ends every session and every access token of the account', async () => {
    await signUp(t, { email: 'everywhere@example.com', password: PASSWORD });
    const a = await browserLogin('everywhere@example.com');
    const b = await apiLogin('everywhere@example.com');
    await signUp(t, { email: 'bystander@example.com', password: PASSWORD });
    const bystander = await browserLogin('bystander@example.com');

    const response = await t.call('POST', '/api/users/web/session/logout-all', undefined, a.access);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true, sessions_ended: 3 }); // two log-ins plus the sign-up
    expect(await status(a.access)).toBe(401);
    expect(await status(b.access)).toBe(401);
    expect((await refreshWithCookie(a.cookie)).status).toBe(401);
    expect((await refreshWithBody(b.refresh)).status).toBe(401);
    expect(await status(bystander.access)).toBe(200);
    expect((await t.call('POST', '/api/users/web/session/logout-all')).status).toBe(401);
  });

  it('a password reset ends every session; the new one works', async () => {
    await signUp(t, { email: 'reset@example.com', password: PASSWORD });
    const before = await browserLogin('reset@example.com');
    const api = await apiLogin('reset@example.com');
    await t.call('POST', '/api/users/web/resend-password', { email: 'reset@example.com' });
    const link = await eventually(async () => {
      const body = await json<{ items: { to: string; template: string; text: string }[] }>(await t.call('GET', '/api/dev/outbox'));
      return body.items.find((m) => m.to === 'reset@example.com' && m.template === 'password-reset')?.text.match(/token=([\w-]+)/)?.[1];
    });
    const reset = await t.call('POST', '/api/users/web/password', { token: link, password: 'a new password' });
    expect(reset.status).toBe(200);
    const fresh = await json<Tokens>(reset);
    expect(refreshCookieOf(reset)).toBeTruthy();
    expect(await status(before.access)).toBe(401);
    expect(await status(api.access)).toBe(401);
    expect((await refreshWithCookie(before.cookie)).status).toBe(401);
    expect((await refreshWithBody(api.refresh)).status).toBe(401);
    expect(await status(fresh.access_token)).toBe(200);
  });

  it('deleting the account ends its sessions', async () => {
    await signUp(t, { email: 'gone@example.com', password: PASSWORD });
    const { refresh, access } = await apiLogin('gone@example.com');
    expect((await t.call('DELETE', '/api/user', { password: PASSWORD }, access)).status).toBe(200);
    expect(await status(access)).toBe(401);
    expect((await refreshWithBody(refresh)).status).toBe(401);
  });
});

describe('clean-up', () => {
  it('sessions that ended over a week ago are deleted with their refresh tokens; recent and live ones stay', async () => {
    await signUp(t, { email: 'prune@example.com', password: PASSWORD });
    const live = await apiLogin('prune@example.com');
    await apiLogin('prune@example.com');
    await apiLogin('prune@example.com');
    const user = `(select id from users where email = 'prune@example.com')`;
    const ids = ((await t.core.database.executeSql(`select id from sessions where user_id = ${user} order by created_at`)) as { rows: { id: string }[] }).rows;
    expect(ids).toHaveLength(4); // sign-up's and three log-ins
    await t.core.database.executeSql(`update sessions set revoked_at = now() - interval '8 days' where id = '${ids[2]!.id}'`);
    await t.core.database.executeSql(`update sessions set revoked_at = now() - interval '1 day' where id = '${ids[3]!.id}'`);
    expect(await pruneEndedSessions(t.core.db, t.core.now())).toBe(1);
    const left = ((await t.core.database.executeSql(`select id from sessions where user_id = ${user} order by created_at`)) as { rows: { id: string }[] }).rows;
    expect(left.map((row) => row.id)).toEqual([ids[0]!.id, ids[1]!.id, ids[3]!.id]);
    const orphans = (await t.core.database.executeSql(`select count(*)::int as n from refresh_tokens where session_id = '${ids[2]!.id}'`)) as {
      rows: { n: number }[];
    };
    expect(orphans.rows[0]!.n).toBe(0);
    expect((await refreshWithBody(live.refresh)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the session endpoints', async () => {
    const doc = await json<{ paths: Record<string, unknown> }>(await t.call('GET', '/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/users/web/session/refresh', '/users/web/session/logout', '/users/web/session/logout-all']),
    );
  });
});
