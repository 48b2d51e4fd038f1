import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/** What clientIp answers for a request from `socket` carrying `forwarded`, behind `hops` trusted proxies. */
async function ipFor(hops: number, forwarded: string | string[] | undefined, socket = '10.0.0.2'): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, hops)));
  const headers = new Headers();
  for (const value of [forwarded ?? []].flat()) headers.append('x-forwarded-for', value);
  // @hono/node-server hands the node request over as env.incoming; getConnInfo reads its socket.
  const env = { incoming: { socket: { remoteAddress: socket, remotePort: 50000, remoteFamily: 'IPv4' } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For without trusted proxies', async () => {
    expect(await ipFor(0, '203.0.113.9')).toBe('10.0.0.2');
  });

  it('behind one proxy takes the address that proxy appended, not what the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; our proxy appended the real address.
    expect(await ipFor(1, '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipFor(1, '203.0.113.9')).toBe('203.0.113.9');
    // Spoofing many entries changes nothing either.
    expect(await ipFor(1, '1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('behind two proxies takes the second entry from the right', async () => {
    // client → CDN (appends client) → load balancer (appends CDN) → us
    expect(await ipFor(2, '6.6.6.6, 203.0.113.9, 198.51.100.4')).toBe('203.0.113.9');
  });

  it('with fewer entries than hops takes the leftmost, all of which our proxies wrote', async () => {
    expect(await ipFor(3, '203.0.113.9, 198.51.100.4')).toBe('203.0.113.9');
  });

  it('reads several X-Forwarded-For headers as one list', async () => {
    expect(await ipFor(1, ['1.1.1.1', '203.0.113.9'])).toBe('203.0.113.9');
  });

  it('falls back to the socket address when the chosen entry is not an IP', async () => {
    expect(await ipFor(1, '1.1.1.1, unknown')).toBe('10.0.0.2');
    expect(await ipFor(1, '203.0.113.9:4444')).toBe('10.0.0.2');
    expect(await ipFor(1, '')).toBe('10.0.0.2');
    expect(await ipFor(1, ' , ')).toBe('10.0.0.2');
    expect(await ipFor(1, undefined)).toBe('10.0.0.2');
  });

  it('accepts IPv6 entries', async () => {
    expect(await ipFor(1, '1.1.1.1, 2001:db8::7')).toBe('2001:db8::7');
  });

  it('answers "unknown" without a socket (app.request in tests)', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIp(c, 0)));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });
});
