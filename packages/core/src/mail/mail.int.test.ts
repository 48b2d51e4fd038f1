import { startFakeSmtp, type FakeSmtp } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, eventually, type TestCore } from '../testing/index.ts';
import { deliverEmail } from './deliver-email.ts';
import { enqueueEmail } from './enqueue-email.ts';
import { listOutboxEmails } from './outbox.repository.ts';

let smtp: FakeSmtp;
let t: TestCore;
/** Recipients whose first attempt "crashes" right after delivering (the process dies before the job completes). */
const crashAfterDelivery = new Set<string>();

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestCore({ SMTP_URL: smtp.url, MAIL_FROM: 'Reelcraft <hello@reelcraft.test>' });
  await t.core.queue.work('send-email', async (payload, run) => {
    await deliverEmail(t.core, payload, run);
    if (crashAfterDelivery.has(payload.to) && run.retryCount === 0) throw new Error('simulated crash after delivery');
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function received(to: string): number {
  return smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((entry) => entry.address === to)).length;
}

async function completedJob(to: string): Promise<{ id: string; retry_count: number; state: string }> {
  return eventually(async () => {
    const { rows } = await t.core.database.executeSql(`SELECT id, retry_count, state FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = $1`, [to]);
    const row = rows[0] as { id: string; retry_count: number; state: string } | undefined;
    return row?.state === 'completed' ? row : undefined;
  }, 20000);
}

describe('send-email job over SMTP', () => {
  it('goes from enqueue to a parsed message in the recipient language; the stored copy has no usable token', async () => {
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

    const job = await completedJob('lucia@example.com');
    // One Message-ID per message, the same on every retry: receivers can drop a duplicate by it.
    expect(mail.messageId).toBe(`<${job.id}@reelcraft.test>`);
    const copy = await eventually(async () => (await listOutboxEmails(t.core.db, 10)).find((row) => row.to === 'lucia@example.com'));
    expect(copy).toMatchObject({ id: job.id, to: 'lucia@example.com', transport: 'smtp', template: 'password-reset', messageId: mail.messageId });
    // DEV_OUTBOX is off: the copy shows where the link pointed, not the token that makes it work.
    expect(`${copy.text}${copy.html}`).not.toContain('abc123abc123');
    expect(copy.text).toContain('http://localhost:3000/password?token=[redacted]');
    expect(copy.html).toContain('href="http://localhost:3000/password?token=[redacted]"');
  });

  it('retries with backoff when the SMTP server refuses, then delivers', async () => {
    smtp.failNext(1);
    await enqueueEmail(t.core, { to: 'retry@example.com', template: 'welcome', language: 'ru', params: { link: 'http://localhost:3000/app' } });
    const mail = await smtp.waitFor('retry@example.com', 20000);
    expect(mail.subject).toBe('Добро пожаловать в Reelcraft');
    expect(await completedJob('retry@example.com')).toMatchObject({ retry_count: 1, state: 'completed' });
    expect(received('retry@example.com')).toBe(1);
  });

  it('does not send again when the attempt that delivered fails afterwards', async () => {
    crashAfterDelivery.add('once@example.com');
    await enqueueEmail(t.core, { to: 'once@example.com', template: 'welcome', language: 'en', params: { link: 'http://localhost:3000/app' } });
    // The retry ran (and found the message delivered) before the job completed.
    expect(await completedJob('once@example.com')).toMatchObject({ retry_count: 1, state: 'completed' });
    expect(received('once@example.com')).toBe(1);
  });

  it('does not send twice when storing the copy fails (the copy is stored before sending)', async () => {
    // The first insert of this recipient's copy fails; a sequence is not rolled back with the failed statement.
    await t.core.database.executeSql(
      `CREATE SEQUENCE test_outbox_failures;
       CREATE FUNCTION test_fail_outbox_once() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW."to" = 'store-fails@example.com' AND nextval('test_outbox_failures') = 1 THEN
           RAISE EXCEPTION 'simulated outbox failure';
         END IF;
         RETURN NEW;
       END $$;
       CREATE TRIGGER test_fail_outbox_once BEFORE INSERT ON outbox_emails FOR EACH ROW EXECUTE FUNCTION test_fail_outbox_once();`,
      [],
    );
    await enqueueEmail(t.core, { to: 'store-fails@example.com', template: 'welcome', language: 'en', params: { link: 'http://localhost:3000/app' } });
    expect(await completedJob('store-fails@example.com')).toMatchObject({ retry_count: 1, state: 'completed' });
    expect(received('store-fails@example.com')).toBe(1);
    expect((await listOutboxEmails(t.core.db, 50)).filter((row) => row.to === 'store-fails@example.com')).toHaveLength(1);
  });
});
