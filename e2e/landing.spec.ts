import { expect, test } from '@playwright/test';

const HEADLINES = {
  en: 'Reels your audience watches to the end',
  ru: 'Рилсы, которые досматривают до конца',
  pt: 'Reels que o seu público assiste até o fim',
  es: 'Reels que tu audiencia ve hasta el final',
} as const;

for (const [language, path] of [
  ['ru', '/ru'],
  ['en', '/'],
  ['es', '/es'],
  ['pt', '/pt'],
] as const) {
  test(`${path} is pre-rendered ${language} HTML with hreflang alternates (no JavaScript)`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${language}"`));
    expect(html).toContain(HEADLINES[language]);
    expect(html).toMatch(/<title>Reelcraft[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    for (const [hreflang, href] of [
      ['en', '/'],
      ['ru', '/ru'],
      ['pt', '/pt'],
      ['es', '/es'],
      ['x-default', '/'],
    ]) {
      // Absolute (PUBLIC_URL at build time): search engines ignore a relative hreflang.
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="https?://[^"/]+${href === '/' ? '/' : href}"/>`, 'i'));
    }
  });
}

test('the site icon is a PNG that loads (an SVG icon cost a starting phone a whole SVG document on its main thread)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map((match) => match[0]);
  expect(icons).toHaveLength(1);
  expect(icons[0]).toContain('type="image/png"');
  const href = /href="([^"]+)"/.exec(icons[0] ?? '')?.[1] ?? '';
  const icon = await request.get(href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  // A real 32×32 PNG: the signature, then the IHDR width and height.
  const bytes = await icon.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([32, 32]);
});

test('the landing hydrates from a few named chunks, React and React Router compiled while they download, and no zod', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // 32 chunks before vite/chunk-groups.ts (five contract files of 0.1-1.6 KB, a dozen app modules of 0.2-5 KB).
  expect(scripts.length).toBeLessThanOrEqual(20);
  expect(scripts.filter((path) => /\/assets\/zod-/.test(path))).toEqual([]);
  for (const name of ['react', 'router']) {
    const chunk = scripts.find((path) => path.startsWith(`/assets/${name}-`));
    expect(chunk, `the ${name} chunk`).toBeDefined();
    // V8's explicit compile hint must be the file's first line to count.
    const source = await (await page.request.get(chunk ?? '')).text();
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  }
});

test('the landing draws its sections below the fold only when they near the screen, and then completely', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const giftGuide = page.getByRole('heading', { name: 'Gift guide', exact: true });
  // content-visibility: auto (the below-fold utility): the footer's text is not laid out while it is far below.
  const drawn = () => giftGuide.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await giftGuide.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(giftGuide).toBeInViewport();
  await expect(page.getByTestId('landing-footer').getByRole('heading', { name: 'Give Reelcraft as a gift' })).toBeVisible();
});

test('/ru raw HTML is Russian', async ({ request }) => {
  const html = await (await request.get('/ru')).text();
  expect(html).toContain('lang="ru"');
  expect(html).toContain('Анализ профиля');
  expect(html).toContain('href="/registration?lang=ru"');
});

test('the landing language comes from the URL and the call to action keeps it', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('reelcraft.locale', 'es'));
  await page.goto('/ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.ru);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('link', { name: 'Начать' }).click();
  await expect(page).toHaveURL(/\/registration\?lang=ru$/);
  await expect(page.getByRole('heading', { name: 'Создайте аккаунт' })).toBeVisible();
  await expect(page.getByLabel('Язык интерфейса')).toHaveValue('ru');
});
