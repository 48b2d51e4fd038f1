import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database, SqlRows } from '../db/client.ts';
import { analyticsEvents, billingPrices, subscriptions } from '../db/schema.ts';

/** Product analytics events as stored (and forwarded to PostHog). */
export type AnalyticsEventInsert = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: Database, rows: AnalyticsEventInsert | AnalyticsEventInsert[]): Promise<void> {
  await db.insert(analyticsEvents).values(Array.isArray(rows) ? rows : [rows]);
}

export interface FunnelReportFilter {
  funnel: string;
  range: { start: Date; end: Date };
  language?: string | undefined;
  paywall?: 'paywall' | 'paywall2' | undefined;
}

/**
 * Distinct visitors per funnel step (views and answers), overall and per language (grouping sets; `all_languages` is
 * 1 on the overall rows). A view is counted once per funnel session when the browser linked one.
 */
export async function countFunnelStepVisitors(db: Database, filter: FunnelReportFilter): Promise<SqlRows> {
  const languageFilter = filter.language ? sql`and e.props->>'language' = ${filter.language}` : sql``;
  const paywallJoin = filter.paywall
    ? sql`join funnel_sessions fs on fs.id::text = v.funnel_session join users u on u.id = fs.user_id and u.paywall_variant = ${filter.paywall}`
    : sql``;
  return (await db.execute(sql`
    with ev as (
      select e.type, e.session_id, e.props->>'session' as fs, e.props->>'step' as step, e.props->>'language' as language
      from analytics_events e
      where e.type in ('funnel_step_view', 'funnel_answer')
        and e.occurred_at >= ${filter.range.start.toISOString()}::timestamptz and e.occurred_at < ${filter.range.end.toISOString()}::timestamptz
        and e.props->>'funnel' = ${filter.funnel}
        ${languageFilter}
    ),
    link as (
      select session_id, min(fs) as fs from ev where type = 'funnel_step_view' and fs is not null group by session_id
    ),
    v as (
      select
        case when ev.type = 'funnel_answer' then 'answer' else 'view' end as kind,
        ev.step,
        ev.language,
        case when ev.type = 'funnel_answer' then ev.session_id else coalesce(ev.fs, link.fs, ev.session_id) end as visitor,
        case when ev.type = 'funnel_answer' then ev.session_id else coalesce(ev.fs, link.fs) end as funnel_session
      from ev left join link on link.session_id = ev.session_id and ev.type = 'funnel_step_view'
    )
    select v.kind, v.step, v.language, grouping(v.language) as all_languages, count(distinct v.visitor)::int as visitors
    from v ${paywallJoin}
    where v.step is not null
    group by grouping sets ((v.kind, v.step), (v.kind, v.step, v.language))
  `)) as unknown as SqlRows;
}

/** Accounts that came through the funnel, per paywall variant, and how many of them paid. */
export async function countFunnelSignUpsByPaywall(db: Database, filter: FunnelReportFilter): Promise<SqlRows> {
  return (await db.execute(sql`
    select u.paywall_variant as paywall,
      count(distinct u.id)::int as signed_up,
      count(distinct u.id) filter (where exists (select 1 from payments p where p.user_id = u.id and p.status = 'succeeded'))::int as paid
    from funnel_sessions f join users u on u.id = f.user_id
    where f.funnel = ${filter.funnel} and f.created_at >= ${filter.range.start.toISOString()}::timestamptz and f.created_at < ${filter.range.end.toISOString()}::timestamptz
      and u.paywall_variant is not null
      ${filter.language ? sql`and f.language = ${filter.language}` : sql``}
      ${filter.paywall ? sql`and u.paywall_variant = ${filter.paywall}` : sql``}
    group by u.paywall_variant
  `)) as unknown as SqlRows;
}

/** Plan prices of every live paid gateway subscription (active or past due, period not over; not grants). */
export async function listLivePaidSubscriptionPrices(db: Database, now: Date) {
  return db
    .select({ amountCents: billingPrices.amountCents, periodWeeks: billingPrices.periodWeeks, currency: billingPrices.currency })
    .from(subscriptions)
    .innerJoin(billingPrices, eq(billingPrices.id, subscriptions.planId))
    .where(and(inArray(subscriptions.status, ['active', 'past_due']), ne(subscriptions.gateway, 'grant'), gt(subscriptions.currentPeriodEnd, now)));
}

/** The catalogue's plan currency, if there is a plan. */
export async function findPlanCurrency(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ currency: billingPrices.currency }).from(billingPrices).where(eq(billingPrices.kind, 'plan')).limit(1);
  return row?.currency;
}

interface RevenueRange {
  /** ISO instants: [start, end). */
  start: string;
  end: string;
}

/** New, churned and live-at-start gateway subscriptions, and revenue and refunds taken, in the range. */
export async function countRevenueTotals(db: Database, { start, end, currency }: RevenueRange & { currency: string }): Promise<SqlRows> {
  return (await db.execute(sql`
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
    `)) as unknown as SqlRows;
}

/** Trials started in the range, and how many of them converted (a succeeded renewal payment). */
export async function countTrials(db: Database, { start, end }: RevenueRange): Promise<SqlRows> {
  return (await db.execute(sql`
      select count(*)::int as started,
        count(*) filter (where exists (
          select 1 from payments p where p.user_id = u.id and p.status in ('succeeded', 'refunded') and p.reason = 'subscription_cycle' and p.created_at >= u.trial_used_at
        ))::int as converted
      from users u
      where u.trial_used_at >= ${start}::timestamptz and u.trial_used_at < ${end}::timestamptz
    `)) as unknown as SqlRows;
}

/** New subscriptions and revenue per UTC week of the range. */
export async function sumRevenueByWeek(db: Database, { start, end, currency }: RevenueRange & { currency: string }): Promise<SqlRows> {
  return (await db.execute(sql`
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
    `)) as unknown as SqlRows;
}
