import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/** Issue 13 items 5 and 6: the public config names the support contacts and the browser's error-reporting DSN. */
let plain: TestApp;
let configured: TestApp;

beforeAll(async () => {
  plain = await createTestApp({}, { workers: false });
  configured = await createTestApp(
    {
      SUPPORT_EMAIL: 'help@example.org',
      BILLING: 'test',
      SUPPORT_CHAT_URL: 'https://t.me/reelcraft_help',
      SENTRY_DSN: 'https://server@errors.example.net/7',
      SENTRY_BROWSER_DSN: 'https://web:legacy-secret@browser-errors.example.net/8',
    },
    { workers: false },
  );
});
afterAll(async () => {
  await plain.close();
  await configured.close();
});

function connectSrc(response: Response): string {
  return (
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('connect-src')) ?? ''
  );
}

describe('GET /api/public/config', () => {
  it('by default (test cores run BILLING=off): billing off, the default support address, no chat, no error reporting, and the policy connects to us only', async () => {
    const response = await plain.app.request('/api/public/config');
    expect(await response.json()).toEqual({
      features: { instagram_onboarding: true },
      billing: 'off',
      support: { email: 'support@reelcraft.app', chat_url: null },
      error_reporting: null,
    });
    expect(connectSrc(response)).toBe("connect-src 'self'");
  });

  it('configured: the test gateway, the support e-mail and chat link, the browser DSN without its secret, and the policy allows its host', async () => {
    const response = await configured.app.request('/api/public/config');
    expect(await response.json()).toEqual({
      features: { instagram_onboarding: true },
      billing: 'test',
      support: { email: 'help@example.org', chat_url: 'https://t.me/reelcraft_help' },
      error_reporting: { dsn: 'https://web@browser-errors.example.net/8', environment: 'test' },
    });
    expect(connectSrc(response)).toBe("connect-src 'self' https://browser-errors.example.net");
    // Every response's policy, the API's errors included.
    expect(connectSrc(await configured.app.request('/api/no-such-thing'))).toContain('https://browser-errors.example.net');
  });

  it('refuses a chat link that is not https', async () => {
    await expect(createTestApp({ SUPPORT_CHAT_URL: 'http://t.me/x' }, { workers: false })).rejects.toThrow(/SUPPORT_CHAT_URL/);
  });
});
