import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/render.tsx';
import { testUser } from '../test/fixtures.ts';
import { api } from './api.ts';
import { auth, resetAuthForTests } from './auth.ts';
import { readToken } from './auth-token.ts';

/** Issue 13: a tab viewing as a user keeps that token to itself and never touches the admin's session. */

const user = testUser({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'viewed@example.com',
  impersonation: { admin_email: 'boss@example.com', ends_at: new Date(Date.now() + 3600_000).toISOString() },
});

function granted(token = 'imp.token.sig') {
  return { access_token: token, expires_in: 3600, user_id: user.id, user_email: user.email, ends_at: new Date(Date.now() + 3600_000).toISOString() };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetAuthForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTests();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('impersonation in the auth store', () => {
  it('keeps the token in this tab (sessionStorage), not in localStorage, and loads the user', async () => {
    window.localStorage.setItem('reelcraft.session', '1'); // the admin's own session in this browser
    const stub = stubFetch({ 'GET /api/user': () => json(user) });
    vi.stubGlobal('fetch', stub.fetch);
    await expect(auth.impersonate(granted())).resolves.toEqual(user);
    expect(readToken()).toBe('imp.token.sig');
    expect(auth.impersonation()).toMatchObject({ userId: user.id, userEmail: user.email });
    expect(window.sessionStorage.getItem('reelcraft.impersonation')).toContain('imp.token.sig');
    expect(Object.values({ ...window.localStorage })).not.toContain('imp.token.sig');
    expect(window.localStorage.getItem('reelcraft.session')).toBe('1');
    expect(stub.calls.map((call) => call.key)).toEqual(['GET /api/user']);
    expect(new Headers(stub.calls[0]?.init?.headers).get('authorization')).toBe('Bearer imp.token.sig');
  });

  it('never asks the refresh endpoint (the cookie is the admin’s): an expired token ends the view instead', async () => {
    window.localStorage.setItem('reelcraft.session', '1');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/app', assign });
    const stub = stubFetch({
      'GET /api/user': () => json(user),
      'GET /api/suggestions': () => json({ error: { code: 'TOKEN_EXPIRED', message: 'expired' } }, 401),
    });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.impersonate(granted());
    await expect(api('/suggestions')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(stub.calls.map((call) => call.key)).not.toContain('POST /api/users/web/session/refresh');
    expect(auth.impersonation()).toBeNull();
    expect(readToken()).toBeNull();
    expect(window.sessionStorage.getItem('reelcraft.impersonation')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('reelcraft.impersonation_ended') ?? '{}')).toEqual({ userId: user.id, userEmail: user.email });
    expect(assign).toHaveBeenCalledWith('/impersonate?ended=1');
    // The admin's hint stays: their other tabs and the next page load still find their own session.
    expect(window.localStorage.getItem('reelcraft.session')).toBe('1');
  });

  it('stop ends the session on the server with its bearer and leaves the tab ready for the admin’s own session', async () => {
    window.localStorage.setItem('reelcraft.session', '1');
    const stub = stubFetch({ 'GET /api/user': () => json(user), 'POST /api/impersonation/stop': () => new Response(null, { status: 204 }) });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.impersonate(granted());
    await expect(auth.stopImpersonating()).resolves.toBe(user.id);
    const stop = stub.calls.find((call) => call.key === 'POST /api/impersonation/stop');
    expect(new Headers(stop?.init?.headers).get('authorization')).toBe('Bearer imp.token.sig');
    expect(auth.impersonation()).toBeNull();
    expect(auth.getState()).toMatchObject({ status: 'unknown', token: null, user: null });
    expect(window.sessionStorage.getItem('reelcraft.impersonation')).toBeNull();
  });

  it('log-out while viewing stops the impersonation and never calls the cookie log-out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/app/profile', assign });
    const stub = stubFetch({ 'GET /api/user': () => json(user), 'POST /api/impersonation/stop': () => new Response(null, { status: 204 }) });
    vi.stubGlobal('fetch', stub.fetch);
    await auth.impersonate(granted());
    await auth.logOut();
    expect(stub.calls.map((call) => call.key)).toEqual(['GET /api/user', 'POST /api/impersonation/stop']);
    expect(assign).toHaveBeenCalledWith(`/admin/users/${user.id}`);
  });

  it('a reloaded tab keeps viewing: the token is read back from sessionStorage', async () => {
    window.sessionStorage.setItem(
      'reelcraft.impersonation',
      JSON.stringify({ token: 'kept.token.sig', endsAt: Date.now() + 600_000, userId: user.id, userEmail: user.email }),
    );
    vi.resetModules();
    const fresh = await import('./auth-token.ts');
    expect(fresh.readToken()).toBe('kept.token.sig');
    expect(fresh.readImpersonation()).toMatchObject({ userId: user.id });
  });

  it('an impersonation past its end is dropped on load', async () => {
    window.sessionStorage.setItem('reelcraft.impersonation', JSON.stringify({ token: 'old', endsAt: Date.now() - 1, userId: user.id, userEmail: user.email }));
    vi.resetModules();
    const fresh = await import('./auth-token.ts');
    expect(fresh.readToken()).toBeNull();
    expect(window.sessionStorage.getItem('reelcraft.impersonation')).toBeNull();
  });
});
