import { expect, test } from '@playwright/test';
import { choosePhoto, expectVideoDone, followProgress, recordVideoProgress, UUID } from '../avatar-flow.ts';
import { createAccount, expectNoSeriousViolations, openSignedIn, writeFacePhoto } from '../support.ts';
import { subscribeWithStripe } from './stripe-support.ts';

/**
 * The one full-size render in the browser (issue 30 item 2, decision 0034): a talking avatar with the built-in voice,
 * 720×1280 through the whole pipeline, on the Stripe server (RENDER_PROFILE=full), where it is paid for at the fake
 * Stripe. Every other browser render runs on the test profile. It renders at roughly real time on this machine's CPU.
 */
test('first video with the built-in voice, at full size: skip the recording, real progress, a 720×1280 video', async ({ page, request }, testInfo) => {
  test.setTimeout(480_000); // a talking render took 5.2 of 6 minutes on the loaded CI machine (decision 0026)
  const face = await writeFacePhoto(testInfo.outputPath());
  const { token } = await createAccount(request, { subscribed: false });
  await subscribeWithStripe(request, token);
  const progress = await recordVideoProgress(page);
  await openSignedIn(page, token, '/app?tab=generate');

  // From the type picker's "Trendy avatar video".
  await page.getByTestId('type-avatar').click();
  await expect(page).toHaveURL(/\/app\/first-video$/);
  await choosePhoto(page, face);
  await expectNoSeriousViolations(page, 'voice step');

  const generateRequest = page.waitForRequest((sent) => sent.url().endsWith('/api/suggestions/generate') && sent.method() === 'POST');
  await page.getByRole('button', { name: 'Skip — use a built-in voice' }).click();
  const body = (await generateRequest).postDataJSON() as Record<string, unknown>;
  expect(body.audio_id).toBeUndefined();
  expect(body).toMatchObject({ type: 'avatar', image_id: expect.stringMatching(UUID) });

  await expect(page.getByTestId('video-progress')).toBeVisible();
  await expectNoSeriousViolations(page, 'video progress');
  const { values } = await followProgress(page, progress, 420_000);
  expect(
    values.some((value) => value > 3 && value < 100),
    `progress values seen: ${values.join(', ')}`,
  ).toBe(true);
  await expectVideoDone(page, 'full');
});
