import { stat } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectRenderedFile, expectRenderedVideo } from './media.ts';
import { PASSWORD, subscribeBrowser, uniqueEmail, videoDuration } from './support.ts';

async function expectPlayableVideo(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible({ timeout: 60_000 });
  await expect(video).toHaveAttribute('preload', 'metadata');
  const duration = await videoDuration(video);
  expect(Number.isFinite(duration), `duration ${duration}`).toBe(true);
  expect(duration).toBeGreaterThan(0);
  // 9:16, never stretched.
  const box = await video.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(9 / 16, 1);
  // Rendered small by the suite's server (RENDER_PROFILE=test), through the same pipeline.
  await expectRenderedVideo(video, 'test');
  return duration;
}

test('a creator makes a script and a meme, plays it, downloads it and edits its text', async ({ page }) => {
  test.setTimeout(240_000);

  // Sign up: the content screen, empty.
  await page.goto('/registration');
  await page.getByLabel('E-mail').fill(uniqueEmail('content'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // Generating needs a subscription (issue 10): bought through the API as the paywall would (e2e/paywall specs test the page).
  await subscribeBrowser(page);
  await expect(page.getByText('No content yet')).toBeVisible();
  await expect(page.getByText('10 of 10 left today')).toBeVisible();

  // Generate → smart script.
  await page.getByRole('tab', { name: 'Generate content' }).click();
  await expect(page).toHaveURL(/\/app\?tab=generate$/);
  await expect(page.getByRole('heading', { name: 'What shall we create?' })).toBeVisible();
  // The talking-video formats lead into their own flows (e2e/avatar.spec.ts, e2e/story.spec.ts).
  await expect(page.getByTestId('type-avatar')).toHaveAttribute('href', '/app/first-video');
  await expect(page.getByTestId('type-storytelling')).toHaveAttribute('href', '/app/story');
  await page.getByRole('link', { name: /Smart script/ }).click();
  await expect(page).toHaveURL(/type=smart_script/);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // It becomes ready: read the script.
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  const hook = page.getByTestId('script-hook');
  await expect(hook).toBeVisible({ timeout: 30_000 });
  expect((await hook.innerText()).trim().length).toBeGreaterThan(5);
  await expect(page.getByRole('heading', { name: 'Script', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scenes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hashtags' })).toBeVisible();
  const scriptTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  // Like it (optimistic toggle, saved).
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The script downloads as a text file with the server's name.
  const [scriptDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download script' }).click()]);
  expect(scriptDownload.suggestedFilename()).toMatch(/^reelcraft-smart-script-.*\.txt$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Back in the list, the script has its card.
  await page.getByRole('link', { name: 'My content' }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('content-card').filter({ hasText: scriptTitle })).toBeVisible();
  await expect(page.getByText('9 of 10 left today')).toBeVisible();

  // Generate a meme with the built-in background and our own text.
  const memeText = 'When the build passes on the first try';
  await page.getByRole('tab', { name: 'Generate content' }).click();
  await page.getByRole('link', { name: /Meme/ }).click();
  await page.getByLabel('Meme text (optional)').fill(memeText);
  await expect(page.getByRole('radio', { name: /Built-in background/ })).toBeChecked();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // Open it: progress with the stage named, then the player.
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  const memeUrl = page.url();
  await expect(page.getByText('Creating your content')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expectPlayableVideo(page);
  await expect(page.getByTestId('meme-text')).toHaveText(memeText);

  // Download the MP4.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download MP4' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  const file = await download.path();
  expect((await stat(file)).size).toBeGreaterThan(10 * 1024);
  await expectRenderedFile(file, 'test');

  // Edit the meme text: over 512 characters is refused, then a new text renders again.
  await page.getByRole('button', { name: 'Edit meme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit meme' });
  const field = dialog.getByLabel('Meme text');
  await expect(field).toHaveValue(memeText);
  await field.fill('x'.repeat(513));
  await expect(dialog.getByText('513/512')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and render' }).click();
  await expect(dialog.getByText('No more than 512 characters')).toBeVisible();

  const newText = 'Friday deploy? Bold move';
  await field.fill(newText);
  await dialog.getByRole('button', { name: 'Save and render' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rendering the video again with your changes')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(page.getByTestId('meme-text')).toHaveText(newText, { timeout: 60_000 });
  await expectPlayableVideo(page);
  expect(page.url()).toBe(memeUrl);

  // The list shows both, the meme with its thumbnail and length.
  await page.getByRole('link', { name: 'My content' }).first().click();
  await expect(page.getByTestId('content-card')).toHaveCount(2);
  await expect(page.getByText('8 of 10 left today')).toBeVisible();
});

test('an unknown item shows a not-found state with the way back', async ({ page }) => {
  await page.goto('/login');
  // Signed up through the page's own request context: the refresh cookie lands in the browser.
  const response = await page.request.post('/api/users/web', { data: { email: uniqueEmail('missing'), password: PASSWORD, language: 'en' } });
  expect(response.status()).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('reelcraft.session', '1'));
  await page.goto('/app/content/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'My content' }).last().click();
  await expect(page).toHaveURL(/\/app$/);
});
