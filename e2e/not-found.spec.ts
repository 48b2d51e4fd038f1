import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 and then goes to the main page by itself', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
  await expect(page.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  await expect(page.getByText(/Taking you to the main page in \d s/)).toBeVisible();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
});
