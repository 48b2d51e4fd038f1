import type { MoneyBackState } from '@reelcraft/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { MoneyBackSection } from './money-back-section.tsx';

/** Issue 31 item 7: paywall2's money-back guarantee claimed in the product. */

const CLAIM_ID = '0f6c2d6e-6a38-4c55-9d64-2f7a2a7d1c11';
const ELIGIBLE: MoneyBackState = { eligible: true, reason: null, deadline: '2026-12-24T10:00:00.000Z', amount_cents: 350, currency: 'usd', claim: null };

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  return renderRoutes([page(<MoneyBackSection />)], '/');
}

describe('the money-back claim', () => {
  it('an eligible subscriber sends a claim with an optional message and then sees it waiting', async () => {
    const stub = stubFetch({
      'GET /api/billing/money-back': () => json(ELIGIBLE),
      'POST /api/billing/money-back': () =>
        json(
          {
            ...ELIGIBLE,
            eligible: false,
            claim: {
              id: CLAIM_ID,
              status: 'open',
              message: 'No views',
              decision_note: null,
              amount_cents: 350,
              currency: 'usd',
              created_at: '2026-11-26T10:00:00.000Z',
              settled_at: null,
            },
          },
          201,
        ),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderSection();
    expect(
      await screen.findByText('Not happy with Reelcraft? Within 30 days of your first payment you can have $3.50 back. Claim by December 24, 2026.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim money back' }));
    const field = screen.getByLabelText('What went wrong? (optional)');
    expect(field.getAttribute('maxlength')).toBe('1000');
    expect(screen.getByText('If we refund you, your subscription ends at once.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  No views  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my claim' }));
    expect(await screen.findByText('Claim sent on November 26, 2026: waiting for our decision. We will e-mail you.')).toBeTruthy();
    const post = stub.calls.find((call) => call.key === 'POST /api/billing/money-back');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ message: 'No views' });
    expect(screen.queryByRole('button', { name: 'Send my claim' })).toBeNull();
  });

  it('an empty message sends no message; a refusal shows its reason in words', async () => {
    const stub = stubFetch({
      'GET /api/billing/money-back': () => json(ELIGIBLE),
      'POST /api/billing/money-back': () =>
        json(
          {
            error: {
              code: 'MONEY_BACK_NOT_ELIGIBLE',
              message: 'The money-back guarantee does not cover this subscription',
              details: { reason: 'window_passed' },
            },
          },
          422,
        ),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim money back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my claim' }));
    expect(await screen.findByText('The guarantee covers the first 30 days after your first payment; it ended on December 24, 2026.')).toBeTruthy();
    const post = stub.calls.find((call) => call.key === 'POST /api/billing/money-back');
    expect(JSON.parse(String(post?.init?.body))).toEqual({});
    expect(stub.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(1);
  });

  it('after the window the reason is shown, without a form; a declined claim shows the note in Russian', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/billing/money-back': () => json({ ...ELIGIBLE, eligible: false, reason: 'window_passed' }) }).fetch);
    const first = renderSection();
    expect(await screen.findByText('The guarantee covers the first 30 days after your first payment; it ended on December 24, 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim money back' })).toBeNull();
    first.unmount();

    setLocale('ru');
    const declined: MoneyBackState = {
      ...ELIGIBLE,
      eligible: false,
      reason: 'already_claimed',
      claim: {
        id: CLAIM_ID,
        status: 'declined',
        message: null,
        decision_note: 'Вы опубликовали 40 роликов',
        amount_cents: 350,
        currency: 'usd',
        created_at: '2026-11-26T10:00:00.000Z',
        settled_at: '2026-11-27T10:00:00.000Z',
      },
    };
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/billing/money-back': () => json(declined) }).fetch);
    renderSection();
    await waitFor(() => expect(screen.getByTestId('money-back-status').textContent).toContain('Заявка отклонена 27 ноября 2026'));
    expect(screen.getByText('Наш комментарий: Вы опубликовали 40 роликов')).toBeTruthy();
  });

  it('shows nothing to a subscriber whose plan the guarantee does not cover', async () => {
    const stub = stubFetch({ 'GET /api/billing/money-back': () => json({ ...ELIGIBLE, eligible: false, reason: 'not_paywall2' }) });
    vi.stubGlobal('fetch', stub.fetch);
    renderSection();
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(screen.queryByTestId('money-back')).toBeNull();
  });
});
