import { AppError } from '@reelcraft/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_REPORT_DAYS = 366;
export const DEFAULT_REPORT_DAYS = 30;

export interface ReportRange {
  from: string;
  to: string;
  /** `from` at 00:00 UTC. */
  start: Date;
  /** The day after `to` at 00:00 UTC (exclusive). */
  end: Date;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Whole UTC days, both ends inclusive; by default the last 30 days up to today. `from` after `to`, or more than 366
 * days, is VALIDATION_FAILED (400).
 */
export function reportRange(now: Date, input: { from?: string | undefined; to?: string | undefined }): ReportRange {
  const to = input.to ?? isoDay(now);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const from = input.from ?? isoDay(new Date(end.getTime() - DEFAULT_REPORT_DAYS * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'from', code: 'too_big', message: 'from must not be after to' }] });
  if (days > MAX_REPORT_DAYS) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'from', code: 'too_small', message: `at most ${MAX_REPORT_DAYS} days` }] });
  }
  return { from, to, start, end };
}

/** The Monday (UTC) of the ISO week holding `day`, as YYYY-MM-DD. */
export function isoWeekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - back * DAY_MS));
}

/** Every ISO week (its Monday) that overlaps the range, in order. */
export function weeksOf(range: Pick<ReportRange, 'from' | 'to'>): string[] {
  const weeks: string[] = [];
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let at = Date.parse(`${isoWeekStart(range.from)}T00:00:00Z`); at <= last; at += 7 * DAY_MS) weeks.push(isoDay(new Date(at)));
  return weeks;
}
