import type { AdminFunnelReport, AdminUserDetail } from '@reelcraft/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ReportsPage } from './reports-page.tsx';
import { UserPage } from './user-page.tsx';
import { UsersPage } from './users-page.tsx';

const USER_ID = '5b0f7c1e-0d7e-4e4a-9b1a-2c3d4e5f6a7b';
const PAYMENT_ID = '6c1f8d2e-1e8f-4f5b-8c2b-3d4e5f6a7b8c';
const NOW = '2026-11-24T10:00:00.000Z';

function detail(): AdminUserDetail {
  return {
    user: {
      id: USER_ID,
      email: 'maria@example.com',
      role: 'user',
      language: 'en',
      created_at: NOW,
      pending_email: null,
      bonus_generations: 0,
      paywall_variant: 'paywall',
      referral_code: 'MARIA1',
      referred_by_email: null,
      trial_used_at: null,
      entitled: true,
      entitled_until: '2026-12-22T10:00:00.000Z',
    },
    subscriptions: [],
    payments: [
      {
        id: PAYMENT_ID,
        amount_cents: 1999,
        currency: 'usd',
        status: 'succeeded',
        failure_code: null,
        reason: 'subscription_create',
        description: 'Reelcraft 4 weeks',
        receipt_number: 'R-1',
        refund_number: null,
        gateway: 'test',
        created_at: NOW,
        refundable: true,
      },
    ],
    generations: { total: 3, last_30_days: 2, failed: 1, recent: [] },
    analyses: [],
    instagram_accounts: ['maria.cooks'],
    emails: [],
    sessions: [],
    audit: [],
  };
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the admin console pages', () => {
  it('searches users and links each to its page', async () => {
    const stub = stubFetch({
      'GET /api/admin/users': () =>
        json({
          items: [
            {
              id: USER_ID,
              email: 'maria@example.com',
              role: 'user',
              language: 'pt',
              created_at: NOW,
              subscription_status: 'active',
              plan_id: '4week',
              instagram_usernames: ['maria.cooks'],
            },
          ],
          total: 1,
          page: 1,
          page_size: 25,
        }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderRoutes([page(<UsersPage />, '/admin/users')], '/admin/users');
    fireEvent.change(await screen.findByLabelText('Find a user'), { target: { value: 'maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=maria'));
    const link = await screen.findByRole('link', { name: 'maria@example.com' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${USER_ID}`);
    expect(screen.getByText('@maria.cooks')).toBeTruthy();
    expect(stub.calls.some((call) => call.key === 'GET /api/admin/users')).toBe(true);
  });

  it('refunds a payment after a confirmation with a reason', async () => {
    let refunded = false;
    const stub = stubFetch({
      [`GET /api/admin/users/${USER_ID}`]: () => {
        const data = detail();
        if (refunded && data.payments[0]) data.payments[0] = { ...data.payments[0], status: 'refunded', refundable: false, refund_number: 'RF-2026-000001' };
        return json(data);
      },
      [`POST /api/admin/payments/${PAYMENT_ID}/refund`]: () => {
        refunded = true;
        return json({ ...detail().payments[0], status: 'refunded', refundable: false });
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    function Route() {
      return <UserPage userId={useParams().id ?? ''} />;
    }
    renderRoutes([page(<Route />, '/admin/users/:id')], `/admin/users/${USER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'maria@example.com' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Refund $19.99?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'asked by e-mail' } });
    // Issue 31: what happens to the subscription is a decision, never a default.
    const confirmButton = within(dialog).getByRole('button', { name: 'Refund $19.99' });
    expect((confirmButton as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Choose what happens to the subscription.')).toBeTruthy();
    expect(within(dialog).getByText('The customer gets an e-mail with the amount and what happens to their access.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'End it now: no further charges, access ends now' }));
    fireEvent.click(confirmButton);
    await waitFor(() => expect(refunded).toBe(true));
    const call = stub.calls.find((item) => item.key.startsWith('POST'));
    expect(JSON.parse(String(call?.init?.body))).toEqual({ end_subscription: true, reason: 'asked by e-mail' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
    // The refund document's number beside the receipt's, to quote to the customer.
    expect(await screen.findByText('R-1 · RF-2026-000001')).toBeTruthy();
  });

  it('refunds and keeps the subscription renewing when the admin says so (end_subscription: false)', async () => {
    const stub = stubFetch({
      [`GET /api/admin/users/${USER_ID}`]: () => json(detail()),
      [`POST /api/admin/payments/${PAYMENT_ID}/refund`]: () => json({ ...detail().payments[0], status: 'refunded', refundable: false }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    function Route() {
      return <UserPage userId={useParams().id ?? ''} />;
    }
    renderRoutes([page(<Route />, '/admin/users/:id')], `/admin/users/${USER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Keep it renewing: access continues, next charge as planned' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $19.99' }));
    await waitFor(() => expect(stub.calls.some((item) => item.key.startsWith('POST'))).toBe(true));
    const call = stub.calls.find((item) => item.key.startsWith('POST'));
    expect(JSON.parse(String(call?.init?.body))).toEqual({ end_subscription: false });
  });

  it('offers neither deleting nor viewing as another admin, and says how to remove the role', async () => {
    const data = detail();
    data.user.role = 'admin';
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/admin/users/${USER_ID}`]: () => json(data) }).fetch);
    function Route() {
      return <UserPage userId={useParams().id ?? ''} />;
    }
    renderRoutes([page(<Route />, '/admin/users/:id')], `/admin/users/${USER_ID}`);
    const remove = await screen.findByRole('button', { name: 'Delete account' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Remove its admin role first: npm run admin:create -- --remove/,
    );
    expect((screen.getByRole('button', { name: 'View as this user' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an API error with a retry', async () => {
    const stub = stubFetch({
      [`GET /api/admin/users/${USER_ID}`]: () => json({ error: { code: 'ADMIN_ONLY', message: 'x' } }, 403),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<UserPage userId={USER_ID} />, '*')], '/');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('draws the funnel steps with visitors, answers and drop-off', async () => {
    const report: AdminFunnelReport = {
      funnel: 'legacy',
      from: '2026-11-01',
      to: '2026-11-24',
      language: null,
      paywall: null,
      steps: [
        { slug: 'goal', visitors: 10, answered: 8, drop_off: 0 },
        { slug: 'niche', visitors: 5, answered: 5, drop_off: 0.5 },
      ],
      by_language: [{ language: 'en', started: 10, finished: 2 }],
      by_paywall: [],
    };
    const stub = stubFetch({
      'GET /api/admin/reports/funnel': () => json(report),
      'GET /api/admin/reports/revenue': () =>
        json({
          from: '2026-11-01',
          to: '2026-11-24',
          currency: 'usd',
          new_subscriptions: 4,
          trials_started: 3,
          trials_converted: 1,
          churned: 1,
          churn_rate: 0.25,
          mrr_cents: 12000,
          revenue_cents: 7996,
          refunds_cents: 0,
          weeks: [{ week_start: '2026-11-16', new_subscriptions: 4, revenue_cents: 7996 }],
        }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ReportsPage />, '/admin/reports')], '/admin/reports?funnel=legacy&from=2026-11-01&to=2026-11-24');
    const steps = await screen.findByRole('list', { name: 'Funnel steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('niche');
    expect(items[1]?.textContent).toContain('visitors: 5 · answered: 5 · left here: 50%');
    expect(await screen.findByText('$120.00')).toBeTruthy();
    const funnelCall = stub.calls.find((call) => call.key === 'GET /api/admin/reports/funnel');
    expect(funnelCall).toBeTruthy();
  });
});
