import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCanonicalCompactJws, issueAccessToken, verifyAccessToken } from './access-tokens.ts';

const key = createSecretKey(Buffer.from('a-test-secret-that-is-long-enough-0123456789'));
const otherKey = createSecretKey(Buffer.from('another-secret-that-is-long-enough-987654321'));
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const claims = (userId: string, tokenVersion = 0) => ({ userId, tokenVersion, sessionId: `s-${userId}` });

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('round-trips the user id, token version and session id', async () => {
    const token = await issueAccessToken(key, claims('u-1', 3), 900);
    expect(await verifyAccessToken(key, token)).toEqual({ userId: 'u-1', tokenVersion: 3, sessionId: 's-u-1' });
  });

  it('lives for the given number of seconds', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const token = await issueAccessToken(key, claims('u-ttl'), 900, now);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(900);
  });

  it('rejects a token signed with another key or tampered with', async () => {
    const token = await issueAccessToken(otherKey, claims('u-1'), 900);
    await expect(verifyAccessToken(key, token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(verifyAccessToken(key, 'not-a-jwt')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    const good = await issueAccessToken(key, claims('u-1'), 900);
    const [h, , sig] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', tv: 0, sid: 's' })).toString('base64url');
    await expect(verifyAccessToken(key, `${h}.${payload}.${sig}`)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a token without a session id (issued before sessions existed)', async () => {
    const legacy = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u-legacy')
      .setIssuer('reelcraft')
      .setAudience('reelcraft-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expect(verifyAccessToken(key, legacy)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('reports expiry, also for a token that was verified (and remembered) before it expired', async () => {
    const past = new Date(Date.now() - 3600_000);
    const old = await issueAccessToken(key, claims('u-2'), 900, past);
    await expect(verifyAccessToken(key, old)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });

    const fresh = await issueAccessToken(key, claims('u-3'), 900);
    await verifyAccessToken(key, fresh);
    vi.useFakeTimers({ now: Date.now() + 901_000 });
    await expect(verifyAccessToken(key, fresh)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

describe('access tokens: only the canonical text', () => {
  it('refuses every other spelling of the last character, even those that decode to the same signature', async () => {
    const token = await issueAccessToken(key, claims('u-canon'), 900);
    for (const c of BASE64URL) {
      if (c === token.at(-1)) continue;
      await expect(verifyAccessToken(key, token.slice(0, -1) + c), `last character ${c}`).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    }
    // …also after the real one was verified and cached.
    await verifyAccessToken(key, token);
    for (const c of BASE64URL) {
      if (c === token.at(-1)) continue;
      await expect(verifyAccessToken(key, token.slice(0, -1) + c)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });

  it('refuses an appended segment, padding and characters outside base64url', async () => {
    const token = await issueAccessToken(key, claims('u-extra'), 900);
    for (const tampered of [`${token}.x`, `${token}.`, `${token}=`, `${token.slice(0, -1)}+`, ` ${token}`, token.replace('.', '..')]) {
      await expect(verifyAccessToken(key, tampered), tampered).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });

  it('knows the canonical form', () => {
    expect(isCanonicalCompactJws('eyJ.eyJ.abc')).toBe(false); // "eyJ" re-encodes as "eyI"
    expect(isCanonicalCompactJws('YQ.YQ.YQ')).toBe(true);
    expect(isCanonicalCompactJws('YR.YQ.YQ')).toBe(false);
    expect(isCanonicalCompactJws('YQ.YQ.YQ.YQ')).toBe(false);
    expect(isCanonicalCompactJws('YQ..YQ')).toBe(false);
  });
});
