import { describe, expect, it } from 'vitest';
import { checkCard, declineKindOf, luhnValid, outcomeOf, TEST_CARDS } from './test-cards.ts';

const NOW = new Date('2030-06-15T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2034) => checkCard({ number, expMonth, expYear }, NOW);

describe('test cards', () => {
  it('every test number passes Luhn; a changed digit fails it', () => {
    for (const number of TEST_CARDS.keys()) {
      expect(luhnValid(number)).toBe(true);
      const last = Number(number.at(-1));
      expect(luhnValid(`${number.slice(0, -1)}${(last + 1) % 10}`)).toBe(false);
    }
    expect(luhnValid('79927398713')).toBe(false); // too short for a card
    expect(luhnValid('4242-4242-4242-4242')).toBe(false);
  });

  it('gives each number its outcome: setup (saving) and charge, as Stripe test mode does', () => {
    const table: [string, string, { code: string; declineCode: string | null } | null, { code: string; declineCode: string | null } | null][] = [
      ['4242424242424242', 'visa', null, null],
      ['5555555555554444', 'mastercard', null, null],
      ['4000056655665556', 'visa', null, null],
      ['4000000000000002', 'visa', { code: 'card_declined', declineCode: 'generic_decline' }, { code: 'card_declined', declineCode: 'generic_decline' }],
      ['4000000000009995', 'visa', { code: 'card_declined', declineCode: 'insufficient_funds' }, { code: 'card_declined', declineCode: 'insufficient_funds' }],
      ['4000000000000127', 'visa', { code: 'incorrect_cvc', declineCode: null }, { code: 'incorrect_cvc', declineCode: null }],
      ['4000000000000069', 'visa', { code: 'expired_card', declineCode: null }, { code: 'expired_card', declineCode: null }],
      ['4000000000000119', 'visa', { code: 'processing_error', declineCode: null }, { code: 'processing_error', declineCode: null }],
      ['4000000000000341', 'visa', null, { code: 'card_declined', declineCode: 'generic_decline' }],
    ];
    for (const [number, brand, setup, charge] of table) {
      const checked = card(number.replace(/(\d{4})/g, '$1 ').trim());
      expect(checked.kind).toBe('card');
      if (checked.kind !== 'card') continue;
      expect(checked.card).toMatchObject({ brand, last4: number.slice(-4), expMonth: 12, expYear: 2034 });
      expect(checked.card).not.toHaveProperty('number');
      expect(outcomeOf(checked.card.behaviour, 'setup')).toEqual(setup);
      expect(outcomeOf(checked.card.behaviour, 'charge')).toEqual(charge);
    }
  });

  it('checks Luhn first, then whether it is a test card, then the expiry', () => {
    expect(card('4242424242424241')).toEqual({ kind: 'card_error', error: { code: 'incorrect_number', declineCode: null } });
    expect(card('4111111111111111')).toEqual({ kind: 'not_a_test_card' }); // a real-world-valid number
    expect(card('4111111111111111', 1, 2001)).toEqual({ kind: 'not_a_test_card' });
    expect(card('4242424242424242', 12, 2029)).toEqual({ kind: 'card_error', error: { code: 'invalid_expiry_year', declineCode: null } });
    expect(card('4242424242424242', 5, 2030)).toEqual({ kind: 'card_error', error: { code: 'invalid_expiry_month', declineCode: null } });
    expect(card('4242424242424242', 6, 2030).kind).toBe('card'); // valid through the end of its month
  });

  it('maps card errors to our three decline kinds', () => {
    expect(declineKindOf({ code: 'incorrect_cvc', declineCode: null })).toBe('invalid_cvv');
    expect(declineKindOf({ code: 'invalid_cvc', declineCode: null })).toBe('invalid_cvv');
    expect(declineKindOf({ code: 'card_declined', declineCode: 'insufficient_funds' })).toBe('insufficient_funds');
    expect(declineKindOf({ code: 'card_declined', declineCode: 'generic_decline' })).toBe('generic_failure');
    expect(declineKindOf({ code: 'expired_card', declineCode: null })).toBe('generic_failure');
    expect(declineKindOf({ code: 'processing_error', declineCode: null })).toBe('generic_failure');
  });
});
