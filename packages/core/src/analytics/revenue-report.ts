import type { AdminRevenueReport } from '@reelcraft/contract';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Core } from '../context.ts';
import type { SqlRows } from '../db/client.ts';
import { billingPrices, subscriptions } from '../db/schema.ts';
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
  const rows = await core.db
    .select({ amountCents: billingPrices.amountCents, periodWeeks: billingPrices.periodWeeks, currency: billingPrices.currency })
    .from(subscriptions)
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.planId))
    .where(and(inArray(subscriptions.status, ['active', 'past_due']), ne(subscriptions.gateway, 'grant'), gt(subscriptions.currentPeriodEnd, core.now())));
  const cents = rows.reduce((sum, row) => sum + monthlyCents(row.amountCents, row.periodWeeks), 0);
  return { mrrCents: Math.round(cents), currency: rows[0]?.currency ?? (await catalogueCurrency(core)) };
}

async function catalogueCurrency(core: Core): Promise<string> {
  const [row] = await core.db.select({ currency: billingPrices.currency }).from(billingPrices).where(eq(billingPrices.kind, 'plan')).limit(1);
  return row?.currency ?? 'usd';
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
    core.db.execute(sql`
      select
        count(*) filter (where s.started_at >= ${start}::timestamptz and s.started_at < ${end}::timestamptz)::int as new_subscriptions,
        count(*) filter (where s.ended_at >= ${start}::timestamptz and s.ended_at < ${end}::timestamptz and s.status = 'canceled')::int as churned,
        count(*) filter (where s.started_at < ${start}::timestamptz and (s.ended_at is null or s.ended_at >= ${start}::timestamptz))::int as live_at_start,
        (select coalesce(sum(p.amount_cents), 0)::float8 from payments p
          where p.status in ('succeeded', 'refunded') and p.currency = ${currency} and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz) as revenue_cents,
        (select coalesce(sum(p.amount_cents), 0)::float8 from payments p
          where p.status = 'refunded' and p.currency = ${currency} and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz) as refunds_cents
      from subscriptions s
      where s.gateway in ('test', 'stripe') and s.started_at is not null
    `),
    core.db.execute(sql`
      select count(*)::int as started,
        count(*) filter (where exists (
          select 1 from payments p where p.user_id = u.id and p.status in ('succeeded', 'refunded') and p.reason = 'subscription_cycle' and p.created_at >= u.trial_used_at
        ))::int as converted
      from users u
      where u.trial_used_at >= ${start}::timestamptz and u.trial_used_at < ${end}::timestamptz
    `),
    core.db.execute(sql`
      select to_char(date_trunc('week', at), 'YYYY-MM-DD') as week_start, sum(subs)::int as new_subscriptions, sum(cents)::float8 as revenue_cents
      from (
        select s.started_at at time zone 'UTC' as at, 1 as subs, 0 as cents from subscriptions s
          where s.gateway in ('test', 'stripe') and s.started_at is not null
            and s.started_at >= ${start}::timestamptz and s.started_at < ${end}::timestamptz
        union all
        select p.created_at at time zone 'UTC' as at, 0 as subs, p.amount_cents as cents from payments p
          where p.status in ('succeeded', 'refunded') and p.currency = ${currency}
            and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz
      ) x
      group by 1
    `),
    computeMrr(core),
  ]);
  const total = (totals as unknown as SqlRows).rows[0] ?? {};
  const trial = (trials as unknown as SqlRows).rows[0] ?? {};
  const byWeek = new Map((weekly as unknown as SqlRows).rows.map((row) => [String(row.week_start), row]));
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
