import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { TestPaymentsBanner } from './test-banner.tsx';

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

const config = (billing: 'test' | 'stripe' | 'off') =>
  stubFetch({
    'GET /api/public/config': () =>
      json({ features: { instagram_onboarding: true }, billing, support: { email: 'support@reelcraft.app', chat_url: null }, error_reporting: null }),
  });

describe('TestPaymentsBanner', () => {
  it('says no real card is charged while the test gateway takes payments', async () => {
    const stub = config('test');
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<TestPaymentsBanner />)], '/');
    expect((await screen.findByTestId('test-payments-banner')).textContent).toBe('Test payments — no real card is charged');
  });

  // Issue 31, item 16: with BILLING=off every app page asked GET /api/user/subscription/stripe/pk and got a 404.
  it.each(['off', 'stripe'] as const)('with BILLING=%s shows nothing and asks the billing API nothing', async (billing) => {
    const stub = config(billing);
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<TestPaymentsBanner />)], '/');
    await waitFor(() => expect(stub.calls.map((call) => call.key)).toContain('GET /api/public/config'));
    // The config's answer has been rendered: the query has settled (no request is left).
    await waitFor(() => expect(screen.queryByTestId('test-payments-banner')).toBeNull());
    expect(stub.calls.map((call) => call.key)).toEqual(['GET /api/public/config']);
  });
});
