import { signMediaLink } from '@reelcraft/core';
import { startFakeSmtp, type FakeSmtp } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, eventually, type TestApp } from '../../testing/test-app.ts';
import { buildApp } from '../app.ts';

let smtp: FakeSmtp;
let t: TestApp;
let app: ReturnType<typeof buildApp>;
let lines: string[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  // SMTP configured: no e-mail goes to the log, so no line may carry an address (the log transport is the exception).
  t = await createTestApp({ SMTP_URL: smtp.url });
  lines = captureLogs(t);
  // An app whose access log goes to the capturing logger.
  app = buildApp({ core: t.core, role: 'all', version: 'test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('logs', () => {
  it('keep no e-mail address and no capability token from sign-up, log-in, e-mail and file requests', async () => {
    const email = 'secret.person@example.com';
    const signUp = await app.request('/api/users/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse', language: 'en' }),
    });
    expect(signUp.status).toBe(201);
    for (const password of ['wrong horse', 'correct horse']) {
      await app.request('/api/users/web/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }).toString(),
      });
    }
    await smtp.waitFor(email);
    await eventually(async () => (lines.some((line) => line.includes('e-mail sent')) ? true : undefined));

    const fileLink = signMediaLink(t.core.jwtKey, { storageKey: 'media/nothing-here.mp4', expiresAt: new Date(Date.now() + 60_000) });
    const fileToken = fileLink.replace('/api/files/', '');
    await app.request(fileLink);
    await app.request('/api/public/instagram/media/SIGNEDDOWNLOADERTOKEN123');

    const output = lines.join('');
    expect(output).toContain('"path":"/api/users/web/login"');
    expect(output).toContain('"path":"/api/files/[redacted]"');
    expect(output).toContain('"path":"/api/public/instagram/media/[redacted]"');
    expect(output).toContain('s***@example.com');
    expect(output).not.toContain(email);
    expect(output).not.toContain(fileToken);
    expect(output).not.toContain('SIGNEDDOWNLOADERTOKEN123');
  });
});
