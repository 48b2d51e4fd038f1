import { expect, test } from '@playwright/test';
import { expectRenderedVideo } from './media.ts';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, generateViaApi, openSignedIn, uniqueEmail, waitUntilFinished } from './support.ts';

type Captions = { words: string[]; emphasis: number[]; look: { preset: string; position: string; color: string } };

/**
 * Issue 33 item 4: a creator picks a caption style with live previews when making a meme, then fixes a caption word,
 * makes it stand out and re-renders from the caption editor, without spending a generation.
 */
test('choose a caption style when creating a meme, then fix a caption word and render it again', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { token } = await createAccount(request, uniqueEmail('captions'));
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, token, '/app?tab=generate&type=meme');

  const picker = page.getByTestId('caption-look-picker');
  const style = picker.getByRole('radiogroup', { name: 'Caption style' });
  await expect(style.getByRole('radio')).toHaveCount(6);
  await expect(style.getByRole('radio', { name: 'Highlight' })).toBeChecked();
  // The previews move (not under reduced motion): the karaoke tile's second word fills with the colour over time.
  await expect(page.getByTestId('caption-preset-karaoke').getByTestId('caption-preview')).toHaveAttribute('data-motion', 'animate');
  const running = await page.getByTestId('caption-preset-karaoke').evaluate((tile) => tile.getAnimations({ subtree: true }).length);
  expect(running).toBeGreaterThan(0);

  // Keyboard: the style group is one tab stop, arrows move the choice.
  await style.getByRole('radio', { name: 'Highlight' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(style.getByRole('radio', { name: 'Karaoke' })).toBeChecked();
  await picker.getByRole('radio', { name: 'Top' }).click();
  await picker.getByRole('radio', { name: 'Pink' }).click();
  await expect(page.getByTestId('caption-look-section').getByText('Karaoke, top')).toBeVisible();
  await expectNoHorizontalScroll(page, 'meme form with the caption picker');
  await page.screenshot({ path: test.info().outputPath('caption-picker-375.png'), fullPage: true });

  const before = (await (await request.get('/api/suggestions/limit', auth)).json()) as { used: number };
  await page.getByLabel('Meme text (optional)').fill('When the build passes on the first try');
  const sent = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/suggestions/generate'));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  expect((await sent).postDataJSON().caption_look).toEqual({ preset: 'karaoke', position: 'top', color: '#FF2D92' });

  await page.waitForURL(/\/app\/content\//);
  const id = page.url().split('/').at(-1) ?? '';
  expect((await waitUntilFinished(request, token, id, 120_000)).status).toBe('ready');
  await expect(page.locator('video')).toBeVisible({ timeout: 60_000 });
  const created = (await (await request.get(`/api/suggestions/${id}`, auth)).json()) as { result: { captions: Captions } };
  expect(created.result.captions.look).toEqual({ preset: 'karaoke', position: 'top', color: '#FF2D92' });
  const firstWord = created.result.captions.words[0] ?? '';
  expect(firstWord).not.toBe('');
  const usedAfterCreate = ((await (await request.get('/api/suggestions/limit', auth)).json()) as { used: number }).used;
  expect(usedAfterCreate).toBe(before.used + 1);

  // The caption editor opens on what the video shows: its words and its style.
  await page.getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit captions' });
  await expect(dialog.getByRole('radio', { name: 'Karaoke' })).toBeChecked();
  await expect(dialog.getByTestId('caption-word')).toHaveCount(created.result.captions.words.length);
  await dialog.getByRole('button', { name: `Word 1: ${firstWord}` }).click();
  await dialog.getByLabel(`Spelling of “${firstWord}”`).fill('Reelcraft');
  await dialog.getByRole('checkbox', { name: 'Make it stand out' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('radio', { name: 'Boxed' }).click();
  await page.screenshot({ path: test.info().outputPath('caption-editor-375.png') });
  await dialog.getByRole('button', { name: 'Save and render' }).click();
  await expect(dialog).toBeHidden();

  // It renders again (progress, then the video), with the fixed word, and no generation spent.
  await expect(page.locator('video')).toBeVisible({ timeout: 120_000 });
  expect((await waitUntilFinished(request, token, id, 120_000)).status).toBe('ready');
  await expectRenderedVideo(page.locator('video'), 'test');
  await page.screenshot({ path: test.info().outputPath('caption-result-375.png'), fullPage: true });
  expect(((await (await request.get('/api/suggestions/limit', auth)).json()) as { used: number }).used).toBe(usedAfterCreate);

  await page.getByRole('button', { name: 'Edit captions' }).click();
  const reopened = page.getByRole('dialog', { name: 'Edit captions' });
  await expect(reopened.getByRole('button', { name: 'Word 1: Reelcraft' })).toBeVisible();
  await expect(reopened.getByRole('radio', { name: 'Boxed' })).toBeChecked();
  const edited = (await (await request.get(`/api/suggestions/${id}`, auth)).json()) as { result: { captions: Captions } };
  expect(edited.result.captions.words[0]).toBe('Reelcraft');
  expect(edited.result.captions.emphasis).toEqual([0]);
});

test('the caption picker and the caption editor have no serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await createAccount(request, uniqueEmail('captions-a11y'));
  await openSignedIn(page, token, '/app?tab=generate&type=meme');
  await expect(page.getByTestId('caption-look-picker')).toBeVisible();
  await expectNoSeriousViolations(page, 'meme form with the caption picker');
  // Under reduced motion the previews hold one still frame.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByTestId('caption-preview').first()).toHaveAttribute('data-motion', 'static');
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  const meme = await generateViaApi(request, token, { type: 'meme', meme_text: 'Monday again' });
  expect((await waitUntilFinished(request, token, meme.id, 120_000)).status).toBe('ready');
  await page.goto(`/app/content/${meme.id}`);
  await page.getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit captions' });
  await dialog.getByTestId('caption-word').first().click();
  await expect(dialog.getByTestId('caption-word-panel')).toBeVisible();
  await expectNoSeriousViolations(page, 'caption editor');
});
