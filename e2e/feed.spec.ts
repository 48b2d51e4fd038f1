import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn } from './support.ts';

/** The Feed with its guidelines download (issue 10): guideline cards and the reels guidelines PDF. */
test('a subscriber reads the guideline cards and downloads the reels guidelines PDF', async ({ page, request }) => {
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app');
  await page.getByRole('link', { name: 'Guidelines' }).first().click();
  await expect(page).toHaveURL(/\/app\/feed$/);
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The anatomy of a reel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ten hook formulas' })).toBeVisible();
  await expect(page.getByText('0–3 s')).toBeVisible();
  await expectNoSeriousViolations(page, 'feed');
  await expectNoHorizontalScroll(page, 'feed');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the reels guidelines (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(20_000);
  await expect(page.getByText('Your guidelines are downloading.')).toBeVisible();
});

test('the Feed in Russian, and at phone size', async ({ page, request }) => {
  const { token } = await createAccount(request, undefined, 'ru');
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, token, '/app/feed');
  await expect(page.getByRole('heading', { name: 'Лента', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Анатомия рилса' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скачать руководство по рилсам (PDF)' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'feed at 375 px');
  await expectNoSeriousViolations(page, 'feed in Russian at 375 px');
});

test('without a subscription the download leads to the paywall', async ({ page, request }) => {
  const { token } = await createAccount(request, { subscribed: false });
  await openSignedIn(page, token, '/app/feed');
  await page.getByRole('button', { name: 'Download the reels guidelines (PDF)' }).click();
  await expect(page).toHaveURL(/\/paywall/);
});
