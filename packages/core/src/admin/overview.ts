import type { AdminOverview } from '@reelcraft/contract';
import { and, count, gt, gte, inArray } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { subscriptions, suggestions, users } from '../db/schema.ts';
import { computeMrr } from '../analytics/revenue-report.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/overview: the console's first screen. */
export async function adminOverview(core: Core): Promise<AdminOverview> {
  const now = core.now();
  const [usersTotal, usersWeek, activeSubscriptions, generations, mrr, queue] = await Promise.all([
    core.db.select({ n: count() }).from(users),
    core.db
      .select({ n: count() })
      .from(users)
      .where(gte(users.createdAt, new Date(now.getTime() - 7 * DAY_MS))),
    core.db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.status, ['trialing', 'active', 'past_due']), gt(subscriptions.currentPeriodEnd, now))),
    core.db
      .select({ n: count() })
      .from(suggestions)
      .where(gte(suggestions.createdAt, new Date(now.getTime() - DAY_MS))),
    computeMrr(core),
    core.queue.counts(),
  ]);
  return {
    users_total: usersTotal[0]?.n ?? 0,
    users_last_7_days: usersWeek[0]?.n ?? 0,
    active_subscriptions: activeSubscriptions[0]?.n ?? 0,
    mrr_cents: mrr.mrrCents,
    currency: mrr.currency,
    failed_jobs: queue.failed,
    generations_last_24h: generations[0]?.n ?? 0,
  };
}
