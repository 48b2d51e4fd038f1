import type { DeclineKind } from '@reelcraft/contract';

/**
 * Stripe's test cards and what each one does. Only these numbers are accepted by the test
 * gateway; a number is never stored — a saved card keeps its brand, last 4, expiry and `behaviour`.
 */

/** What a card does when used. `fails_later`: saves fine, every later charge is declined (4000000000000341). */
export type CardBehaviour = 'succeeds' | 'generic_decline' | 'insufficient_funds' | 'incorrect_cvc' | 'expired_card' | 'processing_error' | 'fails_later';

export interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'visa', behaviour: 'succeeds' }],
  ['5555555555554444', { brand: 'mastercard', behaviour: 'succeeds' }],
  ['4000056655665556', { brand: 'visa', behaviour: 'succeeds' }],
  ['4000000000000002', { brand: 'visa', behaviour: 'generic_decline' }],
  ['4000000000009995', { brand: 'visa', behaviour: 'insufficient_funds' }],
  ['4000000000000127', { brand: 'visa', behaviour: 'incorrect_cvc' }],
  ['4000000000000069', { brand: 'visa', behaviour: 'expired_card' }],
  ['4000000000000119', { brand: 'visa', behaviour: 'processing_error' }],
  ['4000000000000341', { brand: 'visa', behaviour: 'fails_later' }],
]);

/** A Stripe.js-shaped card error: `code` and, for declines, `decline_code`. */
export interface CardError {
  code: string;
  declineCode: string | null;
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  | { kind: 'card'; card: { brand: string; last4: string; expMonth: number; expYear: number; behaviour: CardBehaviour } }
  | { kind: 'card_error'; error: CardError }
  /** A Luhn-valid number that is not a test card: refused outright (PAYMENT_TEST_CARD_REQUIRED), never kept. */
  | { kind: 'not_a_test_card' };

/**
 * Reads a card typed into the form, in Stripe's order: the number's checksum (incorrect_number), then whether it is a
 * test card at all, then the expiry (invalid_expiry_year / invalid_expiry_month, the month is valid through its end).
 */
export function checkCard(input: { number: string; expMonth: number; expYear: number }, now: Date): CardCheck {
  const digits = input.number.replace(/ /g, '');
  if (!luhnValid(digits)) return { kind: 'card_error', error: { code: 'incorrect_number', declineCode: null } };
  const known = TEST_CARDS.get(digits);
  if (!known) return { kind: 'not_a_test_card' };
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (input.expYear < year) return { kind: 'card_error', error: { code: 'invalid_expiry_year', declineCode: null } };
  if (input.expYear === year && input.expMonth < month) return { kind: 'card_error', error: { code: 'invalid_expiry_month', declineCode: null } };
  return {
    kind: 'card',
    card: { brand: known.brand, last4: digits.slice(-4), expMonth: input.expMonth, expYear: input.expYear, behaviour: known.behaviour },
  };
}

const DECLINES: Record<Exclude<CardBehaviour, 'succeeds' | 'fails_later'>, CardError> = {
  generic_decline: { code: 'card_declined', declineCode: 'generic_decline' },
  insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds' },
  incorrect_cvc: { code: 'incorrect_cvc', declineCode: null },
  expired_card: { code: 'expired_card', declineCode: null },
  processing_error: { code: 'processing_error', declineCode: null },
};

/**
 * The outcome of using a card: `setup` (saving it: a $0 authorisation) or `charge` (taking money). Declining cards
 * fail both; 4000000000000341 saves fine and fails every charge.
 */
export function outcomeOf(behaviour: CardBehaviour, use: 'setup' | 'charge'): CardError | null {
  if (behaviour === 'succeeds') return null;
  if (behaviour === 'fails_later') return use === 'setup' ? null : { code: 'card_declined', declineCode: 'generic_decline' };
  return DECLINES[behaviour];
}

/** Our three decline kinds (card declined, insufficient funds, wrong CVC) from Stripe's codes, as classifyDecline does. */
export function declineKindOf(error: CardError): DeclineKind {
  if (error.code === 'incorrect_cvc' || error.code === 'invalid_cvc' || error.declineCode === 'incorrect_cvc') return 'invalid_cvv';
  if (error.declineCode === 'insufficient_funds') return 'insufficient_funds';
  return 'generic_failure';
}
