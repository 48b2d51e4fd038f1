import { expect, test } from '@playwright/test';
import { expectRenderedVideo } from './media.ts';
import { createAccount, openSignedIn, videoDuration, writeFacePhoto } from './support.ts';

/**
 * Spec §2 "Story flow: photo, then voice": a story told scene by scene with the built-in voice, one to three minutes of
 * video through the whole pipeline, rendered small by the suite's server (RENDER_PROFILE=test).
 */
test('storytelling: photo, the story scene by scene, built-in voice, progress, then a playable video', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000); // 2.9 min with two other helpers' test runs on the machine (load 16); its render alone 31 s
  const face = await writeFacePhoto(testInfo.outputPath());
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate');

  await page.getByTestId('type-storytelling').click();
  await expect(page).toHaveURL(/\/app\/story$/);
  await expect(page.getByRole('heading', { name: 'Choose your photo' })).toBeVisible();
  await page.getByTestId('avatar-photo-input').setInputFiles(face);
  await expect(page.getByText('Great photo: we found your face')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/app\/story\?photo=[0-9a-f-]{36}$/);

  // The story to read, scene by scene with titles.
  await expect(page.getByRole('heading', { name: 'Record the story' })).toBeVisible();
  const prompter = page.getByTestId('teleprompter');
  await expect(prompter).toBeVisible({ timeout: 60_000 });
  expect(await prompter.getByTestId('scene-title').count()).toBeGreaterThan(1);

  const started = page.waitForResponse((response) => response.url().endsWith('/api/suggestions/generate-storytelling'));
  await page.getByRole('button', { name: 'Skip — use a built-in voice' }).click();
  const response = await started;
  expect(response.ok(), await response.text()).toBe(true);
  expect(((await response.json()) as { type: string }).type).toBe('storytelling');
  await expect(page).toHaveURL(/\/app\/story\?id=[0-9a-f-]{36}$/);
  await expect(page.getByText('A story takes a few minutes: about as long as the video itself.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();

  const ready = page.getByRole('heading', { name: 'Your video is ready' });
  await expect(ready.or(page.getByTestId('video-failed'))).toBeVisible({ timeout: 240_000 });
  await expect(ready, 'the story video was created').toBeVisible();
  const video = page.locator('video');
  const duration = await videoDuration(video);
  expect(Number.isFinite(duration), `duration ${duration}`).toBe(true);
  expect(duration).toBeGreaterThan(20);
  await expectRenderedVideo(video, 'test');
  await expect(page.getByRole('link', { name: 'Download MP4' })).toBeVisible();
});
