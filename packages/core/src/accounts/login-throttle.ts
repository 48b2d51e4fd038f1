import { AppError } from '@reelcraft/contract';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

export interface ThrottlePolicy {
  maxFailures: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
}

/**
 * Refuses a log-in attempt when either the IP or the e-mail has too many recent failures.
 * Counting per e-mail stops password guessing from many IPs; per IP stops spraying many e-mails.
 */
export async function assertLoginAllowed(db: Database, ip: string, email: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const [counts] = await db
    .select({
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
      oldest: sql<string | null>`min(${loginFailures.createdAt})`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.ip, ip), eq(loginFailures.email, email))));
  if (!counts) return;
  if (counts.byIp >= policy.maxFailuresPerIp || counts.byEmail >= policy.maxFailures) {
    const oldest = counts.oldest ? new Date(counts.oldest).getTime() : now.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + policy.windowMinutes * 60_000 - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
      retry_after_seconds: retryAfterSeconds,
      minutes: Math.ceil(retryAfterSeconds / 60),
    });
  }
}

export async function recordLoginFailure(db: Database, ip: string, email: string): Promise<void> {
  await db.insert(loginFailures).values({ ip, email });
}

/** A successful log-in forgives the e-mail's failures; old rows of everyone are pruned on the way. */
export async function clearLoginFailures(db: Database, email: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  const expired = new Date(now.getTime() - policy.windowMinutes * 60_000);
  await db.delete(loginFailures).where(or(eq(loginFailures.email, email), lt(loginFailures.createdAt, expired)));
}
