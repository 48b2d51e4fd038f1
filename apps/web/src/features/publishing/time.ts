import { localeOf, type Language } from '@reelcraft/i18n';

/**
 * Dates of the publishing screens, in the browser's own clock (the creator's time zone): the calendar's days, the
 * composer's date-time field and the times sent to the API (ISO with the offset, so the server knows the wall time).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-12-03T18:30:00+01:00`: the local wall time with its offset (what `publish_at` takes). */
export function toOffsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The value of an `<input type="datetime-local">` for a date (local wall time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An `<input type="datetime-local">` value as a date in the local zone, or null when it is not one. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, 0, 0);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-12-03`: a calendar day's key in the local zone. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds());
}

/** Monday of the week (weeks start on Monday in ru/pt/es; in en too, for one layout everywhere). */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The days a month view shows: whole weeks from the Monday before the 1st to the Sunday after the last day. */
export function monthGrid(anchor: Date): Date[] {
  const first = startOfMonth(anchor);
  const start = startOfWeek(first);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const end = addDays(startOfWeek(last), 7);
  const days: Date[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) days.push(day);
  return days;
}

export function weekDays(anchor: Date): Date[] {
  const start = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/**
 * The same time of day on another calendar day: a post dragged from Tuesday 18:30 to Friday goes out Friday 18:30
 * (wall time: a daylight-saving change in between keeps 18:30).
 */
export function moveToDay(publishAt: Date, day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), publishAt.getHours(), publishAt.getMinutes(), publishAt.getSeconds());
}

/** The next time (from `now`) that falls on `weekday` (0 = Sunday) at `hour`:00, at least `leadMs` ahead. */
export function nextSlot(weekday: number, hour: number, now: Date, leadMs = 5 * 60_000): Date {
  for (let offset = 0; offset <= 7; offset++) {
    const day = addDays(startOfDay(now), offset);
    if (day.getDay() !== weekday) continue;
    const slot = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0);
    if (slot.getTime() - now.getTime() >= leadMs) return slot;
  }
  const day = addDays(startOfDay(now), 7 + ((weekday - now.getDay() + 7) % 7));
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0);
}

/** "Thu, Dec 3, 18:30" in the user's language and the browser's zone. */
export function formatDateTime(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

export function formatTime(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(typeof date === 'string' ? new Date(date) : date);
}

export function formatDay(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
