import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyServerTimeouts, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './server-timeouts.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** One GET through the agent; resolves with the socket it went over. */
function get(port: number, agent: Agent): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket as Socket));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('applyServerTimeouts', () => {
  it('waits longer than clients and load balancers before closing an idle connection', () => {
    const plain = createServer();
    applyServerTimeouts(plain);
    expect(plain.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(plain.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(plain.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(plain.headersTimeout).toBeGreaterThan(plain.keepAliveTimeout);
  });

  // The bug this fixes: with Node's 5 s default the server closed the socket a client was about to reuse (ECONNRESET).
  it('keeps an idle keep-alive socket open past Node’s 5 s default, so the next request reuses it', async () => {
    server = createServer((_req, res) => res.end('ok'));
    applyServerTimeouts(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      let closed = false;
      first.once('close', () => (closed = true));
      // Node closes an idle socket about 1 s after its keepAliveTimeout (5 s by default): wait past that.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(closed).toBe(false);
      const second = await get(port, agent);
      expect(second).toBe(first);
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
