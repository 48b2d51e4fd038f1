import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle time of most
 * clients' connection pools and of load balancers (60 s), so the server would close a socket just as the client
 * sends its next request on it, and that request fails with ECONNRESET. The server must be the side that waits
 * longer; 65 s is above the common 60 s pools.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or Node may end a reused connection while its next request's headers arrive. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

/** Applies the connection timeouts above to the HTTP server (slow requests stay bounded by Node's requestTimeout). */
export function applyServerTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
