import { expect, test } from '@playwright/test';
import { expectRenderedVideo } from './media.ts';
import { createAccount, openSignedIn, videoDuration, writeFacePhoto, writeLandscapePhoto } from './support.ts';

/**
 * The story flow (photo, then voice), with issue 33's several photos: a story from three photos (a landscape
 * first, then the face that tells it, then another landscape), told scene by scene with the built-in voice, one to
 * three minutes of video through the whole pipeline, rendered small by the suite's server (RENDER_PROFILE=test).
 */
test('storytelling: three photos in order, the story scene by scene, built-in voice, progress, then a playable video', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000); // 2.9 min with two other helpers' test runs on the machine (load 16); its render alone 31 s
  const face = await writeFacePhoto(testInfo.outputPath());
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate');

  const landscape = await writeLandscapePhoto(testInfo.outputPath(), 'hills.jpg');
  // A different picture (mirrored), so the library keeps it as a photo of its own.
  const another = testInfo.outputPath('hills-mirrored.jpg');
  const { default: sharp } = await import('sharp');
  await sharp(landscape).flop().modulate({ hue: 90 }).jpeg().toFile(another);

  await page.getByTestId('type-storytelling').click();
  await expect(page).toHaveURL(/\/app\/story$/);
  await expect(page.getByRole('heading', { name: 'Choose your photos' })).toBeVisible();
  const chosen = page.getByTestId('story-photos-chosen').getByRole('listitem');
  // Each upload joins the story in turn; a photo without a face is a story photo like any other.
  for (const [index, file] of [landscape, face, another].entries()) {
    await page.getByTestId('story-photo-input').setInputFiles(file);
    await expect(page.getByText(`Chosen: ${index + 1} of 6`)).toBeVisible({ timeout: 60_000 });
  }
  await expect(chosen).toHaveCount(3);
  // The face tells the story: the second photo, the first with a face.
  await expect(chosen.nth(1).getByText('Tells the story')).toBeVisible();
  await expect(chosen.nth(0).getByText('Tells the story')).toHaveCount(0);
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/app\/story\?photo=[0-9a-f-]{36}&photos=[0-9a-f-]{36}(%2C|,)[0-9a-f-]{36}(%2C|,)[0-9a-f-]{36}$/);

  // The story to read, scene by scene with titles.
  await expect(page.getByRole('heading', { name: 'Record the story' })).toBeVisible();
  const prompter = page.getByTestId('teleprompter');
  await expect(prompter).toBeVisible({ timeout: 60_000 });
  expect(await prompter.getByTestId('scene-title').count()).toBeGreaterThan(1);

  const started = page.waitForResponse((response) => response.url().endsWith('/api/suggestions/generate-storytelling'));
  await page.getByRole('button', { name: 'Skip — use a built-in voice' }).click();
  const response = await started;
  // All three photos, in the order chosen.
  const sent = response.request().postData() ?? '';
  expect(sent.match(/name="image_ids"/g) ?? []).toHaveLength(3);
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
