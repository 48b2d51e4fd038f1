import { expect, test } from '@playwright/test';

test('page views are batched to the analytics endpoint', async ({ page }) => {
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.method() === 'POST', {
    timeout: 15_000,
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration$/);

  const request = await sent;
  const { events } = request.postDataJSON() as { events: { type: string; path: string; session_id: string; occurred_at: string }[] };
  expect(events.map((event) => event.path)).toEqual(['/login', '/registration']);
  for (const event of events) {
    expect(event.type).toBe('page_view');
    expect(event.session_id).toBe(events[0]?.session_id);
    expect(Number.isNaN(Date.parse(event.occurred_at))).toBe(false);
  }
  expect((await request.response())?.status()).toBe(202);
});

test('after a new build is published, the next navigation loads the page fresh (once per path in 10 s)', async ({ page }) => {
  const published = await (await page.request.get('/builds/latest.json')).json();
  expect(published).toEqual({ id: expect.any(String) });

  let polls = 0;
  await page.route('**/builds/latest.json?t=*', (route) => {
    polls += 1;
    return route.fulfill({ json: { id: 'a-newer-build' } });
  });
  // The reload guard's 10 s window is measured with Date.now(); the steps below can take longer than that on a loaded
  // CI machine. Freezing the page's clock (timers keep running) keeps all three navigations inside one window.
  await page.clock.setFixedTime(Date.now());
  await page.goto('/login');
  // The first check runs about 1 s after hydration, which itself can take seconds on a loaded CI machine.
  await expect.poll(() => polls, { timeout: 15_000 }).toBeGreaterThan(0);

  const mark = () => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
  const marked = () => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

  await mark();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect.poll(marked).toBe(false); // a full page load wiped the window

  await expect.poll(() => polls, { timeout: 15_000 }).toBeGreaterThan(1); // the fresh page polls again, sees "newer" again
  await mark();
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(marked).toBe(false); // /login was not reloaded in the last 10 s: full load

  await mark();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await marked()).toBe(true); // /registration was reloaded seconds ago: stays a client navigation
});
