import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { createAccount, expectNoSeriousViolations, generateViaApi, openSignedIn } from './support.ts';

/**
 * The daily limit on the suite's server, at its default of 10 (DAILY_GENERATION_LIMIT): each test's new account uses
 * all but the last few generations through the API, as other tabs or devices would, then meets the limit in the app.
 */
const DAILY_LIMIT = 10;

/** `count` generations through the API (scripts: no render), each taking one of today's slots. */
async function useGenerations(request: APIRequestContext, token: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await generateViaApi(request, token, { type: 'smart_script' });
}

/**
 * The countdown reads the time until the oldest of today's slots frees, 24 h after it was taken: between `takenAfter`
 * and `takenBefore` (ms, around its request), seen now. One second of slack for the display's rounding.
 */
async function expectCountdownToOldestSlot(countdown: Locator, takenAfter: number, takenBefore: number): Promise<void> {
  await expect(countdown).toHaveText(/^\d\d:[0-5]\d:[0-5]\d$/);
  const readFrom = Date.now();
  const [hours = 0, minutes = 0, seconds = 0] = (await countdown.innerText()).split(':').map(Number);
  const readTo = Date.now();
  const shown = hours * 3600 + minutes * 60 + seconds;
  const DAY = 24 * 3600;
  expect(shown, 'seconds left').toBeGreaterThanOrEqual(Math.floor(DAY - (readTo - takenAfter) / 1000) - 1);
  expect(shown, 'seconds left').toBeLessThanOrEqual(Math.ceil(DAY - (readFrom - takenBefore) / 1000) + 1);
}
test('with the daily limit reached, the notice counts down to the next generation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await createAccount(request);
  // The oldest slot: the first of these.
  const firstTakenAfter = Date.now();
  await generateViaApi(request, token, { type: 'smart_script' });
  const firstTakenBefore = Date.now();
  await useGenerations(request, token, DAILY_LIMIT - 3);
  await openSignedIn(page, token, '/app?tab=generate&type=smart_script');
  await expect(page.getByText('2 of 10 left today')).toBeVisible();

  // The next to last generation, in the app.
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('script-hook')).toBeVisible({ timeout: 30_000 });

  // The last one elsewhere (another tab, say): the app still believes one is left.
  await generateViaApi(request, token, { type: 'smart_script' });

  await page.getByRole('link', { name: 'My content' }).first().click();
  await expect(page.getByText('1 of 10 left today')).toBeVisible();
  await page.getByRole('tab', { name: 'Generate content' }).click();
  await page.getByRole('link', { name: /Custom script/ }).click();
  await page.getByLabel('Your idea').fill('How I plan a week of reels in one hour');

  // One more: refused with the notice and a live countdown of about a day.
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await generate.click();
  await expect(page.getByRole('heading', { name: 'Daily limit reached' })).toBeVisible();
  await expect(page.getByText('You have used all 10 generations of the last 24 hours.')).toBeVisible();
  const countdown = page.getByRole('timer');
  await expectCountdownToOldestSlot(countdown, firstTakenAfter, firstTakenBefore);
  const first = await countdown.innerText();
  await expect(countdown).not.toHaveText(first, { timeout: 3_000 });
  await expect(generate).toBeDisabled();
  await expect(page.getByText('0 of 10 left today')).toBeVisible();
  await expect(page).toHaveURL(/type=custom_script/);

  // After a reload the server's own count says the same; the list shows it too, and regenerating is off.
  await page.reload();
  await expectCountdownToOldestSlot(page.getByRole('timer'), firstTakenAfter, firstTakenBefore);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'My content' }).click();
  await expect(page.getByRole('heading', { name: 'Daily limit reached' })).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(DAILY_LIMIT);
  await page.getByTestId('content-card').first().click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
});

test('three variants need three generations: with two left the batch is off (one still works), with none the limit notice shows', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await createAccount(request);
  await useGenerations(request, token, DAILY_LIMIT - 2);
  await openSignedIn(page, token, '/app?tab=generate&type=smart_script');
  await expect(page.getByText('2 of 10 left today')).toBeVisible();
  await expect(page.getByText('Not enough left for three')).toBeVisible();
  await expect(page.getByText('Three variants use 3 generations and you have 2 left today. Make one at a time, or wait.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make 3 to choose from' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();

  // The API refuses a batch it cannot fill, and takes nothing.
  const refused = await request.post('/api/suggestions/generate_batch', { headers: { Authorization: `Bearer ${token}` }, data: { type: 'smart_script' } });
  expect(refused.status()).toBe(429);
  await page.reload();
  await expect(page.getByText('2 of 10 left today')).toBeVisible();

  // Both used elsewhere: the daily-limit notice, both buttons off.
  await useGenerations(request, token, 2);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily limit reached' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make 3 to choose from' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page, 'generate with the limit reached');
});
