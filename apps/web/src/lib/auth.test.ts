import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/render.tsx';
import { auth, resetAuthForTests } from './auth.ts';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.co',
  pending_email: null,
  language: 'en',
  role: 'user',
  has_password: true,
  stripe_subscription: null,
  blog_topic: { area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' },
  created_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('auth store', () => {
  it('setting a token stores it, sets the once-authorized flag and loads the user', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
    await expect(auth.setToken('tok')).resolves.toEqual(user);
    expect(window.localStorage.getItem('reelcraft.auth_jwt')).toBe('tok');
    expect(window.localStorage.getItem('reelcraft.once_authorized')).toBe('1');
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user, token: 'tok' });
  });

  it('a 401 while loading the user clears the token', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/user': () => json({ error: { code: 'TOKEN_EXPIRED', message: 'expired' } }, 401) }).fetch,
    );
    await expect(auth.setToken('old')).resolves.toBeNull();
    expect(window.localStorage.getItem('reelcraft.auth_jwt')).toBeNull();
    expect(window.localStorage.getItem('reelcraft.once_authorized')).toBe('1');
    expect(auth.getState()).toMatchObject({ status: 'anonymous', user: null, token: null });
  });

  it('keeps the token when the server is unreachable, so a retry can succeed', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(auth.setToken('tok')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(auth.getState()).toMatchObject({ status: 'error', token: 'tok' });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
    await expect(auth.ensureUser()).resolves.toEqual(user);
  });

  it('reset removes the token and forgets the user', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
    await auth.setToken('tok');
    auth.reset();
    expect(window.localStorage.getItem('reelcraft.auth_jwt')).toBeNull();
    expect(auth.getState()).toMatchObject({ status: 'anonymous', user: null });
    await expect(auth.ensureUser()).resolves.toBeNull();
  });

  it('loads the user once even when asked twice at the same time', async () => {
    window.localStorage.setItem('reelcraft.auth_jwt', 'tok');
    resetAuthForTests();
    const stub = stubFetch({ 'GET /api/user': () => json(user) });
    vi.stubGlobal('fetch', stub.fetch);
    await Promise.all([auth.ensureUser(), auth.ensureUser()]);
    expect(stub.calls).toHaveLength(1);
  });
});
