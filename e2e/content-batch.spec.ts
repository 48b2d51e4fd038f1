import { expect, test } from '@playwright/test';
import { expectRenderedVideo } from './media.ts';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn } from './support.ts';

/** Issue 11 item 10: three variants of one request, side by side, and one picked. */
test('a creator asks for three scripts, sees the three side by side and picks one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate&type=custom_script');
  await expect(page.getByText('10 of 10 left today')).toBeVisible();

  const idea = 'How a busy mom of two fits strength training into a lunch break';
  await page.getByLabel('Your idea').fill(idea);
  await expect(page.getByText('Three takes side by side; you keep the one you like. Uses 3 of today’s generations.')).toBeVisible();
  await page.getByRole('button', { name: 'Make 3 to choose from' }).click();

  // The batch page: three variants, each with its own progress, then ready.
  await expect(page).toHaveURL(/\/app\/batch\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Pick your favourite', level: 1 })).toBeVisible();
  const variants = page.getByTestId('batch-variant');
  await expect(variants).toHaveCount(3);
  await expect(page.locator('[data-testid="batch-variant"][data-status="ready"]')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText('7 of 10 left today')).toBeVisible();

  // Three columns side by side on a wide screen, in one row.
  const boxes = await Promise.all([0, 1, 2].map(async (index) => variants.nth(index).boundingBox()));
  expect(boxes.every(Boolean)).toBe(true);
  const [a, b, c] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(Math.abs(b.y - c.y)).toBeLessThan(2);
  expect(a.x).toBeLessThan(b.x);
  expect(b.x).toBeLessThan(c.x);

  // Each says who wrote it (the built-in writer here: no model is connected) and never claims AI.
  await expect(variants.getByTestId('writer-label')).toHaveCount(3);
  for (const label of await variants.getByTestId('writer-label').allInnerTexts()) {
    expect(label).toContain('Written by Reelcraft’s built-in writer');
  }
  await expectNoSeriousViolations(page, 'batch of three (desktop)');

  // Pick the second: it opens, liked; the other two stay in My content.
  const second = variants.nth(1);
  const title = (await second.getByTestId('variant-text').innerText()).trim();
  await second.getByRole('button', { name: 'Pick this one' }).click();
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByText('Kept. The other two stay in My content.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('writer-label')).toContainText('Written by Reelcraft’s built-in writer');
  await page.getByRole('button', { name: 'About the writer' }).click();
  await expect(page.getByText(/LLM_BASE_URL/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The way back to the comparison, and all three in the list.
  await page.getByRole('link', { name: 'Compare with the other variants' }).click();
  await expect(page).toHaveURL(/\/app\/batch\//);
  await expect(variants).toHaveCount(3);
  await page.getByRole('link', { name: 'My content' }).first().click();
  await expect(page.getByTestId('content-card')).toHaveCount(3);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('three memes scroll sideways in their own row, one at a time, and one is picked', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { token } = await createAccount(request);
    await openSignedIn(page, token, '/app?tab=generate&type=meme');
    await page.getByRole('button', { name: 'Make 3 to choose from' }).click();
    await expect(page).toHaveURL(/\/app\/batch\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const variants = page.getByTestId('batch-variant');
    await expect(variants).toHaveCount(3);
    // While they are made: each shows its own bar.
    await expect(page.getByRole('progressbar', { name: 'Progress' }).first()).toBeVisible();
    await expect(page.locator('[data-testid="batch-variant"][data-status="ready"]')).toHaveCount(3, { timeout: 150_000 });
    await expect(variants.locator('video')).toHaveCount(3);
    // Rendered small by the suite's server (RENDER_PROFILE=test), through the same pipeline.
    for (let index = 0; index < 3; index += 1) await expectRenderedVideo(variants.nth(index).locator('video'), 'test');

    // The row scrolls, the page does not; the first variant fills most of the screen, the next one peeks in.
    await expectNoHorizontalScroll(page, 'batch on a phone');
    const row = page.getByTestId('batch-row');
    const { scrollWidth, clientWidth } = await row.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const first = await variants.first().boundingBox();
    expect(first?.width ?? 0).toBeGreaterThan(375 * 0.7);
    await expect(page.getByText('Swipe to see all three')).toBeVisible();
    await expectNoSeriousViolations(page, 'batch of three (phone)');

    // Scroll to the third and pick it.
    const third = variants.nth(2);
    await third.scrollIntoViewIfNeeded();
    await third.getByRole('button', { name: 'Pick this one' }).click();
    await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    // The batch row may still be on screen for a moment after the URL changed: wait for the picked one alone.
    await expect(page.getByTestId('batch-variant')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(1);
    await expect(page.locator('video')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
