import type { GatewayDiscount } from './gateway.ts';

/**
 * Pure price and period rules of billing (no database, no clock): the subscription service, the DTO and the property
 * tests (periods.test.ts) share them.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** The old paywall's discount countdown (24 hours) and paywall2's first-period discount (50 %). */
export const PAYWALL_COUNTDOWN_MS = 24 * 60 * 60 * 1000;
export const PAYWALL2_PERCENT_OFF = 50;
/** The trial e-mail goes out this long before the trial converts (spec: "trial ending in 2 days"). */
export const TRIAL_ENDING_NOTICE_MS = 2 * DAY_MS;

export function addWeeks(date: Date, weeks: number): Date {
  return new Date(date.getTime() + weeks * WEEK_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export interface Period {
  start: Date;
  end: Date;
}

/** The period that follows one: it starts exactly where the last ended (no gap, no overlap). */
export function nextPeriod(previous: Period, periodWeeks: number): Period {
  return { start: previous.end, end: addWeeks(previous.end, periodWeeks) };
}

/**
 * The periods of a subscription started at `start`: the first lasts `firstWeeks` (the trial week), every later one
 * `renewalWeeks` (the plan it renews into, or the same plan). `count` periods.
 */
export function periodsFrom(start: Date, firstWeeks: number, renewalWeeks: number, count: number): Period[] {
  const periods: Period[] = [];
  let current: Period = { start, end: addWeeks(start, firstWeeks) };
  for (let i = 0; i < count; i++) {
    periods.push(current);
    current = nextPeriod(current, renewalWeeks);
  }
  return periods;
}

/** The price of one period after a discount: percent first, then amount off, rounded to a cent, never below zero. */
export function discountedAmount(amountCents: number, discount: Pick<GatewayDiscount, 'percentOff' | 'amountOffCents'> | null): number {
  if (!discount) return Math.max(0, amountCents);
  let amount = amountCents;
  if (discount.percentOff !== null) amount = Math.round((amount * (100 - discount.percentOff)) / 100);
  if (discount.amountOffCents !== null) amount -= discount.amountOffCents;
  return Math.max(0, amount);
}

/** Does a discount apply to the period with this index (0 = the first)? once: the first only; repeating: N periods. */
export function discountAppliesTo(discount: Pick<GatewayDiscount, 'duration' | 'durationPeriods'> | null, periodIndex: number): boolean {
  if (!discount) return false;
  switch (discount.duration) {
    case 'once':
      return periodIndex === 0;
    case 'repeating':
      return periodIndex < (discount.durationPeriods ?? 1);
    case 'forever':
      return true;
  }
}

/** What period `periodIndex` costs: `firstAmount` for period 0 (the trial week), `renewalAmount` after, with the discount where it applies. */
export function amountForPeriod(
  prices: { firstAmountCents: number; renewalAmountCents: number },
  discount: Pick<GatewayDiscount, 'percentOff' | 'amountOffCents' | 'duration' | 'durationPeriods'> | null,
  periodIndex: number,
): number {
  const base = periodIndex === 0 ? prices.firstAmountCents : prices.renewalAmountCents;
  return discountAppliesTo(discount, periodIndex) ? discountedAmount(base, discount) : base;
}

/** paywall2's claimed discount: 50 % off the first period only. */
export function paywallDiscount(): GatewayDiscount {
  return { percentOff: PAYWALL2_PERCENT_OFF, amountOffCents: null, duration: 'once', durationPeriods: null, promoCodeId: null, key: 'paywall2-50' };
}

/**
 * The discount a checkout uses when both the paywall's and a promo code apply: the one that takes more off the first
 * period (a tie keeps the promo, which the user typed on purpose). Discounts never stack.
 */
export function betterDiscount(firstAmountCents: number, paywall: GatewayDiscount | null, promo: GatewayDiscount | null): GatewayDiscount | null {
  if (!paywall) return promo;
  if (!promo) return paywall;
  return discountedAmount(firstAmountCents, promo) <= discountedAmount(firstAmountCents, paywall) ? promo : paywall;
}

/** Receipt numbers shown to people: RC-<year>-<6 digits> (sequence per year). */
export function receiptNumber(year: number, sequence: number): string {
  return `RC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** When the old paywall's countdown ends, or null when it never started. */
export function countdownEnd(startedAt: Date | null): Date | null {
  return startedAt ? new Date(startedAt.getTime() + PAYWALL_COUNTDOWN_MS) : null;
}

export function countdownRunning(startedAt: Date | null, now: Date): boolean {
  const end = countdownEnd(startedAt);
  return end !== null && now.getTime() < end.getTime();
}
