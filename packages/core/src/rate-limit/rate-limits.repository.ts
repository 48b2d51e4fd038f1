import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A fixed-window budget: `points` hits per `windowSeconds`. */
export interface WindowPolicy {
  points: number;
  windowSeconds: number;
}

/**
 * Growing delays instead of a hard lock: the first `freeAttempts - 1` attempts go straight through; from the
 * `freeAttempts`-th on, each attempt makes the next one wait 1, 2, 4, 8 … seconds, at most `maxDelaySeconds`.
 * The count is forgotten `windowSeconds` after the last wait ends.
 */
export interface BackoffPolicy {
  freeAttempts: number;
  windowSeconds: number;
  maxDelaySeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits counted in the current window, this one included (for a refused backoff attempt: the stored count). */
  points: number;
  /** 0 when allowed; otherwise whole seconds (≥ 1) until a hit can be allowed again, for Retry-After. */
  retryAfterSeconds: number;
}

/** Expired rows are deleted by roughly one hit in this many, so the table stays small without a cron job. */
const PRUNE_ONE_IN = 200;

function at(date: Date): SQL {
  // Our clock (core.now) rather than the database's, so tests can move time and every process agrees on "now".
  return sql`${date.toISOString()}::timestamptz`;
}

function secondsUntil(then: Date | null, now: Date): number {
  if (!then) return 1;
  return Math.max(1, Math.ceil((then.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one hit against `key` and says whether it fits the policy. One INSERT … ON CONFLICT DO UPDATE … RETURNING:
 * the row lock makes concurrent hits (also from other processes) count one after another, so exactly `points` of
 * them pass. A window that has ended restarts with this hit.
 */
export async function hitRateLimit(db: Database, key: string, policy: WindowPolicy, now: Date): Promise<RateLimitDecision> {
  await maybePrune(db, now);
  const windowEndsAt = new Date(now.getTime() + policy.windowSeconds * 1000);
  const ended = sql`${rateLimits.windowEndsAt} <= ${at(now)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.points} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN ${at(windowEndsAt)} ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ points: rateLimits.points, windowEndsAt: rateLimits.windowEndsAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  const allowed = row.points <= policy.points;
  return { allowed, points: row.points, retryAfterSeconds: allowed ? 0 : secondsUntil(row.windowEndsAt, now) };
}

/**
 * Counts one attempt against `key` under growing delays. The check and the count are one statement: the update only
 * happens when the key is not waiting (`blocked_until` passed), and no returned row means "refused". So N parallel
 * attempts can never all slip past a delay the first of them sets. Count attempts before the work they guard (e.g.
 * the password check) and `clearRateLimit` on success.
 */
export async function hitWithBackoff(
  db: Database,
  key: string,
  policy: BackoffPolicy,
  now: Date,
  options: { holdUntilSettled?: boolean } = {},
): Promise<RateLimitDecision> {
  await maybePrune(db, now);
  const windowMs = policy.windowSeconds * 1000;
  const ended = sql`${rateLimits.windowEndsAt} <= ${at(now)}`;
  const next = sql`(CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.points} + 1 END)`;
  // 2^(n - free) seconds; the inner LEAST keeps power() far from overflow for very long runs of failures. Held: the
  // longest delay, until `settleBackoff` starts the real one from the attempt's verdict.
  const delay = options.holdUntilSettled ? sql`${policy.maxDelaySeconds}::float8` : backoffDelaySeconds(next, policy);
  const blockedUntil = sql`(CASE WHEN ${next} >= ${policy.freeAttempts}
    THEN ${at(now)} + make_interval(secs => ${delay})
    ELSE NULL END)`;
  const firstDelaySeconds = options.holdUntilSettled ? policy.maxDelaySeconds : Math.min(policy.maxDelaySeconds, 1);
  const firstBlock = policy.freeAttempts <= 1 ? new Date(now.getTime() + firstDelaySeconds * 1000) : null;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points: 1, blockedUntil: firstBlock, windowEndsAt: new Date((firstBlock ?? now).getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: next,
        blockedUntil,
        windowEndsAt: sql`COALESCE(${blockedUntil}, ${at(now)}) + make_interval(secs => ${policy.windowSeconds}::float8)`,
      },
      setWhere: or(isNull(rateLimits.blockedUntil), sql`${rateLimits.blockedUntil} <= ${at(now)}`),
    })
    .returning({ points: rateLimits.points });
  if (row) return { allowed: true, points: row.points, retryAfterSeconds: 0 };
  const [waiting] = await db.select({ points: rateLimits.points, blockedUntil: rateLimits.blockedUntil }).from(rateLimits).where(eq(rateLimits.key, key));
  return { allowed: false, points: waiting?.points ?? 0, retryAfterSeconds: secondsUntil(waiting?.blockedUntil ?? null, now) };
}

function backoffDelaySeconds(points: SQL | number, policy: BackoffPolicy): SQL {
  return sql`LEAST(${policy.maxDelaySeconds}::float8, power(2, LEAST((${points})::int - ${policy.freeAttempts}::int, 40))::float8)`;
}

/**
 * The verdict of an attempt counted with `holdUntilSettled` (it failed): its delay starts now, from the verdict, not
 * from when it was counted. Until then every further attempt waited, however long the work took, so a burst of
 * parallel attempts evaluates exactly the free ones (issue 31). Only the newest attempt's verdict sets the delay.
 */
export async function settleBackoff(db: Database, key: string, points: number, policy: BackoffPolicy, now: Date): Promise<void> {
  if (points < policy.freeAttempts) return;
  const blockedUntil = sql`${at(now)} + make_interval(secs => ${backoffDelaySeconds(points, policy)})`;
  await db
    .update(rateLimits)
    .set({ blockedUntil, windowEndsAt: sql`${blockedUntil} + make_interval(secs => ${policy.windowSeconds}::float8)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.points, points)));
}

/** Gives one point back (an attempt that turned out not to count, e.g. a successful log-in). */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ points: sql`GREATEST(${rateLimits.points} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets a key entirely (e.g. the failures of an address after the right password). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes rows whose window has ended and that are not waiting out a delay; they would restart anyway. */
export async function pruneRateLimits(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(and(lt(rateLimits.windowEndsAt, now), or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now))))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

async function maybePrune(db: Database, now: Date): Promise<void> {
  if (Math.random() * PRUNE_ONE_IN < 1) await pruneRateLimits(db, now);
}
