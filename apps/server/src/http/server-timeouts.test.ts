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

/** One GET through the agent; resolves with the socket it went over and the Keep-Alive header it was answered with. */
function get(port: number, agent: Agent): Promise<{ socket: Socket; keepAlive: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ socket: req.socket as Socket, keepAlive: res.headers['keep-alive']?.toString() }));
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
  // Node closes an idle socket on the timeout it advertises in Keep-Alive (it derives both from keepAliveTimeout), so
  // the header proves the limit in force on the wire without waiting it out; the default says timeout=5.
  it('advertises its idle limit past Node’s 5 s default on a kept-alive socket that the next request reuses', async () => {
    server = createServer((_req, res) => res.end('ok'));
    applyServerTimeouts(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      const second = await get(port, agent);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
