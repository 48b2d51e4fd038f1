import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

/**
 * Issue 31, item 10: the README promises a non-subscriber their first script. It is free from every entry point (here
 * the custom-idea form), and the paywall opens for the next one.
 */
test('a non-subscriber gets their first script from the idea form, and the paywall for the second', async ({ page, request }) => {
  const { token } = await createAccount(request, { subscribed: false });
  await openSignedIn(page, token, '/app?tab=generate&type=custom_script');
  await page.getByLabel('Your idea').fill('How I fixed my posture working from home');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('script-hook')).toBeVisible({ timeout: 30_000 });

  // The second script: the paywall, and nothing was made.
  await page.goto('/app?tab=generate&type=smart_script');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/paywall/);
  const list = await request.get('/api/suggestions', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
});
