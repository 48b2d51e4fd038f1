import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** How the fake answers: `ok` (200 `{status: 1}`, events recorded) or `500` (an internal error, nothing recorded). */
export type FakePostHogMode = 'ok' | '500';

/** One captured event as posthog-node sends it inside a batch. */
export interface FakePostHogEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  timestamp?: string;
  uuid?: string;
  type?: string;
  [key: string]: unknown;
}

export interface FakePostHogRequest {
  path: string;
  api_key: string | null;
  gzip: boolean;
  events: FakePostHogEvent[];
  /** The body as received (decompressed), for tests that search it for things that must not be there. */
  raw: string;
}

export interface FakePostHog {
  /** `http://127.0.0.1:<port>`: the POSTHOG_HOST that reports here. */
  url: string;
  requests: FakePostHogRequest[];
  readonly events: FakePostHogEvent[];
  /** Requests answered with something other than 200. */
  readonly refused: number;
  respondWith(mode: FakePostHogMode): void;
  /** Resolves when at least `count` events arrived; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<FakePostHogEvent[]>;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A loopback PostHog capture endpoint: `POST /batch/` (`{api_key, batch: [...], sent_at}`, the shape posthog-node
 * sends, gzip or plain) and `POST /capture/`, `/i/v0/e/` (one event `{api_key, event, distinct_id, properties}` or a
 * `{api_key, batch}`). It records what arrives for assertions; mode `500` answers every request with an error.
 */
export async function startFakePostHog(options: { mode?: FakePostHogMode } = {}): Promise<FakePostHog> {
  let mode: FakePostHogMode = options.mode ?? 'ok';
  const requests: FakePostHogRequest[] = [];
  let refused = 0;
  const waiters = new Set<() => void>();
  const events = (): FakePostHogEvent[] => requests.flatMap((request) => request.events);

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'POST' || !['/batch/', '/capture/', '/i/v0/e/', '/batch', '/capture'].includes(path)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    const gzip = req.headers['content-encoding'] === 'gzip' || (body[0] === 0x1f && body[1] === 0x8b);
    if (gzip) body = gunzipSync(body);
    if (mode === '500') {
      refused += 1;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
      return;
    }
    const raw = body.toString('utf8');
    const parsed = JSON.parse(raw) as { api_key?: string; batch?: FakePostHogEvent[] } & Partial<FakePostHogEvent>;
    const batch = Array.isArray(parsed.batch) ? parsed.batch : [parsed as FakePostHogEvent];
    for (const event of batch) {
      if (typeof event.event !== 'string' || typeof event.distinct_id !== 'string') throw new Error('each event needs event and distinct_id');
    }
    requests.push({ path, api_key: parsed.api_key ?? null, gzip, events: batch, raw });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    for (const wake of waiters) wake();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get events() {
      return events();
    },
    get refused() {
      return refused;
    },
    respondWith(next) {
      mode = next;
    },
    waitForEvents(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (events().length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(events());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} PostHog events, got ${events().length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    reset() {
      requests.length = 0;
      refused = 0;
      mode = 'ok';
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
