import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../testing/index.ts';

// A real server on a real socket: app.request() has no connection, and this is about the connection.
let t: TestApp;
let server: ServerType;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  token = (await signUp(t, { email: 'early@example.com' })).token;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How the connection ended after the response: the server closed it cleanly, reset it, or kept it open. */
  ending: 'closed' | 'reset' | 'open';
  /** With keep-alive: whether a second request on the same socket was answered. */
  reused?: boolean;
}

/**
 * Sends the request line and headers, then the body as fast as the socket takes it, like a browser uploading a
 * photo. Reads one complete response (by Content-Length) and watches what happens to the connection.
 */
function exchange(head: string, bodyBytes: number, pace?: { bytesPerTick: number; tickMs: number }): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = Buffer.alloc(0);
    let response: Omit<Exchange, 'ending'> | undefined;
    let settled = false;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const finish = (ending: Exchange['ending'], reused?: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (!response) reject(new Error(`connection ${ending} before a complete response (got ${raw.length} bytes)`));
      else resolve({ ...response, ending, ...(reused === undefined ? {} : { reused }) });
    };
    const timer = setTimeout(() => finish('open'), 5000);
    const pump = (): void => {
      if (pace) {
        // A slow uplink (a phone): a little every tick, so the body takes seconds to arrive.
        if (sent >= bodyBytes || socket.destroyed) return;
        const piece = chunk.subarray(0, Math.min(pace.bytesPerTick, bodyBytes - sent));
        sent += piece.length;
        socket.write(piece);
        setTimeout(pump, pace.tickMs);
        return;
      }
      while (sent < bodyBytes && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
        sent += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    let probing = false;
    socket.on('data', (data: Buffer) => {
      raw = Buffer.concat([raw, data]);
      if (probing) {
        if (raw.toString('latin1').startsWith('HTTP/1.1 ')) finish('open', true);
        return;
      }
      if (response) return;
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? NaN);
      if (!(raw.length >= end + 4 + length)) return;
      response = { status: Number(statusLine!.split(' ')[1]), headers, body: raw.subarray(end + 4, end + 4 + length).toString('utf8') };
      raw = Buffer.alloc(0);
      if (headers.connection?.toLowerCase() !== 'close') {
        // The server promised to keep the connection: once our body is out, it must answer the next request.
        const ask = (): void => {
          probing = true;
          socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
        };
        if (sent >= bodyBytes && socket.writableLength === 0) ask();
        else {
          const wait = setInterval(() => {
            if (sent >= bodyBytes && socket.writableLength === 0) {
              clearInterval(wait);
              ask();
            }
          }, 10);
        }
      }
    });
    socket.on('end', () => finish('closed', probing ? false : undefined));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'closed', probing ? false : undefined),
    );
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

function upload(path: string, bytes: number, auth?: string, contentType = 'multipart/form-data; boundary=x'): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes}\r\n` +
    `${auth ? `Authorization: Bearer ${auth}\r\n` : ''}Connection: keep-alive\r\n\r\n`
  );
}

/** A complete response, and then either an announced close that really is a clean close, or a reusable connection. */
function expectConsistent(result: Exchange): void {
  if (result.headers.connection?.toLowerCase() === 'close') expect(result.ending).toBe('closed');
  else expect(result).toMatchObject({ ending: 'open', reused: true });
}

describe('early rejections leave the connection in a state the client was told about', () => {
  it('401 to an 8 MB photo upload without a token', async () => {
    const bytes = 8 * 1024 * 1024;
    const result = await exchange(upload('/api/users/images', bytes), bytes);
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expectConsistent(result);
  });

  it('413 to a JSON body over the limit, refused from its Content-Length', async () => {
    const bytes = 4 * 1024 * 1024;
    const result = await exchange(upload('/api/suggestions/draft', bytes, token, 'application/json'), bytes);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expectConsistent(result);
  });

  it('400 IMAGE_TOO_LARGE to a 30 MB photo, refused from its Content-Length', async () => {
    const bytes = 30 * 1024 * 1024;
    const result = await exchange(upload('/api/users/images', bytes, token), bytes);
    expect(result.status).toBe(400);
    expectConsistent(result);
  });

  it('401 to a photo upload from a slow client (the body takes ~1.5 s to arrive)', async () => {
    const bytes = 600 * 1024;
    const result = await exchange(upload('/api/users/images', bytes), bytes, { bytesPerTick: 40 * 1024, tickMs: 100 });
    expect(result.status).toBe(401);
    expectConsistent(result);
  });

  it('a small refused body is treated the same way', async () => {
    const result = await exchange(upload('/api/users/images', 1000), 1000);
    expect(result.status).toBe(401);
    expectConsistent(result);
  });
});
