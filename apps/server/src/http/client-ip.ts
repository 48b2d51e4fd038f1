import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP, for rate limits and sessions.
 *
 * `trustedHops` is how many reverse proxies of ours stand in front of the server (TRUST_PROXY). Each proxy appends
 * the address it saw to X-Forwarded-For, so the entries on the right were written by our proxies and everything to
 * their left by whoever sent the request — the client can write anything there. The client's address is therefore
 * the one the outermost trusted proxy saw: the `trustedHops`-th entry from the right. Taking the first (leftmost)
 * entry, as before, let anyone choose their own IP and so escape every limit.
 *
 * Fewer entries than hops means the request came in through only some of our proxies (e.g. straight to an inner
 * one); then every entry was written by a proxy of ours and the leftmost is the furthest address known. Falling back
 * to the socket address there would instead put all such callers behind one proxy address into one bucket.
 * Anything that is not an IP address (a port, `unknown`, garbage) falls back to the socket address.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const socket = socketAddress(c);
  if (trustedHops <= 0) return socket;
  const header = c.req.header('x-forwarded-for');
  if (!header) return socket;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const candidate = entries[Math.max(0, entries.length - trustedHops)] ?? '';
  return isIP(candidate) ? candidate : socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request in tests has no socket.
    return 'unknown';
  }
}
