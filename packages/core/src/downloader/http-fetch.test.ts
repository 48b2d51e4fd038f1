import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpFetch } from './http-fetch.ts';
import { expectedBytes, startTestCdn, type TestCdn } from './test-cdn-server.ts';

let cdn: TestCdn;
const httpFetch = createHttpFetch();

beforeAll(async () => {
  cdn = await startTestCdn();
});
afterAll(async () => {
  await cdn.close();
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('createHttpFetch', () => {
  it('returns status, headers and the body bytes, and sends the given headers', async () => {
    const response = await httpFetch(cdn.url('/bytes/300000?type=image%2Fjpeg'), {
      headers: { range: 'bytes=10-19', 'user-agent': 'test' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-range')).toBe('bytes 10-19/300000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(expectedBytes(10, 10));
    expect(cdn.requests.at(-1)?.headers['user-agent']).toBe('test');
    const whole = await httpFetch(cdn.url('/bytes/300000'));
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(expectedBytes(0, 300_000));
  });

  it('never follows redirects', async () => {
    const response = await httpFetch(cdn.url('/redirect?to=%2Fbytes%2F10'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/bytes/10');
    await response.body?.cancel();
  });

  it('reuses a kept-alive connection once a body has been read to the end', async () => {
    await (await httpFetch(cdn.url('/bytes/1000'))).arrayBuffer();
    const first = cdn.requests.at(-1)!.remotePort;
    await (await httpFetch(cdn.url('/bytes/1000'))).arrayBuffer();
    expect(cdn.requests.at(-1)!.remotePort).toBe(first);
  });

  it('gives bodiless answers a null body', async () => {
    const head = await httpFetch(cdn.url('/bytes/1000'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    const noContent = await httpFetch(cdn.url('/status/204'));
    expect(noContent.body).toBeNull();
  });

  it('errors the body when the server drops the connection early', async () => {
    const response = await httpFetch(cdn.url('/truncated'));
    expect(response.headers.get('x-twice')).toBe('a, b');
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('aborts before the answer, and while the body streams, closing the connection', async () => {
    const early = new AbortController();
    const pending = httpFetch(cdn.url('/hang'), { signal: early.signal });
    await waitFor(() => cdn.requests.at(-1)?.path === '/hang');
    const hung = cdn.requests.at(-1)!;
    early.abort(new Error('client left'));
    await expect(pending).rejects.toThrow('client left');
    await waitFor(() => hung.closedEarly);

    const late = new AbortController();
    const response = await httpFetch(cdn.url('/bytes/100000000?rate=65536'), { signal: late.signal });
    const streaming = cdn.requests.at(-1)!;
    const reader = response.body!.getReader();
    await reader.read();
    late.abort();
    await expect(reader.read()).rejects.toThrow();
    await waitFor(() => streaming.closedEarly);

    await expect(httpFetch(cdn.url('/bytes/10'), { signal: AbortSignal.abort(new Error('already')) })).rejects.toThrow('already');
  });

  it('closes the connection when the body is cancelled', async () => {
    const response = await httpFetch(cdn.url('/bytes/100000000?rate=65536'));
    const log = cdn.requests.at(-1)!;
    await response.body!.cancel();
    await waitFor(() => log.closedEarly);
  });

  it('rejects what it does not do, and unreachable hosts, like fetch does', async () => {
    await expect(httpFetch(cdn.url('/bytes/10'), { method: 'POST' })).rejects.toThrow(TypeError);
    await expect(httpFetch(new Request(cdn.url('/bytes/10')))).rejects.toThrow(TypeError);
    await expect(httpFetch('file:///etc/passwd')).rejects.toThrow(TypeError);
    const gone = await startTestCdn();
    await gone.close();
    await expect(httpFetch(gone.url('/bytes/10'))).rejects.toThrow('fetch failed');
  });
});
