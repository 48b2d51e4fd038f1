import http from 'node:http';
import https from 'node:https';

/** Statuses whose responses never carry a body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export interface HttpFetchOptions {
  /** Keep-alive agents, so repeated downloads from one CDN host reuse connections. */
  httpAgent?: http.Agent;
  httpsAgent?: https.Agent;
}

/**
 * The subset of `fetch` the media proxy uses — GET/HEAD, request headers, `redirect: 'manual'` (always: it never
 * follows), an AbortSignal — on node:http(s). The body is a web stream handing on the socket's own buffers: Node
 * 20's built-in fetch copies every chunk into a fresh Uint8Array, which made it the proxy's largest CPU cost per
 * byte (see bench/download.bench.ts).
 */
export function createHttpFetch(options: HttpFetchOptions = {}): typeof fetch {
  const httpAgent = options.httpAgent ?? new http.Agent({ keepAlive: true, scheduling: 'lifo' });
  const httpsAgent = options.httpsAgent ?? new https.Agent({ keepAlive: true, scheduling: 'lifo' });

  const httpFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (typeof input !== 'string' && !(input instanceof URL)) return Promise.reject(new TypeError('httpFetch takes a URL, not a Request'));
    const url = new URL(input);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return Promise.reject(new TypeError(`httpFetch does not send ${method}`));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new TypeError(`httpFetch cannot fetch ${url.protocol}`));
    const signal = init.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));

    return new Promise<Response>((resolve, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const request = transport.request(url, { method, headers, agent: url.protocol === 'https:' ? httpsAgent : httpAgent });
      let incoming: http.IncomingMessage | undefined;
      const onAbort = () => {
        const reason: unknown = signal?.reason;
        const error = reason instanceof Error ? reason : new DOMException('aborted', 'AbortError');
        request.destroy(error);
        incoming?.destroy(error);
        reject(error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      request.on('error', (error) => {
        done();
        reject(new TypeError('fetch failed', { cause: error }));
      });
      request.on('response', (response) => {
        incoming = response;
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 599) {
          done();
          response.destroy();
          reject(new TypeError(`fetch failed: status ${status}`));
          return;
        }
        const responseHeaders = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          try {
            responseHeaders.append(raw[i]!, raw[i + 1]!);
          } catch {
            // A header value a Headers object refuses is one we would not pass on anyway.
          }
        }
        const hasBody = method !== 'HEAD' && !NULL_BODY_STATUSES.has(status);
        if (!hasBody) {
          response.resume();
          response.once('end', done);
        }
        const body = hasBody ? bodyStream(response, done) : undefined;
        const answer = new Response(body?.stream ?? null, { status, statusText: response.statusMessage ?? '', headers: responseHeaders });
        if (body) nodeBodies.set(answer, body.entry);
        resolve(answer);
      });
      request.end();
    });
  };
  return httpFetch as typeof fetch;
}

/** Bodies made by this transport, with their Node stream, for takeNodeBody. */
const nodeBodies = new WeakMap<Response, { incoming: http.IncomingMessage; pulled: boolean; taken: boolean }>();

/**
 * The Node stream behind a body this transport made, if nobody has read the web body yet; afterwards the web body
 * must not be used. Lets the media proxy pipe socket to socket without a web-stream layer per chunk.
 */
export function takeNodeBody(response: Response): http.IncomingMessage | undefined {
  const entry = nodeBodies.get(response);
  if (!entry || entry.pulled || entry.taken) return undefined;
  entry.taken = true;
  return entry.incoming;
}

/**
 * A pull-based web stream over a response: each pull takes what the socket has buffered, so nothing is read ahead
 * of the consumer beyond Node's own socket buffer, and cancelling destroys the connection. The `readable` listener
 * (which switches the Node stream to paused mode) is attached on the first pull, so takeNodeBody can still hand the
 * untouched stream over.
 */
function bodyStream(
  incoming: http.IncomingMessage,
  done: () => void,
): { stream: ReadableStream<Uint8Array>; entry: { incoming: http.IncomingMessage; pulled: boolean; taken: boolean } } {
  const entry = { incoming, pulled: false, taken: false };
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };
  incoming.on('end', () => {
    ended = true;
    done();
    notify();
  });
  incoming.on('error', (error) => {
    failure ??= error;
    done();
    notify();
  });
  incoming.on('close', () => {
    if (!ended) failure ??= new Error('upstream closed the connection early');
    done();
    notify();
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (entry.taken) return controller.error(new TypeError('the body was taken as a Node stream'));
        if (!entry.pulled) {
          entry.pulled = true;
          incoming.on('readable', notify);
        }
        for (;;) {
          const chunk = incoming.read() as Buffer | null;
          if (chunk !== null) return controller.enqueue(chunk);
          if (failure !== undefined) return controller.error(failure);
          if (ended) return controller.close();
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      cancel(reason) {
        done();
        if (!entry.taken) incoming.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, entry };
}
