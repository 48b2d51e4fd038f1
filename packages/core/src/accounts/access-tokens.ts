import { AppError } from '@reelcraft/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'reelcraft';
const AUDIENCE = 'reelcraft-web';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
}

export async function issueAccessToken(key: Uint8Array, claims: AccessTokenClaims, ttlDays: number, now = new Date()): Promise<string> {
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

/** Verifies signature, issuer, audience and expiry; throws TOKEN_EXPIRED or TOKEN_INVALID. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') throw new AppError('TOKEN_INVALID');
    return { userId: payload.sub, tokenVersion: payload.tv };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('TOKEN_INVALID');
  }
}
