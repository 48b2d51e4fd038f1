import { createSecretKey, randomUUID } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import type { Core } from '@reelcraft/core';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env.ts';
import { optionalUser } from './auth.ts';

const jwtKey = createSecretKey(Buffer.from('a-test-secret-that-is-long-enough-0123456789'));

/** A core whose database is down: every query throws. */
const brokenDb = new Proxy(
  {},
  {
    get() {
      throw new Error('connection refused');
    },
  },
);
const core = { jwtKey, db: brokenDb, now: () => new Date() } as unknown as Core;

function app() {
  const hono = new Hono<AppEnv>();
  hono.use('*', optionalUser(core));
  hono.get('/who', (c) => c.json({ user: c.get('user')?.id ?? null }));
  hono.onError((error, c) => c.json({ code: error instanceof AppError ? error.code : 'INTERNAL' }, error instanceof AppError ? 400 : 500));
  return hono;
}

function token(expiresIn: number | string = '15m') {
  return new SignJWT({ tv: 0, sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(randomUUID())
    .setIssuer('reelcraft')
    .setAudience('reelcraft-web')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(expiresIn)
    .sign(jwtKey);
}

describe('optionalUser', () => {
  it('treats a missing, invalid or expired token as anonymous', async () => {
    expect(await (await app().request('/who')).json()).toEqual({ user: null });
    const invalid = await app().request('/who', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toEqual({ user: null });
    const expired = await app().request('/who', { headers: { authorization: `Bearer ${await token(Math.floor(Date.now() / 1000) - 60)}` } });
    expect(expired.status).toBe(200);
    expect(await expired.json()).toEqual({ user: null });
  });

  it('lets a database error through instead of answering as if anonymous', async () => {
    const response = await app().request('/who', { headers: { authorization: `Bearer ${await token()}` } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'INTERNAL' });
  });
});
