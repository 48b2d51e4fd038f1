import type { KeyObject } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'reelcraft';
const AUDIENCE = 'reelcraft-web';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
}

export async function issueAccessToken(key: KeyObject, claims: AccessTokenClaims, ttlDays: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlDays * 86400)
    .sign(key);
}

type Verified = AccessTokenClaims & { expiresAtMs: number };

/**
 * A token's signature never changes, so it is checked once and remembered (WebCrypto HMAC costs ~150 µs of
 * every request otherwise). Expiry is still checked on every use.
 */
const verifiedTokens = new WeakMap<KeyObject, LRUCache<string, Verified>>();

/** Verifies signature, issuer, audience and expiry; throws TOKEN_EXPIRED or TOKEN_INVALID. */
export async function verifyAccessToken(key: KeyObject, token: string): Promise<AccessTokenClaims> {
  let cache = verifiedTokens.get(key);
  if (!cache) {
    cache = new LRUCache<string, Verified>({ max: 20_000 });
    verifiedTokens.set(key, cache);
  }
  const known = cache.get(token);
  if (known) {
    if (Date.now() >= known.expiresAtMs) {
      cache.delete(token);
      throw new AppError('TOKEN_EXPIRED');
    }
    return { userId: known.userId, tokenVersion: known.tokenVersion };
  }
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') {
      throw new AppError('TOKEN_INVALID');
    }
    const claims = { userId: payload.sub, tokenVersion: payload.tv };
    cache.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('TOKEN_INVALID');
  }
}
