/**
 * Period arithmetic of the test gateway, in exact milliseconds (no calendar: a plan of N weeks lasts N×7×24 h, so
 * periods neither drift nor depend on time zones or daylight saving).
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** An unpaid first invoice expires after this long (Stripe: 23 hours), and the subscription with it. */
export const INCOMPLETE_EXPIRY_MS = 23 * HOUR_MS;

/** A failed renewal is retried this long after the first failure; after the last one fails, the subscription lapses. */
export const RENEWAL_RETRY_OFFSETS_MS: readonly number[] = [1 * DAY_MS, 3 * DAY_MS, 5 * DAY_MS];

export interface Period {
  start: Date;
  end: Date;
}

/** The period of `weeks` weeks beginning at `start`. */
export function periodFrom(start: Date, weeks: number): Period {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`a period is a whole number of weeks ≥ 1, not ${weeks}`);
  return { start: new Date(start.getTime()), end: new Date(start.getTime() + weeks * WEEK_MS) };
}

/** A trial of `days` days beginning at `start`. */
export function trialPeriod(start: Date, days: number): Period {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`a trial is a whole number of days ≥ 1, not ${days}`);
  return { start: new Date(start.getTime()), end: new Date(start.getTime() + days * DAY_MS) };
}

/** The period after `current`: it begins exactly where the current one ends, whenever the renewal actually runs. */
export function nextPeriod(current: Period, weeks: number): Period {
  return periodFrom(current.end, weeks);
}

/**
 * The period a renewal due at `current.end` invoices, seen at `now`: normally the next one. If the clock stopped
 * (the server was off) for whole periods, those are skipped rather than charged — nobody had access in them — and the
 * period containing `now` is invoiced, still on the original grid so the dates do not drift.
 */
export function renewalPeriod(current: Period, weeks: number, now: Date): Period {
  const next = nextPeriod(current, weeks);
  if (next.end.getTime() > now.getTime()) return next;
  const length = weeks * WEEK_MS;
  const skipped = Math.floor((now.getTime() - next.start.getTime()) / length);
  const start = new Date(next.start.getTime() + skipped * length);
  return { start, end: new Date(start.getTime() + length) };
}

/** Pushes a period's end back by `weeks` (a referral's free weeks or a gift for someone with a renewing subscription). */
export function extendPeriod(current: Period, weeks: number): Period {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`an extension is a whole number of weeks ≥ 1, not ${weeks}`);
  return { start: new Date(current.start.getTime()), end: new Date(current.end.getTime() + weeks * WEEK_MS) };
}

/**
 * When the next retry of a failed renewal is due, given the time of the first failure and how many attempts have
 * failed so far (1 = the renewal itself); null when none is left and the subscription lapses.
 */
export function nextRetryAt(firstFailureAt: Date, failedAttempts: number): Date | null {
  const offset = RENEWAL_RETRY_OFFSETS_MS[failedAttempts - 1];
  return offset === undefined ? null : new Date(firstFailureAt.getTime() + offset);
}
