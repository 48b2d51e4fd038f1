import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn } from '../support.ts';

/**
 * axe on the screens of issue 4 (nickname flows, analysis, accounts, trends, downloader), light and dark; the
 * mobile project runs it again at 375 px, where nothing may scroll sideways.
 */

async function analyse(page: Page, nickname: string) {
  await page.getByLabel('Instagram nickname').fill(nickname);
  await page.getByRole('button', { name: 'Analyse my profile' }).click();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('nickname flow and analysis screens', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/instagram');
      await page.getByRole('button', { name: 'Analyse my profile' }).click();
      await expect(page.getByText('Fill in the field')).toBeVisible();
      await expectNoSeriousViolations(page, 'nickname entry with an error');

      await analyse(page, 'viaja.con.marta');
      await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('picked-trends')).toBeVisible();
      await expectNoSeriousViolations(page, 'analysis result');
      await expectNoHorizontalScroll(page, 'analysis result');

      await page.getByRole('link', { name: 'Create my first script' }).click();
      await expect(page.getByTestId('category-picker')).toBeVisible();
      await page.getByRole('button', { name: 'Selling' }).click();
      await expectNoSeriousViolations(page, 'categories');
      await expectNoHorizontalScroll(page, 'categories');

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Save your analysis' })).toBeVisible();
      await expectNoSeriousViolations(page, 'sign-up');
      await expectNoHorizontalScroll(page, 'sign-up');

      await page.goto('/instagram');
      await analyse(page, 'closed.account');
      await expect(page.getByTestId('analysis-failed')).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, 'failed analysis');
      await expectNoHorizontalScroll(page, 'failed analysis');
    });

    test('accounts, attached analysis, trends and create similar', async ({ page, request }) => {
      // Six screens each checked by axe, plus an analysis: 90 s ran out on the loaded CI machine (decision 0026).
      test.setTimeout(180_000);
      const { token } = await createAccount(request);
      await openSignedIn(page, token, '/instagram');
      await analyse(page, 'kai.codes');
      await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('growth-plan')).toContainText('Profile analysed');
      await page.getByRole('button', { name: 'Save to my accounts' }).click();
      await expect(page).toHaveURL(/\/app\/profile\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('analysis-result')).toBeVisible();
      await expectNoSeriousViolations(page, 'attached analysis');
      await expectNoHorizontalScroll(page, 'attached analysis');

      await page.getByRole('link', { name: 'Script categories' }).click();
      await expect(page.getByTestId('category-picker')).toBeVisible();
      await expectNoSeriousViolations(page, 'profile categories');

      await page.goto('/app/profile');
      await expect(page.getByTestId('instagram-account')).toHaveCount(1);
      await expectNoSeriousViolations(page, 'profile with accounts');
      await expectNoHorizontalScroll(page, 'profile with accounts');

      await page.goto('/app/trends');
      await expect(page.getByTestId('trend-card')).toHaveCount(10);
      await expectNoSeriousViolations(page, 'trends');
      await expectNoHorizontalScroll(page, 'trends');
      await page.getByTestId('trend-card').first().getByRole('button', { name: 'Create similar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'create similar dialog');
    });

    test('downloader with results', async ({ page }) => {
      await page.goto('/es/instagram-downloader');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, 'downloader');
      await page.getByLabel('Enlace de Instagram').fill('https://www.instagram.com/p/C0ffeeCaro1/');
      // The field's focus starts the page's hydration (decision 0032); a visitor pastes for longer than that takes.
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Descargar', exact: true }).click();
      await expect(page.getByTestId('download-item')).toHaveCount(3);
      await expectNoSeriousViolations(page, 'downloader results');
      await expectNoHorizontalScroll(page, 'downloader results');
    });
  });
}
