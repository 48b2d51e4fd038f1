import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './body-limit.ts';

/** A request that counts how often anything asks for its body stream (on @hono/node-server that builds a Request). */
function spiedRequest(url: string, init: RequestInit & { duplex?: 'half' } = {}): { request: Request; reads: () => number } {
  const request = new Request(url, init);
  let reads = 0;
  const body = request.body;
  Object.defineProperty(request, 'body', {
    get() {
      reads += 1;
      return body;
    },
  });
  return { request, reads: () => reads };
}

function app() {
  const hono = new Hono();
  hono.use(
    '*',
    limitBody(100, (c) => {
      throw Object.assign(new Error('too large'), { status: 413, path: c.req.path });
    }),
  );
  hono.onError((error, c) => c.text(error.message, 413));
  hono.all('*', async (c) => c.text(c.req.method === 'POST' ? String((await c.req.text()).length) : 'ok'));
  return hono;
}

describe('limitBody', () => {
  it('decides from the headers: no body stream is touched for a GET or a POST with Content-Length', async () => {
    const get = spiedRequest('http://x/api/user');
    expect((await app().fetch(get.request)).status).toBe(200);
    expect(get.reads()).toBe(0);

    const small = spiedRequest('http://x/api/draft', { method: 'POST', body: 'x'.repeat(100), headers: { 'content-length': '100' } });
    const response = await app().fetch(small.request);
    expect(await response.text()).toBe('100');

    const big = spiedRequest('http://x/api/draft', { method: 'POST', body: 'x'.repeat(101), headers: { 'content-length': '101' } });
    expect((await app().fetch(big.request)).status).toBe(413);
    expect(big.reads()).toBe(0);
  });

  it('counts a chunked body while it is read', async () => {
    const chunks = (n: number) =>
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < n; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(30)));
          controller.close();
        },
      });
    const ok = new Request('http://x/a', { method: 'POST', body: chunks(3), headers: { 'transfer-encoding': 'chunked' }, duplex: 'half' } as RequestInit);
    expect(await (await app().fetch(ok)).text()).toBe('90');
    const tooBig = new Request('http://x/a', { method: 'POST', body: chunks(4), headers: { 'transfer-encoding': 'chunked' }, duplex: 'half' } as RequestInit);
    expect((await app().fetch(tooBig)).status).toBe(413);
  });
});
