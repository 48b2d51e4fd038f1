import { expect, test } from '@playwright/test';
import { decodedFrameSize, renderProfile } from './media.ts';
import { createAccount, openSignedIn } from './support.ts';

/**
 * Issue 11, item 11: every trend card shows an animated preview of the format (rendered in the background after the
 * first read of the list), muted and looping, with its poster; with reduced motion only the poster. The longer text
 * sits behind 'More'. The suite's server renders them with the test profile (RENDER_PROFILE=test): the same pipeline, small.
 */

test('a trend card plays its preview once the job has rendered it, with a poster, and keeps the long text behind More', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(request, { subscribed: false });
  await openSignedIn(page, token, '/app/trends');
  const card = page.getByTestId('trend-card').first();
  await expect(card).toBeVisible();

  // The page asks again while previews are rendering; the first card's preview arrives and plays on its own.
  const video = card.getByTestId('trend-preview');
  await expect(video).toBeVisible({ timeout: 90_000 });
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveAttribute('playsinline', '');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 2 && element.currentTime > 0), { timeout: 20_000 })
    .toBe(true);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThanOrEqual(4);
  expect(duration).toBeLessThanOrEqual(6);
  const { trendPreview } = await renderProfile('test');
  expect(await decodedFrameSize(video)).toEqual({ width: trendPreview.width, height: trendPreview.height });

  const poster = await video.getAttribute('poster');
  expect(poster).toMatch(/^\/api\/files\//);
  const posterResponse = await request.get(poster!);
  expect(posterResponse.status()).toBe(200);
  expect(posterResponse.headers()['content-type']).toContain('image/jpeg');

  // Shorter text on the card; the rest behind 'More'.
  const why = card.getByText('Why it works');
  await expect(why).toBeHidden();
  const more = card.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(why).toBeVisible();
  await expect(card.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster instead of playing the loop', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token } = await createAccount(request, { subscribed: false });
    await openSignedIn(page, token, '/app/trends');
    const card = page.getByTestId('trend-card').first();
    const poster = card.getByTestId('trend-preview-poster');
    await expect(poster).toBeVisible({ timeout: 90_000 });
    await expect(card.getByTestId('trend-preview')).toHaveCount(0);
    const { trendPreview } = await renderProfile('test');
    await expect.poll(() => poster.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(trendPreview.thumbnailWidth);
    await expect(poster).toHaveAccessibleName(/looks on screen/);
  });
});
