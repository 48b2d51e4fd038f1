import type { AdminOverview } from '@reelcraft/contract';
import { and, count, eq, gt, gte, inArray, ne } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { billingPrices, subscriptions, suggestions, users } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A month is 4⅓ weeks (52 / 12), as the revenue report counts it. */
const WEEKS_PER_MONTH = 52 / 12;

/**
 * Monthly recurring revenue now: each live (active or past due), paid, gateway subscription's plan price normalised
 * to a month. Trials and grants bring no money yet; subscriptions set to end still count until they do.
 * The revenue report (issue 13, H4) may refine this; the overview keeps the simple sum.
 */
export async function simpleMrr(core: Core): Promise<{ mrrCents: number; currency: string }> {
  const rows = await core.db
    .select({ amountCents: billingPrices.amountCents, periodWeeks: billingPrices.periodWeeks, currency: billingPrices.currency })
    .from(subscriptions)
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.planId))
    .where(and(inArray(subscriptions.status, ['active', 'past_due']), ne(subscriptions.gateway, 'grant'), gt(subscriptions.currentPeriodEnd, core.now())));
  let cents = 0;
  for (const row of rows) {
    if (!row.periodWeeks) continue;
    cents += (row.amountCents * WEEKS_PER_MONTH) / row.periodWeeks;
  }
  return { mrrCents: Math.round(cents), currency: rows[0]?.currency ?? 'usd' };
}

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
    simpleMrr(core),
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
