import { CANCEL_STEPS, type CancelFlowFacts, type CancelStep, type MoneyBackState, type Subscription } from '@reelcraft/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { CancelFlowPage } from './cancel-flow-page.tsx';
import { LeftCancelFlowNotice, RenewalLine } from './renewal-notice.tsx';

/** Issue 31 item 7: "Cancel now" on every step of the cancel flow, and the subscription page never leaving doubt. */

const SURVEY_ID = '7d0b6a52-8a57-4a53-9d0e-3c1f6f1b2a10';
const PERIOD_END = '2026-12-22T10:00:00.000Z';

function survey(step: CancelStep): NonNullable<CancelFlowFacts['open_survey']> {
  return {
    id: SURVEY_ID,
    reels_generated: null,
    posts_this_week: null,
    reason: null,
    reason_other: null,
    comment: null,
    answers: {},
    retention_offer_accepted: false,
    last_step: step,
    outcome: null,
    created_at: '2026-11-24T10:00:00.000Z',
  };
}

function facts(overrides: Partial<CancelFlowFacts> = {}): CancelFlowFacts {
  return {
    plan_id: '4week',
    cancel_at_period_end: false,
    period_end: PERIOD_END,
    reels_generated: 12,
    benefits: { daily_generations: 10, max_profiles: 5, avatar_videos: true, storytelling_videos: true, trends: true },
    retention_offer: { available: true, generations: 20 },
    bonus_generations: 0,
    growth_plan: [{ step: 'profile_analysed', done: true }],
    archive_restore: { amount_cents: 1999, currency: 'usd' },
    open_survey: null,
    ...overrides,
  };
}

const NOT_COVERED: MoneyBackState = { eligible: false, reason: 'not_paywall2', deadline: null, amount_cents: null, currency: null, claim: null };

function Step() {
  return <CancelFlowPage step={useParams().step ?? ''} />;
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('Cancel now on every step', () => {
  it.each(CANCEL_STEPS.map((step, index) => [index + 1, step] as const))(
    'step %i (%s): one click ends renewal and shows the date access ends',
    async (_n, step) => {
      let cancelled = false;
      const done = () => {
        cancelled = true;
        return json({ survey: { ...survey(step), outcome: 'cancelled' }, active_until: PERIOD_END, cancel_at_period_end: true });
      };
      const stub = stubFetch({
        'GET /api/billing/cancel-flow': () => json(facts({ cancel_at_period_end: cancelled, open_survey: cancelled ? null : survey(step) })),
        'GET /api/billing/money-back': () => json(NOT_COVERED),
        [`POST /api/billing/cancel-flow/${SURVEY_ID}/cancel-now`]: done,
        [`POST /api/billing/cancel-flow/${SURVEY_ID}/complete`]: done,
        'GET /api/v2/payment/subscriptions': () => json({}),
      });
      vi.stubGlobal('fetch', stub.fetch);
      const { router } = renderRoutes([page(<Step />, '/app/profile/subscription/cancel/:step')], `/app/profile/subscription/cancel/${step}`);
      const button = await screen.findByTestId('cancel-now');
      // A real button, named plainly ("Cancel subscription" on the last step, whose whole purpose it is).
      expect(button.tagName).toBe('BUTTON');
      expect(button.textContent).toBe(step === 'final' ? 'Cancel subscription' : 'Cancel now');
      if (step !== 'final') expect(screen.getByText('Ends automatic renewal now. You keep access until December 22, 2026.')).toBeTruthy();
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/subscription/cancel/done'));
      expect(await screen.findByText('No automatic renewal · active until December 22, 2026')).toBeTruthy();
      const posts = stub.calls.filter((call) => call.key.startsWith('POST'));
      // A double click sends one request.
      expect(posts).toHaveLength(1);
      if (step === 'final') expect(posts[0]?.key).toBe(`POST /api/billing/cancel-flow/${SURVEY_ID}/complete`);
      else expect(JSON.parse(String(posts[0]?.init?.body))).toEqual({ step });
    },
  );

  it('the button comes before the step’s question or offer', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/billing/cancel-flow': () => json(facts({ open_survey: survey('offer') })), 'GET /api/billing/money-back': () => json(NOT_COVERED) })
        .fetch,
    );
    renderRoutes([page(<Step />, '/app/profile/subscription/cancel/:step')], '/app/profile/subscription/cancel/offer');
    const cancelNow = await screen.findByTestId('cancel-now');
    const offer = screen.getByRole('button', { name: 'Get 20 more generations now' });
    expect(cancelNow.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a refused cancel says so with the way to support, and is not sent again by itself', async () => {
    const stub = stubFetch({
      'GET /api/billing/cancel-flow': () => json(facts({ open_survey: survey('reels') })),
      'GET /api/billing/money-back': () => json(NOT_COVERED),
      [`POST /api/billing/cancel-flow/${SURVEY_ID}/cancel-now`]: () => json({ error: { code: 'RATE_LIMITED', message: 'Too many' } }, 429),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<Step />, '/app/profile/subscription/cancel/:step')], '/app/profile/subscription/cancel/reels');
    fireEvent.click(await screen.findByTestId('cancel-now'));
    expect(await screen.findByText('We could not cancel your subscription.')).toBeTruthy();
    expect(screen.getByText('Write to support and we will cancel it for you.')).toBeTruthy();
    expect(stub.calls.filter((call) => call.key.endsWith('/cancel-now'))).toHaveLength(1);
  });
});

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    active: true,
    renews: true,
    cancel_at_period_end: false,
    status: 'active',
    current_period_end: PERIOD_END,
    ...overrides,
  } as Subscription;
}

describe('the subscription page says plainly whether it renews', () => {
  it('"Renews on …" while renewing, "Cancelled — access until …" after cancelling', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetch);
    const first = renderRoutes([page(<RenewalLine subscription={subscription({})} />)], '/');
    expect(screen.getByTestId('renewal-line').textContent).toBe('Renews on December 22, 2026');
    first.unmount();
    renderRoutes([page(<RenewalLine subscription={subscription({ renews: false, cancel_at_period_end: true })} />)], '/');
    expect(screen.getByTestId('renewal-line').textContent).toBe('Cancelled — access until December 22, 2026');
  });

  it('after leaving the flow half-way: still active, with Cancel now and a way back to the step', async () => {
    const stub = stubFetch({
      'GET /api/billing/cancel-flow': () => json(facts({ open_survey: survey('comment') })),
      [`POST /api/billing/cancel-flow/${SURVEY_ID}/cancel-now`]: () =>
        json({ survey: { ...survey('comment'), outcome: 'cancelled' }, active_until: PERIOD_END, cancel_at_period_end: true }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderRoutes(
      [
        page(<LeftCancelFlowNotice subscription={subscription({})} />, '/app/profile/subscription'),
        page(<p>Done screen</p>, '/app/profile/subscription/cancel/done'),
      ],
      '/app/profile/subscription',
    );
    expect(await screen.findByText('You did not finish cancelling: your subscription is still active and renews on December 22, 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue where I left off' }).getAttribute('href')).toBe('/app/profile/subscription/cancel/comment');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile/subscription/cancel/done'));
    const post = stub.calls.find((call) => call.key.startsWith('POST'));
    expect(JSON.parse(String(post?.init?.body))).toEqual({ step: 'comment' });
  });

  it('no notice when no walk is open', async () => {
    const stub = stubFetch({ 'GET /api/billing/cancel-flow': () => json(facts()) });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<LeftCancelFlowNotice subscription={subscription({})} />)], '/');
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(screen.queryByTestId('left-cancel-flow')).toBeNull();
  });
});
