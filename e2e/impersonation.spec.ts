import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMINS } from './admins.ts';
import { adminToken, createAccount, expectNoSeriousViolations, signInBrowser } from './support.ts';

/**
 * Issue 13 item 3, the /impersonate page itself (the whole console flow — find the user, impersonate, banner, stop —
 * is admin.spec.ts): a valid link opens /app as the user with the banner in that tab only, a used link says so,
 * and stop goes back to the admin's page of the user with the admin's own session intact.
 */

/** The e2e server's admin for this spec (e2e/admins.ts). */
const ADMIN = E2E_ADMINS.impersonation;

async function impersonationLink(request: APIRequestContext, token: string, userId: string): Promise<string> {
  const response = await request.post(`/api/admin/users/${userId}/impersonation`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const parsed = new URL(url, 'http://placeholder');
  return `${parsed.pathname}${parsed.search}`;
}

async function userId(request: APIRequestContext, token: string): Promise<string> {
  return ((await (await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: string }).id;
}

test('a valid link opens the app as the user with the banner; the admin’s other tab stays the admin; stop goes back to the console', async ({
  context,
  page,
  request,
}, testInfo) => {
  // Eleven page loads in two tabs and an axe scan: 23 s alone, 49 s while the other worker rendered video (the
  // default 45 s ran out at the admin tab's reload, which then showed the app's loading state).
  test.setTimeout(90_000);
  const admin = await adminToken(request, ADMIN);
  const user = await createAccount(request, { subscribed: false });
  const id = await userId(request, user.token);

  // The admin's own tab, signed in with the refresh cookie.
  await signInBrowser(page, ADMIN);
  await page.goto('/app/profile');
  await expect(page.getByText(ADMIN).first()).toBeVisible();

  const viewing = await context.newPage();
  await viewing.goto(await impersonationLink(request, admin, id));
  await expect(viewing).toHaveURL(/\/app$/, { timeout: 15_000 });
  const banner = viewing.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`Viewing as ${user.email}`);
  await expect(banner.getByRole('button', { name: 'Stop viewing' })).toBeVisible();
  await viewing.screenshot({ path: testInfo.outputPath('impersonation-banner.png') });
  await expectNoSeriousViolations(viewing, 'app while impersonating');

  // The protected actions answer with the reason, translated: the e-mail change in the profile.
  await viewing.goto('/app/profile');
  await expect(banner).toBeVisible();
  await expect(viewing.getByText(user.email).first()).toBeVisible();
  await viewing.getByRole('button', { name: /change e-mail/i }).click();
  await viewing.getByLabel(/new e-mail/i).fill('somewhere-else@example.com');
  await viewing
    .getByRole('dialog')
    .getByRole('button', { name: /send|change|save/i })
    .click();
  await expect(viewing.getByText('Not available while viewing Reelcraft as this user').first()).toBeVisible();

  // A reload of the viewing tab keeps viewing (the token is this tab's, in sessionStorage).
  await viewing.reload();
  await expect(banner).toContainText(user.email);
  // Outside the app shell too (the paywall, a blog page): the tab is still the user's, so it still says so.
  for (const path of ['/paywall', '/blog']) {
    await viewing.goto(path);
    await expect(banner, path).toContainText(user.email);
  }
  await viewing.goto('/app');

  // The admin's tab is still the admin, after a reload too: nothing was shared over the tabs' channel or the cookie.
  await page.reload();
  await expect(page.getByText(ADMIN).first()).toBeVisible();
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);

  await banner.getByRole('button', { name: 'Stop viewing' }).click();
  await expect(viewing).toHaveURL(new RegExp(`/admin/users/${id}$`));
  expect(await viewing.evaluate(() => window.sessionStorage.getItem('reelcraft.impersonation'))).toBeNull();
  // The admin's session in this browser is intact: its refresh cookie still works.
  const refreshed = await viewing.request.post('/api/users/web/session/refresh', { headers: { 'X-Reelcraft-Session': '1' } });
  expect(refreshed.status()).toBe(200);
  const token = ((await refreshed.json()) as { access_token: string }).access_token;
  expect(((await (await viewing.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).json()) as { email: string }).email).toBe(ADMIN);
});

test('a used link says it cannot be used, with a way back to the console', async ({ page, request }, testInfo) => {
  const admin = await adminToken(request, ADMIN);
  const user = await createAccount(request, { subscribed: false });
  const link = await impersonationLink(request, admin, await userId(request, user.token));
  const token = new URL(link, 'http://placeholder').searchParams.get('token');
  expect((await request.post('/api/impersonation/exchange', { data: { token } })).status()).toBe(200);

  await page.goto(link);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This link cannot be used');
  await expect(alert).toContainText('already been used or has expired');
  await expect(page.getByRole('link', { name: 'Back to the admin console' })).toHaveAttribute('href', '/admin/users');
  // No layout: neither the app's navigation nor the banner.
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  // The token left the address bar.
  await expect(page).toHaveURL(/\/impersonate$/);
  await page.screenshot({ path: testInfo.outputPath('impersonation-used-link.png') });
  await expectNoSeriousViolations(page, 'impersonate: used link');
});

test('without a token the page explains where it opens from', async ({ page }) => {
  await page.goto('/impersonate');
  await expect(page.getByRole('alert')).toContainText('This link cannot be used');
  await expect(page.getByRole('link', { name: 'Back to the admin console' })).toHaveAttribute('href', '/admin');
});

test('when the user does not load within 10 s the page shows the timeout error and ends the view', async ({ page, request }) => {
  test.setTimeout(60_000);
  const admin = await adminToken(request, ADMIN);
  const user = await createAccount(request, { subscribed: false });
  const id = await userId(request, user.token);
  // The exchange works; the user never arrives.
  await page.route('**/api/user', (route) => (route.request().method() === 'GET' ? new Promise<void>(() => undefined) : route.continue()));
  const started = Date.now();
  await page.goto(await impersonationLink(request, admin, id));
  await expect(page.getByRole('heading', { name: 'The account did not load' })).toBeVisible({ timeout: 20_000 });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(9_500);
  await expect(page.getByText('The user’s account did not load within 10 seconds.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/app/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
});
