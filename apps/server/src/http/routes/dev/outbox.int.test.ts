import { listOutboxEmails } from '@reelcraft/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, eventually, signUp, type TestApp } from '../../../testing/index.ts';

async function signUpAndRequestReset(t: TestApp, email: string): Promise<void> {
  await signUp(t, { email, password: 'victim password' });
  // Anonymous: anyone may ask for a reset of any address.
  expect((await t.call('POST', '/api/users/web/resend-password', { email })).status).toBe(200);
}

describe('the production default (finding 1: account takeover through the dev outbox)', () => {
  let t: TestApp;
  let logs: string[];
  beforeAll(async () => {
    // What `npm start` gets: NODE_ENV=production, no DEV_OUTBOX, no SMTP.
    t = await createTestApp({ NODE_ENV: 'production' });
    logs = captureLogs(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no outbox to read the reset link from, and the stored copy has no usable token', async () => {
    await signUpAndRequestReset(t, 'victim@example.com');
    const copy = await eventually(async () =>
      (await listOutboxEmails(t.core.db, 50)).find((row) => row.to === 'victim@example.com' && row.template === 'password-reset'),
    );

    const outbox = await t.call('GET', '/api/dev/outbox');
    expect(outbox.status).toBe(404);
    expect(((await outbox.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');

    expect(copy.text).toMatch(/\/password\?token=\[redacted\]/);
    expect(copy.html).toMatch(/href="[^"]*\/password\?token=\[redacted\]"/);
    expect(`${copy.text}${copy.html}`).not.toMatch(/token=(?!\[redacted\])/);

    // The operator reads the one usable link in the server log and passes it on: it works, once.
    const delivery = (entry: string) => entry.includes('deliver it by hand');
    const line = logs.find((entry) => delivery(entry) && entry.includes('"template":"password-reset"') && entry.includes('victim@example.com'));
    expect(line).toBeDefined();
    const token = /\/password\?token=([\w-]+)/.exec(line ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await t.call('POST', '/api/users/web/password', { token, password: 'new password!' })).status).toBe(200);
    // Nothing but the deliveries (this one and the welcome e-mail) has the address or the token.
    const others = logs.filter((entry) => !delivery(entry)).join('');
    expect(others).toContain('v***@example.com');
    expect(others).not.toContain('victim@example.com');
    expect(others).not.toContain(token);
  });
});

describe('the dev outbox (DEV_OUTBOX=true, NODE_ENV=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the e-mails with working links, labelled as a development outbox', async () => {
    await signUpAndRequestReset(t, 'developer@example.com');
    const mail = await eventually(async () => {
      const response = await t.call('GET', '/api/dev/outbox');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-dev-outbox')).toMatch(/^Development outbox: .*fake world.*Never enabled with NODE_ENV=production/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { items } = (await response.json()) as { items: { to: string; template: string; text: string }[] };
      return items.find((item) => item.to === 'developer@example.com' && item.template === 'password-reset');
    });
    const token = /\/password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect((await t.call('POST', '/api/users/web/password', { token, password: 'new password!' })).status).toBe(200);
  });
});
