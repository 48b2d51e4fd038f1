/** Pure helpers of the card forms: number spacing, brand, Luhn, expiry, and the decline mapping of both gateways. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function detectBrand(number: string): CardBrand {
  const d = digitsOf(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

/** The most digits a number of this brand has (Amex 15, others 16; unknown up to 19). */
export function maxDigits(brand: CardBrand): number {
  return brand === 'amex' ? 15 : brand === 'unknown' ? 19 : 16;
}

/** "4242424242424242" → "4242 4242 4242 4242"; Amex groups 4-6-5. Extra digits are dropped. */
export function formatCardNumber(value: string): string {
  const brand = detectBrand(value);
  const d = digitsOf(value).slice(0, maxDigits(brand));
  if (brand === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function luhnValid(number: string): boolean {
  const d = digitsOf(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** "1", "12", "123" → "1", "12/", "12/3": a slash after the month, typed or not. A leading 2-9 becomes "0N/". */
export function formatExpiry(value: string, previous = ''): string {
  let d = digitsOf(value).slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  // Deleting the slash deletes it, not the whole field.
  if (value.length < previous.length && previous.endsWith('/') && d.length === 2) return d.slice(0, 1);
  if (d.length >= 2) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return d;
}

/** MM/YY of a month not yet over, or null. */
export function parseExpiry(value: string, now = new Date()): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  if (expiry < thisMonth || expiry > thisMonth + 12 * 20) return null;
  return { month, year };
}

export function cvcValid(value: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{3,4}$/.test(value) : /^\d{3}$/.test(value);
}

/** The three decline states the paywall tells apart (card declined, insufficient funds, wrong CVC), or 'other'. */
export type DeclineKind = 'generic_failure' | 'insufficient_funds' | 'invalid_cvv' | 'other';

export type CardOutcome = { ok: true } | { ok: false; decline: DeclineKind; message: string };

/** An error as Stripe.js (or our test gateway, which answers the same shape) reports it. */
export interface GatewayError {
  type?: string | null;
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

/**
 * classifyDecline: CVC codes first (test mode sends `incorrect_cvc` as the code, live mode may send
 * it as the decline code), then insufficient funds, then any other card error is the generic failure. Errors that are
 * not about the card (validation, API, rate limit) are 'other'. Empty strings count as absent (stripe-node sends "").
 */
export function classifyDecline(error: GatewayError): DeclineKind {
  const code = error.code || '';
  const decline = error.decline_code || '';
  if (code === 'incorrect_cvc' || code === 'invalid_cvc' || decline === 'incorrect_cvc' || decline === 'invalid_cvc') return 'invalid_cvv';
  if (decline === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  if (error.type === 'card_error' || code === 'card_declined' || code === 'expired_card' || code === 'processing_error') {
    return 'generic_failure';
  }
  return 'other';
}

/** `seti_123_secret_abc` → `seti_123` (Stripe's client secrets, and the test gateway's, name their intent first). */
export function intentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

/** Stripe's (and the test gateway's) test cards, as the test form lists them. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'funds' },
  { number: '4000 0000 0000 0127', outcome: 'cvc' },
] as const;
