import { WEEK, type Obj } from './types.ts';

/** A subscription's one item (Reelcraft's subscriptions have one price), with its period. */
export const itemOf = (subscription: Obj) =>
  ((subscription.items as { data: Obj[] }).data[0] ?? null) as (Obj & { price: Obj; current_period_start: number; current_period_end: number }) | null;

/** How long one billing period of a price lasts, in seconds (a month is 30 days here). */
export const intervalSeconds = (price: Obj) => {
  const recurring = price.recurring as { interval: string; interval_count: number } | null;
  if (!recurring) return WEEK;
  const unit = recurring.interval === 'day' ? 86_400 : recurring.interval === 'week' ? WEEK : recurring.interval === 'month' ? 30 * 86_400 : 365 * 86_400;
  return unit * recurring.interval_count;
};
