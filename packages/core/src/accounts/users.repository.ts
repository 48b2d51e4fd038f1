import { and, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { type BlogTopicColumn, users, type UserRow } from '../db/schema.ts';

export type { UserRow };

/**
 * Every authenticated request looks its user up by id. A short-lived per-database cache keeps that off the
 * database (PGlite spends ~0.3 ms of the only thread per query). Writes in this process invalidate at once;
 * another process (scale-out) sees a change to a user within USER_CACHE_TTL_MS. See docs/decisions/0004.
 */
export const USER_CACHE_TTL_MS = 3000;
const caches = new WeakMap<Database, LRUCache<string, UserRow>>();
function cacheOf(db: Database): LRUCache<string, UserRow> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, UserRow>({ max: 10_000, ttl: USER_CACHE_TTL_MS });
    caches.set(db, cache);
    allCaches.add(new WeakRef(cache));
  }
  return cache;
}
/** Every cache of this process, so a write made inside a transaction (whose handle is not the cache's key) can forget a user too. */
const allCaches = new Set<WeakRef<LRUCache<string, UserRow>>>();

/**
 * Drops a user from every cache of this process: for writes to the users table made outside updateUser (billing
 * sets stripe_subscription in its own transaction; a stale row said "not subscribed" for 3 s after paying).
 */
export function forgetCachedUser(id: string): void {
  for (const ref of allCaches) {
    const cache = ref.deref();
    if (cache) cache.delete(id);
    else allCaches.delete(ref);
  }
}

/** findUserById through the cache: for authentication on every request. */
export async function findUserByIdCached(db: Database, id: string): Promise<UserRow | undefined> {
  const cache = cacheOf(db);
  const hit = cache.get(id);
  if (hit) return hit;
  const row = await findUserById(db, id);
  if (row) cache.set(id, row);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken (no exception to race on). */
export async function insertUser(db: Database, input: { email: string; passwordHash: string | null; language: string }): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), passwordHash: input.passwordHash, language: input.language })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export type UserPatch = Partial<{
  email: string;
  passwordHash: string;
  language: string;
  pendingEmail: string | null;
  blogTopic: BlogTopicColumn;
  blogTopicUpdatedAt: Date;
  scriptCategories: string[];
  bumpTokenVersion: boolean;
}>;

export async function updateUser(db: Database, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const { bumpTokenVersion, ...fields } = patch;
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  cacheOf(db).delete(id);
  return row;
}

export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  cacheOf(db).delete(id);
  return rows.length > 0;
}

/** Records who referred the user, only if nobody is recorded yet; the updated row, or undefined when one was. */
export async function setReferrerIfUnset(db: Database, userId: string, referrerId: string): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ referredByUserId: referrerId })
    .where(and(eq(users.id, userId), isNull(users.referredByUserId)))
    .returning();
  return updated;
}
