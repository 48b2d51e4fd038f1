import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountApplies, invoiceAmount } from './invoices.ts';
import { dueAction, nextActionAtMs } from './lifecycle.ts';
import { DAY_MS, extendPeriod, nextPeriod, nextRetryAt, periodFrom, renewalPeriod, trialPeriod, WEEK_MS } from './periods.ts';

const start = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const weeks = fc.constantFrom(1, 4, 12, 52);

describe('period arithmetic', () => {
  it('a plan of N weeks lasts exactly N×7×24 h (also across daylight-saving changes)', () => {
    const p = periodFrom(new Date('2030-03-25T10:00:00Z'), 1);
    expect(p.end.toISOString()).toBe('2030-04-01T10:00:00.000Z');
    expect(periodFrom(new Date('2030-01-01T00:00:00Z'), 52).end.toISOString()).toBe('2030-12-31T00:00:00.000Z');
    expect(trialPeriod(new Date('2030-01-01T00:00:00Z'), 7).end.toISOString()).toBe('2030-01-08T00:00:00.000Z');
    expect(() => periodFrom(new Date(), 0)).toThrow(RangeError);
  });

  it('N renewals advance exactly N periods: contiguous, monotone, no drift', () => {
    fc.assert(
      fc.property(start, weeks, fc.integer({ min: 1, max: 200 }), (first, w, n) => {
        let period = periodFrom(first, w);
        for (let index = 0; index < n; index++) {
          const next = nextPeriod(period, w);
          expect(next.start.getTime()).toBe(period.end.getTime());
          expect(next.end.getTime()).toBeGreaterThan(next.start.getTime());
          period = next;
        }
        expect(period.end.getTime() - first.getTime()).toBe((n + 1) * w * WEEK_MS);
      }),
    );
  });

  it('mixed plans (the trial week, then 4-week periods) add up, and an extension only moves the end', () => {
    fc.assert(
      fc.property(start, fc.array(weeks, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 8 }), (first, plan, extra) => {
        let period = periodFrom(first, 1);
        for (const w of plan) period = nextPeriod(period, w);
        const total = 1 + plan.reduce((sum, w) => sum + w, 0);
        expect(period.end.getTime()).toBe(first.getTime() + total * WEEK_MS);
        const extended = extendPeriod(period, extra);
        expect(extended.start).toEqual(period.start);
        expect(extended.end.getTime()).toBe(period.end.getTime() + extra * WEEK_MS);
      }),
    );
  });

  it('retries a failed renewal at +1, +3 and +5 days from the first failure, then none', () => {
    const first = new Date('2030-01-01T00:00:00Z');
    expect(nextRetryAt(first, 1)?.getTime()).toBe(first.getTime() + DAY_MS);
    expect(nextRetryAt(first, 2)?.getTime()).toBe(first.getTime() + 3 * DAY_MS);
    expect(nextRetryAt(first, 3)?.getTime()).toBe(first.getTime() + 5 * DAY_MS);
    expect(nextRetryAt(first, 4)).toBeNull();
  });
});

describe('what the clock does', () => {
  const base = {
    cancelAtPeriodEnd: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    periodEnd: '2030-01-08T00:00:00.000Z',
    renewal: { failedAttempts: 0, firstFailureAt: null, nextAttemptAt: null },
  };
  const at = (iso: string) => new Date(iso);

  it('renews at the period end, ends instead with cancel_at_period_end, expires incomplete after 23 h', () => {
    expect(dueAction({ ...base, status: 'active' }, at('2030-01-07T23:59:59.999Z'))).toBeNull();
    expect(dueAction({ ...base, status: 'active' }, at('2030-01-08T00:00:00.000Z'))).toBe('renew');
    expect(dueAction({ ...base, status: 'trialing' }, at('2030-01-08T00:00:00.000Z'))).toBe('renew');
    expect(dueAction({ ...base, status: 'active', cancelAtPeriodEnd: true }, at('2030-01-09T00:00:00.000Z'))).toBe('end');
    expect(dueAction({ ...base, status: 'incomplete' }, at('2030-01-01T22:59:59.000Z'))).toBeNull();
    expect(dueAction({ ...base, status: 'incomplete' }, at('2030-01-01T23:00:00.000Z'))).toBe('expire');
    expect(dueAction({ ...base, status: 'canceled' }, at('2031-01-01T00:00:00.000Z'))).toBeNull();
    expect(nextActionAtMs({ ...base, status: 'incomplete_expired' })).toBeNull();
    expect(nextActionAtMs({ ...base, status: 'active' })).toBe(Date.parse(base.periodEnd));
  });

  it('retries a past-due subscription when its retry is due', () => {
    const pastDue = {
      ...base,
      status: 'past_due' as const,
      periodEnd: '2030-01-15T00:00:00.000Z',
      renewal: { failedAttempts: 1, firstFailureAt: base.periodEnd, nextAttemptAt: '2030-01-09T00:00:00.000Z' },
    };
    expect(nextActionAtMs(pastDue)).toBe(Date.parse('2030-01-09T00:00:00.000Z'));
    expect(dueAction(pastDue, at('2030-01-08T12:00:00.000Z'))).toBeNull();
    expect(dueAction(pastDue, at('2030-01-09T00:00:00.000Z'))).toBe('retry');
  });
});

describe('discounts on invoices', () => {
  const price = { amountCents: 2999 };
  const discount = (over: object) => ({
    percentOff: 50,
    amountOffCents: null,
    duration: 'once' as const,
    durationPeriods: null,
    promoCodeId: null,
    key: 'k',
    ...over,
  });

  it('once: the first invoice only; repeating N: N invoices; forever: all', () => {
    expect(invoiceAmount(price, discount({}), 0)).toEqual({ amountCents: 1500, discounted: true });
    expect(invoiceAmount(price, discount({}), 1)).toEqual({ amountCents: 2999, discounted: false });
    const repeating = discount({ duration: 'repeating', durationPeriods: 3 });
    expect([0, 1, 2, 3].map((uses) => discountApplies(repeating, uses))).toEqual([true, true, true, false]);
    expect(discountApplies(discount({ duration: 'forever' }), 100)).toBe(true);
    expect(invoiceAmount(price, discount({ percentOff: null, amountOffCents: 500 }), 0).amountCents).toBe(2499);
    expect(invoiceAmount(price, discount({ percentOff: null, amountOffCents: 5000 }), 0).amountCents).toBe(0);
    expect(invoiceAmount(price, null, 0)).toEqual({ amountCents: 2999, discounted: false });
  });
});

describe('renewalPeriod (a tick that runs late)', () => {
  it('is the next period when on time or late within it; skips whole missed periods on the same grid', () => {
    const current = periodFrom(new Date('2030-01-01T00:00:00Z'), 1);
    expect(renewalPeriod(current, 1, current.end)).toEqual(nextPeriod(current, 1));
    expect(renewalPeriod(current, 1, new Date(current.end.getTime() + 3 * DAY_MS))).toEqual(nextPeriod(current, 1));
    const late = renewalPeriod(current, 1, new Date(current.end.getTime() + 15 * DAY_MS));
    expect(late.start.toISOString()).toBe('2030-01-22T00:00:00.000Z');
    expect(late.end.toISOString()).toBe('2030-01-29T00:00:00.000Z');
  });

  it('always contains now (or starts at the due time) and stays on the grid', () => {
    fc.assert(
      fc.property(start, weeks, fc.integer({ min: 0, max: 400 * DAY_MS }), (first, w, lateBy) => {
        const current = periodFrom(first, w);
        const now = new Date(current.end.getTime() + lateBy);
        const period = renewalPeriod(current, w, now);
        expect(period.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(period.end.getTime()).toBeGreaterThan(now.getTime());
        expect((period.start.getTime() - current.end.getTime()) % (w * WEEK_MS)).toBe(0);
        expect(period.end.getTime() - period.start.getTime()).toBe(w * WEEK_MS);
      }),
    );
  });
});
