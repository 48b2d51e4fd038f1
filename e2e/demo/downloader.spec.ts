import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, recordScriptsAndAnalytics, runPageFor } from '../support.ts';

/** Issue 4, items 6 and 7: the free downloader against the fake Instagram (demo mode). */

/**
 * Pastes a link and sends it, as a visitor does: the page hydrates when the field is focused (decision 0032), and a
 * person takes longer to paste than React takes to start, so this waits for it. A form sent before that is the
 * browser's GET, which the `?url=` test covers.
 */
async function lookUp(page: Page, link: string) {
  await page.getByLabel('Instagram link').fill(link);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
}

async function downloadFrom(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a reel downloads as MP4, a carousel gives every item and its JPGs', async ({ page }) => {
    await page.goto('/instagram-downloader');
    await expect(page.getByRole('heading', { level: 1, name: 'Instagram downloader' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'downloader');

    await lookUp(page, 'https://www.instagram.com/reel/C0ffeeReel1/');
    const results = page.getByTestId('download-results');
    await expect(results.getByTestId('download-item')).toHaveCount(1);
    await expect(results).toContainText('@anna.fitcoach');
    const video = results.locator('video');
    await expect(video).toHaveAttribute('poster', /.+/);
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expectNoHorizontalScroll(page, 'downloader with a reel');
    const mp4 = await downloadFrom(page, /^Download MP4/);
    expect(mp4.name).toMatch(/\.mp4$/);
    expect(mp4.bytes.length).toBeGreaterThan(10 * 1024);
    expect(mp4.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    await lookUp(page, 'https://www.instagram.com/p/C0ffeeCaro1/');
    await expect(results.getByTestId('download-item')).toHaveCount(3);
    await expect(results.locator('[data-type="image"]')).toHaveCount(2);
    await expect(results.locator('[data-type="video"]')).toHaveCount(1);
    await expect(results.getByRole('link', { name: /^Download JPG/ })).toHaveCount(2);
    await expect(results.getByRole('link', { name: /^Download MP4/ })).toHaveCount(1);
    await expectNoHorizontalScroll(page, 'downloader with a carousel');
    const jpg = await downloadFrom(page, /^Download JPG/);
    expect(jpg.name).toMatch(/\.jpe?g$/);
    expect([...jpg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

test('runs no JavaScript until the link field is focused, then looks a link up in place, without a reload', async ({ page }) => {
  // Decision 0032: the page is text and links but for its form, so it hydrates when a visitor focuses the field.
  // The page's timers run on a clock the test moves (runPageFor).
  await page.clock.install();
  const { scripts, analyticsSent, analytics } = recordScriptsAndAnalytics(page);
  await page.goto('/es/instagram-downloader');
  await expect.poll(() => analytics).toEqual(['202 {"accepted":1}']);
  // Whatever the page would start on its own in the next half minute (timers, frames, idle callbacks) runs now.
  await runPageFor(page, 30_000);
  expect(scripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // A marker on the window survives only if the lookup happens in this page, not after the form's GET reloads it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  await page.getByLabel('Enlace de Instagram').focus();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  expect(scripts.length).toBeGreaterThan(0);
  await page.getByLabel('Enlace de Instagram').fill('https://www.instagram.com/reel/C0ffeeReel1/');
  await page.getByRole('button', { name: 'Descargar', exact: true }).click();
  await expect(page.getByTestId('download-results').getByTestId('download-item')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(page).toHaveURL(/\/es\/instagram-downloader$/);
  // The app, now running, does not count the same view again: its queue goes out every 5 s, and was sent by now.
  await runPageFor(page, 6_000);
  expect(analyticsSent).toHaveLength(1);
  expect(analytics).toEqual(['202 {"accepted":1}']);
});

test('links are checked in the page, failures are explained', async ({ page }) => {
  await page.goto('/instagram-downloader');
  // Checked in the page once it is live (the field's focus starts it); sent before that, the `?url=` test covers it.
  await page.getByLabel('Instagram link').focus();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Fill in the field')).toBeVisible();
  await lookUp(page, 'https://example.com/reel/C0ffeeReel1/');
  await expect(page.getByText('Paste a link from instagram.com')).toBeVisible();
  await lookUp(page, 'https://www.instagram.com/p/C0ffeeGone1/');
  await expect(page.getByRole('alert')).toHaveText("This post or account doesn't exist or was removed");
});

test('a link sent before the page is interactive, or opened as ?url=, is looked up once it is', async ({ page }) => {
  // What the browser sends when the form is submitted before hydration (its GET), or a shared link.
  await page.goto(`/instagram-downloader?url=${encodeURIComponent('https://www.instagram.com/reel/C0ffeeReel1/')}`);
  const results = page.getByTestId('download-results');
  await expect(results.getByTestId('download-item')).toHaveCount(1, { timeout: 20_000 });
  await expect(results).toContainText('@anna.fitcoach');
  await expect(page.getByLabel('Instagram link')).toHaveValue('https://www.instagram.com/reel/C0ffeeReel1/');
  await expect(page).toHaveURL(/\/instagram-downloader$/);

  // An empty field sent that way shows the same message as in the page.
  await page.goto('/instagram-downloader?url=');
  await expect(page.getByText('Fill in the field')).toBeVisible({ timeout: 20_000 });
});

test('the Russian page is pre-rendered: language, title, hreflang and FAQ are in the raw HTML', async ({ request }) => {
  const response = await request.get('/ru/instagram-downloader');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain('<title>Скачать из Instagram: рилс, видео и фото бесплатно · Reelcraft</title>');
  expect(html).toMatch(/<meta name="description" content="Скачивайте публичные рилс/);
  for (const [lang, href] of [
    ['en', '/instagram-downloader'],
    ['ru', '/ru/instagram-downloader'],
    ['pt', '/pt/instagram-downloader'],
    ['es', '/es/instagram-downloader'],
    ['x-default', '/instagram-downloader'],
  ]) {
    // Absolute (PUBLIC_URL at build time): search engines ignore a relative hreflang.
    expect(html, lang).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="https?://[^"/]+${href}"/>`));
  }
  expect(html).toContain('Частые вопросы');
  for (const question of [
    'Скачивание из Instagram бесплатное?',
    'Нужно ли входить в аккаунт?',
    'Можно ли скачать сторис?',
    'Можно ли скачать из закрытого аккаунта?',
    'Законно ли скачивать контент из Instagram?',
  ]) {
    expect(html).toContain(question);
  }
  expect(html).toContain('"@type":"FAQPage"');

  const others: [string, string, string][] = [
    ['/instagram-downloader', 'en', 'Instagram downloader: save reels, videos and photos free · Reelcraft'],
    ['/pt/instagram-downloader', 'pt', 'Baixar do Instagram: reels, vídeos e fotos grátis · Reelcraft'],
    ['/es/instagram-downloader', 'es', 'Descargar de Instagram: reels, vídeos y fotos gratis · Reelcraft'],
  ];
  for (const [path, lang, title] of others) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain(`<html lang="${lang}"`);
    expect(page, path).toContain(`<title>${title}</title>`);
  }
});

test('the landing page links to the downloader', async ({ page }) => {
  await page.goto('/pt');
  await page.getByRole('link', { name: 'Baixar do Instagram grátis' }).click();
  await expect(page).toHaveURL(/\/pt\/instagram-downloader$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Baixar do Instagram' })).toBeVisible();
});
