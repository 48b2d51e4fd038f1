import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { confirmBySecret } from './confirm.ts';
import { StripeFakeError } from './errors.ts';
import { parseForm } from './form.ts';
import type { StripeServices } from './routes/route.ts';
import { routeStripeRequest } from './routes/router.ts';
import { API_VERSION, type FakeStripeRequest } from './types.ts';

/**
 * The fake's HTTP side on a loopback port: `POST /test/confirm` (what Stripe.js would do), and the `/v1` API with
 * bearer-key checks, form-encoded bodies, every request recorded, `Idempotency-Key` replays, and the request's
 * webhook events released after its answer.
 */
export async function listenStripeApi(services: StripeServices, secretKey: string, requests: FakeStripeRequest[]): Promise<{ server: Server; url: string }> {
  const { release } = services.queue;
  const idempotent = new Map<string, { hash: string; status: number; body: unknown }>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    if (url.pathname === '/test/confirm' && method === 'POST') {
      let body: { client_secret?: unknown; payment_method?: unknown };
      try {
        body = JSON.parse(raw || '{}') as typeof body;
      } catch {
        return sendJson(res, 400, { error: { type: 'invalid_request_error', message: 'body is not JSON' } });
      }
      try {
        const result = confirmBySecret(services, String(body.client_secret ?? ''), String(body.payment_method ?? ''));
        sendJson(res, result.status, result.body);
      } catch (error) {
        if (!(error instanceof StripeFakeError)) throw error;
        sendJson(res, error.status, { error: error.body });
      }
      release();
      return;
    }
    const params = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
    const entry: FakeStripeRequest = {
      method,
      path: url.pathname,
      params,
      idempotencyKey: header(req, 'idempotency-key'),
      stripeVersion: header(req, 'stripe-version'),
      authorization: header(req, 'authorization'),
      status: 0,
    };
    requests.push(entry);
    if (entry.authorization !== `Bearer ${secretKey}`) {
      entry.status = 401;
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const key = method === 'POST' ? entry.idempotencyKey : undefined;
    const hash = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
    if (key) {
      const stored = idempotent.get(key);
      if (stored) {
        if (stored.hash !== hash) {
          entry.status = 400;
          return sendJson(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        entry.status = stored.status;
        res.setHeader('idempotent-replayed', 'true');
        return sendJson(res, stored.status, stored.body);
      }
    }
    let status: number;
    let body: unknown;
    try {
      const result = routeStripeRequest(services, method, url.pathname, params);
      status = result.status ?? 200;
      body = result.body;
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      status = error.status;
      body = { error: error.body };
      // A failed request changes nothing that the client could see, except the declined PaymentIntent (as at Stripe).
    }
    entry.status = status;
    if (key) idempotent.set(key, { hash, status, body });
    sendJson(res, status, body);
    release();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
      else res.destroy();
    });
  });
  // Idle connections stay open 65 s, as Stripe's do and as the app's server does (decision 0026): with Node's 5 s, a
  // client reusing a socket just as the fake closes it gets ECONNRESET (seen in the browser specs' route.fetch).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    'stripe-version': API_VERSION,
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
