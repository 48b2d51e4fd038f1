import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `${label}: serious accessibility violations`).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('public pages have no serious accessibility violations', async ({ page }) => {
      for (const path of ['/', '/ru', '/login', '/registration', '/password', '/no/such/page']) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expectNoSeriousViolations(page, path);
      }
    });

    test('app pages have no serious accessibility violations', async ({ page, request }) => {
      const { token } = await createAccount(request);
      await openSignedIn(page, token, '/app');
      await expect(page.getByRole('heading', { name: 'My content' })).toBeVisible();
      await expectNoSeriousViolations(page, '/app');

      await page.goto('/app/profile');
      await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, '/app/profile');

      await page.getByRole('button', { name: 'Change e-mail' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'change e-mail dialog');
    });
  });
}
