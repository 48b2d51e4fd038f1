import type { AdminRevenueReport } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { countRevenueTotals, countTrials, findPlanCurrency, listLivePaidSubscriptionPrices, sumRevenueByWeek } from './analytics.repository.ts';
import { reportRange, weeksOf } from './report-range.ts';

/** A month is 4⅓ weeks (52 / 12). */
export const WEEKS_PER_MONTH = 52 / 12;

/** One period's price as a monthly amount in cents (not rounded: round the sum). */
export function monthlyCents(amountCents: number, periodWeeks: number | null): number {
  if (!periodWeeks || periodWeeks <= 0) return 0;
  return (amountCents * WEEKS_PER_MONTH) / periodWeeks;
}

/** Churned ÷ live at the start; 0 when none were live (rounded to 4 places). */
export function churnRate(churned: number, liveAtStart: number): number {
  if (liveAtStart <= 0) return 0;
  return Math.round((churned / liveAtStart) * 10_000) / 10_000;
}

/**
 * Monthly recurring revenue now: every live paid gateway subscription (active or past due, its period not over;
 * not trials in their free days, not grants) at its plan's list price normalised to a month
 * (amount × 52/12 ÷ period weeks). Subscriptions set to end still count until they do.
 */
export async function computeMrr(core: Core): Promise<{ mrrCents: number; currency: string }> {
  const rows = await listLivePaidSubscriptionPrices(core.db, core.now());
  const cents = rows.reduce((sum, row) => sum + monthlyCents(row.amountCents, row.periodWeeks), 0);
  return { mrrCents: Math.round(cents), currency: rows[0]?.currency ?? (await catalogueCurrency(core)) };
}

async function catalogueCurrency(core: Core): Promise<string> {
  const currency = await findPlanCurrency(core.db);
  return currency ?? 'usd';
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * GET /api/admin/reports/revenue for whole UTC days. Subscriptions counted are gateway ones (test or Stripe), never
 * grants, and only ones that started (gave access: `started_at`): a declined checkout, abandoned or expired, is none. Trials: people whose one trial (users.trial_used_at)
 * started in the range; converted: of those, the ones with a succeeded renewal (`subscription_cycle`) payment.
 * Revenue is what was taken in the range (succeeded and later refunded payments, by payment date); refunds are the
 * refunded ones among them. Amounts in the catalogue's currency only.
 */
export async function revenueReport(core: Core, query: { from?: string | undefined; to?: string | undefined }): Promise<AdminRevenueReport> {
  const range = reportRange(core.now(), query);
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const currency = await catalogueCurrency(core);

  const [totals, trials, weekly, mrr] = await Promise.all([
    countRevenueTotals(core.db, { start, end, currency }),
    countTrials(core.db, { start, end }),
    sumRevenueByWeek(core.db, { start, end, currency }),
    computeMrr(core),
  ]);
  const total = totals.rows[0] ?? {};
  const trial = trials.rows[0] ?? {};
  const byWeek = new Map(weekly.rows.map((row) => [String(row.week_start), row]));
  const churned = num(total.churned);

  return {
    from: range.from,
    to: range.to,
    currency,
    new_subscriptions: num(total.new_subscriptions),
    trials_started: num(trial.started),
    trials_converted: num(trial.converted),
    churned,
    churn_rate: churnRate(churned, num(total.live_at_start)),
    mrr_cents: mrr.mrrCents,
    revenue_cents: Math.round(num(total.revenue_cents)),
    refunds_cents: Math.round(num(total.refunds_cents)),
    weeks: weeksOf(range).map((week_start) => {
      const row = byWeek.get(week_start);
      return { week_start, new_subscriptions: num(row?.new_subscriptions), revenue_cents: Math.round(num(row?.revenue_cents)) };
    }),
  };
}
