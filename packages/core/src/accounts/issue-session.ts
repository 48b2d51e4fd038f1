import type { Core } from '../context.ts';
import { issueAccessToken } from './access-tokens.ts';
import { hashRefreshToken, newRefreshToken, type SessionClient, type SessionTokens } from './session-tokens.ts';
import { insertRefreshToken, insertSession } from './sessions.repository.ts';
import type { UserRow } from './users.repository.ts';

export type { SessionClient, SessionTokens };

/** Starts a session (a refresh-token family) at sign-in and hands out its first access and refresh tokens. */
export async function issueSession(core: Core, user: UserRow, client: SessionClient = {}): Promise<SessionTokens> {
  const now = core.now();
  const expiresAt = new Date(now.getTime() + core.config.SESSION_TTL_DAYS * 86_400_000);
  const session = await insertSession(core.db, {
    userId: user.id,
    userAgent: client.userAgent ? client.userAgent.slice(0, 512) : null,
    ip: client.ip ?? null,
    expiresAt,
    now,
  });
  const refreshToken = newRefreshToken();
  await insertRefreshToken(core.db, { sessionId: session.id, tokenHash: hashRefreshToken(refreshToken), expiresAt, now });
  return issueTokensFor(core, user, session.id, refreshToken, expiresAt);
}

/** The access token of a session plus the refresh token already stored for it. */
export async function issueTokensFor(core: Core, user: UserRow, sessionId: string, refreshToken: string, refreshExpiresAt: Date): Promise<SessionTokens> {
  const ttlSeconds = core.config.ACCESS_TOKEN_TTL_MINUTES * 60;
  const accessToken = await issueAccessToken(core.jwtKey, { userId: user.id, tokenVersion: user.tokenVersion, sessionId }, ttlSeconds, core.now());
  return { accessToken, expiresIn: ttlSeconds, refreshToken, refreshExpiresAt, sessionId };
}
