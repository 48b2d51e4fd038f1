import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 and then goes to the main page by itself', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
  await expect(page.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  await expect(page.getByText(/Taking you to the main page in \d s/)).toBeVisible();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
});

// Issue 31, item 15: the 404 follows the visitor's language and leads to that language's main page.
test('under /ru/… the 404 is Russian and goes to the Russian main page', async ({ page }) => {
  await page.goto('/ru/net-takoy-stranitsy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена: /ru/net-takoy-stranitsy');
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ru$/, { timeout: 10_000 });
});
