import type { Language } from './languages.ts';

/** BCP 47 locale used for numbers and dates per interface language. */
const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', pt: 'pt-BR', es: 'es-ES' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** 699, 'usd', 'ru' → "6,99 $"; the user's language decides the format, the price's currency the symbol. */
export function formatMoney(amountCents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** A calendar date in the user's language ("November 24, 2026", "24 ноября 2026 г."), in UTC unless a zone is given. */
export function formatDate(date: Date | string, language: Language, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(typeof date === 'string' ? new Date(date) : date);
}
