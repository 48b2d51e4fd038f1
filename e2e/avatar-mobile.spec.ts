import { expect, test } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn, videoDuration, writeFacePhoto } from './support.ts';
import { expectRenderedVideo } from './media.ts';

/**
 * The first-video flow at phone size (375 px, touch), mobile first: every step fits, thumbs reach the actions. The video
 * is rendered small by the suite's server (RENDER_PROFILE=test).
 */
test('first video on a phone: photo, voice step, built-in voice, progress and the video, never scrolling sideways', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000); // 1.8 min with two other helpers' test runs on the machine (load 16)
  const face = await writeFacePhoto(testInfo.outputPath());
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app');

  await page.getByTestId('first-video-card').getByRole('link', { name: 'Make my video' }).tap();
  await expect(page.getByRole('heading', { name: 'Add a photo of your face' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'photo step');
  await expectNoSeriousViolations(page, 'photo step');

  await page.getByTestId('avatar-photo-input').setInputFiles(face);
  await expect(page.getByText('Great photo: we found your face')).toBeVisible({ timeout: 60_000 });
  await expectNoHorizontalScroll(page, 'accepted photo');
  await page.getByRole('button', { name: /Continue/ }).tap();

  await expect(page.getByTestId('teleprompter')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('hold-to-record')).toBeInViewport();
  await expectNoHorizontalScroll(page, 'voice step');
  await page.getByRole('button', { name: 'Skip — use a built-in voice' }).tap();

  await expect(page.getByTestId('video-progress')).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page, 'progress');
  const ready = page.getByRole('heading', { name: 'Your video is ready' });
  await expect(ready.or(page.getByTestId('video-failed'))).toBeVisible({ timeout: 120_000 });
  await expect(ready, 'the video was created').toBeVisible();
  await expectNoHorizontalScroll(page, 'done');
  await expectNoSeriousViolations(page, 'done');
  const video = page.locator('video');
  await expect(video).toBeInViewport();
  expect(await videoDuration(video)).toBeGreaterThan(0);
  await expectRenderedVideo(video, 'test');
  // 9:16 and within the 375 px screen.
  const box = await video.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(9 / 16, 1);
});
