import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GatewayDiscount } from './gateway.ts';
import {
  amountForPeriod,
  betterDiscount,
  countdownEnd,
  countdownRunning,
  discountAppliesTo,
  discountedAmount,
  paywallDiscount,
  periodsFrom,
  receiptNumber,
  WEEK_MS,
} from './periods.ts';

const dateArb = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
const weeksArb = fc.constantFrom(1, 4, 12, 52);
const discountArb: fc.Arbitrary<GatewayDiscount> = fc.record({
  percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  amountOffCents: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
  duration: fc.constantFrom('once' as const, 'repeating' as const, 'forever' as const),
  durationPeriods: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
  promoCodeId: fc.constant(null),
  key: fc.constant('test'),
});

describe('period arithmetic over renewals', () => {
  it('periods follow each other with no gap or overlap, and each lasts exactly its plan', () => {
    fc.assert(
      fc.property(dateArb, weeksArb, weeksArb, fc.integer({ min: 1, max: 60 }), (start, first, renewal, count) => {
        const periods = periodsFrom(start, first, renewal, count);
        expect(periods).toHaveLength(count);
        expect(periods[0]?.start.getTime()).toBe(start.getTime());
        periods.forEach((period, index) => {
          const weeks = index === 0 ? first : renewal;
          expect(period.end.getTime() - period.start.getTime()).toBe(weeks * WEEK_MS);
          if (index > 0) expect(period.start.getTime()).toBe(periods[index - 1]?.end.getTime());
        });
        // The end of the n-th renewal is plain arithmetic: no drift over years of renewals.
        expect(periods.at(-1)?.end.getTime()).toBe(start.getTime() + (first + (count - 1) * renewal) * WEEK_MS);
      }),
    );
  });

  it('the trial week renews into the 4-week plan: day 7, then every 28 days', () => {
    const start = new Date('2026-11-24T12:00:00Z');
    const [trial, first, second] = periodsFrom(start, 1, 4, 3);
    expect(trial?.end.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(first?.end.toISOString()).toBe('2026-12-29T12:00:00.000Z');
    expect(second?.end.toISOString()).toBe('2027-01-26T12:00:00.000Z');
  });
});

describe('discounts', () => {
  it('never make a price negative or larger than it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), discountArb, (amount, discount) => {
        const after = discountedAmount(amount, discount);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(amount);
        expect(Number.isInteger(after)).toBe(true);
      }),
    );
  });

  it("paywall2's 50 % halves the first period only, for every plan and any number of renewals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (amount, periods) => {
        const prices = { firstAmountCents: amount, renewalAmountCents: amount };
        expect(amountForPeriod(prices, paywallDiscount(), 0)).toBe(Math.round(amount / 2));
        for (let index = 1; index < periods; index++) expect(amountForPeriod(prices, paywallDiscount(), index)).toBe(amount);
      }),
    );
    expect(amountForPeriod({ firstAmountCents: 5999, renewalAmountCents: 5999 }, paywallDiscount(), 0)).toBe(3000);
  });

  it('a repeating discount lasts exactly its periods; forever lasts always; once only the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 60 }), (periods, index) => {
        expect(discountAppliesTo({ duration: 'repeating', durationPeriods: periods }, index)).toBe(index < periods);
        expect(discountAppliesTo({ duration: 'forever', durationPeriods: null }, index)).toBe(true);
        expect(discountAppliesTo({ duration: 'once', durationPeriods: null }, index)).toBe(index === 0);
        expect(discountAppliesTo(null, index)).toBe(false);
      }),
    );
  });

  it('the better of the paywall discount and a promo code is the one that takes more off the first period; they never stack', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), discountArb, (amount, promo) => {
        const chosen = betterDiscount(amount, paywallDiscount(), promo);
        expect(chosen === promo || chosen?.key === 'paywall2-50').toBe(true);
        const best = Math.min(discountedAmount(amount, promo), discountedAmount(amount, paywallDiscount()));
        expect(discountedAmount(amount, chosen)).toBe(best);
      }),
    );
    expect(betterDiscount(699, null, null)).toBeNull();
  });
});

describe('the old paywall countdown and receipt numbers', () => {
  it('runs for exactly 24 hours from its start and not before it started', () => {
    const started = new Date('2026-11-24T10:00:00Z');
    expect(countdownEnd(started)?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(countdownRunning(started, new Date('2026-11-25T09:59:59Z'))).toBe(true);
    expect(countdownRunning(started, new Date('2026-11-25T10:00:00Z'))).toBe(false);
    expect(countdownRunning(null, started)).toBe(false);
  });

  it('formats receipt numbers as RC-<year>-<6 digits>', () => {
    expect(receiptNumber(2026, 123)).toBe('RC-2026-000123');
    expect(receiptNumber(2027, 1)).toBe('RC-2027-000001');
  });
});
