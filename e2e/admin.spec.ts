import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMINS } from './admins.ts';
import { adminToken, createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, signInBrowser } from './support.ts';

/**
 * Issue 13 item 2: the admin console in the browser. An admin finds a user, views the product as them (the banner),
 * stops and is back on the user's page; the funnel report shows the steps of a quiz walked in this test.
 * The admins are the e2e server's ADMIN_EMAILS (e2e/admins.ts, signed up once by the global set-up), one per test.
 */

test('an admin finds a user, views the product as them with the banner, and stops', async ({ context, page, request }, testInfo) => {
  test.setTimeout(90_000);
  const ADMIN = E2E_ADMINS.console;
  await adminToken(request, ADMIN);
  const user = await createAccount(request, { subscribed: false });
  const userId = ((await (await request.get('/api/user', { headers: { Authorization: `Bearer ${user.token}` } })).json()) as { id: string }).id;

  await signInBrowser(page, ADMIN);
  // The app's menu has the console for admins.
  await page.goto('/app');
  await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveTitle('Overview · Admin · Reelcraft');

  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveTitle('Users · Admin · Reelcraft');
  await page.getByLabel('Find a user').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('link', { name: user.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('row')).toHaveCount(2); // header + the one user
  await page.screenshot({ path: testInfo.outputPath('admin-users.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'admin users list');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: user.email })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-user.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'admin user detail');
  await expectNoHorizontalScroll(page, 'admin user detail');

  // "View as this user" opens the single-use link in a new tab; the countdown and the link stay here as a fallback.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'View as this user' }).click();
  const viewing = await opened;
  await expect(page.getByText(/Valid for \d+ s\./)).toBeVisible();
  await expect(viewing).toHaveURL(/\/app$/, { timeout: 15_000 });
  const banner = viewing.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`Viewing as ${user.email}`);
  await viewing.screenshot({ path: testInfo.outputPath('admin-viewing-as.png') });

  await banner.getByRole('button', { name: 'Stop viewing' }).click();
  await expect(viewing).toHaveURL(new RegExp(`/admin/users/${userId}$`));
  await expect(viewing.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(viewing.getByRole('heading', { level: 1, name: user.email })).toBeVisible();

  // The audit on the user's page names both ends of the view.
  await page.reload();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit).toContainText('impersonation.link');
  await expect(audit).toContainText(ADMIN);
});

/** Answers the legacy funnel's current question (single choice: the first option) and waits for the next one. */
async function answerFirstOption(page: Page): Promise<string> {
  const step = page.getByTestId('funnel-step');
  await expect(step).toBeVisible();
  const slug = (await step.getAttribute('data-step')) ?? '';
  const kind = await step.getAttribute('data-kind');
  if (kind === 'multi') {
    await step.getByRole('checkbox').first().check();
    await step.locator('button[type="submit"]').click();
  } else if (kind === 'info') {
    await page.getByTestId('funnel-continue').click();
  } else {
    await step.locator('[data-option]').first().click();
  }
  await expect(page.locator(`[data-testid="funnel-step"][data-step="${slug}"]`)).toHaveCount(0);
  return slug;
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

test('the funnel report shows the steps of a quiz walked just now', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(90_000);
  const ADMIN = E2E_ADMINS.reports;
  await adminToken(request, ADMIN);

  // A visitor in a fresh browser walks three questions of the legacy funnel.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/onboarding');
  await expect(visitor).toHaveURL(/\/onboarding\/usage-before$/);
  const walked: string[] = [];
  for (let index = 0; index < 3; index += 1) walked.push(await answerFirstOption(visitor));
  // Leaving the page sends the analytics still batched.
  await visitor.close();
  await visitorContext.close();

  await signInBrowser(page, ADMIN);
  await page.goto('/admin/reports');
  await expect(page).toHaveTitle('Reports · Admin · Reelcraft');
  await page.getByLabel('Funnel', { exact: true }).selectOption('legacy');
  await page.getByLabel('From', { exact: true }).fill(todayUtc());
  await page.getByLabel('To', { exact: true }).fill(todayUtc());
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`funnel=legacy&from=${todayUtc()}&to=${todayUtc()}`));

  const steps = page.getByRole('list', { name: 'Funnel steps' });
  await expect(steps).toBeVisible();
  for (const slug of walked) {
    const item = steps
      .getByRole('listitem')
      .filter({ hasText: ` ${slug}` })
      .first();
    await expect(async () => {
      await page.getByRole('button', { name: 'Show' }).click();
      const text = (await item.textContent()) ?? '';
      const visitors = Number(/visitors: ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
      expect(visitors, `${slug}: ${text}`).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 20_000 });
  }
  await expect(page.getByRole('heading', { name: 'By language' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-reports.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'admin reports');
});

test('a visitor is sent to log in (with a return to the console); a signed-in non-admin sees that the console is for administrators only', async ({
  page,
  request,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);

  const user = await createAccount(request, { subscribed: false });
  await signInBrowser(page, user.email);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'For administrators only' })).toBeVisible();
  await expect(page).toHaveTitle('For administrators only · Reelcraft');
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toHaveCount(0);
  // The app's menu has no console link for them.
  await page.getByRole('link', { name: 'Go to the app' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});
