import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/**
 * How the fake answers the next envelope:
 * - `ok`: 200 and the events are recorded;
 * - `429`: rate limited (`Retry-After: 60`, `X-Sentry-Rate-Limits`), nothing recorded;
 * - `500`: an internal error, nothing recorded;
 * - `timeout`: never answers (the SDK gives up on its own).
 */
export type FakeSentryMode = 'ok' | '429' | '500' | 'timeout';

/** One item of an envelope: its header (`type`, `length`…) and its payload, parsed as JSON when it is JSON. */
export interface FakeSentryItem {
  header: Record<string, unknown> & { type: string };
  payload: unknown;
}

export interface FakeSentryEnvelope {
  project: string;
  /** The public key, from `X-Sentry-Auth` (servers) or `?sentry_key=` (browsers). */
  key: string | null;
  header: Record<string, unknown>;
  items: FakeSentryItem[];
  /** The raw body as received (decompressed), for tests that search it for things that must not be there. */
  raw: string;
}

/** The parts of a Sentry event the tests look at; the rest is there as sent. */
export interface FakeSentryEvent {
  event_id?: string;
  level?: string;
  release?: string;
  environment?: string;
  platform?: string;
  tags?: Record<string, string>;
  user?: Record<string, unknown>;
  exception?: { values?: Array<{ type?: string; value?: string }> };
  [key: string]: unknown;
}

export interface FakeSentry {
  /** `http://public@127.0.0.1:<port>/<project>`: a DSN that reports here. */
  dsn: string;
  url: string;
  /** Every envelope accepted in `ok` mode, in arrival order. */
  envelopes: FakeSentryEnvelope[];
  /** The `event` items of those envelopes (errors and messages; not sessions or client reports). */
  readonly events: FakeSentryEvent[];
  /** Envelopes answered with something other than 200. */
  readonly refused: number;
  respondWith(mode: FakeSentryMode | FakeSentryMode[]): void;
  /** Resolves when at least `count` events arrived; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<FakeSentryEvent[]>;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A loopback Sentry-compatible ingest: `POST /api/<project>/envelope/` in the envelope format (newline-separated
 * JSON: an envelope header, then per item a header and a payload, whose `length` may be given in bytes), plain or
 * gzip/deflate-compressed, with the key from `X-Sentry-Auth` or `sentry_key`. CORS is open, as Sentry's is.
 */
export async function startFakeSentry(options: { project?: string; key?: string; mode?: FakeSentryMode } = {}): Promise<FakeSentry> {
  const project = options.project ?? '42';
  const key = options.key ?? 'public';
  let standing: FakeSentryMode = options.mode ?? 'ok';
  const queued: FakeSentryMode[] = [];
  const envelopes: FakeSentryEnvelope[] = [];
  let refused = 0;
  const hanging = new Set<ServerResponse>();
  const waiters = new Set<() => void>();

  const events = (): FakeSentryEvent[] =>
    envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as FakeSentryEvent));

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: String(error) }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, x-sentry-auth');
    res.setHeader('access-control-expose-headers', 'x-sentry-rate-limits, retry-after');
    const url = new URL(req.url ?? '/', 'http://fake-sentry');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const body = decompress(await readBody(req), req.headers['content-encoding']);
    const mode = queued.shift() ?? standing;
    if (mode === 'timeout') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode !== 'ok') {
      refused++;
      if (mode === '429') res.writeHead(429, { 'retry-after': '60', 'x-sentry-rate-limits': '60::organization' }).end();
      else res.writeHead(500).end();
      return;
    }
    const sentKey = url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(String(req.headers['x-sentry-auth'] ?? ''))?.[1] ?? null;
    if (match[1] !== project || sentKey !== key) {
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'unknown project or key' }));
      return;
    }
    envelopes.push({ project: match[1], key: sentKey, ...parseEnvelope(body), raw: body.toString('utf8') });
    for (const wake of waiters) wake();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    dsn: `http://${key}@127.0.0.1:${port}/${project}`,
    url,
    envelopes,
    get events() {
      return events();
    },
    get refused() {
      return refused;
    },
    respondWith(mode) {
      if (Array.isArray(mode)) queued.push(...mode);
      else {
        queued.length = 0;
        standing = mode;
      }
    },
    waitForEvents(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events();
          if (found.length < count) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`fake Sentry: expected ${count} event(s) within ${timeoutMs} ms, got ${events().length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    reset() {
      envelopes.length = 0;
      refused = 0;
      queued.length = 0;
      standing = options.mode ?? 'ok';
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function decompress(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** Envelope: header line, then (item header line, payload of `length` bytes or up to the next newline)*. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: FakeSentryItem[] } {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: FakeSentryItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine().toString('utf8').trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as FakeSentryItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset++;
    } else {
      payload = readLine();
    }
    const text = payload.toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Attachments and other binary items stay text.
    }
    items.push({ header: itemHeader, payload: parsed });
  }
  return { header, items };
}
