import type { Plan, PlanId } from '@reelcraft/contract';
import { formatDate, formatMoney } from '@reelcraft/i18n';
import { useCallback } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** paywall2's claimed discount on the first period, in percent. */
export const PAYWALL2_PERCENT_OFF = 50;

const DAY_MS = 86_400_000;

export function planById(plans: readonly Plan[], id: PlanId): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** What the first period costs after a percentage off (the server rounds the same way: to the nearest cent). */
export function firstPeriodCents(plan: Plan, percentOff: number | null = null): number {
  if (plan.trial_days > 0) return 0;
  return percentOff ? Math.round((plan.amount_cents * (100 - percentOff)) / 100) : plan.amount_cents;
}

/** The price per week of a plan (rounded to the cent). */
export function perWeekCents(plan: Plan, amountCents = plan.amount_cents): number {
  return Math.round(amountCents / Math.max(1, plan.period_weeks));
}

/** What renews after the first period: the plan itself, or the plan a trial turns into. */
export function renewal(plan: Plan): { amountCents: number; periodWeeks: number } {
  return plan.renews_into
    ? { amountCents: plan.renews_into.amount_cents, periodWeeks: plan.renews_into.period_weeks }
    : { amountCents: plan.amount_cents, periodWeeks: plan.period_weeks };
}

/** When the first automatic charge happens if bought now: after the free days, or after the first period. */
export function nextChargeDate(plan: Plan, now = new Date()): Date {
  const ms = plan.trial_days > 0 ? plan.trial_days * DAY_MS : plan.period_weeks * 7 * DAY_MS;
  return new Date(now.getTime() + ms);
}

/** Money and dates in the reader's language. */
export function useFormat() {
  const locale = useLocale();
  const money = useCallback((cents: number, currency = 'usd') => formatMoney(cents, currency, locale), [locale]);
  const date = useCallback((value: Date | string) => formatDate(value, locale), [locale]);
  return { money, date, locale };
}
