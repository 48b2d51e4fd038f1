/** Number formatting of the analysis screens, in the reader's locale. */

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** 48.2K, 1.2M: big counts at a glance. */
export function formatCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A value already in percent (5.66 → "5.7%"). */
export function formatPercent(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value / 100);
}

export function formatDecimal(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** "1.5%–3.5%", "3–6", "10K–100K", "1M+". */
export function formatRange(low: number, high: number | null, format: (value: number) => string): string {
  return high === null ? `${format(low)}+` : `${format(low)}–${format(high)}`;
}

export function formatShortDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}
