import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/render.tsx';
import { testUser } from '../test/fixtures.ts';
import { api } from './api.ts';
import { auth, resetAuthForTests } from './auth.ts';
import { readToken } from './auth-token.ts';

const user = testUser();

/** A JWT-shaped token whose `exp` is `seconds` from now (the browser only reads it to schedule refreshes). */
function jwt(name: string, seconds = 900): string {
  const payload = btoa(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig-${name}`;
}

const refreshed = (token: string) => () => json({ access_token: token, token_type: 'bearer', expires_in: 900 });
const sessionGone = () => json({ error: { code: 'UNAUTHENTICATED', message: 'gone' } }, 401);

beforeEach(() => resetAuthForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTests();
});

describe('auth store', () => {
  it('keeps the token in memory only, sets the once-authorized flag and loads the user', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
    const token = jwt('tok');
    await expect(auth.setToken(token)).resolves.toEqual(user);
    expect(readToken()).toBe(token);
    expect(Object.values({ ...window.localStorage })).not.toContain(token);
    expect(window.localStorage.getItem('reelcraft.auth_jwt')).toBeNull();
    expect(window.localStorage.getItem('reelcraft.once_authorized')).toBe('1');
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user, token });
  });

  it('removes a token left in localStorage by an older version on load', async () => {
    window.localStorage.setItem('reelcraft.auth_jwt', 'old-30-day-token');
    vi.resetModules();
    await import('./auth-token.ts');
    expect(window.localStorage.getItem('reelcraft.auth_jwt')).toBeNull();
  });

  it('on load, a browser that signed in before gets its token from the refresh cookie, with the CSRF header', async () => {
    window.localStorage.setItem('reelcraft.session', '1');
    resetAuthForTests();
    const token = jwt('from-cookie');
    const stub = stubFetch({ 'POST /api/users/web/session/refresh': refreshed(token), 'GET /api/user': () => json(user) });
    vi.stubGlobal('fetch', stub.fetch);
    await expect(auth.ensureUser()).resolves.toEqual(user);
    expect(stub.calls.map((c) => c.key)).toEqual(['POST /api/users/web/session/refresh', 'GET /api/user']);
    const init = stub.calls[0]?.init;
    expect(new Headers(init?.headers).get('X-Reelcraft-Session')).toBe('1');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(stub.calls[1]?.init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('a visitor who never signed in is anonymous without asking the server', async () => {
    const stub = stubFetch({});
    vi.stubGlobal('fetch', stub.fetch);
    await expect(auth.ensureUser()).resolves.toBeNull();
    expect(stub.calls).toHaveLength(0);
  });

  it('no session behind the cookie: anonymous, and the hint is dropped', async () => {
    window.localStorage.setItem('reelcraft.session', '1');
    resetAuthForTests();
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/users/web/session/refresh': sessionGone }).fetch);
    await expect(auth.ensureUser()).resolves.toBeNull();
    expect(auth.getState()).toMatchObject({ status: 'anonymous', token: null });
    expect(window.localStorage.getItem('reelcraft.session')).toBeNull();
  });

  it('a 401 while loading the user signs out', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json({ error: { code: 'TOKEN_INVALID', message: 'invalid' } }, 401) }).fetch);
    await expect(auth.setToken(jwt('old'))).resolves.toBeNull();
    expect(auth.getState()).toMatchObject({ status: 'anonymous', user: null, token: null });
  });

  it('keeps the session when the server is unreachable, so a retry can succeed', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const token = jwt('tok');
    await expect(auth.setToken(token)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(auth.getState()).toMatchObject({ status: 'error', token });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
    await expect(auth.ensureUser()).resolves.toEqual(user);
  });

  it('a TOKEN_EXPIRED answer refreshes once and retries the request', async () => {
    let userCalls = 0;
    const fresh = jwt('fresh');
    const stub = stubFetch({
      'GET /api/user': () => json(user),
      'POST /api/users/web/session/refresh': refreshed(fresh),
      'GET /api/suggestions': (init) => {
        userCalls += 1;
        const bearer = new Headers(init?.headers).get('Authorization');
        return bearer === `Bearer ${fresh}` ? json({ items: [] }) : json({ error: { code: 'TOKEN_EXPIRED', message: 'expired' } }, 401);
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.setToken(jwt('stale'));
    await expect(api('/suggestions')).resolves.toEqual({ items: [] });
    expect(userCalls).toBe(2);
    expect(auth.getState()).toMatchObject({ status: 'authenticated', token: fresh });
  });

  it('signs out when the refresh after TOKEN_EXPIRED fails too (no loop)', async () => {
    const stub = stubFetch({
      'GET /api/user': () => json(user),
      'POST /api/users/web/session/refresh': sessionGone,
      'GET /api/suggestions': () => json({ error: { code: 'TOKEN_EXPIRED', message: 'expired' } }, 401),
    });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.setToken(jwt('stale'));
    await expect(api('/suggestions')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(auth.getState()).toMatchObject({ status: 'anonymous', endedBy: 'expired' });
    expect(stub.calls.filter((c) => c.key === 'POST /api/users/web/session/refresh')).toHaveLength(1);
  });

  it('concurrent requests with an expiring token share one refresh', async () => {
    const fresh = jwt('fresh');
    const stub = stubFetch({
      'GET /api/user': () => json(user),
      'POST /api/users/web/session/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return refreshed(fresh)();
      },
      'GET /api/suggestions': () => json({ items: [] }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.setToken(jwt('expiring', 10)); // inside the 30 s margin: refreshed before use
    await Promise.all([api('/suggestions'), api('/suggestions'), api('/suggestions')]);
    expect(stub.calls.filter((c) => c.key === 'POST /api/users/web/session/refresh')).toHaveLength(1);
    for (const call of stub.calls.filter((c) => c.key === 'GET /api/suggestions')) {
      expect(new Headers(call.init?.headers).get('Authorization')).toBe(`Bearer ${fresh}`);
    }
  });

  it('log out ends the session on the server, then forgets it', async () => {
    const token = jwt('tok');
    const stub = stubFetch({ 'GET /api/user': () => json(user), 'POST /api/users/web/session/logout': () => json({ ok: true }) });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.setToken(token);
    await auth.logOut();
    const logout = stub.calls.find((c) => c.key === 'POST /api/users/web/session/logout');
    expect(new Headers(logout?.init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(logout?.init?.headers).get('X-Reelcraft-Session')).toBe('1');
    expect(auth.getState()).toMatchObject({ status: 'anonymous', user: null, token: null, endedBy: 'logout' });
    expect(window.localStorage.getItem('reelcraft.session')).toBeNull();
    await expect(auth.ensureUser()).resolves.toBeNull();
  });

  it('log out everywhere calls the server and signs out', async () => {
    const stub = stubFetch({ 'GET /api/user': () => json(user), 'POST /api/users/web/session/logout-all': () => json({ ok: true, sessions_ended: 2 }) });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.setToken(jwt('tok'));
    await auth.logOutEverywhere();
    expect(stub.calls.map((c) => c.key)).toContain('POST /api/users/web/session/logout-all');
    expect(auth.getState()).toMatchObject({ status: 'anonymous' });
  });

  it('loads the user once even when asked twice at the same time', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
    await auth.setToken(jwt('tok'));
    resetAuthForTests();
    window.localStorage.setItem('reelcraft.session', '1');
    resetAuthForTests();
    const stub = stubFetch({ 'POST /api/users/web/session/refresh': refreshed(jwt('t2')), 'GET /api/user': () => json(user) });
    vi.stubGlobal('fetch', stub.fetch);
    await Promise.all([auth.ensureUser(), auth.ensureUser()]);
    expect(stub.calls.map((c) => c.key)).toEqual(['POST /api/users/web/session/refresh', 'GET /api/user']);
  });
});
