import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * A request body limit that decides from the headers whenever it can. hono's bodyLimit first reads
 * `c.req.raw.body` to see whether there is a body at all; on @hono/node-server that one property access builds a
 * full WHATWG Request for every request, GETs included: an AbortController whose signal undici links to the new
 * Request with an abort listener and a FinalizationRegistry record. Those records live until a full GC, so under
 * sustained traffic RSS climbed by hundreds of MB (bench:soak). Node's HTTP parser reads exactly Content-Length
 * bytes, so the header is as good as counting; only chunked bodies are counted while read.
 */
export function limitBody(maxBytes: number, onTooLarge: (c: Context) => never): MiddlewareHandler {
  const counting = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > maxBytes) onTooLarge(c);
      return next();
    }
    // Safe methods carry no body we read. Chunked bodies, and Requests built in code (tests' app.request, whose
    // headers never carry a length), are counted while read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    return counting(c, next);
  };
}

/** How long a connection we are closing keeps swallowing the rest of an upload before it is cut (nginx: 5 s). */
const LINGER_MS = 5000;

/**
 * A request whose body nobody read (401 before the upload, 413 from Content-Length, a handler that ignores it) gets
 * `Connection: close`: otherwise @hono/node-server answers keep-alive, drains for 500 ms and then cuts a slow
 * client's connection anyway, so the client reuses a socket that is about to die. Closing while upload bytes are
 * still arriving makes the kernel answer them with a reset, which can wipe the response from the client's buffer
 * before it reads it; so the socket sends its response and FIN, then keeps reading and discarding the body for up to
 * LINGER_MS (a "lingering close") and closes when the client is done.
 */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const length = c.req.header('content-length');
    const hasBody = c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
    if (!hasBody || c.req.raw.bodyUsed) return;
    c.header('Connection', 'close');
    const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
    if (socket) lingerOnClose(socket);
  };
}

function lingerOnClose(socket: Socket): void {
  // Node calls destroySoon() once the response to a `Connection: close` request is out.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    // The client has sent everything and closed its side: nothing more can arrive to provoke a reset.
    this.once('end', () => this.destroy());
    this.resume();
  };
}
