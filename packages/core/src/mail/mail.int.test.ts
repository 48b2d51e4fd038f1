import { startFakeSmtp, type FakeSmtp } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, eventually, type TestCore } from '../testing/index.ts';
import { deliverEmail } from './deliver-email.ts';
import { enqueueEmail } from './enqueue-email.ts';
import { listOutboxEmails } from './outbox.repository.ts';

let smtp: FakeSmtp;
let t: TestCore;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestCore({ SMTP_URL: smtp.url, MAIL_FROM: 'Reelcraft <hello@reelcraft.test>' });
  await t.core.queue.work('send-email', (payload) => deliverEmail(t.core, payload));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('send-email job over SMTP', () => {
  it('goes from enqueue to a parsed message in the recipient language', async () => {
    await enqueueEmail(t.core, {
      to: 'lucia@example.com',
      template: 'password-reset',
      language: 'es',
      params: { link: 'http://localhost:3000/password?token=abc123abc123' },
    });
    const mail = await smtp.waitFor('lucia@example.com');
    expect(mail.subject).toBe('Restablece tu contraseña de Reelcraft');
    expect(mail.from?.text).toContain('hello@reelcraft.test');
    expect(mail.text).toContain('http://localhost:3000/password?token=abc123abc123');
    expect(mail.html).toContain('href="http://localhost:3000/password?token=abc123abc123"');
    expect(mail.html).toContain('lang="es"');

    const copy = await eventually(async () => (await listOutboxEmails(t.core.db, 10)).find((row) => row.to === 'lucia@example.com'));
    expect(copy).toMatchObject({ to: 'lucia@example.com', transport: 'smtp', template: 'password-reset' });
  });

  it('retries with backoff when the SMTP server refuses, then delivers', async () => {
    smtp.failNext(1);
    await enqueueEmail(t.core, { to: 'retry@example.com', template: 'welcome', language: 'ru', params: { link: 'http://localhost:3000/app' } });
    const mail = await smtp.waitFor('retry@example.com', 20000);
    expect(mail.subject).toBe('Добро пожаловать в Reelcraft');
    const job = await eventually(async () => {
      const { rows } = await t.core.database.executeSql(
        `SELECT retry_count, state FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = 'retry@example.com'`,
      );
      return rows[0]?.state === 'completed' ? rows[0] : undefined;
    });
    expect(job).toMatchObject({ retry_count: 1, state: 'completed' });
  });
});
