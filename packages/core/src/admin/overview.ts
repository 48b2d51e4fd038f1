import type { AdminOverview } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { computeMrr } from '../analytics/revenue-report.ts';
import { countOverview } from './overview.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/overview: the console's first screen. */
export async function adminOverview(core: Core): Promise<AdminOverview> {
  const now = core.now();
  const [counts, mrr, queue] = await Promise.all([
    countOverview(core.db, { now, weekAgo: new Date(now.getTime() - 7 * DAY_MS), dayAgo: new Date(now.getTime() - DAY_MS) }),
    computeMrr(core),
    core.queue.counts(),
  ]);
  return {
    users_total: counts.usersTotal,
    users_last_7_days: counts.usersWeek,
    active_subscriptions: counts.activeSubscriptions,
    mrr_cents: mrr.mrrCents,
    currency: mrr.currency,
    failed_jobs: queue.failed,
    generations_last_24h: counts.generations,
  };
}
