import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations, recordScriptsAndAnalytics, runPageFor } from './support.ts';

/** The blog (issue 12 item 7): the Russian list, a Russian article, the 404 for an unknown slug, the Russian feed. */

const RU_HOOKS = { slug: 'kak-pisat-huki', title: 'Как написать хук, который останавливает ленту' };

test('a blog post in Russian: from /ru/blog to the article, with reading time and language links', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
  });

  await page.goto('/ru/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle('Блог Reelcraft: практичные советы по рилсам в Instagram');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Блог Reelcraft');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/ru/blog/rss.xml');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  // Newest first, each with its reading time.
  await expect(cards.first()).toContainText(RU_HOOKS.title);
  await expect(cards.first()).toContainText(/\d+ мин чтения/);
  await expectNoHorizontalScroll(page, '/ru/blog');

  // The blog is never hydrated (decision 0028): the list's link is a full load of the pre-rendered article.
  await page.getByRole('link', { name: RU_HOOKS.title }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${RU_HOOKS.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RU_HOOKS.title);
  await expect(page.getByRole('heading', { level: 2, name: 'Восемь формул с примерами' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Хук — это первые 1–3 секунды рилса.');
  await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ мин чтения$/);
  await expect(page).toHaveTitle(RU_HOOKS.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  const languages = page.getByRole('navigation', { name: 'Эта статья на других языках' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/post/how-to-write-hooks');
  await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/post/como-escribir-ganchos');
  await expect(languages.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/post/como-escrever-ganchos');
  await expect(page.getByRole('link', { name: 'Попробовать Reelcraft' })).toHaveAttribute('href', '/ru/v3/onboarding');
  await expectNoHorizontalScroll(page, `/post/${RU_HOOKS.slug}`);
  await expectNoSeriousViolations(page, `/post/${RU_HOOKS.slug}`);

  // The translation is in its own language, <html lang> included.
  await languages.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo escribir un gancho que detenga el scroll');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ min de lectura$/);
  expect(cspErrors).toEqual([]);
});

test('an article is pre-rendered HTML with its language, alternates, Open Graph and Article data', async ({ request, page }) => {
  const response = await request.get(`/post/${RU_HOOKS.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*\slang="ru"/);
  expect(html).toContain(`<title>${RU_HOOKS.title}</title>`);
  // Absolute links, on the origin the site was built for (PUBLIC_URL).
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/post/${RU_HOOKS.slug}"/>`));
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https?:\/\/[^"/]+\/post\/how-to-write-hooks"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^"/]+\/post\/how-to-write-hooks"\/>/);
  // The text's font comes with the page (no layout shift when it swaps in): Latin and Cyrillic for Russian.
  expect(
    html.match(/<link rel="preload" href="\/assets\/inter-[a-z]+-wght-normal-[^"]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"\/>/gi),
  ).toHaveLength(2);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/blog/og/${RU_HOOKS.slug}\\.png"/>`));

  const image = await request.get(`/blog/og/${RU_HOOKS.slug}.png`);
  expect(image.status()).toBe(200);
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');

  // The JSON-LD data block is not blocked by the page's Content-Security-Policy (scripts by hash) and reads as Article.
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto(`/post/${RU_HOOKS.slug}`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Article', headline: RU_HOOKS.title, inLanguage: 'ru', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(data.publisher).toMatchObject({ name: 'Reelcraft' });
  await expect(page.getByTestId('reading-time')).toBeVisible();
  expect(cspErrors).toEqual([]);
});

test('an article runs none of the app: no script is downloaded, and its page view is counted once', async ({ page }) => {
  // The page's timers run on a clock the test moves (runPageFor).
  await page.clock.install();
  const { scripts, analyticsSent, analytics } = recordScriptsAndAnalytics(page);
  await page.goto(`/post/${RU_HOOKS.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RU_HOOKS.title);
  await expect.poll(() => analytics).toEqual(['202 {"accepted":1}']);
  // The tab's analytics session starts here, and the app carries it on.
  expect(await page.evaluate(() => window.sessionStorage.getItem('reelcraft.analytics_session'))).toMatch(/^[\w-]{8,64}$/);
  // Whatever the page would start on its own in the next half minute (timers, frames, idle callbacks) runs now.
  await runPageFor(page, 30_000);
  expect(scripts).toEqual([]);
  expect(analyticsSent).toHaveLength(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  // Its call to action is a plain link to the quiz, which works as any page does.
  await page.getByRole('link', { name: 'Попробовать Reelcraft' }).click();
  // The quiz's page, then (once it runs) its first step: a fast hydration may already be there when this looks.
  await expect(page).toHaveURL(/\/ru\/v3\/onboarding(\/gender)?$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/ru\/v3\/onboarding\/gender$/);
});

test('an article lays out its lower blocks only near the screen, and a focused link there keeps its whole ring', async ({ page }) => {
  await page.goto(`/post/${RU_HOOKS.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RU_HOOKS.title);
  // below-fold-blocks (decision 0030): content-visibility: auto on every block after the third, so what is inside the
  // last paragraph (a link) is not laid out while it is far below.
  const link = page.getByRole('article').locator('.below-fold-blocks > :last-child a').last();
  const drawn = () => link.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(link).toBeInViewport();

  // Paint containment clips at a block's edge; its clip margin must reach past a focused link's ring.
  await page.keyboard.press('Tab');
  await link.focus();
  const fit = await link.evaluate((element) => {
    let block: Element | null = element;
    while (block && block.parentElement && !block.parentElement.classList.contains('below-fold-blocks')) block = block.parentElement;
    const ring = getComputedStyle(element);
    return {
      contained: block ? getComputedStyle(block).contentVisibility : '',
      ring: parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset),
      margin: block ? parseFloat(getComputedStyle(block).overflowClipMargin) : 0,
    };
  });
  expect(fit.contained).toBe('auto');
  expect(fit.ring).toBeGreaterThan(0);
  expect(fit.margin).toBeGreaterThanOrEqual(fit.ring);
});

test('/post/no-such-post shows the 404 page', async ({ page }) => {
  await page.goto('/post/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /post/no-such-post');
  await expect(page.getByRole('link', { name: 'Go to the main page' })).toBeVisible();
});

test('the Russian RSS feed is valid XML listing the four Russian articles', async ({ request, page }) => {
  const response = await request.get('/ru/blog/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto('/ru/blog');
  const listed = await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
  const feed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: document.getElementsByTagName('parsererror').length,
      version: document.documentElement.getAttribute('version'),
      language: document.querySelector('channel > language')?.textContent,
      titles: [...document.querySelectorAll('item > title')].map((node) => node.textContent),
      links: [...document.querySelectorAll('item > link')].map((node) => node.textContent ?? ''),
    };
  }, xml);
  expect(feed.errors).toBe(0);
  expect(feed.version).toBe('2.0');
  expect(feed.language).toBe('ru');
  expect(feed.titles).toHaveLength(4);
  expect(feed.titles).toEqual(listed);
  for (const link of feed.links) expect(link).toMatch(/^https?:\/\/[^/]+\/post\/[a-z0-9-]+$/);
});
