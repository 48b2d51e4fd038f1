import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support.ts';

/**
 * axe over the public pages once per theme, not per device (issue 30, decision 0034): the desktop project only. Phone
 * layouts stay checked where they differ: the landing under axe at 360 px and its headings at 320–480 px
 * (landing-sections.spec.ts), the downloader under axe at 375 px (demo/a11y.spec.ts in the mobile project).
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('public pages have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(180_000); // fourteen pages, each analysed by axe
      // Issue 12's public pages too: blog list and post, the free script tool and a niche page, the quizzes, the downloader.
      for (const path of [
        '/',
        '/ru',
        '/login',
        '/registration',
        '/password',
        '/no/such/page',
        '/blog',
        '/post/kak-pisat-huki',
        '/generate-reels',
        '/es/generate-reels/fitness-coaches',
        '/v3/onboarding',
        '/ru/onboarding',
        '/pt/v2/onboarding',
        '/instagram-downloader',
      ]) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expectNoSeriousViolations(page, path);
      }
    });
  });
}
