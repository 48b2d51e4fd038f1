import { stat, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  openSignedIn,
  PASSWORD,
  subscribeBrowser,
  uniqueEmail,
  videoDuration,
  writeFacePhoto,
  writeLandscapePhoto,
} from './support.ts';

/**
 * The first talking video (spec §2 "First-video generation", §4, §5): photo, voice held to record with Chromium's fake
 * microphone (a generated WAV, see e2e/global-setup.ts) or the built-in voice, real progress, the video.
 * Renders run on this machine's CPU at roughly real time, hence the long timeouts.
 */

const UUID = /[0-9a-f-]{36}/;
const STAGE_LABELS = [
  'Waiting to start…',
  'Writing the script…',
  'Preparing the voice…',
  'Animating your photo…',
  'Saving the video…',
  'Taking another try…',
  'Creating…',
];

/** Uploads the face photo on the photo step and goes on to the voice step. */
async function choosePhoto(page: Page, file: string) {
  await expect(page.getByRole('heading', { name: 'Add a photo of your face' })).toBeVisible();
  await page.getByTestId('avatar-photo-input').setInputFiles(file);
  await expect(page.getByText('Checking your photo…')).toBeVisible();
  await expect(page.getByText('Great photo: we found your face')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('avatar-photo-preview')).toBeVisible();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/app\/first-video\?photo=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Record your voice' })).toBeVisible();
  // The text to read, written for this user.
  const prompter = page.getByTestId('teleprompter');
  await expect(prompter).toBeVisible({ timeout: 60_000 });
  expect((await prompter.innerText()).trim().length).toBeGreaterThan(20);
}

/**
 * Watches the progress screen until the video is ready: the bar's values and the named stages it went through.
 * Fails at once if the video failed.
 */
async function followProgress(page: Page, timeout: number): Promise<{ values: number[]; stages: string[] }> {
  const values = new Set<number>();
  const stages = new Set<string>();
  const ready = page.getByRole('heading', { name: 'Your video is ready' });
  const failed = page.getByTestId('video-failed');
  const progress = page.getByTestId('video-progress');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline && !(await ready.isVisible())) {
    if (await failed.isVisible()) throw new Error(`The video failed: ${await failed.innerText()}`);
    const value = await progress
      .getByRole('progressbar', { name: 'Progress' })
      .getAttribute('aria-valuenow', { timeout: 1_000 })
      .catch(() => null);
    if (value !== null) values.add(Number(value));
    const stage = await progress
      .getByRole('status')
      .innerText({ timeout: 1_000 })
      .catch(() => null);
    if (stage) stages.add(stage.trim());
    await page.waitForTimeout(500);
  }
  await expect(ready).toBeVisible({ timeout: 1_000 });
  return { values: [...values], stages: [...stages] };
}

/** The done step: a playable video with its poster, and an MP4 download. */
async function expectVideoDone(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', /.+/);
  await expect(video).toHaveAttribute('playsinline', '');
  const duration = await videoDuration(video);
  expect(Number.isFinite(duration), `duration ${duration}`).toBe(true);
  expect(duration).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download MP4' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  expect((await stat(await download.path())).size).toBeGreaterThan(10 * 1024);
  return duration;
}

test('first video: a face photo, the voice recorded by holding the button, real progress, then the video', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const face = await writeFacePhoto(testInfo.outputPath());

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
  const audioUpload = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/audio') && response.request().method() === 'POST',
  );
  const generateRequest = page.waitForRequest(
    (request) => request.url().endsWith('/api/suggestions/generate') && request.method() === 'POST',
  );
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

  const { values, stages } = await followProgress(page, 420_000);
  expect(
    values.some((value) => value > 3 && value < 100),
    `progress values seen: ${values.join(', ')}`,
  ).toBe(true);
  expect(stages.length).toBeGreaterThan(0);
  for (const stage of stages) expect(STAGE_LABELS).toContain(stage);

  // Step 4: the video, its download, and "Complete pitches" on to the generate tab.
  await expectVideoDone(page);
  await page.getByRole('link', { name: /Complete pitches/ }).click();
  await expect(page).toHaveURL(/\/app\?tab=generate$/);
  await expect(page.getByRole('heading', { name: 'What shall we create?' })).toBeVisible();

  // "My content" lists the talking video; the invitation is gone.
  await page.getByRole('tab', { name: 'My content' }).click();
  await expect(page.getByTestId('content-card').filter({ hasText: 'Trendy avatar video' })).toBeVisible();
  await expect(page.getByTestId('first-video-card')).toHaveCount(0);
});

test('first video with the built-in voice: skip the recording', async ({ page, request }, testInfo) => {
  test.setTimeout(480_000);
  const face = await writeFacePhoto(testInfo.outputPath());
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate');

  // From the type picker's "Trendy avatar video".
  await page.getByTestId('type-avatar').click();
  await expect(page).toHaveURL(/\/app\/first-video$/);
  await choosePhoto(page, face);
  await expectNoSeriousViolations(page, 'voice step');

  const generateRequest = page.waitForRequest(
    (request) => request.url().endsWith('/api/suggestions/generate') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Skip — use a built-in voice' }).click();
  const body = (await generateRequest).postDataJSON() as Record<string, unknown>;
  expect(body.audio_id).toBeUndefined();
  expect(body).toMatchObject({ type: 'avatar', image_id: expect.stringMatching(UUID) });

  await expect(page.getByTestId('video-progress')).toBeVisible();
  await expectNoSeriousViolations(page, 'video progress');
  const { values } = await followProgress(page, 420_000);
  expect(
    values.some((value) => value > 3 && value < 100),
    `progress values seen: ${values.join(', ')}`,
  ).toBe(true);
  await expectVideoDone(page);
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
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find a face in this photo. Use a clear photo of your face, looking at the camera',
    { timeout: 60_000 },
  );
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
