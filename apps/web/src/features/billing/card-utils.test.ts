import { describe, expect, it } from 'vitest';
import { classifyDecline, cvcValid, detectBrand, formatCardNumber, formatExpiry, intentIdOf, luhnValid, parseExpiry } from './card-utils.ts';

describe('card number', () => {
  it('is spaced in fours as it is typed, Amex 4-6-5, extra digits dropped', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
  });

  it('names the brand from the first digits', () => {
    expect(detectBrand('4242')).toBe('visa');
    expect(detectBrand('5555 5555')).toBe('mastercard');
    expect(detectBrand('2223 0031')).toBe('mastercard');
    expect(detectBrand('3782')).toBe('amex');
    expect(detectBrand('6011')).toBe('discover');
    expect(detectBrand('9')).toBe('unknown');
  });

  it('accepts the test cards (Luhn) and refuses a mistyped digit', () => {
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0000 0000 0127']) {
      expect(luhnValid(number), number).toBe(true);
    }
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });
});

describe('expiry and CVC', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('puts the slash after the month and pads a single month digit', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('5')).toBe('05/');
    expect(formatExpiry('1')).toBe('1');
    // Backspace over the slash removes it instead of re-adding it.
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('takes this month or later, never a past or impossible month', () => {
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('12/34', now)).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('10/26', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(parseExpiry('1230', now)).toBeNull();
  });

  it('wants 3 digits, 4 allowed for Amex', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
    expect(cvcValid('12', 'amex')).toBe(false);
  });
});

describe('classifyDecline: our three decline kinds', () => {
  it('tells the three paywall states apart from Stripe error shapes', () => {
    // 4000 0000 0000 0002
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' })).toBe('generic_failure');
    // 4000 0000 0000 9995
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe('insufficient_funds');
    // 4000 0000 0000 0127 in test mode: the code, no decline code (stripe-node sends "")
    expect(classifyDecline({ type: 'card_error', code: 'incorrect_cvc', decline_code: '' })).toBe('invalid_cvv');
    // live mode may send it as the decline code; invalid_cvc is the format error
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'incorrect_cvc' })).toBe('invalid_cvv');
    expect(classifyDecline({ type: 'validation_error', code: 'invalid_cvc' })).toBe('invalid_cvv');
  });

  it('treats other card errors as the generic failure, and errors that are not the card as other', () => {
    expect(classifyDecline({ type: 'card_error', code: 'expired_card', decline_code: null })).toBe('generic_failure');
    expect(classifyDecline({ type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor' })).toBe('generic_failure');
    expect(classifyDecline({ type: 'card_error', code: 'processing_error' })).toBe('generic_failure');
    expect(classifyDecline({ type: 'validation_error', code: 'incomplete_number' })).toBe('other');
    expect(classifyDecline({ type: 'api_error' })).toBe('other');
  });

  it('reads the intent id from a client secret', () => {
    expect(intentIdOf('seti_1Abc_secret_xyz')).toBe('seti_1Abc');
    expect(intentIdOf('opaque')).toBe('opaque');
  });
});
