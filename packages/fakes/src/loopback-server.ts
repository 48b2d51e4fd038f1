import type { IncomingMessage, Server } from 'node:http';

/** The whole request body as UTF-8 text. */
export async function readBodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Stops a fake's loopback server at once: clears its pending timers (slow or never-answering modes) and drops open
 * connections, so a test's close never waits for a held-open answer.
 */
export function closeLoopbackServer(server: Server, timers: Set<NodeJS.Timeout>): Promise<void> {
  return new Promise<void>((resolve) => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
