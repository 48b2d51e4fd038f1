import { expect, test } from '@playwright/test';
import { createAccount, expectNoSeriousViolations, generateViaApi, openSignedIn } from './support.ts';

/**
 * Runs in the "limit" project, against a server started with DAILY_GENERATION_LIMIT=2 (playwright.config.ts).
 */
test('with the daily limit reached, the notice counts down to the next generation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate&type=smart_script');
  await expect(page.getByText('2 of 2 left today')).toBeVisible();

  // First generation in the app.
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('script-hook')).toBeVisible({ timeout: 30_000 });

  // Second one elsewhere (another tab, say): the app still believes one is left.
  await generateViaApi(request, token, { type: 'smart_script' });

  await page.getByRole('link', { name: 'My content' }).first().click();
  await expect(page.getByText('1 of 2 left today')).toBeVisible();
  await page.getByRole('tab', { name: 'Generate content' }).click();
  await page.getByRole('link', { name: /Custom script/ }).click();
  await page.getByLabel('Your idea').fill('How I plan a week of reels in one hour');

  // Third attempt: refused with the notice and a live countdown of about a day.
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await generate.click();
  await expect(page.getByRole('heading', { name: 'Daily limit reached' })).toBeVisible();
  await expect(page.getByText('You have used all 2 generations of the last 24 hours.')).toBeVisible();
  const countdown = page.getByRole('timer');
  await expect(countdown).toHaveText(/^23:59:[0-5]\d$/);
  const first = await countdown.innerText();
  await expect(countdown).not.toHaveText(first, { timeout: 3_000 });
  await expect(generate).toBeDisabled();
  await expect(page.getByText('0 of 2 left today')).toBeVisible();
  await expect(page).toHaveURL(/type=custom_script/);

  // After a reload the server's own count says the same; the list shows it too, and regenerating is off.
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^23:59:[0-5]\d$/);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'My content' }).click();
  await expect(page.getByRole('heading', { name: 'Daily limit reached' })).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(2);
  await page.getByTestId('content-card').first().click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
});

test('three variants need three generations: with two left the batch is off (one still works), with none the limit notice shows', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate&type=smart_script');
  await expect(page.getByText('2 of 2 left today')).toBeVisible();
  await expect(page.getByText('Not enough left for three')).toBeVisible();
  await expect(page.getByText('Three variants use 3 generations and you have 2 left today. Make one at a time, or wait.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make 3 to choose from' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();

  // The API refuses a batch it cannot fill, and takes nothing.
  const refused = await request.post('/api/suggestions/generate_batch', { headers: { Authorization: `Bearer ${token}` }, data: { type: 'smart_script' } });
  expect(refused.status()).toBe(429);
  await page.reload();
  await expect(page.getByText('2 of 2 left today')).toBeVisible();

  // Both used elsewhere: the daily-limit notice, both buttons off.
  await generateViaApi(request, token, { type: 'smart_script' });
  await generateViaApi(request, token, { type: 'smart_script' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily limit reached' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make 3 to choose from' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page, 'generate with the limit reached');
});
