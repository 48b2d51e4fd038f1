import type { AdminMoneyBackClaim, AdminMoneyBackClaimList } from '@reelcraft/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ClaimsPage } from './claims-page.tsx';

/** Issue 31 item 7: the console's Claims page — an admin sees money-back claims and refunds or declines them. */

const CLAIM_ID = '0f6c2d6e-6a38-4c55-9d64-2f7a2a7d1c11';
const USER_ID = '5b0f7c1e-0d7e-4e4a-9b1a-2c3d4e5f6a7b';

function claim(overrides: Partial<AdminMoneyBackClaim> = {}): AdminMoneyBackClaim {
  return {
    id: CLAIM_ID,
    status: 'open',
    message: 'No views after three weeks',
    decision_note: null,
    created_at: '2026-11-26T10:00:00.000Z',
    settled_at: null,
    user: { id: USER_ID, email: 'maria@example.com' },
    payment: { id: '6c1f8d2e-1e8f-4f5b-8c2b-3d4e5f6a7b8c', amount_cents: 350, currency: 'usd', status: 'succeeded', created_at: '2026-11-20T10:00:00.000Z' },
    subscription: { id: '7c1f8d2e-1e8f-4f5b-8c2b-3d4e5f6a7b8c', plan_id: '1week', status: 'active', cancel_at_period_end: false },
    ...overrides,
  };
}

function list(items: AdminMoneyBackClaim[]): AdminMoneyBackClaimList {
  return { items, total: items.length, page: 1, page_size: 25 };
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the Claims page', () => {
  it('lists a claim with its user, amount and message; Refund asks first, then refunds', async () => {
    let current = claim();
    const stub = stubFetch({
      'GET /api/admin/claims': () => json(list([current])),
      [`POST /api/admin/claims/${CLAIM_ID}/refund`]: () => {
        current = claim({ status: 'refunded', settled_at: '2026-11-27T10:00:00.000Z' });
        return json(current);
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ClaimsPage />, '/admin/claims')], '/admin/claims');
    const row = await screen.findByTestId('claim-row');
    expect(within(row).getByRole('link', { name: 'maria@example.com' }).getAttribute('href')).toBe(`/admin/users/${USER_ID}`);
    expect(within(row).getByText('$3.50')).toBeTruthy();
    expect(within(row).getByText('No views after three weeks')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this claim?' });
    expect(within(dialog).getByText('$3.50 goes back to maria@example.com and their subscription ends now. They get an e-mail.')).toBeTruthy();
    expect(stub.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund and end subscription' }));
    await waitFor(() => expect(within(screen.getByTestId('claim-row')).getByText('Refunded')).toBeTruthy());
    expect(within(screen.getByTestId('claim-row')).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('Decline needs a note and sends it', async () => {
    const stub = stubFetch({
      'GET /api/admin/claims': () => json(list([claim()])),
      [`POST /api/admin/claims/${CLAIM_ID}/decline`]: () => json(claim({ status: 'declined', decision_note: 'Posted 40 reels' })),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ClaimsPage />, '/admin/claims')], '/admin/claims');
    fireEvent.click(within(await screen.findByTestId('claim-row')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this claim' });
    const submit = within(dialog).getByRole('button', { name: 'Decline claim' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Note to the user/), { target: { value: ' Posted 40 reels ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(stub.calls.some((call) => call.key.endsWith('/decline'))).toBe(true));
    const post = stub.calls.find((call) => call.key.endsWith('/decline'));
    expect(JSON.parse(String(post?.init?.body))).toEqual({ note: 'Posted 40 reels' });
  });

  it('filters by status and shows a deleted account as such', async () => {
    const stub = stubFetch({ 'GET /api/admin/claims': () => json(list([claim({ status: 'refunded', user: null })])) });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ClaimsPage />, '/admin/claims')], '/admin/claims?status=refunded');
    expect(await screen.findByText('Deleted account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refunded' }).getAttribute('aria-pressed')).toBe('true');
    expect(stub.calls[0]?.key).toBe('GET /api/admin/claims');
  });
});
