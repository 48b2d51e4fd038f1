import type { KeyObject } from 'node:crypto';
import { AppError } from '@reelcraft/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'reelcraft';
const AUDIENCE = 'reelcraft-web';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
  /** The session (refresh-token family) the token was issued for; a revoked session ends its access tokens too. */
  sessionId: string;
}

/** A short-lived access token for one session. */
export async function issueAccessToken(key: KeyObject, claims: AccessTokenClaims, ttlSeconds: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ tv: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

type Verified = AccessTokenClaims & { expiresAtMs: number };

/**
 * A token's signature never changes, so it is checked once and remembered (WebCrypto HMAC costs ~150 µs of
 * every request otherwise). Expiry is still checked on every use. Only texts that passed the canonical check
 * below ever enter the cache, so a cache hit needs no re-check.
 */
const verifiedTokens = new WeakMap<KeyObject, LRUCache<string, Verified>>();

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Exactly three base64url segments, each in its one canonical spelling. jose decodes leniently: the last character
 * of a segment carries bits that decoding drops, so up to 16 spellings of one signature verify, and the text of an
 * accepted token would not be unique (caches, deny-lists and logs key on it). Re-encoding must give back the text.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  return parts.every((part) => SEGMENT.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part);
}

/** Verifies the exact text, signature, issuer, audience and expiry; throws TOKEN_EXPIRED or TOKEN_INVALID. */
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
    return { userId: known.userId, tokenVersion: known.tokenVersion, sessionId: known.sessionId };
  }
  if (!isCanonicalCompactJws(token)) throw new AppError('TOKEN_INVALID');
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    // Tokens from before sessions existed have no `sid`: they cannot be revoked, so they are refused.
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      throw new AppError('TOKEN_INVALID');
    }
    const claims = { userId: payload.sub, tokenVersion: payload.tv, sessionId: payload.sid };
    cache.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('TOKEN_INVALID');
  }
}
