import { and, count, gt, gte, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { subscriptions, suggestions, users } from '../db/schema.ts';

/** The admin console's first-screen counts: accounts (all, and created since `weekAgo`), live paid-up subscriptions, generations since `dayAgo`. */
export async function countOverview(db: Database, at: { now: Date; weekAgo: Date; dayAgo: Date }) {
  const [usersTotal, usersWeek, activeSubscriptions, generations] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, at.weekAgo)),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.status, ['trialing', 'active', 'past_due']), gt(subscriptions.currentPeriodEnd, at.now))),
    db.select({ n: count() }).from(suggestions).where(gte(suggestions.createdAt, at.dayAgo)),
  ]);
  return {
    usersTotal: usersTotal[0]?.n ?? 0,
    usersWeek: usersWeek[0]?.n ?? 0,
    activeSubscriptions: activeSubscriptions[0]?.n ?? 0,
    generations: generations[0]?.n ?? 0,
  };
}
