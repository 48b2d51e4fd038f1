import { expect, test } from '@playwright/test';
import { expectRenderedVideo } from './media.ts';
import { createAccount, generateViaApi, openSignedIn, uniqueEmail, waitUntilFinished } from './support.ts';

test('the meme editor changes the track and the text; the meme renders again and says which track it has', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await createAccount(request, uniqueEmail('meme-editor'));
  const meme = await generateViaApi(request, token, { type: 'meme', meme_text: 'When the build passes on the first try' });
  expect((await waitUntilFinished(request, token, meme.id, 120_000)).status).toBe('ready');

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, token, `/app/content/${meme.id}`);
  await expect(page.locator('video')).toBeVisible({ timeout: 60_000 });
  // No choice made: a built-in track picked for the text, and the page says so.
  await expect(page.getByTestId('meme-sound')).toContainText('picked for the text');

  await page.getByRole('button', { name: 'Edit meme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit meme' });
  await expect(dialog.getByRole('radio', { name: /Pick for me/ })).toBeChecked({ timeout: 60_000 });

  // Listen to a preview: the player asks the public preview route, which renders it once and redirects to the file.
  await dialog.getByRole('button', { name: 'Play Storm Front' }).click();
  await expect(dialog.getByRole('button', { name: 'Pause Storm Front' })).toBeVisible();
  const previewSrc = await dialog.locator('audio').getAttribute('src');
  expect(previewSrc).toMatch(/^\/api\/public\/music\/previews\/storm-front\?v=\d+$/);
  // The browser followed the redirect and read the AAC file (no media error, its length known).
  await expect
    .poll(() => dialog.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.error ? -1 : audio.duration || 0)), { timeout: 20_000 })
    .toBeGreaterThan(10);

  // Kept with the run for whoever reviews the layout (390 px wide, the mobile-first size).
  await page.screenshot({ path: test.info().outputPath('meme-editor-mobile.png') });
  await dialog.getByRole('radio', { name: /Storm Front/ }).check();
  await dialog.getByRole('checkbox', { name: /Read the lines aloud/ }).check();
  const newText = 'Plot twist: the deadline was yesterday';
  await dialog.getByLabel('Meme text').fill(newText);
  await dialog.getByRole('button', { name: 'Save and render' }).click();
  await expect(dialog).toBeHidden();

  // The meme renders again with the new text and the new track.
  await expect(page.getByTestId('meme-text')).toHaveText(newText, { timeout: 120_000 });
  await expect(page.getByTestId('meme-sound')).toHaveText(/Music: Storm Front · with voice-over/, { timeout: 120_000 });
  await expect(page.locator('video')).toBeVisible();
  // Rendered small by the suite's server (RENDER_PROFILE=test), through the same pipeline.
  await expectRenderedVideo(page.locator('video'), 'test');
  await page.screenshot({ path: test.info().outputPath('meme-result-mobile.png'), fullPage: true });

  // The editor opens on what the meme has now.
  await page.getByRole('button', { name: 'Edit meme' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit meme' }).getByRole('radio', { name: /Storm Front/ })).toBeChecked();
  await expect(page.getByRole('dialog', { name: 'Edit meme' }).getByRole('checkbox', { name: /Read the lines aloud/ })).toBeChecked();
});
