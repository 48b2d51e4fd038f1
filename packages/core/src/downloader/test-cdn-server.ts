/**
 * A loopback stand-in for Instagram's CDN, for the downloader's tests only: bodies of any size generated on the
 * fly (never held in memory), byte ranges, redirects, the CDN's failure answers, stalls, and a log of what each
 * request received and whether its connection closed early.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const CHUNK = 64 * 1024;
/** Byte i of every generated body is `i & 0xff`; a chunk starting at offset p is BLOCK[p & 0xff …]. */
const BLOCK = Buffer.from(Array.from({ length: CHUNK + 256 }, (_, i) => i & 0xff));

export function expectedBytes(start: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i++) bytes[i] = (start + i) & 0xff;
  return bytes;
}

export interface CdnRequestLog {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  /** The client's port: equal for two requests means a kept-alive connection was reused. */
  remotePort: number;
  /** Body bytes handed to the socket so far. */
  written: number;
  /** True once the connection closed before the response finished (client or proxy went away). */
  closedEarly: boolean;
  finished: boolean;
}

export interface TestCdn {
  origin: string;
  port: number;
  requests: CdnRequestLog[];
  url(path: string): string;
  close(): Promise<void>;
}

export async function startTestCdn(): Promise<TestCdn> {
  const requests: CdnRequestLog[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn.invalid');
    const log: CdnRequestLog = {
      path: url.pathname + url.search,
      method: req.method ?? 'GET',
      headers: req.headers,
      remotePort: req.socket.remotePort ?? 0,
      written: 0,
      closedEarly: false,
      finished: false,
    };
    requests.push(log);
    res.on('finish', () => (log.finished = true));
    res.on('close', () => (log.closedEarly = !res.writableFinished));
    route(url, req, res, log);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    requests,
    url: (path) => `${origin}${path}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function route(url: URL, req: http.IncomingMessage, res: http.ServerResponse, log: CdnRequestLog): void {
  const segments = url.pathname.split('/').filter(Boolean);
  const [head, arg] = segments;
  switch (head) {
    case 'bytes': {
      // /bytes/<size>[.ext]?type=&nolength=1&rate=<bytes per 10 ms>
      const size = Number.parseInt(arg ?? '0', 10);
      return serveBytes(req, res, log, size, {
        type: url.searchParams.get('type') ?? 'video/mp4',
        withLength: url.searchParams.get('nolength') !== '1',
        ratePer10ms: Number(url.searchParams.get('rate') ?? 0),
      });
    }
    case 'redirect': {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/' });
      return void res.end('moved');
    }
    case 'hops': {
      // /hops/<n>: n redirects before the file.
      const left = Number(arg ?? 0);
      res.writeHead(302, { location: left > 0 ? `/hops/${left - 1}` : '/bytes/10' });
      return void res.end();
    }
    case 'status': {
      const code = Number(arg);
      const body = url.searchParams.get('body') ?? '';
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/plain' };
      if (code === 429) headers['retry-after'] = '7';
      res.writeHead(code, headers);
      return void res.end(body);
    }
    case 'typed': {
      res.writeHead(200, { 'content-type': url.searchParams.get('type') ?? '', 'content-length': '4' });
      return void res.end('<b/>');
    }
    case 'stall': {
      // Headers and one chunk, then silence.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(CHUNK * 10) });
      res.write(BLOCK.subarray(0, CHUNK));
      log.written += CHUNK;
      return;
    }
    case 'truncated': {
      // Promises 1000 bytes, sends 500, then drops the connection.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '1000', 'x-twice': ['a', 'b'] });
      res.write(BLOCK.subarray(0, 500), () => res.destroy());
      return;
    }
    case 'hang':
      return; // never answers
    default:
      res.writeHead(404);
      res.end();
  }
}

function serveBytes(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  log: CdnRequestLog,
  size: number,
  options: { type: string; withLength: boolean; ratePer10ms: number },
): void {
  let start = 0;
  let end = size - 1;
  let status = 200;
  const headers: http.OutgoingHttpHeaders = { 'content-type': options.type, 'accept-ranges': 'bytes' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range) {
    const [, from = '', to = ''] = range;
    if (from === '') start = Math.max(0, size - Number(to));
    else {
      start = Number(from);
      if (to !== '') end = Math.min(end, Number(to));
    }
    if (start >= size || end < start) {
      res.writeHead(416, { 'content-range': `bytes */${size}` });
      return void res.end();
    }
    status = 206;
    headers['content-range'] = `bytes ${start}-${end}/${size}`;
  }
  if (options.withLength) headers['content-length'] = String(end - start + 1);
  res.writeHead(status, headers);
  let position = start;
  let stopped = false;
  res.on('close', () => (stopped = true));
  const pump = (): void => {
    while (!stopped && position <= end) {
      const length = Math.min(options.ratePer10ms || CHUNK, CHUNK, end - position + 1);
      const offset = position & 0xff;
      const ok = res.write(BLOCK.subarray(offset, offset + length));
      position += length;
      log.written += length;
      if (options.ratePer10ms) return void setTimeout(pump, 10);
      if (!ok) return void res.once('drain', pump);
    }
    if (!stopped) res.end();
  };
  pump();
}
