import type { PaywallState } from '@reelcraft/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { TEST_PLANS, testPlan } from '../../test/plans.ts';
import { PaywallPage } from './paywall-page.tsx';

/** Issue 31, item 5: the old paywall's prices name their reference, bill periods are named as they bill. */

function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function renderOldPaywall() {
  const state: PaywallState = {
    variant: 'paywall',
    billing: 'test',
    discount_started_at: null,
    discount_ends_at: null,
    discount_claimed: false,
    plans: [testPlan('annual_trial'), testPlan('4week')],
    trial_available: true,
  };
  vi.stubGlobal(
    'fetch',
    stubFetch({
      'GET /api/billing/paywall': () => json(state),
      'GET /api/user/subscription/stripe/pk': () => json({ gateway: 'test', publishable_key: 'pk_test_reelcraft' }),
      'GET /api/v2/payment/subscription-plans': () => json({ items: TEST_PLANS, billing: 'test' }),
    }).fetch,
  );
  renderRoutes([page(<PaywallPage subscribed={false} />, '/paywall')], '/paywall?variant=paywall');
}

afterEach(() => vi.unstubAllGlobals());

describe("the old paywall's prices", () => {
  beforeEach(() => setLocale('en'));

  it('names the price the 72 % is taken from, what the years after cost, and the 4-week plan as it bills', async () => {
    renderOldPaywall();
    const annual = await screen.findByTestId('plan-annual_trial');
    expect(text(annual)).toContain('72% off');
    expect(text(annual)).toContain('$2.25/month');
    expect(text(annual)).toContain('for 12 months');
    expect(text(annual)).toContain('then $27.00 every 52 weeks, in the second year and after too');
    expect(text(screen.getByTestId('reference-price'))).toBe('72% off the list price of $95.88 every 52 weeks ($7.99 a month for 12 months)');
    const fourWeeks = screen.getByTestId('plan-4week');
    expect(text(fourWeeks)).toContain('Every 4 weeks');
    expect(text(fourWeeks)).toContain('$19.99 every 4 weeks');
    expect(document.body.textContent).not.toMatch(/Monthly|Yearly|per year/);
  });

  it('says the same in Russian', async () => {
    setLocale('ru');
    renderOldPaywall();
    await screen.findByTestId('plan-annual_trial');
    expect(text(screen.getByTestId('reference-price'))).toBe('Скидка 72% от базовой цены 95,88 $ за 52 недели (7,99 $ в месяц в течение 12 месяцев)');
    expect(text(screen.getByTestId('plan-4week'))).toContain('Каждые 4 недели');
  });
});
