import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { refreshTokens, sessions } from '../db/schema.ts';

export type SessionEndReason = 'logout' | 'logout_all' | 'password_changed' | 'reuse_detected' | 'account_deleted' | 'admin_revoked' | 'impersonation_stopped';

/** What authentication needs to know about a session on every request. */
export interface SessionState {
  id: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The admin viewing as the user (issue 13), or null for the user's own session. */
  impersonatorUserId: string | null;
}

/**
 * Every authenticated request checks its session. Like the user cache (docs/decisions/0004), a short-lived
 * per-database cache keeps that off the database; a revocation in this process evicts at once, another process
 * sees it within SESSION_CACHE_TTL_MS.
 */
export const SESSION_CACHE_TTL_MS = 3000;
const caches = new WeakMap<Database, LRUCache<string, SessionState>>();
function cacheOf(db: Database): LRUCache<string, SessionState> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, SessionState>({ max: 20_000, ttl: SESSION_CACHE_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

const stateColumns = {
  id: sessions.id,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  impersonatorUserId: sessions.impersonatorUserId,
};

export async function findSession(db: Database, id: string): Promise<SessionState | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(stateColumns).from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

/** findSession through the cache: for authentication on every request. */
export async function findSessionCached(db: Database, id: string): Promise<SessionState | undefined> {
  const cache = cacheOf(db);
  const hit = cache.get(id);
  if (hit) return hit;
  const row = await findSession(db, id);
  if (row) cache.set(id, row);
  return row;
}

export async function insertSession(
  db: Database,
  input: { userId: string; userAgent: string | null; ip: string | null; expiresAt: Date; now: Date; impersonatorUserId?: string },
): Promise<SessionState> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      userAgent: input.userAgent,
      ip: input.ip,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: input.expiresAt,
      impersonatorUserId: input.impersonatorUserId ?? null,
    })
    .returning(stateColumns);
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function insertRefreshToken(db: Database, input: { sessionId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId: input.sessionId, tokenHash: input.tokenHash, expiresAt: input.expiresAt, createdAt: input.now });
}

/**
 * Marks a live refresh token of a live session replaced and returns its session, in ONE statement: of two requests
 * presenting the same token at the same moment, exactly one gets a row back.
 */
export async function claimRefreshToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.replacedAt),
        gt(refreshTokens.expiresAt, now),
        inArray(
          refreshTokens.sessionId,
          db
            .select({ id: sessions.id })
            .from(sessions)
            // An impersonating session (issue 13) never has a refresh token; should one ever exist, it still cannot refresh.
            .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(sessions.impersonatorUserId))),
        ),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  if (!row) return undefined;
  const [session] = await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(eq(sessions.id, row.sessionId))
    .returning({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt });
  return session;
}

/** A refresh token's session and whether it was already exchanged (to tell a replay from an unknown token). */
export async function findRefreshToken(db: Database, tokenHash: string): Promise<{ sessionId: string; replacedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, replacedAt: refreshTokens.replacedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends one session (idempotent: the first reason stays). Returns its user when it was live. */
export async function revokeSession(db: Database, id: string, reason: SessionEndReason, now: Date): Promise<{ userId: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  cacheOf(db).delete(id);
  return row;
}

/** Ends every live session of a user; returns how many. */
export async function revokeUserSessions(db: Database, userId: string, reason: SessionEndReason, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const cache = cacheOf(db);
  for (const row of rows) cache.delete(row.id);
  return rows.length;
}

/** Sessions of a user cached in this process are dropped (account deletion cascades rows away without an UPDATE). */
export function forgetCachedSessions(db: Database, userId: string): void {
  const cache = cacheOf(db);
  for (const [id, state] of cache.entries()) if (state.userId === userId) cache.delete(id);
}

/** How long ended sessions stay for support questions ("was I logged out?") before they are deleted. */
export const ENDED_SESSION_RETENTION_MS = 7 * 86_400_000;

/** Deletes sessions that ended (expired or revoked) over a week ago, with their refresh tokens (cascade). */
export async function pruneEndedSessions(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
