import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentry, parseEnvelope, startFakeSentry } from './sentry.ts';

let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});

const envelope = [
  JSON.stringify({ event_id: 'e1', sent_at: '2026-01-01T00:00:00Z' }),
  JSON.stringify({ type: 'event', length: Buffer.byteLength('{"message":"héllo"}') }),
  '{"message":"héllo"}',
  JSON.stringify({ type: 'client_report' }),
  '{"discarded_events":[]}',
].join('\n');

describe('fake Sentry ingest', () => {
  it('parses envelopes with and without item lengths', () => {
    const parsed = parseEnvelope(Buffer.from(envelope));
    expect(parsed.header.event_id).toBe('e1');
    expect(parsed.items.map((item) => item.header.type)).toEqual(['event', 'client_report']);
    expect(parsed.items[0]?.payload).toEqual({ message: 'héllo' });
  });

  it('records events posted with the key, gzip or not; refuses a wrong key; answers 429 and 500 when told', async () => {
    const url = new URL(sentry.dsn);
    const endpoint = `${url.protocol}//${url.host}/api/42/envelope/`;
    expect((await fetch(`${endpoint}?sentry_key=public`, { method: 'POST', body: envelope })).status).toBe(200);
    const gz = await fetch(endpoint, {
      method: 'POST',
      body: gzipSync(envelope),
      headers: { 'content-encoding': 'gzip', 'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=public' },
    });
    expect(gz.status).toBe(200);
    expect(sentry.events).toHaveLength(2);
    expect((await fetch(`${endpoint}?sentry_key=other`, { method: 'POST', body: envelope })).status).toBe(403);
    sentry.respondWith(['429', '500']);
    expect((await fetch(`${endpoint}?sentry_key=public`, { method: 'POST', body: envelope })).status).toBe(429);
    expect((await fetch(`${endpoint}?sentry_key=public`, { method: 'POST', body: envelope })).status).toBe(500);
    expect(sentry.refused).toBe(2);
    expect(sentry.events).toHaveLength(2);
  });
});
