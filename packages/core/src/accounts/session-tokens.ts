import { createHash, randomBytes } from 'node:crypto';

/** Where a session was started from: shown to the user later, never trusted for anything. */
export interface SessionClient {
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
}

/** What a sign-in or a refresh hands out. */
export interface SessionTokens {
  /** Short-lived bearer token (ACCESS_TOKEN_TTL_MINUTES). */
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  /** Single-use: exchanged at the refresh endpoint for a new pair. Only its SHA-256 is stored. */
  refreshToken: string;
  /** The session's absolute end; the refresh token never outlives it. */
  refreshExpiresAt: Date;
  sessionId: string;
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
