import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, resetAuthForTests } from '../../lib/auth.ts';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { testUser } from '../../test/fixtures.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';

const endsAt = new Date(Date.now() + 3600_000).toISOString();
const user = testUser({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'viewed@example.com',
  impersonation: { admin_email: 'boss@example.com', ends_at: endsAt },
});

beforeEach(async () => {
  setLocale('en');
  window.sessionStorage.clear();
  resetAuthForTests();
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(user) }).fetch);
  await auth.impersonate({ access_token: 'imp.token.sig', expires_in: 3600, user_id: user.id, user_email: user.email, ends_at: endsAt });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTests();
  window.sessionStorage.clear();
});

function shell(path: string) {
  return renderRoutes(
    [
      page(
        <>
          <ImpersonationBanner />
          <main>page</main>
        </>,
      ),
    ],
    path,
  );
}

describe('the impersonation banner (mounted once for every page)', () => {
  it.each(['/v3/next', '/app', '/paywall', '/blog'])('names the viewed user on %s, outside the app shell too', async (path) => {
    shell(path);
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner.textContent).toContain('viewed@example.com');
    expect(screen.getByRole('button', { name: 'Stop viewing' })).toBeTruthy();
  });

  it('stays off the /impersonate exchange page, which has no layout', () => {
    shell('/impersonate');
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('shows nothing in a tab that is not viewing as anyone', () => {
    resetAuthForTests();
    window.sessionStorage.clear();
    shell('/app');
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });
});
