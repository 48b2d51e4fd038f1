import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ACCOUNT_ID, account, accounts } from './fixtures.test-util.ts';
import { PublishingSection } from './publishing-section.tsx';

beforeEach(() => {
  setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderRoutes([page(<PublishingSection />, '/app/profile')], '/app/profile');

describe('Settings → Instagram publishing', () => {
  it('without configuration names the variables an operator must set, and offers no connect button', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/publishing/accounts': () => json(accounts({ configured: false, accounts: [] })) }).fetch);
    show();
    const box = await screen.findByTestId('publishing-not-configured');
    expect(box.textContent).toContain('INSTAGRAM_PUBLISHING_APP_ID');
    expect(box.textContent).toContain('INSTAGRAM_PUBLISHING_APP_SECRET');
    expect(screen.queryByRole('button', { name: 'Connect for publishing' })).toBeNull();
  });

  it('lists the account with its type, access date and posts left, says it is the demo, and connects through Instagram', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/publishing/accounts': () => json(accounts({ demo: true })),
        'POST /api/publishing/accounts/connect': () => json({ authorize_url: 'https://www.instagram.com/oauth/authorize?state=s' }),
      }).fetch,
    );
    show();
    const row = await screen.findByTestId('publishing-account');
    expect(row.textContent).toContain('@anna.bakes');
    expect(row.textContent).toContain('Creator');
    expect(row.textContent).toContain('Access until January 30, 2027');
    expect(row.textContent).toContain('Posts left today: 48/50');
    expect(screen.getByTestId('publishing-demo').textContent).toContain('Nothing is posted to the real Instagram');
    fireEvent.click(screen.getByRole('button', { name: 'Connect for publishing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.instagram.com/oauth/authorize?state=s'));
  });

  it('asks to reconnect an account whose access ended, and after a disconnect Instagram did not confirm, says how to remove the app', async () => {
    const stub = stubFetch({
      'GET /api/publishing/accounts': () => json(accounts({ accounts: [account({ status: 'needs_reconnect' })] })),
      [`DELETE /api/publishing/accounts/${ACCOUNT_ID}`]: () => json({ revoked: false }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    show();
    expect(await screen.findByRole('button', { name: 'Reconnect @anna.bakes' })).toBeTruthy();
    expect(screen.getByText(/the access has ended/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect @anna.bakes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Scheduled posts for it are cancelled');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(/Instagram → Settings → Apps and websites/)).toBeTruthy();
  });
});
