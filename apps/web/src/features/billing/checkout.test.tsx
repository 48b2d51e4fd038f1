import type { PaywallState, Subscription } from '@reelcraft/contract';
import { formatDate } from '@reelcraft/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { testUser } from '../../test/fixtures.ts';
import { TEST_PLANS, testPlan } from '../../test/plans.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { PaywallPage } from './paywall-page.tsx';

const PLANS = TEST_PLANS;
const byId = testPlan;
const WEEK_LATER = '2026-12-09T10:00:00.000Z';

/** The subscription the test gateway made of the $0.99 offer, as POST /user/subscription/confirm reads it back. */
const TRIAL_WEEK: Subscription = {
  id: '7d0b6a52-8a57-4a53-9d0e-3c1f6f1b2a10',
  plan_id: 'trial',
  status: 'active',
  gateway: 'test',
  source: 'checkout',
  active: true,
  cancel_at_period_end: false,
  renews: true,
  current_period_start: '2026-12-02T10:00:00.000Z',
  current_period_end: WEEK_LATER,
  next_charge_amount_cents: 1999,
  next_charge_at: WEEK_LATER,
  next_charge_discount: null,
  following_charge_amount_cents: 1999,
  latest_charge: { amount_cents: 99, created_at: '2026-12-02T10:00:00.000Z' },
  next_plan_id: '4week',
  currency: 'usd',
  intro_percent_off: 95,
  promo_code: null,
  payment_method: null,
};

function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/35' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe("the checkout's result screens (issue 31, item 2)", () => {
  it('after "not enough funds" and the $0.99 week, the success screen shows the week bought, $0.99 charged and the next charge', async () => {
    let trialUsed = false;
    const created: string[] = [];
    const confirms = [
      {
        status: 'failed',
        error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      },
      { status: 'succeeded', error: null },
    ];
    const state = (): PaywallState => ({
      variant: 'paywall',
      billing: 'test',
      discount_started_at: null,
      discount_ends_at: null,
      discount_claimed: false,
      plans: [byId('annual_trial'), byId('4week')],
      // Once the week is bought the offer is gone: the page must not fall back to the plan chosen before.
      trial_available: !trialUsed,
    });
    const stub = stubFetch({
      'GET /api/billing/paywall': () => json(state()),
      'GET /api/user/subscription/stripe/pk': () => json({ gateway: 'test', publishable_key: 'pk_test_reelcraft' }),
      'GET /api/v2/payment/subscription-plans': () => json({ items: PLANS, billing: 'test' }),
      'POST /api/v2/payment/subscriptions': (init) => {
        const body = JSON.parse(String(init?.body)) as { plan_id: string };
        created.push(body.plan_id);
        return json({
          subscription: { ...TRIAL_WEEK, status: 'incomplete', plan_id: body.plan_id },
          client_secret: `pi_${created.length}_secret_x`,
          confirmation: 'payment',
        });
      },
      'POST /api/billing/test-gateway/confirm': () => json(confirms.shift()),
      'POST /api/user/subscription/confirm': () => {
        trialUsed = true;
        return json({ user: testUser({ stripe_subscription: TRIAL_WEEK.id }), subscription: TRIAL_WEEK });
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<PaywallPage subscribed={false} />, '/paywall'), page(<p>App</p>, '/app')], '/paywall?variant=paywall');

    fireEvent.click(await screen.findByRole('radio', { name: /Monthly|Every 4 weeks/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fillCard('4000 0000 0000 9995');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $19.99' }));
    expect(await screen.findByRole('heading', { name: 'Not enough funds' })).toBeTruthy();
    expect(text(screen.getByTestId('not-charged'))).toBe('Nothing was charged.');

    fireEvent.click(screen.getByRole('button', { name: 'Take the offer' }));
    fillCard('4242 4242 4242 4242');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $0.99' }));
    await screen.findByRole('heading', { name: 'Welcome to Reelcraft Premium!' });
    expect(created).toEqual(['4week', 'trial']);
    await waitFor(() => expect(text(screen.getByTestId('paid-renewal'))).toBe('4-week plan: then $19.99 every 4 weeks until you cancel.'));
    expect(text(screen.getByTestId('paid-plan'))).toBe('1-week trial');
    expect(text(screen.getByTestId('paid-today'))).toBe('$0.99');
    expect(text(screen.getByTestId('paid-next'))).toBe(`$19.99 on ${formatDate(WEEK_LATER, 'en')}`);
    // The page's earlier choice is nowhere on the result screen.
    expect(screen.queryByTestId('checkout-plan')).toBeNull();
    expect(text(screen.getByTestId('checkout'))).not.toContain('4-week plan · ');
    expect(text(screen.getByTestId('checkout'))).not.toContain('Due today');
  });
});
