import { expect, test } from '@playwright/test';
import { PASSWORD, createAccount, openSignedIn } from './support.ts';

/** Issue 9: the access token lives in memory, the refresh token in an HttpOnly cookie. */
test('after a reload the user stays signed in, and no token is in localStorage', async ({ page, context, request }) => {
  const { email } = await createAccount(request);
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('reelcraft.auth_jwt', 'a-token-from-an-older-version'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // The refresh cookie: HttpOnly, Secure (kept by Chromium on http://127.0.0.1), SameSite=Strict, session path only.
  const cookie = (await context.cookies()).find((c) => c.name === 'reelcraft_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/users/web/session' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('reelcraft_refresh');

  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain('eyJ'); // no JWT anywhere
  expect(stored).not.toContain('a-token-from-an-older-version');
});

test('a second tab shares the session; log out everywhere signs both out', async ({ page, context, request }) => {
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/app');
  await expect(other.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login\?next=%2Fapp$/);
  // The API client's token of the same account ended too.
  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
});

/** Issue 9 follow-up: leaving a page while its refresh is in flight must not sign the person out. */
test('a refresh answer lost on the way (the page left) does not sign the user out on the next page', async ({ page, context, request }) => {
  const { email } = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const before = (await context.cookies()).find((c) => c.name === 'reelcraft_refresh');
  expect(before).toBeTruthy();

  // The next refresh reaches the server (which rotates the token) but its answer never reaches the browser. The page
  // is leaving: a retry of its own (the app tries once more at hydration) goes nowhere, as it would in a page that left.
  let rotated = false;
  let refreshes = 0;
  await page.route('**/api/users/web/session/refresh', async (route) => {
    refreshes += 1;
    if (refreshes > 1) return route.abort('connectionaborted');
    const answer = await route.fetch();
    rotated = answer.status() === 200;
    await route.abort('connectionaborted');
  });
  await page.reload();
  await expect.poll(() => rotated).toBe(true);
  // Playwright's fetch stored the rotated cookie; a browser whose page left would still hold the old one.
  await context.addCookies([before!]);
  expect((await context.cookies()).find((c) => c.name === 'reelcraft_refresh')?.value).toBe(before!.value);
  await page.unroute('**/api/users/web/session/refresh');

  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/profile$/);
});
