import type { Subscription, SubscriptionState } from '@reelcraft/contract';
import { formatDate } from '@reelcraft/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { TEST_PLANS } from '../../test/plans.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { DiscountsSection } from './discounts-section.tsx';

const NEXT_AT = '2026-12-30T10:00:00.000Z';

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: '7d0b6a52-8a57-4a53-9d0e-3c1f6f1b2a10',
    plan_id: '4week',
    status: 'active',
    gateway: 'test',
    source: 'checkout',
    active: true,
    cancel_at_period_end: false,
    renews: true,
    current_period_start: '2026-12-02T10:00:00.000Z',
    current_period_end: NEXT_AT,
    next_charge_amount_cents: 1999,
    next_charge_at: NEXT_AT,
    next_charge_discount: null,
    following_charge_amount_cents: 1999,
    latest_charge: { amount_cents: 1999, created_at: '2026-12-02T10:00:00.000Z' },
    next_plan_id: '4week',
    currency: 'usd',
    intro_percent_off: null,
    promo_code: null,
    payment_method: null,
    ...overrides,
  };
}

const WALK20 = subscription({
  promo_code: 'WALK20',
  next_charge_amount_cents: 1599,
  next_charge_discount: { code: 'WALK20', percent_off: 20, amount_off_cents: null },
});

function state(sub: Subscription): SubscriptionState {
  return {
    subscription: sub,
    entitlements: { billing: 'test', subscribed: true, features: {}, max_profiles: 5, bonus_generations: 0 } as SubscriptionState['entitlements'],
  };
}

/** What a person reads in the element (spaces as shown). */
function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function renderSection(sub: Subscription) {
  return renderRoutes([page(<DiscountsSection subscription={sub} />)], '/app/profile/subscription');
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('discounts on the subscription page (issue 31, item 3)', () => {
  it('shows the next charge lowered by the code, its date and what follows', () => {
    renderSection(WALK20);
    expect(text(screen.getByTestId('promo-applied'))).toBe(`Next charge $15.99 on ${formatDate(NEXT_AT, 'en')} (WALK20 −20%), then $19.99`);
  });

  it('says when a code was used on an earlier charge instead of calling it applied', () => {
    renderSection(subscription({ promo_code: 'WALK20' }));
    expect(text(screen.getByTestId('promo-applied'))).toBe('Promo code WALK20 was used on an earlier charge');
  });

  it('asks before a second code replaces the first, then confirms the new next charge', async () => {
    const stub = stubFetch({
      'POST /api/billing/subscription/promo': () =>
        json(
          state(
            subscription({
              promo_code: 'ADMIN10',
              next_charge_amount_cents: 1799,
              next_charge_discount: { code: 'ADMIN10', percent_off: 10, amount_off_cents: null },
            }),
          ),
        ),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderSection(WALK20);
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'admin10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Replace WALK20 with ADMIN10?' });
    expect(text(dialog)).toContain(
      'WALK20 is already on your next charge. Only one code applies at a time: ADMIN10 replaces it, and WALK20 is given back unused.',
    );
    // Nothing was sent before the answer.
    expect(stub.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Replace with ADMIN10' }));
    await waitFor(() =>
      expect(text(screen.getByTestId('promo-confirmation'))).toBe(`ADMIN10 applied: your next charge is $17.99 on ${formatDate(NEXT_AT, 'en')}, then $19.99.`),
    );
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ code: 'ADMIN10', replace: true });
  });

  it('keeping the first code sends nothing', () => {
    const stub = stubFetch({});
    vi.stubGlobal('fetch', stub.fetch);
    renderSection(WALK20);
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'ADMIN10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep WALK20' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stub.calls).toEqual([]);
  });

  it("shows the reason a code is refused, in the reader's language", async () => {
    setLocale('ru');
    const stub = stubFetch({
      'POST /api/billing/subscription/promo': () => json({ error: { code: 'PROMO_CODE_NOT_APPLICABLE', message: 'no', details: { reason: 'currency' } } }, 409),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderSection(subscription());
    fireEvent.change(screen.getByLabelText('Промокод'), { target: { value: 'EURO5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Этот промокод не уменьшит следующее списание, поэтому он не применён')).toBeTruthy();
  });
});

describe('the discount a subscription started with (issue 31, item 5)', () => {
  const plans = () => json({ items: TEST_PLANS, billing: 'test' });

  it('the $27 year names its list price and says the years after cost $27 too', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/v2/payment/subscription-plans': plans }).fetch);
    renderSection(
      subscription({
        plan_id: 'annual_trial',
        intro_percent_off: 72,
        next_charge_amount_cents: 2700,
        following_charge_amount_cents: 2700,
        next_plan_id: 'annual_trial',
      }),
    );
    await waitFor(() =>
      expect(text(screen.getByTestId('intro-discount'))).toBe(
        '$27.00 every 52 weeks: 72% off the list price of $95.88 ($7.99 a month for 12 months). The second year and every one after cost $27.00 too.',
      ),
    );
  });

  it("the $0.99 week names the 4-week price it is taken from; paywall2's half price names the full price", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/v2/payment/subscription-plans': plans }).fetch);
    const { unmount } = renderSection(subscription({ plan_id: 'trial', intro_percent_off: 95 }));
    await waitFor(() => expect(text(screen.getByTestId('intro-discount'))).toBe('First week $0.99: 95% off the $19.99 of a 4-week period'));
    unmount();
    renderSection(subscription({ plan_id: '12week', intro_percent_off: 50 }));
    await waitFor(() => expect(text(screen.getByTestId('intro-discount'))).toBe('50% off the first period, taken from the full price of $29.99'));
  });
});
