import type { CancelFlowFacts } from '@reelcraft/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { CancelFlowPage } from './cancel-flow-page.tsx';

const SURVEY = {
  id: '7d0b6a52-8a57-4a53-9d0e-3c1f6f1b2a10',
  reels_generated: null,
  posts_this_week: null,
  reason: null,
  reason_other: null,
  comment: null,
  answers: {},
  retention_offer_accepted: false,
  last_step: 'reels',
  outcome: null,
  created_at: '2026-11-24T10:00:00.000Z',
} satisfies CancelFlowFacts['open_survey'];

function facts(overrides: Partial<CancelFlowFacts> = {}): CancelFlowFacts {
  return {
    plan_id: '4week',
    cancel_at_period_end: false,
    period_end: '2026-12-22T10:00:00.000Z',
    reels_generated: 12,
    benefits: { daily_generations: 10, max_profiles: 5, avatar_videos: true, storytelling_videos: true, trends: true },
    retention_offer: { available: true, generations: 20 },
    bonus_generations: 0,
    growth_plan: [
      { step: 'profile_analysed', done: true },
      { step: 'audience_analysed', done: true },
      { step: 'scripts_written', done: false },
      { step: 'video_generated', done: false },
    ],
    archive_restore: { amount_cents: 1999, currency: 'usd' },
    open_survey: null,
    ...overrides,
  };
}

function Step() {
  return <CancelFlowPage step={useParams().step ?? ''} />;
}

function renderFlow(path: string) {
  return renderRoutes([page(<Step />, '/app/profile/subscription/cancel/:step'), page(<p>Subscription page</p>, '/app/profile/subscription')], path);
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the cancel flow page', () => {
  it('starts a walk when none is open, shows step 1 and saves the answer on the way to step 2', async () => {
    let open: CancelFlowFacts['open_survey'] = null;
    const stub = stubFetch({
      'GET /api/billing/cancel-flow': () => json(facts({ open_survey: open })),
      'POST /api/billing/cancel-flow': () => {
        open = SURVEY;
        return json({ survey_id: SURVEY.id });
      },
      [`PATCH /api/billing/cancel-flow/${SURVEY.id}`]: () => json({ ...SURVEY, reels_generated: 'most', last_step: 'offer' }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderFlow('/app/profile/subscription/cancel/reels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reels you have created with Reelcraft: 12' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 11')).toBeTruthy();
    expect(stub.calls.filter((call) => call.key === 'POST /api/billing/cancel-flow')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Keep my subscription' }).getAttribute('href')).toBe('/app/profile/subscription');

    fireEvent.click(screen.getByRole('radio', { name: 'Most of them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue cancelling' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/subscription/cancel/offer'));
    const patch = stub.calls.find((call) => call.key.startsWith('PATCH'));
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ reels_generated: 'most', last_step: 'offer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you go: 20 more generations, free' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No thanks, still cancel' })).toBeTruthy();
  });

  // Issue 31, item 8: an admin viewing as a user opened the flow; its start answered 403 and the page sent it again
  // in a loop (843 requests in 15 s). A 4xx is shown, never retried by the page itself.
  it('shows a refused start once and does not send it again until the person asks', async () => {
    const stub = stubFetch({
      'GET /api/billing/cancel-flow': () => json(facts()),
      'POST /api/billing/cancel-flow': () => json({ error: { code: 'IMPERSONATION_FORBIDDEN', message: 'Not while viewing as a user' } }, 403),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderFlow('/app/profile/subscription/cancel/reels');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // Every render and effect the refusal set off has run (event-loop turns, not a wait for time to pass).
    await act(async () => {
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const starts = () => stub.calls.filter((call) => call.key === 'POST /api/billing/cancel-flow').length;
    expect(starts()).toBe(1);
    fireEvent.click(retry);
    await waitFor(() => expect(starts()).toBe(2));
    await screen.findByRole('button', { name: 'Try again' });
    await act(async () => {
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(starts()).toBe(2);
  });

  it('an unknown step goes to step 1; without a subscription the flow goes back to the subscription page', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/billing/cancel-flow': () => json({ error: { code: 'NO_SUBSCRIPTION', message: 'No subscription' } }, 404) }).fetch,
    );
    const { router } = renderFlow('/app/profile/subscription/cancel/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/subscription'));
    expect(await screen.findByText('Subscription page')).toBeTruthy();
  });

  it('when renewal is already off, any step shows the result: no automatic renewal, active until the period end', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/billing/cancel-flow': () => json(facts({ cancel_at_period_end: true })) }).fetch);
    renderFlow('/app/profile/subscription/cancel/survey');
    expect(await screen.findByText('No automatic renewal · active until December 22, 2026')).toBeTruthy();
  });

  it('the archive notice names the restore price and says it is never charged automatically', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/billing/cancel-flow': () => json(facts({ open_survey: SURVEY })) }).fetch);
    renderFlow('/app/profile/subscription/cancel/archive');
    expect(await screen.findByText(/restoring the archive is a one-off purchase of \$19\.99/)).toBeTruthy();
    expect(screen.getByText('We never charge it automatically.')).toBeTruthy();
    expect(screen.getByText('Everything you have made stays available until December 22, 2026.')).toBeTruthy();
  });
});
