import { z } from 'zod';
import { languageSchema } from './common.ts';

// Admin console (see admin.ts for the routes): the overview and the funnel and revenue reports.

export const adminOverviewSchema = z
  .object({
    users_total: z.number().int(),
    users_last_7_days: z.number().int(),
    active_subscriptions: z.number().int(),
    mrr_cents: z.number().int(),
    currency: z.string(),
    failed_jobs: z.number().int(),
    generations_last_24h: z.number().int(),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A date range: `from` inclusive, `to` inclusive (whole UTC days, YYYY-MM-DD); at most 366 days; defaults to the last 30. */
const day = z.iso.date();
export const adminFunnelReportQuerySchema = z.object({
  funnel: z.enum(['legacy', 'v2', 'v3']),
  from: day.optional(),
  to: day.optional(),
  language: languageSchema.optional(),
  paywall: z.enum(['paywall', 'paywall2']).optional(),
});
export const adminFunnelReportSchema = z
  .object({
    funnel: z.enum(['legacy', 'v2', 'v3']),
    from: day,
    to: day,
    language: languageSchema.nullable(),
    paywall: z.enum(['paywall', 'paywall2']).nullable(),
    /** In the funnel's order: distinct visitors (funnel sessions, else browser sessions) who saw each step. */
    steps: z.array(
      z.object({
        slug: z.string(),
        visitors: z.number().int(),
        answered: z.number().int(),
        /** Share of this step's visitors who did not reach the next one (0 for the last step). */
        drop_off: z.number().min(0).max(1),
      }),
    ),
    /** Visitors of the first step and of the last, per language (for the language comparison). */
    by_language: z.array(z.object({ language: languageSchema, started: z.number().int(), finished: z.number().int() })),
    /** Signed-up visitors of this funnel by the paywall they were shown, and how many paid. */
    by_paywall: z.array(z.object({ paywall: z.enum(['paywall', 'paywall2']), signed_up: z.number().int(), paid: z.number().int() })),
  })
  .meta({ id: 'AdminFunnelReport' });
export type AdminFunnelReport = z.infer<typeof adminFunnelReportSchema>;

export const adminRevenueQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const adminRevenueReportSchema = z
  .object({
    from: day,
    to: day,
    currency: z.string(),
    new_subscriptions: z.number().int(),
    trials_started: z.number().int(),
    trials_converted: z.number().int(),
    /** Subscriptions that ended (lapsed or cancelled at period end) in the range. */
    churned: z.number().int(),
    /** Churned ÷ subscriptions live at the start of the range (0 when none were). */
    churn_rate: z.number().min(0),
    /** Monthly recurring revenue now: each live paid subscription's price normalised to 4⅓ weeks. */
    mrr_cents: z.number().int(),
    revenue_cents: z.number().int(),
    refunds_cents: z.number().int(),
    /** Per ISO week in the range: new subscriptions and revenue. */
    weeks: z.array(z.object({ week_start: day, new_subscriptions: z.number().int(), revenue_cents: z.number().int() })),
  })
  .meta({ id: 'AdminRevenueReport' });
export type AdminRevenueReport = z.infer<typeof adminRevenueReportSchema>;
