import type { AdminPublishingAccountList, AdminPublishingFailedPostList } from '@reelcraft/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { PublishingPage } from './publishing-page.tsx';

/** Issue 35: the console's Publishing page — connected accounts and failed posts, never a token. */

const USER_ID = '5b0f7c1e-0d7e-4e4a-9b1a-2c3d4e5f6a7b';
const ACCOUNT_ID = '6c1f8d2e-1e8f-4f5b-8c2b-3d4e5f6a7b8c';
const POST_ID = '0f6c2d6e-6a38-4c55-9d64-2f7a2a7d1c11';

const accounts: AdminPublishingAccountList = {
  items: [
    {
      id: ACCOUNT_ID,
      user: { id: USER_ID, email: 'maria@example.com' },
      username: 'maria.bakes',
      account_type: 'MEDIA_CREATOR',
      status: 'needs_reconnect',
      token_expires_at: '2027-01-20T10:00:00.000Z',
      token_refreshed_at: '2026-11-20T10:00:00.000Z',
      connected_at: '2026-11-20T10:00:00.000Z',
      quota_usage: 3,
      quota_total: 50,
      quota_checked_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  page_size: 25,
};

const failed: AdminPublishingFailedPostList = {
  items: [
    {
      id: POST_ID,
      user: { id: USER_ID, email: 'maria@example.com' },
      account: { id: ACCOUNT_ID, username: 'maria.bakes' },
      kind: 'reel',
      failure_reason: 'video_format',
      failure_subcode: 2207026,
      attempts: 2,
      publish_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:05:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  page_size: 25,
};

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the Publishing page', () => {
  it('lists connected accounts with their status and quota, and failed posts with the reason and subcode', async () => {
    const stub = stubFetch({
      'GET /api/admin/publishing/accounts': () => json(accounts),
      'GET /api/admin/publishing/failed-posts': () => json(failed),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<PublishingPage />, '/admin/publishing')], '/admin/publishing');
    // Wait for the data (the panels show skeletons first).
    await screen.findByText('3 of 50');
    const accountsTable = screen.getAllByRole('region', { name: 'Connected accounts' }).at(-1)!;
    expect(within(accountsTable).getByText('@maria.bakes')).toBeTruthy();
    expect(within(accountsTable).getByText('Needs reconnecting')).toBeTruthy();
    expect(within(accountsTable).getByText('3 of 50')).toBeTruthy();
    expect(within(accountsTable).getByRole('link', { name: 'maria@example.com' }).getAttribute('href')).toBe(`/admin/users/${USER_ID}`);
    await screen.findByText('video_format');
    const failedTable = screen.getAllByRole('region', { name: 'Failed posts' }).at(-1)!;
    expect(within(failedTable).getByText('video_format')).toBeTruthy();
    expect(within(failedTable).getByText('Instagram subcode 2207026')).toBeTruthy();
    expect(within(failedTable).getByText('Reel')).toBeTruthy();
  });
});
