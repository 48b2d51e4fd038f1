import { createSecretKey } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './access-tokens.ts';

const key = createSecretKey(Buffer.from('a-test-secret-that-is-long-enough-0123456789'));
const otherKey = createSecretKey(Buffer.from('another-secret-that-is-long-enough-987654321'));

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('round-trips the user id and token version', async () => {
    const token = await issueAccessToken(key, { userId: 'u-1', tokenVersion: 3 }, 30);
    expect(await verifyAccessToken(key, token)).toEqual({ userId: 'u-1', tokenVersion: 3 });
  });

  it('rejects a token signed with another key or tampered with', async () => {
    const token = await issueAccessToken(otherKey, { userId: 'u-1', tokenVersion: 0 }, 30);
    await expect(verifyAccessToken(key, token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(verifyAccessToken(key, 'not-a-jwt')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    const good = await issueAccessToken(key, { userId: 'u-1', tokenVersion: 0 }, 30);
    const [h, , sig] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', tv: 0 })).toString('base64url');
    await expect(verifyAccessToken(key, `${h}.${payload}.${sig}`)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('reports expiry, also for a token that was verified (and remembered) before it expired', async () => {
    const past = new Date(Date.now() - 40 * 86400_000);
    const old = await issueAccessToken(key, { userId: 'u-2', tokenVersion: 0 }, 30, past);
    await expect(verifyAccessToken(key, old)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });

    const fresh = await issueAccessToken(key, { userId: 'u-3', tokenVersion: 0 }, 1);
    await verifyAccessToken(key, fresh);
    vi.useFakeTimers({ now: Date.now() + 2 * 86400_000 });
    await expect(verifyAccessToken(key, fresh)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
