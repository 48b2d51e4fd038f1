import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, resetAuthForTests } from '../../lib/auth.ts';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { testUser } from '../../test/fixtures.ts';
import { GiftRedeemPage } from './gift-redeem-page.tsx';

const CODE = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const user = testUser();

beforeEach(() => {
  setLocale('en');
  resetAuthForTests();
});
afterEach(() => vi.unstubAllGlobals());

function renderGift() {
  return renderRoutes([page(<GiftRedeemPage code={CODE} />, '/gift/:code'), page(<p>elsewhere</p>, '*')], `/gift/${CODE}`);
}

async function signIn(handlers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'GET /api/user': () => json(user), ...handlers });
  vi.stubGlobal('fetch', stub.fetch);
  await act(async () => {
    await auth.setToken('tok');
  });
  return stub;
}

describe('GiftRedeemPage', () => {
  it('tells a signed-out visitor what the gift is and sends them to sign up or in, coming back here', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ [`GET /api/billing/gifts/${CODE}`]: () => json({ product_id: 'gift_year', weeks: 52, redeemed: false, daily_generations: 10 }) }).fetch,
    );
    auth.reset();
    renderGift();
    // Named as long as it lasts (52 weeks, not "a year"), and what it includes as the product limits it (issue 31).
    expect(await screen.findByRole('heading', { name: '52 weeks of Reelcraft Premium from a friend' })).toBeTruthy();
    expect(screen.getByTestId('gift-includes').textContent).toBe(
      'Up to 10 content generations a day, talking-avatar and story videos, analysis of up to 5 profiles at once.',
    );
    expect(document.body.textContent).not.toMatch(/unlimited/i);
    expect(screen.getByText('No automatic renewal: nothing is ever charged when it ends.')).toBeTruthy();
    const back = encodeURIComponent(`/gift/${CODE}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/registration?next=${back}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?next=${back}`);
    expect(screen.queryByRole('button', { name: 'Redeem the gift' })).toBeNull();
  });

  it('redeems for a signed-in user and shows the new end date', async () => {
    const stub = await signIn({
      [`GET /api/billing/gifts/${CODE}`]: () => json({ product_id: 'gift_quarter', weeks: 12, redeemed: false, daily_generations: 10 }),
      'POST /api/billing/gifts/redeem': () => json({ active_until: '2027-02-16T12:00:00.000Z', renews: false, user: { ...user, stripe_subscription: 'sub' } }),
    });
    renderGift();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem the gift' }));
    expect(await screen.findByRole('heading', { name: 'Premium is yours' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your subscription is active until February 16, 2027. It will not renew by itself.');
    expect(JSON.parse(String(stub.calls.find((call) => call.key === 'POST /api/billing/gifts/redeem')?.init?.body))).toEqual({ code: CODE });
    await waitFor(() => expect(auth.getState().user?.stripe_subscription).toBe('sub'));
  });

  it('a gift redeemed meanwhile (409) and an unknown code (404) have their own screens', async () => {
    await signIn({
      [`GET /api/billing/gifts/${CODE}`]: () => json({ product_id: 'gift_month', weeks: 4, redeemed: false, daily_generations: 10 }),
      'POST /api/billing/gifts/redeem': () => json({ error: { code: 'GIFT_CODE_REDEEMED', message: 'Already redeemed' } }, 409),
    });
    const { unmount } = renderGift();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem the gift' }));
    expect(await screen.findByRole('heading', { name: 'This gift has already been redeemed' })).toBeTruthy();
    unmount();

    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET /api/billing/gifts/${CODE}`]: () => json({ error: { code: 'GIFT_CODE_INVALID', message: 'Invalid' } }, 404),
        'GET /api/user': () => json(user),
      }).fetch,
    );
    renderGift();
    expect(await screen.findByRole('heading', { name: 'This gift link does not work' })).toBeTruthy();
  });

  it('speaks the active language', async () => {
    setLocale('ru');
    vi.stubGlobal(
      'fetch',
      stubFetch({ [`GET /api/billing/gifts/${CODE}`]: () => json({ product_id: 'gift_year', weeks: 52, redeemed: false, daily_generations: 10 }) }).fetch,
    );
    auth.reset();
    renderGift();
    expect(await screen.findByRole('heading', { name: '52 недели Reelcraft Premium от друга' })).toBeTruthy();
    expect(screen.getByTestId('gift-includes').textContent).toBe(
      'До 10 генераций контента в день, видео с говорящим аватаром и истории, анализ до 5 профилей одновременно.',
    );
  });
});
