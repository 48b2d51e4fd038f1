import { once } from 'node:events';
import http from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMediaProxy, type MediaProxy, type MediaProxyOptions, type SendResult } from './create-media-proxy.ts';
import { SEND_BUFFER_BYTES } from './media-body.ts';
import { sanitiseRange } from './media-range.ts';
import { DownloadError } from './download-error.ts';
import { expectedBytes, startTestCdn, type TestCdn } from './test-cdn-server.ts';
import { allowHostSuffixes, allowOrigins, type UrlAllowList } from './url-policy.ts';

let cdn: TestCdn;
/** A second loopback server the allow-list does not admit: reaching it at all would be an SSRF. */
let forbidden: TestCdn;
let isAllowed: UrlAllowList;

beforeAll(async () => {
  cdn = await startTestCdn();
  forbidden = await startTestCdn();
  const local = allowOrigins([cdn.origin]);
  const instagram = allowHostSuffixes(['cdninstagram.com', 'fbcdn.net']);
  isAllowed = (url) => local(url) || instagram(url);
});
afterAll(async () => {
  await cdn.close();
  await forbidden.close();
});

function proxyWith(options: Partial<MediaProxyOptions> = {}): MediaProxy {
  return createMediaProxy({ isAllowed, ...options });
}

/** The default node:http transport, and Node's built-in fetch: the proxy must behave the same over either. */
const transports: [string, typeof fetch | undefined][] = [
  ['node:http transport (default)', undefined],
  ['built-in fetch', globalThis.fetch],
];

async function failure(promise: Promise<unknown>): Promise<DownloadError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DownloadError);
  return error as DownloadError;
}

function lastRequest(server: TestCdn = cdn) {
  const log = server.requests.at(-1);
  if (!log) throw new Error('no request reached the server');
  return log;
}

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('refuses to be an open proxy', () => {
  const refused = [
    () => 'http://127.0.0.1/x',
    () => 'http://127.0.0.1:80/x',
    () => `http://127.0.0.1:${forbidden.port}/bytes/10`,
    () => `http://localhost:${cdn.port}/bytes/10`,
    () => `http://[::1]:${cdn.port}/bytes/10`,
    () => `http://2130706433:${cdn.port + 1}/`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[fd00:ec2::254]/latest/meta-data/',
    () => 'file:///etc/passwd',
    () => 'data:video/mp4;base64,AAAA',
    () => 'javascript:alert(1)',
    () => 'ftp://scontent.cdninstagram.com/x.mp4',
    () => 'https://evil.com/cdninstagram.com/x',
    () => 'https://evil.com/?u=https://scontent.cdninstagram.com/x',
    () => 'https://cdninstagram.com.evil.com/x',
    () => 'https://scontent.cdninstagram.com.evil.com/x',
    () => 'https://evilcdninstagram.com/x',
    () => 'https://cdninstagram.com/x',
    () => 'https://user@scontent.cdninstagram.com/',
    () => 'https://user:pass@scontent.cdninstagram.com/x.mp4',
    () => `http://user@127.0.0.1:${cdn.port}/bytes/10`,
    () => 'https://scontent.cdninstagram.com@evil.com/x',
    () => 'https://evil.com\\@scontent.cdninstagram.com/x',
    () => 'https://evil.com#@scontent.cdninstagram.com/x',
    () => 'http://scontent.cdninstagram.com/x.mp4',
    () => 'https://scontent.cdninstagram.com:8443/x.mp4',
    () => 'https://scontent.cdninstagram.com./x.mp4',
    () => '//scontent.cdninstagram.com/x.mp4',
    () => '/bytes/10',
    () => 'not a url',
    () => '',
    () => `https://scontent.cdninstagram.com/${'a'.repeat(9000)}`,
  ];

  it.each(refused.map((make, index) => [index, make] as const))('case %i is refused without any request', async (_index, make) => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const before = cdn.requests.length + forbidden.requests.length;
    const error = await failure(proxyWith({ fetch: fetchSpy }).stream(make(), { fileName: 'x.mp4' }));
    expect(error.code).toBe('URL_NOT_ALLOWED');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(cdn.requests.length + forbidden.requests.length).toBe(before);
  });

  it('admits the allow-listed CDN hosts (checked with a fetch that never leaves the machine)', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } });
    };
    const proxy = proxyWith({ fetch: fakeFetch });
    for (const url of [
      'https://scontent.cdninstagram.com/v/t51.2885-15/1.jpg?stp=dst-jpg_e35&oe=675490D8',
      'https://scontent-atl3-1.cdninstagram.com/o1/v/t16/f2/m86/a.mp4',
      'https://instagram.fcxh3-1.fna.fbcdn.net/v/t51.2885-19/p.jpg',
      'https://SCONTENT.CDNINSTAGRAM.COM/x.jpg#fragment',
    ]) {
      const response = await proxy.stream(url, { fileName: 'a.jpg' });
      expect(await response.text()).toBe('jpeg');
    }
    expect(seen.at(-1)).toBe('https://scontent.cdninstagram.com/x.jpg');
  });

  it('follows a redirect from an allowed host to a disallowed one: never', async () => {
    const before = forbidden.requests.length;
    const target = forbidden.url('/bytes/10');
    const error = await failure(proxyWith().stream(cdn.url(`/redirect?to=${encodeURIComponent(target)}`), { fileName: 'x.mp4' }));
    expect(error.code).toBe('DOWNLOAD_FAILED');
    expect(error.details.reason).toBe('redirect_not_allowed');
    expect(forbidden.requests.length).toBe(before);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'https://user@scontent.cdninstagram.com/x.mp4',
    '//evil.com/x.mp4',
    'http://localhost/x',
  ])('refuses a redirect to %s', async (to) => {
    const error = await failure(proxyWith().stream(cdn.url(`/redirect?to=${encodeURIComponent(to)}`), { fileName: 'x.mp4' }));
    expect(error.details.reason).toBe('redirect_not_allowed');
  });

  it('follows up to three allowed redirects, relative ones included, and no more', async () => {
    const response = await proxyWith().stream(cdn.url('/hops/2'), { fileName: 'x.mp4' });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(expectedBytes(0, 10));
    const before = cdn.requests.length;
    const error = await failure(proxyWith().stream(cdn.url('/hops/3'), { fileName: 'x.mp4' }));
    expect(error.details.reason).toBe('too_many_redirects');
    // /hops/3 and the three redirects it leads to; the fourth redirect (to the file) is not followed.
    expect(cdn.requests.slice(before).map((log) => log.path)).toEqual(['/hops/3', '/hops/2', '/hops/1', '/hops/0']);
  });
});

describe.each(transports)('over %s', (_name, transport) => {
  const proxyWith = (options: Partial<MediaProxyOptions> = {}): MediaProxy =>
    createMediaProxy({ isAllowed, ...(transport ? { fetch: transport } : {}), ...options });

  describe('response headers', () => {
    it('sets type, length, attachment name, no-store and nosniff', async () => {
      const response = await proxyWith().stream(cdn.url('/bytes/1000?type=video%2Fmp4%3B%20codecs%3Davc1'), {
        fileName: 'anna.fitcoach_C0ffeeReel1.mp4',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('content-length')).toBe('1000');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="anna.fitcoach_C0ffeeReel1.mp4"; filename*=UTF-8''anna.fitcoach_C0ffeeReel1.mp4`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(expectedBytes(0, 1000));
      const sent = lastRequest().headers;
      expect(sent['accept-encoding']).toBe('identity');
    });

    it('gives non-ASCII names an ASCII fallback and an RFC 5987 UTF-8 name', async () => {
      const response = await proxyWith().stream(cdn.url('/bytes/10?type=image%2Fjpeg'), { fileName: 'шеф "Павел" café.jpg' });
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="cafe.jpg"; filename*=UTF-8''%D1%88%D0%B5%D1%84%20_%D0%9F%D0%B0%D0%B2%D0%B5%D0%BB_%20caf%C3%A9.jpg`,
      );
      await response.body?.cancel();
    });

    it('labels untyped or odd upstream media from the file name, and refuses pages posing as media', async () => {
      const untyped = await proxyWith().stream(cdn.url('/bytes/10?type=application%2Foctet-stream'), { fileName: 'a.jpg' });
      expect(untyped.headers.get('content-type')).toBe('image/jpeg');
      await untyped.body?.cancel();
      const svg = await proxyWith().stream(cdn.url('/typed?type=image%2Fsvg%2Bxml'), { fileName: 'a.jpg' });
      expect(svg.headers.get('content-type')).toBe('image/jpeg');
      await svg.body?.cancel();
      const unknownName = await proxyWith().stream(cdn.url('/typed?type=image%2Fsvg%2Bxml'), { fileName: 'a' });
      expect(unknownName.headers.get('content-type')).toBe('application/octet-stream');
      await unknownName.body?.cancel();
      for (const type of ['text/html', 'application/json', 'text/plain; charset=utf-8', 'application/xhtml+xml']) {
        const error = await failure(proxyWith().stream(cdn.url(`/typed?type=${encodeURIComponent(type)}`), { fileName: 'a.mp4' }));
        expect(error.details.reason).toBe('unexpected_content_type');
      }
    });

    it('passes extra upstream headers but keeps Range and Accept-Encoding its own', async () => {
      const proxy = proxyWith({
        headers: { 'user-agent': 'Mozilla/5.0', referer: 'https://www.instagram.com/', 'accept-encoding': 'gzip' },
      });
      const response = await proxy.stream(cdn.url('/bytes/10'), { fileName: 'a.mp4' });
      await response.arrayBuffer();
      const sent = lastRequest().headers;
      expect(sent['user-agent']).toBe('Mozilla/5.0');
      expect(sent.referer).toBe('https://www.instagram.com/');
      expect(sent['accept-encoding']).toBe('identity');
    });
  });

  describe('Range pass-through', () => {
    const size = 1_000_000;

    it('forwards a byte range and answers 206 with Content-Range', async () => {
      const response = await proxyWith().stream(cdn.url(`/bytes/${size}`), { fileName: 'a.mp4', range: 'bytes=1000-1999' });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
      expect(response.headers.get('content-length')).toBe('1000');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(expectedBytes(1000, 1000));
      expect(lastRequest().headers.range).toBe('bytes=1000-1999');
    });

    it('forwards open-ended and suffix ranges', async () => {
      const tail = await proxyWith().stream(cdn.url(`/bytes/${size}`), { fileName: 'a.mp4', range: 'bytes=-10' });
      expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(expectedBytes(size - 10, 10));
      const rest = await proxyWith().stream(cdn.url(`/bytes/${size}`), { fileName: 'a.mp4', range: 'bytes=999990-' });
      expect(Buffer.from(await rest.arrayBuffer())).toEqual(expectedBytes(999_990, 10));
    });

    it('drops ranges it does not forward (multiple, malformed) and sends the whole file', async () => {
      for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=5-1', 'bytes=-', 'bytes=0-1\r\nx-evil: 1']) {
        const response = await proxyWith().stream(cdn.url('/bytes/100'), { fileName: 'a.mp4', range });
        expect(response.status).toBe(200);
        expect(lastRequest().headers.range).toBeUndefined();
        expect((await response.arrayBuffer()).byteLength).toBe(100);
      }
    });

    it('passes an unsatisfiable range on as a bodiless 416', async () => {
      const response = await proxyWith().stream(cdn.url('/bytes/100'), { fileName: 'a.mp4', range: 'bytes=500-' });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe('bytes */100');
      expect(response.body).toBeNull();
    });

    it('normalises what it forwards', () => {
      expect(sanitiseRange(' bytes=007-10 ')).toBe('bytes=7-10');
      expect(sanitiseRange('bytes=0-')).toBe('bytes=0-');
      expect(sanitiseRange('bytes=-500')).toBe('bytes=-500');
      expect(sanitiseRange('bytes=1-0')).toBeUndefined();
      expect(sanitiseRange('bytes=99999999999999999-')).toBeUndefined();
    });
  });

  describe('upstream failures map to codes', () => {
    it.each([
      ['/status/403?body=URL%20signature%20expired', 'IG_MEDIA_EXPIRED', 403],
      ['/status/403?oe=00000001', 'IG_MEDIA_EXPIRED', 403],
      ['/status/403?body=URL%20signature%20mismatch&oe=FFFFFFFF', 'DOWNLOAD_FAILED', 403],
      ['/status/404', 'IG_NOT_FOUND', 404],
      ['/status/410', 'IG_NOT_FOUND', 410],
      ['/status/429', 'IG_RATE_LIMITED', 429],
      ['/status/500', 'DOWNLOAD_FAILED', 500],
      ['/status/503', 'DOWNLOAD_FAILED', 503],
      ['/status/304', 'DOWNLOAD_FAILED', 304],
      ['/status/204', 'DOWNLOAD_FAILED', 204],
    ] as const)('%s → %s', async (path, code, status) => {
      const error = await failure(proxyWith().stream(cdn.url(path), { fileName: 'a.mp4' }));
      expect(error.code).toBe(code);
      expect(error.details.status).toBe(status);
      if (code === 'IG_RATE_LIMITED') expect(error.details.retryAfterSeconds).toBe(7);
    });

    it('tells expiry by the oe= of the URL against the injected clock', async () => {
      const oe = (0x675490d8).toString(16).toUpperCase();
      const before = proxyWith({ now: () => 0x675490d8 * 1000 - 60_000 });
      expect((await failure(before.stream(cdn.url(`/status/403?oe=${oe}`), { fileName: 'a.mp4' }))).code).toBe('DOWNLOAD_FAILED');
      const after = proxyWith({ now: () => 0x675490d8 * 1000 + 1 });
      expect((await failure(after.stream(cdn.url(`/status/403?oe=${oe}`), { fileName: 'a.mp4' }))).code).toBe('IG_MEDIA_EXPIRED');
    });

    it('maps an unreachable CDN to DOWNLOAD_FAILED', async () => {
      const gone = await startTestCdn();
      await gone.close();
      const proxy = createMediaProxy({ isAllowed: allowOrigins([gone.origin]), ...(transport ? { fetch: transport } : {}) });
      const error = await failure(proxy.stream(gone.url('/bytes/10'), { fileName: 'a.mp4' }));
      expect(error.code).toBe('DOWNLOAD_FAILED');
      expect(error.details.reason).toBe('network');
    });

    it('times out a CDN that never answers', async () => {
      const started = Date.now();
      const error = await failure(proxyWith({ timeoutMs: 200 }).stream(cdn.url('/hang'), { fileName: 'a.mp4' }));
      expect(error.details.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
      await waitFor(() => lastRequest().closedEarly);
    });

    it('times out a body that stalls, and closes the upstream connection', async () => {
      const response = await proxyWith({ timeoutMs: 200 }).stream(cdn.url('/stall'), { fileName: 'a.mp4' });
      const log = lastRequest();
      await expect(response.arrayBuffer()).rejects.toThrow();
      await waitFor(() => log.closedEarly);
    });

    it('refuses bodies over maxBytes: up front when announced, mid-stream when not', async () => {
      const announced = await failure(proxyWith({ maxBytes: 1000 }).stream(cdn.url('/bytes/1001'), { fileName: 'a.mp4' }));
      expect(announced.details.reason).toBe('too_large');
      const response = await proxyWith({ maxBytes: 100_000 }).stream(cdn.url('/bytes/200000000?nolength=1'), { fileName: 'a.mp4' });
      const log = lastRequest();
      expect(response.headers.get('content-length')).toBeNull();
      await expect(response.arrayBuffer()).rejects.toThrow(/too_large/);
      await waitFor(() => log.closedEarly);
      expect(log.written).toBeLessThan(20_000_000);
    });
  });

  describe('streaming', () => {
    it('stops the upstream when the client cancels the body', async () => {
      const response = await proxyWith().stream(cdn.url('/bytes/100000000?rate=65536'), { fileName: 'a.mp4' });
      const log = lastRequest();
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
      await waitFor(() => log.closedEarly);
      expect(log.written).toBeLessThan(10_000_000);
    });

    it('stops the upstream when the client request signal aborts, before or after the headers', async () => {
      const client = new AbortController();
      const response = await proxyWith().stream(cdn.url('/bytes/100000000?rate=65536'), { fileName: 'a.mp4', signal: client.signal });
      const log = lastRequest();
      const reader = response.body!.getReader();
      await reader.read();
      client.abort();
      await expect(reader.read()).rejects.toThrow();
      await waitFor(() => log.closedEarly);

      const early = new AbortController();
      const pending = proxyWith().stream(cdn.url('/hang'), { fileName: 'a.mp4', signal: early.signal });
      await waitFor(() => lastRequest().path === '/hang' && lastRequest() !== log);
      early.abort();
      expect((await failure(pending)).details.reason).toBe('aborted');
      await waitFor(() => lastRequest().closedEarly);

      const already = AbortSignal.abort();
      expect((await failure(proxyWith().stream(cdn.url('/bytes/10'), { fileName: 'a.mp4', signal: already }))).details.reason).toBe('aborted');
    });

    it('answers HEAD with the headers alone and stops the CDN transfer at once', async () => {
      const response = await proxyWith().stream(cdn.url('/bytes/100000000?rate=65536'), { fileName: 'a.mp4', method: 'HEAD' });
      const log = lastRequest();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe('100000000');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(response.body).toBeNull();
      await waitFor(() => log.closedEarly);
    });

    it('lets go of the CDN when nobody ever reads the body', async () => {
      const response = await proxyWith({ timeoutMs: 200 }).stream(cdn.url('/bytes/100000000?rate=65536'), { fileName: 'a.mp4' });
      const log = lastRequest();
      expect(response.body).not.toBeNull();
      await waitFor(() => log.closedEarly);
    });

    it('reads from the CDN only as fast as the client reads (backpressure, no buffering)', async () => {
      const response = await proxyWith().stream(cdn.url('/bytes/500000000'), { fileName: 'a.mp4' });
      const log = lastRequest();
      const reader = response.body!.getReader();
      await reader.read();
      await sleep(500);
      // Only what socket buffers and one stream chunk or two can hold; nowhere near the 500 MB on offer.
      expect(log.written).toBeLessThan(16 * 1024 * 1024);
      await reader.cancel();
      await waitFor(() => log.closedEarly);
    });

    /** The way a route serves it: a real HTTP server in front, a disconnect aborting the proxy's request. */
    async function startFront(proxy: MediaProxy): Promise<{ url: string; close(): Promise<void> }> {
      const server = http.createServer(async (req, res) => {
        const client = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) client.abort();
        });
        const target = new URL(req.url ?? '/', 'http://front.invalid').searchParams.get('url') ?? '';
        try {
          const response = await proxy.stream(target, { fileName: 'big.mp4', range: req.headers.range ?? null, signal: client.signal });
          res.writeHead(response.status, Object.fromEntries(response.headers));
          if (response.body) await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
          else res.end();
        } catch (error) {
          if (!res.headersSent) res.writeHead(error instanceof DownloadError ? 502 : 500).end();
          else res.destroy();
        }
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}`,
        close: async () => {
          server.closeAllConnections();
          server.close();
          await once(server, 'close');
        },
      };
    }

    it('streams 80 MB through an HTTP front end with RSS growing by less than 50 MB', async () => {
      const size = 80 * 1024 * 1024;
      const front = await startFront(proxyWith());
      try {
        // Warm up sockets, JIT and stream machinery so the baseline is not the cost of the first use.
        await (await fetch(`${front.url}/dl?url=${encodeURIComponent(cdn.url('/bytes/4000000'))}`)).arrayBuffer();
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
        let received = 0;
        let checksumOk = true;
        const response = await fetch(`${front.url}/dl?url=${encodeURIComponent(cdn.url(`/bytes/${size}`))}`);
        expect(response.headers.get('content-length')).toBe(String(size));
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          if (chunk[0] !== (received & 0xff)) checksumOk = false;
          received += chunk.byteLength;
        }
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        expect(received).toBe(size);
        expect(checksumOk).toBe(true);
        expect((peak - baseline) / 1024 / 1024).toBeLessThan(50);
      } finally {
        await front.close();
      }
    });

    it('a client disconnecting from the front end stops the CDN transfer', async () => {
      const front = await startFront(proxyWith());
      try {
        await new Promise<void>((resolve, reject) => {
          const req = http.get(`${front.url}/dl?url=${encodeURIComponent(cdn.url('/bytes/300000000?rate=65536'))}`, (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          });
          req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        });
        const log = cdn.requests.findLast((entry) => entry.path.startsWith('/bytes/300000000'));
        await waitFor(() => log?.closedEarly === true);
        expect(log!.written).toBeLessThan(20_000_000);
      } finally {
        await front.close();
      }
    });
  });
});

describe.each(transports)('send: straight into a Node response, over %s', (_name, transport) => {
  /** A front end that calls send() like the downloader route; records each outcome, or the error thrown before headers. */
  async function startSendFront(proxy: MediaProxy) {
    const outcomes: (SendResult | { thrown: DownloadError; headersSent: boolean })[] = [];
    const server = http.createServer(async (req, res) => {
      const client = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) client.abort();
      });
      const target = new URL(req.url ?? '/', 'http://front.invalid').searchParams.get('url') ?? '';
      try {
        outcomes.push(
          await proxy.send(target, {
            to: res,
            fileName: 'big.mp4',
            range: req.headers.range ?? null,
            signal: client.signal,
            method: req.method ?? 'GET',
            headers: new Headers({ 'x-request-id': 'r-1' }),
          }),
        );
      } catch (error) {
        outcomes.push({ thrown: error as DownloadError, headersSent: res.headersSent });
        res.writeHead(502).end();
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return {
      outcomes,
      link: (path: string) => `http://127.0.0.1:${port}/dl?url=${encodeURIComponent(cdn.url(path))}`,
      close: async () => {
        server.closeAllConnections();
        server.close();
        await once(server, 'close');
      },
    };
  }
  const sendProxy = (options: Partial<MediaProxyOptions> = {}) => proxyWith({ ...(transport ? { fetch: transport } : {}), ...options });

  it('passes the whole body, byte-exact, with the media headers and ours; ranges and HEAD too', async () => {
    const front = await startSendFront(sendProxy());
    try {
      const size = 5 * 1024 * 1024 + 3;
      const response = await fetch(front.link(`/bytes/${size}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(size));
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="big.mp4"/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-request-id')).toBe('r-1');
      expect(Buffer.from(await response.arrayBuffer()).equals(expectedBytes(0, size))).toBe(true);
      await waitFor(() => front.outcomes.length === 1);
      expect(front.outcomes[0]).toEqual({ status: 200, outcome: 'finished', bytes: size });

      const part = await fetch(front.link('/bytes/1000'), { headers: { range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
      expect(Buffer.from(await part.arrayBuffer()).equals(expectedBytes(10, 10))).toBe(true);
      const head = await fetch(front.link('/bytes/100000000?rate=65536'), { method: 'HEAD' });
      expect(head.headers.get('content-length')).toBe('100000000');
      await waitFor(() => lastRequest().closedEarly);
    } finally {
      await front.close();
    }
  });

  it('throws before writing anything when the CDN refuses, so the route can still answer with an error', async () => {
    const front = await startSendFront(sendProxy());
    try {
      expect((await fetch(front.link('/status/404'))).status).toBe(502);
      expect(front.outcomes[0]).toMatchObject({ thrown: { code: 'IG_NOT_FOUND' }, headersSent: false });
    } finally {
      await front.close();
    }
  });

  it('a client leaving mid-body is "client_aborted" and closes the CDN connection', async () => {
    const front = await startSendFront(sendProxy());
    try {
      await new Promise<void>((resolve) => {
        const req = http.get(front.link('/bytes/300000000?rate=65536'), (res) => res.once('data', () => req.destroy()));
        req.on('close', () => resolve());
        req.on('error', () => undefined);
      });
      const log = cdn.requests.findLast((entry) => entry.path.startsWith('/bytes/300000000'));
      await waitFor(() => log?.closedEarly === true);
      await waitFor(() => front.outcomes.length === 1);
      expect(front.outcomes[0]).toMatchObject({ status: 200, outcome: 'client_aborted' });
    } finally {
      await front.close();
    }
  });

  it('a stalled or oversized upstream cuts the answer short (never passed off as whole) and closes the CDN', async () => {
    const front = await startSendFront(sendProxy({ timeoutMs: 200, maxBytes: 1_000_000 }));
    try {
      await expect(fetch(front.link('/stall')).then((response) => response.arrayBuffer())).rejects.toThrow();
      await waitFor(() => front.outcomes.length === 1);
      expect(front.outcomes[0]).toMatchObject({ outcome: 'upstream_failed', reason: 'timeout' });
      await waitFor(() => lastRequest().closedEarly);

      await expect(fetch(front.link('/bytes/200000000?nolength=1')).then((response) => response.arrayBuffer())).rejects.toThrow();
      await waitFor(() => front.outcomes.length === 2);
      expect(front.outcomes[1]).toMatchObject({ outcome: 'upstream_failed', reason: 'too_large' });
      await waitFor(() => lastRequest().closedEarly);
      expect(lastRequest().written).toBeLessThan(20_000_000);

      await expect(fetch(front.link('/truncated')).then((response) => response.arrayBuffer())).rejects.toThrow();
      await waitFor(() => front.outcomes.length === 3);
      expect(front.outcomes[2]).toMatchObject({ outcome: 'upstream_failed' });
    } finally {
      await front.close();
    }
  });

  it('prepare: a prepared body that is cancelled, or whose client left before sending began, lets go of the CDN', async () => {
    const prepared = await sendProxy().prepare(cdn.url('/bytes/100000000?rate=65536'), { fileName: 'a.mp4' });
    expect(prepared).toMatchObject({ status: 200, hasBody: true });
    expect(prepared.headers.get('content-length')).toBe('100000000');
    const first = lastRequest();
    prepared.cancel();
    await waitFor(() => first.closedEarly);

    const again = await sendProxy().prepare(cdn.url('/bytes/100000000?rate=65536'), { fileName: 'a.mp4' });
    const second = lastRequest();
    const gone = new http.ServerResponse(new http.IncomingMessage(new Socket()));
    gone.destroy();
    expect(await again.sendTo(gone)).toMatchObject({ outcome: 'client_aborted', bytes: 0 });
    await waitFor(() => second.closedEarly);
  });

  it('reads from the CDN only as fast as the client reads: a bounded buffer, not the file', async () => {
    const front = await startSendFront(sendProxy());
    try {
      let paused: http.IncomingMessage | undefined;
      const req = http.get(front.link('/bytes/500000000'), (res) => {
        paused = res;
        res.pause();
      });
      req.on('error', () => undefined);
      await waitFor(() => paused !== undefined);
      await sleep(500);
      const log = cdn.requests.findLast((entry) => entry.path === '/bytes/500000000');
      // SEND_BUFFER_BYTES plus what the sockets on both sides hold; nowhere near the 500 MB on offer.
      expect(log!.written).toBeLessThan(SEND_BUFFER_BYTES + 16 * 1024 * 1024);
      req.destroy();
      await waitFor(() => log!.closedEarly);
    } finally {
      await front.close();
    }
  });
});
