import { describe, expect, it } from 'vitest';
import { browserDsn, dsnOrigin } from './dsn.ts';
import { scrubReport } from './scrub.ts';

describe('scrubReport', () => {
  it('scrubs every string like a log line and keeps only the user id', () => {
    const event = {
      message: 'failed for anna@example.com',
      user: { id: 'u1', email: 'anna@example.com', ip_address: '10.0.0.1', username: 'anna' },
      request: { url: 'https://x.test/api/files/abc.def?sig=123', headers: { Authorization: 'Bearer t', Cookie: 'rc_refresh=1', Accept: 'text/html' } },
      extra: { nested: [{ link: 'https://x.test/reset?token=secret-1' }], password: 'hunter2', email: 'b@example.com' },
      tags: { request_id: 'r1' },
    };
    const scrubbed = scrubReport(event);
    expect(scrubbed.message).toBe('failed for a***@example.com');
    expect(scrubbed.user).toEqual({ id: 'u1' });
    expect(scrubbed.request.url).toBe('https://x.test/api/files/[redacted]?sig=[redacted]');
    expect(scrubbed.request.headers).toEqual({ Authorization: '[redacted]', Cookie: '[redacted]', Accept: 'text/html' });
    expect(scrubbed.extra).toEqual({ nested: [{ link: 'https://x.test/reset?token=[redacted]' }], password: '[redacted]', email: '[redacted]' });
    expect(scrubbed.tags).toEqual({ request_id: 'r1' });
    // The original is left alone.
    expect(event.user.email).toBe('anna@example.com');
  });

  it('survives cycles and leaves numbers, booleans and nulls as they are', () => {
    const looped: Record<string, unknown> = { n: 1, ok: true, none: null };
    looped.self = looped;
    expect(scrubReport(looped)).toEqual({ n: 1, ok: true, none: null, self: '[redacted]' });
  });
});

describe('browserDsn', () => {
  it('uses SENTRY_BROWSER_DSN, else SENTRY_DSN, without a legacy secret; off or nothing is null', () => {
    expect(browserDsn({ SENTRY_DSN: 'https://pub@o1.ingest.example/42' })).toBe('https://pub@o1.ingest.example/42');
    expect(browserDsn({ SENTRY_DSN: 'https://pub:secret@o1.ingest.example/42' })).toBe('https://pub@o1.ingest.example/42');
    expect(browserDsn({ SENTRY_DSN: 'https://pub@a.example/1', SENTRY_BROWSER_DSN: 'https://web@b.example/2' })).toBe('https://web@b.example/2');
    expect(browserDsn({ SENTRY_DSN: 'https://pub@a.example/1', SENTRY_BROWSER_DSN: 'off' })).toBeNull();
    expect(browserDsn({ SENTRY_DSN: 'https://a.example/1' })).toBeNull();
    expect(browserDsn({})).toBeNull();
  });

  it('gives the origin a Content-Security-Policy must allow', () => {
    expect(dsnOrigin('https://pub@o1.ingest.example:8443/42')).toBe('https://o1.ingest.example:8443');
    expect(dsnOrigin(null)).toBeNull();
  });
});
