import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

export function uniqueEmail(tag = 'user'): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The e-mail behind each token createAccount handed out, so openSignedIn can sign the browser in as that account. */
const emailOfToken = new Map<string, string>();

export interface AccountOptions {
  /**
   * Subscribed through the real checkout by default: the e2e servers run the product's default BILLING=test, and
   * generation, more analyses, avatars, face memes and stories need a subscription (issue 10). `false` leaves the
   * account without one — it meets the paywall.
   */
  subscribed?: boolean;
}

/** Test gateway card that always succeeds (Stripe's test card; the built-in test gateway mirrors its outcomes). */
export const TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

/**
 * Creates an account through the API (fast) and returns its token; subscribed unless `{ subscribed: false }`.
 * The options may also come second: `createAccount(request, { subscribed: false })`.
 */
export async function createAccount(
  request: APIRequestContext,
  emailOrOptions: string | AccountOptions = uniqueEmail(),
  language: 'en' | 'ru' | 'pt' | 'es' = 'en',
  options: AccountOptions = {},
): Promise<{ email: string; token: string }> {
  const email = typeof emailOrOptions === 'string' ? emailOrOptions : uniqueEmail();
  const { subscribed = true } = typeof emailOrOptions === 'string' ? options : { ...emailOrOptions, ...options };
  const response = await request.post('/api/users/web', { data: { email, password: PASSWORD, language } });
  expect(response.status(), await response.text()).toBe(201);
  const { access_token } = (await response.json()) as { access_token: string };
  emailOfToken.set(access_token, email);
  if (subscribed) await subscribeAccount(request, access_token);
  return { email, token: access_token };
}

/**
 * Buys the 4-week plan the way the paywall does, through the real API: create the subscription (one idempotency key
 * per attempt), confirm its client secret with the test gateway's card form endpoint, then have the server re-read it.
 */
export async function subscribeAccount(request: APIRequestContext, token: string, card = TEST_CARD): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/v2/payment/subscriptions', {
    headers,
    data: { plan_id: '4week', idempotency_key: `e2e-${randomUUID()}` },
  });
  expect(created.ok(), `create subscription: ${created.status()} ${await created.text()}`).toBe(true);
  const { client_secret } = (await created.json()) as { client_secret: string | null };
  if (client_secret) {
    const confirmed = await request.post('/api/billing/test-gateway/confirm', { headers, data: { client_secret, card } });
    expect(confirmed.ok(), `test gateway confirm: ${confirmed.status()} ${await confirmed.text()}`).toBe(true);
    const result = (await confirmed.json()) as { status: string; error: { code: string } | null };
    expect(result, 'the 4242 card is accepted').toMatchObject({ status: 'succeeded' });
  }
  const synced = await request.post('/api/user/subscription/confirm', { headers });
  expect(synced.ok(), `confirm subscription: ${synced.status()} ${await synced.text()}`).toBe(true);
  const { subscription } = (await synced.json()) as { subscription: { active: boolean } | null };
  expect(subscription?.active, 'the subscription gives access after checkout').toBe(true);
}

/**
 * Subscribes the account the browser is signed in as (for specs that sign up through the page), then reloads so
 * the app reads the new entitlements.
 */
export async function subscribeBrowser(page: Page): Promise<void> {
  await subscribeAccount(page.request, await browserToken(page));
  await page.reload();
}

/**
 * Signs the browser in the way the app keeps a session (issue 9): a log-in through the page's own request context
 * puts the HttpOnly refresh cookie into the browser's cookie jar; the page then gets its access token from it.
 */
export async function signInBrowser(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/users/web/login', { form: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/login');
  // "This browser signed in" (not a secret): the page asks for a token on load only then.
  await page.evaluate(() => window.localStorage.setItem('reelcraft.session', '1'));
}

/**
 * Logs one of the suite server's admins in (signed up once by e2e/global-setup.ts; e2e/admins.ts) and returns a
 * bearer token, after checking the account really is an admin.
 */
export async function adminToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/users/web/login', {
    form: { username: email, password: PASSWORD },
    headers: { 'X-Refresh-Token-Transport': 'body' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const me = (await (await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).json()) as { role: string };
  expect(me.role, `${email} is an admin (ADMIN_EMAILS of the e2e server)`).toBe('admin');
  return token;
}

/** Signs the browser in as the account of `token` (from createAccount), then opens `path`. */
export async function openSignedIn(page: Page, token: string, path = '/app'): Promise<void> {
  const email = emailOfToken.get(token);
  if (!email) throw new Error('openSignedIn needs a token from createAccount');
  await signInBrowser(page, email);
  await page.goto(path);
}

interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  created_at: string;
}

/**
 * The newest e-mail "sent" to `to` with `template`, waiting for the mail job to run. Read from the dev outbox, which
 * the test servers switch on (DEV_OUTBOX=true with NODE_ENV=test) and which keeps the usable links.
 */
export async function latestMail(request: APIRequestContext, to: string, template: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  // 404 means a server started without DEV_OUTBOX=true (playwright.config.ts sets it, with NODE_ENV=test).
  const probe = await request.get('/api/dev/outbox?limit=1');
  expect(probe.status(), 'the dev outbox (DEV_OUTBOX=true, NODE_ENV not production)').toBe(200);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const { items } = (await response.json()) as { items: OutboxItem[] };
        found = items.find((item) => item.to === to && item.template === template);
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail "${template}" to ${to}` },
    )
    .toBe(true);
  return found as OutboxItem;
}

/** The path + query of the first link in `text` that points at `pathname`. */
export function linkPath(text: string, pathname: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/\//g, '\\/')}\\?[^\\s"'<>]+`));
  if (!match) throw new Error(`No ${pathname} link in:\n${text}`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

interface SuggestionLike {
  id: string;
  status: 'creating' | 'ready' | 'failed';
}

/** Starts a generation through the API (as the app does) and returns the new item. */
export async function generateViaApi(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown> = { type: 'smart_script' },
): Promise<SuggestionLike> {
  const response = await request.post('/api/suggestions/generate', { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), await response.text()).toBe(202);
  return (await response.json()) as SuggestionLike;
}

/** Waits until the item is no longer being created and returns it. */
export async function waitUntilFinished(request: APIRequestContext, token: string, id: string, timeout = 60_000): Promise<SuggestionLike> {
  let item: SuggestionLike | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/suggestions/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        item = (await response.json()) as SuggestionLike;
        return item.status;
      },
      { timeout, intervals: [250, 500, 1_000], message: `suggestion ${id} to finish` },
    )
    .not.toBe('creating');
  return item as SuggestionLike;
}

/** No horizontal scrolling, ever. */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label}: page is wider than the viewport`).toBeLessThanOrEqual(0);
}

/** axe with the WCAG 2.1 A/AA and best-practice rules: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Measure the settled page: a toast caught mid-fade has a translucent title that axe reports as low contrast.
  // Waiting for running animations is not enough, since a toast can start fading out (its timer ends) or in during
  // the scan; with reduced motion Sonner drops its transitions, so a toast is either fully shown or hidden.
  const reducedBefore = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reducedBefore) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await scanSettledPage(page, label);
  } finally {
    if (!reducedBefore) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}

async function scanSettledPage(page: Page, label: string): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  // Sections far below the screen skip their rendering (`content-visibility: auto`, decisions 0027 and 0030) until a
  // reader scrolls near them. axe finds a text's background by hit-testing, which misses skipped content, so a footer
  // in the dark theme was once measured against the default white (a flaky "color-contrast" on a phone). Scan every
  // section as the reader who scrolls to it sees it: rendered.
  // Hit-testing brings style and layout up to date itself, but a section's skipped state is decided in the rendering
  // update: once on a loaded CI machine the dark footer was still measured against white right after the style tag
  // (issue 31's clean-clone run). Two frames let that update happen before axe hit-tests.
  const rendered = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await rendered.evaluate((style) => (style as HTMLStyleElement).remove());
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `${label}: serious accessibility violations`).toEqual([]);
}

/**
 * A bearer token of the browser's session, for API calls beside the page. The page keeps its own only in memory, so
 * this refreshes with the browser's cookie (the page's token stays valid; the cookie jar gets the new refresh token).
 */
export async function browserToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/users/web/session/refresh', { headers: { 'X-Reelcraft-Session': '1' } });
  expect(response.status(), 'a signed-in browser').toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The video's duration once its metadata has loaded (NaN/Infinity would mean it cannot play). */
export async function videoDuration(video: Locator): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        if (element.readyState >= 1) return resolve(element.duration);
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}: ${element.error?.message}`)), { once: true });
        element.load();
      }),
  );
}

/**
 * A real portrait (one face, head and shoulders) cropped from a sample photo of the @vladmandic/face-api package,
 * written as a JPEG into `dir`. Loaded lazily: only the talking-video specs need sharp.
 */
export async function writeFacePhoto(dir: string, name = 'face.jpg'): Promise<string> {
  const { loadSampleFace } = await import('../packages/media/src/avatar/testing/sample-face.ts');
  const { jpeg } = await loadSampleFace();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, jpeg);
  return file;
}

/** A photo without a face: a drawn landscape (sky, sun, hills), as a JPEG in `dir`. */
export async function writeLandscapePhoto(dir: string, name = 'landscape.jpg'): Promise<string> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#f6d6a8"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#sky)"/>
    <circle cx="620" cy="150" r="60" fill="#ffd34d"/>
    <path d="M0 420 Q 200 300 400 410 T 800 380 V 600 H 0 Z" fill="#3f8f4a"/>
    <path d="M0 500 Q 250 420 520 500 T 800 480 V 600 H 0 Z" fill="#2d6b36"/>
  </svg>`;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(file);
  return file;
}

/**
 * Opens a pre-rendered page and waits until React has hydrated it: typing into its form before that is lost (the
 * first render resets the fields' state), which a person on a fast connection would never manage.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * What a page load costs, as it happens: the path of every script the page downloads, each analytics request as it
 * is sent, and each analytics answer (`202 {"accepted":1}`), for the tests that check a public page runs no app code
 * and counts one page view.
 */
export function recordScriptsAndAnalytics(page: Page): { scripts: string[]; analyticsSent: string[]; analytics: string[] } {
  const scripts: string[] = [];
  const analyticsSent: string[] = [];
  const analytics: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (request.url().includes('/api/analytics/events')) analyticsSent.push(request.postData() ?? '');
  });
  page.on('response', async (response) => {
    if (response.url().includes('/api/analytics/events')) analytics.push(`${response.status()} ${await response.text().catch(() => '')}`);
  });
  return { scripts, analyticsSent, analytics };
}

/**
 * Proves what a page has not done, without waiting for it not to happen: runs at once every timer, animation frame
 * and idle callback the page would run in the next `ms` (its clock installed before it loaded, `page.clock.install()`),
 * then waits until every request the page started by then has been reported (requestsReported).
 */
export async function runPageFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await requestsReported(page);
}

/**
 * Makes one request from the page and waits for it: the page's requests are reported in the order it starts them, so
 * once this one is seen, every request started before it (a script, an API call, an analytics batch) has been too.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/api/health?e2e-marker=${randomUUID()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}
