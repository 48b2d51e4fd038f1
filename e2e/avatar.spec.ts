import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { choosePhoto, expectVideoDone, followProgress, recordVideoProgress, STAGE_LABELS, UUID } from './avatar-flow.ts';
import {
  createAccount,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  openSignedIn,
  PASSWORD,
  subscribeBrowser,
  uniqueEmail,
  writeFacePhoto,
  writeLandscapePhoto,
} from './support.ts';

/**
 * The first talking video: photo, voice held to record with Chromium's fake
 * microphone (a generated WAV, see e2e/global-setup.ts), real progress, the video — rendered small by the suite's
 * server (RENDER_PROFILE=test, the same pipeline). The built-in voice at full size is e2e/stripe/full-size-avatar.spec.ts.
 */

test('first video: a face photo, the voice recorded by holding the button, real progress, then the video', async ({ page }, testInfo) => {
  test.setTimeout(240_000); // 1.9 min with two other helpers' test runs on the machine (load 16)
  const face = await writeFacePhoto(testInfo.outputPath());
  const progress = await recordVideoProgress(page);

  // Sign up: the content home invites to the first talking video.
  await page.goto('/registration');
  await page.getByLabel('E-mail').fill(uniqueEmail('avatar'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // Talking videos need a subscription (issue 10): bought through the API as the paywall would.
  await subscribeBrowser(page);
  await page.getByTestId('first-video-card').getByRole('link', { name: 'Make my video' }).click();
  await expect(page).toHaveURL(/\/app\/first-video$/);
  await choosePhoto(page, face);

  // Hold to record ~3 s: the clock runs and the meter moves with the (fake) voice.
  const button = page.getByTestId('hold-to-record');
  await expect(button).toHaveAccessibleName('Hold to record');
  await button.hover();
  await page.mouse.down();
  await expect(page.getByTestId('recording-live')).toBeVisible({ timeout: 10_000 });
  await expect(button).toHaveAccessibleName('Release to stop');
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 3_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('recording-clock')).toHaveText('0:03', { timeout: 5_000 });
  await page.mouse.up();

  // Listen back, then use it: uploaded once, and the video speaks the drafted script.
  const preview = page.getByTestId('recording-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record again' })).toBeVisible();
  const audioUpload = page.waitForResponse((response) => response.url().endsWith('/api/users/audio') && response.request().method() === 'POST');
  const generateRequest = page.waitForRequest((request) => request.url().endsWith('/api/suggestions/generate') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Use this recording' }).click();
  const uploaded = await audioUpload;
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const audio = (await uploaded.json()) as { id: string; duration_seconds: number };
  expect(audio.duration_seconds).toBeGreaterThan(2);
  expect(audio.duration_seconds).toBeLessThan(6);
  const body = (await generateRequest).postDataJSON() as { type: string; audio_id: string; script: { beats: unknown[] } };
  expect(body).toMatchObject({ type: 'avatar', audio_id: audio.id });
  expect(body.script.beats.length).toBeGreaterThan(0);

  // Step 3: the real progress, with the expected time; the URL carries the video, so leaving is safe.
  await expect(page).toHaveURL(new RegExp(`/app/first-video\\?id=${UUID.source}$`));
  const videoUrl = page.url();
  await expect(page.getByText('It usually takes 1 to 3 minutes.')).toBeVisible();
  await page.goto('/app');
  await page.goto(videoUrl);
  await expect(page.getByTestId('video-progress').or(page.getByRole('heading', { name: 'Your video is ready' }))).toBeVisible();

  const { values, stages } = await followProgress(page, progress, 120_000);
  expect(
    values.some((value) => value > 3 && value < 100),
    `progress values seen: ${values.join(', ')}`,
  ).toBe(true);
  expect(stages.length).toBeGreaterThan(0);
  for (const stage of stages) expect(STAGE_LABELS).toContain(stage);

  // Step 4: the video, its download, and "Complete pitches" on to the generate tab.
  await expectVideoDone(page, 'test');
  await page.getByRole('link', { name: /Complete pitches/ }).click();
  await expect(page).toHaveURL(/\/app\?tab=generate$/);
  await expect(page.getByRole('heading', { name: 'What shall we create?' })).toBeVisible();

  // "My content" lists the talking video; the invitation is gone.
  await page.getByRole('tab', { name: 'My content' }).click();
  await expect(page.getByTestId('content-card').filter({ hasText: 'Trendy avatar video' })).toBeVisible();
  await expect(page.getByTestId('first-video-card')).toHaveCount(0);
});

test('a photo without a face is refused with the reason and an example of a good photo', async ({ page, request }, testInfo) => {
  const landscape = await writeLandscapePhoto(testInfo.outputPath());
  const tooLarge = testInfo.outputPath('big.jpg');
  await writeFile(tooLarge, Buffer.alloc(3 * 1024 * 1024 + 1024, 0xff));
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app/first-video');
  await expect(page.getByRole('heading', { name: 'Add a photo of your face' })).toBeVisible();
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/users/images') && sent.method() === 'POST') uploads++;
  });

  // Over 3 MB: refused before uploading.
  await page.getByTestId('avatar-photo-input').setInputFiles(tooLarge);
  await expect(page.getByRole('alert')).toHaveText('The photo is too large. Use a photo up to 3 MB');
  expect(uploads).toBe(0);

  // No face: the server's reason, translated, and how a good photo looks.
  await page.getByTestId('avatar-photo-input').setInputFiles(landscape);
  await expect(page.getByRole('alert')).toHaveText('We could not find a face in this photo. Use a clear photo of your face, looking at the camera', {
    timeout: 60_000,
  });
  expect(uploads).toBe(1);
  const tips = page.getByRole('region', { name: 'Try a photo like this' });
  await expect(tips.getByRole('img', { name: /Drawing of a good photo/ })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/first-video$/);
  await expectNoSeriousViolations(page, 'photo step with a refused photo');
  await expectNoHorizontalScroll(page, 'photo step');

  // The same in Russian.
  await page.evaluate(() => window.localStorage.setItem('reelcraft.locale', 'ru'));
  await page.reload();
  await page.getByTestId('avatar-photo-input').setInputFiles(landscape);
  await expect(page.getByRole('alert')).toHaveText('Мы не нашли лицо на этом фото. Загрузите чёткое фото лица, взгляд в камеру', {
    timeout: 60_000,
  });
});
