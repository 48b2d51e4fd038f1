import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/render.tsx';
import { api, ApiError } from './api.ts';
import { REFUSAL_LIMIT } from './refusal-brake.ts';
import { clearToken, writeToken } from './auth-token.ts';
import { setLocale } from './i18n.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  setLocale('en');
});

describe('api', () => {
  // Issue 31, item 8: a page that re-sends a refused request in a loop reaches the server a bounded number of times.
  it('answers a changing request refused again and again itself, without sending it', async () => {
    const stub = stubFetch({
      'POST /api/billing/cancel-flow': () => json({ error: { code: 'IMPERSONATION_FORBIDDEN', message: 'Not while viewing as a user' } }, 403),
    });
    vi.stubGlobal('fetch', stub.fetch);
    for (let i = 0; i < 50; i++) {
      const error = await api('/billing/cancel-flow', { method: 'POST' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('IMPERSONATION_FORBIDDEN');
    }
    expect(stub.calls.filter((call) => call.key === 'POST /api/billing/cancel-flow')).toHaveLength(REFUSAL_LIMIT);
  });

  it('sends the bearer token and the active locale', async () => {
    writeToken('tok', 900);
    setLocale('pt');
    const stub = stubFetch({ 'GET /api/user': () => json({ id: 'u' }) });
    vi.stubGlobal('fetch', stub.fetch);
    expect(await api('/user')).toEqual({ id: 'u' });
    const headers = new Headers(stub.calls[0]?.init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept-Language')).toBe('pt');
  });

  it('sends forms url-encoded and leaves the bearer out when asked', async () => {
    writeToken('tok', 900);
    const stub = stubFetch({ 'POST /api/users/web/login': () => json({ access_token: 'a', token_type: 'bearer' }) });
    vi.stubGlobal('fetch', stub.fetch);
    await api('/users/web/login', { method: 'POST', form: { username: 'a@b.co', password: 'p w' }, auth: false });
    const init = stub.calls[0]?.init;
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('Authorization')).toBeNull();
    expect(init?.body).toBe('username=a%40b.co&password=p+w');
  });

  it('turns the error body into a typed ApiError', async () => {
    const stub = stubFetch({
      'POST /api/users/web/login': () => json({ error: { code: 'TOO_MANY_LOGIN_ATTEMPTS', message: 'Too many', details: { retry_after_seconds: 90 } } }, 429),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const error = await api('/users/web/login', { method: 'POST', form: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS', status: 429, message: 'Too many', details: { retry_after_seconds: 90 } });
  });

  it('copes with non-JSON failures and network errors', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/health': () => new Response('<html>bad gateway</html>', { status: 502 }) }).fetch);
    await expect(api('/health')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/health')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
