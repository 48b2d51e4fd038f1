import { expect, test } from '@playwright/test';
import { expectRenderedVideo } from './media.ts';
import { createAccount, expectNoSeriousViolations, openSignedIn, videoDuration, writeFacePhoto, writeLandscapePhoto } from './support.ts';

/** Face meme (choose a photo, create): from the meme format, a photo with a face becomes a meme video. */
test('a meme with my face: a photo without a face is refused, a portrait becomes a playable meme', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const face = await writeFacePhoto(testInfo.outputPath());
  const landscape = await writeLandscapePhoto(testInfo.outputPath());
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate');

  await page.getByRole('link', { name: /Meme/ }).first().click();
  await expect(page).toHaveURL(/type=meme/);
  await page.getByRole('link', { name: /Meme with my face/ }).click();
  await expect(page).toHaveURL(/\/app\/face-meme$/);
  await expect(page.getByRole('heading', { name: 'Meme with my face', level: 1 })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create meme' });
  await expect(create).toBeDisabled();

  // A face is required: the server's reason, with an example of a good photo.
  await page.getByTestId('face-meme-input').setInputFiles(landscape);
  await expect(page.getByRole('img', { name: 'The photo for your meme' })).toBeVisible();
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('We could not find a face in this photo. Use a clear photo of your face, looking at the camera', {
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'Try a photo like this' })).toBeVisible();
  await expectNoSeriousViolations(page, 'face meme with a refused photo');

  // A portrait: created, then it opens like any other meme.
  await page.getByRole('button', { name: 'Use another photo' }).click();
  await page.getByTestId('face-meme-input').setInputFiles(face);
  await create.click();
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByText('Meme', { exact: true }).first()).toBeVisible();
  const video = page.locator('video');
  await expect(video).toBeVisible({ timeout: 60_000 });
  const duration = await videoDuration(video);
  expect(Number.isFinite(duration), `duration ${duration}`).toBe(true);
  expect(duration).toBeGreaterThan(0);
  await expectRenderedVideo(video, 'test');
  await expect(page.getByTestId('meme-text')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Download MP4' })).toBeVisible();
});
