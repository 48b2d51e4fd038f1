import { expect, test, type Page } from '@playwright/test';

/** The message catalogs the page downloaded: one chunk per language (apps/web/vite/catalogs-plugin.ts). */
function catalogRequests(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(en|es|pt|ru)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    // Which languages were fetched: a chunk asked for twice (a preload racing its import on a loaded machine) is still
    // one language, and the point is that no other language is downloaded.
    if (match?.[1] && !languages.includes(match[1])) languages.push(match[1]);
  });
  return languages;
}

test('a page downloads only its own and the visitor’s language, and a language link shows the other one at once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const loaded = catalogRequests(page);
  await page.goto('/ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рилсы, которые досматривают до конца');
  // Hydrated: the client-side language link works.
  await expect.poll(() => loaded.sort()).toEqual(['en', 'ru']);

  await page.getByRole('navigation', { name: 'Выберите язык' }).first().getByRole('link', { name: 'pt' }).click();
  await expect(page).toHaveURL(/\/pt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reels que o seu público assiste até o fim');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('link', { name: 'Fazer o quiz grátis' })).toBeVisible();
  expect(loaded.sort()).toEqual(['en', 'pt', 'ru']);
  expect(errors).toEqual([]);
});

test('an app page hydrates in the visitor’s language, and its language picker switches at once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const firstLoad = catalogRequests(page);
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('reelcraft.locale', 'es'));
  // The first load's picker fetches the other languages in the background: let that finish before counting (idle
  // network alone was not enough on a loaded machine, where the picker mounts later).
  await expect.poll(() => [...firstLoad].sort(), { timeout: 20_000 }).toEqual(['en', 'es', 'pt', 'ru']);
  await page.waitForLoadState('networkidle');
  const loaded = catalogRequests(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo');
  // The SPA fallback is English HTML (hydrated in English, then switched): both before hydrating; the page's
  // language picker then fetches the other two in the background.
  expect(loaded.slice(0, 2).sort()).toEqual(['en', 'es']);
  await page.locator('select').first().selectOption('ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('С возвращением');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(errors).toEqual([]);
});
