import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { signInstagramMediaLink } from '@reelcraft/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestCdn, type TestCdn } from '@reelcraft/core/testing';
import { createTestApp, eventually, type TestApp } from '../testing/index.ts';

/**
 * Finding 8: a visitor closing the page while a download streams (or before the CDN answered) is normal, not an
 * error. Through a real node:http server, since only a socket can really go away.
 */
let cdn: TestCdn;
let t: TestApp;
let server: http.Server;
let origin: string;
type Entry = { level: string; msg: string; fields: Record<string, unknown> };
const entries: Entry[] = [];

function recorder(bound: Record<string, unknown> = {}): unknown {
  const at =
    (level: string) =>
    (first?: unknown, second?: unknown): void => {
      const [fields, msg] = typeof first === 'string' ? [{}, first] : [(first ?? {}) as Record<string, unknown>, String(second ?? '')];
      entries.push({ level, msg, fields: { ...bound, ...fields } });
    };
  return {
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    child: (more: Record<string, unknown>) => recorder({ ...bound, ...more }),
  };
}

/** Polls a condition on what the test recorded, every 10 ms (the client leaves as soon as the CDN is asked). */
async function waitFor(condition: () => boolean): Promise<void> {
  await eventually(async () => (condition() ? true : undefined), 15_000, 10);
}

beforeAll(async () => {
  cdn = await startTestCdn();
  t = await createTestApp({ INSTAGRAM_ALLOW_HTTP_HOSTS: `127.0.0.1:${cdn.port}` }, { workers: false });
  // Every request's logger is a child of the core logger: record what the route and the middleware log.
  vi.spyOn(t.core.logger, 'child').mockImplementation(((fields: Record<string, unknown>) => recorder(fields)) as never);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t.close();
  await cdn.close();
});

/** GETs the link and destroys the connection once `after` body bytes arrived (0: as soon as the request is out). */
function requestThenLeave(path: string, after: number): Promise<{ status?: number; received: number }> {
  const requestsBefore = cdn.requests.length;
  return new Promise((resolve) => {
    let received = 0;
    let status: number | undefined;
    const request = http.get(`${origin}${path}`, (response) => {
      status = response.statusCode;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= after) request.destroy();
      });
    });
    request.on('error', () => undefined);
    request.on('close', () => resolve({ ...(status === undefined ? {} : { status }), received }));
    if (after === 0) void waitFor(() => cdn.requests.length > requestsBefore).then(() => request.destroy());
  });
}

describe('a client that leaves', () => {
  it('mid-body: logged as "client aborted" at info, the CDN connection closed, nothing at error level', async () => {
    entries.length = 0;
    // 64 KiB every 10 ms: 50 MB would take seconds, so the client surely leaves mid-body.
    const link = signInstagramMediaLink(t.core, { url: cdn.url(`/bytes/${50 * 1024 * 1024}?rate=65536`), fileName: 'a_b.mp4' });
    const result = await requestThenLeave(link, 256 * 1024);
    expect(result.status).toBe(200);
    const upstream = cdn.requests.at(-1);
    await waitFor(() => upstream?.closedEarly === true);
    expect(upstream?.written).toBeLessThan(50 * 1024 * 1024);
    await waitFor(() => entries.some((entry) => entry.msg === 'client aborted'));
    expect(entries.find((entry) => entry.msg === 'client aborted')?.level).toBe('info');
    expect(entries.filter((entry) => entry.level === 'error' || entry.level === 'fatal')).toEqual([]);
  });

  it('before the CDN answered: no 502, no error log, the upstream request cancelled', async () => {
    entries.length = 0;
    const link = signInstagramMediaLink(t.core, { url: cdn.url('/hang'), fileName: 'a_b.mp4' });
    await requestThenLeave(link, 0);
    const upstream = cdn.requests.at(-1);
    expect(upstream?.path).toBe('/hang');
    await waitFor(() => upstream?.closedEarly === true);
    await waitFor(() => entries.some((entry) => entry.msg === 'request'));
    expect(entries.find((entry) => entry.msg === 'client aborted')?.level).toBe('info');
    expect(entries.find((entry) => entry.msg === 'request')?.fields.status).toBe(499);
    expect(entries.filter((entry) => entry.level === 'error' || entry.level === 'fatal')).toEqual([]);
  });

  it('a whole download through the node:http fast path arrives intact, with the media headers and every middleware header', async () => {
    const size = 3 * 1024 * 1024 + 17;
    const link = signInstagramMediaLink(t.core, { url: cdn.url(`/bytes/${size}`), fileName: 'anna_C0ffee.mp4' });
    const response = await fetch(`${origin}${link}`, { headers: { 'x-request-id': 'dl-test-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="anna_C0ffee.mp4"');
    expect(response.headers.get('x-request-id')).toBe('dl-test-1');
    // What middleware adds after the handler reaches these responses too; the media's own sandbox CSP stays.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-hono-already-sent')).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(bytes.every((byte, i) => byte === (i & 0xff))).toBe(true);
    const ranged = await fetch(`${origin}${link}`, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await ranged.arrayBuffer())[0]).toBe(100);
  });
});
