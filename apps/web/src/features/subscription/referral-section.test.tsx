import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ReferralSection } from './referral-section.tsx';
import type { ReferralState } from './subscription.api.ts';

/** What a person reads in the element (spaces as shown). */
function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function renderReferrals(state: Partial<ReferralState>) {
  const referrals: ReferralState = {
    code: 'abcdefgh23',
    link: 'http://localhost/r/abcdefgh23',
    rewards_granted: 0,
    rewards_pending: 0,
    weeks_earned: 0,
    ...state,
  };
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/billing/referrals': () => json(referrals) }).fetch);
  return renderRoutes([page(<ReferralSection />)], '/app/profile/subscription');
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

/** Issue 31, item 5: a referral grants 4 weeks, and the page says weeks, never "a free month". */
describe('the referral section names the reward as the weeks it grants', () => {
  it('promises 4 free weeks a friend and counts the weeks earned in a sentence', async () => {
    renderReferrals({ rewards_granted: 2, rewards_pending: 1, weeks_earned: 8 });
    expect(text(await screen.findByTestId('referral-rewards'))).toBe('You have earned 8 free weeks for 2 friends · waiting for verification: 1');
    expect(screen.getByText(/You get 4 free premium weeks for every friend who subscribes through your link/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/month/i);
  });

  it('says nothing is earned yet instead of "0 weeks"', async () => {
    renderReferrals({});
    expect(text(await screen.findByTestId('referral-rewards'))).toBe('No free weeks earned yet');
  });

  it('speaks Russian with the plurals of weeks and friends', async () => {
    setLocale('ru');
    renderReferrals({ rewards_granted: 1, weeks_earned: 4 });
    expect(text(await screen.findByTestId('referral-rewards'))).toBe('Вы получили 4 бесплатные недели за 1 друга');
    expect(screen.getByText(/вы получаете 4 бесплатные премиум-недели/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/месяц/i);
  });
});
