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

/**
 * A calendar date in the user's language ("November 24, 2026", "24 ноября 2026"), in UTC unless a zone is given.
 * Russian's year abbreviation ("2026 г.") is left off: dates end sentences ("…до {{date}}."), where it made "г..", and
 * "24 ноября 2026" is as usual in running text.
 */
export function formatDate(date: Date | string, language: Language, timeZone = 'UTC'): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(typeof date === 'string' ? new Date(date) : date);
  return language === 'ru' ? text.replace(/\s*г\.$/, '') : text;
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** A gateway's brand id ('visa', 'amex') as people write it ('Visa', 'American Express'). */
export function cardBrandName(brand: string): string {
  const known = CARD_BRANDS[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand;
}

/** "Visa •••• 4242": the card on receipts, e-mails and the subscription page. */
export function cardLabel(brand: string, last4: string): string {
  return `${cardBrandName(brand)} •••• ${last4}`;
}
