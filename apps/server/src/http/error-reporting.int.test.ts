import { closeErrorReporting, flushErrorReports, initErrorReporting } from '@reelcraft/core';
import { type FakeSentry, startFakeSentry } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from './middleware/auth.ts';
import { createTestApp, signUp, type TestApp } from '../testing/index.ts';

/**
 * Issue 13 item 5: with SENTRY_DSN set, unexpected server errors reach a Sentry-compatible ingest (here the fake),
 * tagged with the request or job id and the user's id, scrubbed like the logs; expected errors (bad input) do not.
 */
let sentry: FakeSentry;
let t: TestApp;

const SECRET_DETAIL = 'lookup failed for anna.secret@example.com via /api/files/cap-abc123?token=tok-xyz789';

beforeAll(async () => {
  sentry = await startFakeSentry();
  t = await createTestApp({ SENTRY_DSN: sentry.dsn }, { workers: false });
  const reporter = await initErrorReporting({ dsn: t.core.config.SENTRY_DSN, release: '9.9.9-test', environment: 'test', tags: { role: 'all' } });
  expect(reporter.kind).toBe('sentry');
  // A route that fails the way a bug does: an Error no one caught, behind the real auth middleware.
  t.app.get('/__test/boom', requireUser(t.core), () => {
    throw new Error(SECRET_DETAIL);
  });
  t.app.get('/__test/boom-anonymous', () => {
    throw new TypeError('cannot read properties of undefined');
  });
  // An error of its own (the SDK drops an event identical to the one before it).
  t.app.get('/__test/marker', () => {
    throw new RangeError('the marker error');
  });
});
afterAll(async () => {
  await closeErrorReporting(1000);
  await t.close();
  await sentry.close();
});

describe('error reporting to a Sentry-compatible ingest', () => {
  it('sends one event for a 500, with the request id and user id as tags and nothing personal in it', async () => {
    // The address is in the error text too: the event must not carry it.
    const { token, id } = await signUp(t, { email: 'anna.secret@example.com' });
    sentry.reset();
    const response = await t.call('GET', '/__test/boom', undefined, token, { 'x-request-id': 'req-boom-1' });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
    await flushErrorReports(3000);
    const [event] = await sentry.waitForEvents(1);
    expect(sentry.events).toHaveLength(1);
    expect(event?.tags).toMatchObject({ request_id: 'req-boom-1', method: 'GET', role: 'all' });
    expect(event?.user).toEqual({ id });
    expect(event?.release).toBe('9.9.9-test');
    expect(event?.environment).toBe('test');
    expect(event?.exception?.values?.[0]?.type).toBe('Error');
    // Scrubbed like a log line: the address masked, the capability and the token gone — everywhere in the envelope.
    expect(event?.exception?.values?.[0]?.value).toBe('lookup failed for a***@example.com via /api/files/[redacted]?token=[redacted]');
    const raw = sentry.envelopes.map((envelope) => envelope.raw).join('\n');
    expect(raw).not.toContain('anna.secret');
    expect(raw).not.toContain('cap-abc123');
    expect(raw).not.toContain('tok-xyz789');
    expect(raw).not.toContain(token);
  });

  it('reports an anonymous 500 without a user', async () => {
    sentry.reset();
    const response = await t.call('GET', '/__test/boom-anonymous', undefined, undefined, { 'x-request-id': 'req-boom-2' });
    expect(response.status).toBe(500);
    await flushErrorReports(3000);
    const [event] = await sentry.waitForEvents(1);
    expect(event?.tags?.request_id).toBe('req-boom-2');
    expect(event?.user).toBeUndefined();
    expect(event?.exception?.values?.[0]?.type).toBe('TypeError');
  });

  it('sends nothing for bad input, refusals and unknown paths', async () => {
    sentry.reset();
    expect((await t.call('POST', '/api/users/web', { email: 'not-an-email', password: 'x' })).status).toBe(400);
    expect((await t.call('POST', '/api/users/web', '{"broken', undefined, { 'content-type': 'application/json' })).status).toBe(400);
    expect((await t.call('GET', '/api/user')).status).toBe(401);
    expect((await t.call('GET', '/api/no-such-thing')).status).toBe(404);
    await flushErrorReports(3000);
    // A real 500 after them, as a marker: once it has arrived, anything the refusals had sent (queued and flushed
    // before it) has arrived too, and the marker must be the only event.
    expect((await t.call('GET', '/__test/marker', undefined, undefined, { 'x-request-id': 'req-marker' })).status).toBe(500);
    await flushErrorReports(3000);
    await sentry.waitForEvents(1);
    expect(sentry.events.map((event) => event.tags?.request_id)).toEqual(['req-marker']);
  });

  it('reports a job that failed its last attempt, with the job id and name', async () => {
    sentry.reset();
    // reap-stale-work has no retries: its first failure is its last.
    await t.core.queue.work('reap-stale-work', () => Promise.reject(new Error('reaper broke for bob@example.com')));
    const jobId = await t.core.queue.send('reap-stale-work', {});
    const [event] = await sentry.waitForEvents(1, 15_000);
    expect(event?.tags).toMatchObject({ job_id: jobId, job_name: 'reap-stale-work', attempt: '1' });
    expect(event?.exception?.values?.[0]?.value).toBe('reaper broke for b***@example.com');
  });

  it('keeps working when the ingest is down: the request still gets its 500 and nothing throws', async () => {
    sentry.reset();
    sentry.respondWith('500');
    const response = await t.call('GET', '/__test/boom-anonymous');
    expect(response.status).toBe(500);
    await flushErrorReports(3000);
    expect(sentry.events).toHaveLength(0);
    sentry.respondWith('ok');
  });
});
