import { expect, test } from '@playwright/test';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, generateViaApi, openSignedIn, waitUntilFinished } from './support.ts';

/**
 * The signed-in app's screens under axe, light and dark, on desktop and (the mobile project) at 375 px. The public
 * pages' sweep is e2e/a11y-public.spec.ts, once per theme.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('app pages have no serious accessibility violations', async ({ page, request }) => {
      const { token } = await createAccount(request);
      await openSignedIn(page, token, '/app');
      await expect(page.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();
      await expect(page.getByText('No content yet')).toBeVisible();
      await expectNoSeriousViolations(page, '/app');

      await page.goto('/app/profile');
      await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, '/app/profile');

      await page.getByRole('button', { name: 'Change e-mail' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'change e-mail dialog');
    });

    test('content screens have no serious accessibility violations and never scroll sideways', async ({ page, request }) => {
      // Eight screens, each analysed by axe: 10-14 s a scan on the loaded CI machine, where 90 s once ran out.
      test.setTimeout(180_000);
      const { token } = await createAccount(request);
      await openSignedIn(page, token, '/app?tab=generate');
      await expect(page.getByRole('heading', { name: 'What shall we create?' })).toBeVisible();
      await expectNoSeriousViolations(page, 'type picker');
      await expectNoHorizontalScroll(page, 'type picker');

      await page.goto('/app?tab=generate&type=smart_script');
      await expect(page.getByRole('button', { name: 'Educational' })).toBeVisible();
      await expectNoSeriousViolations(page, 'smart script');

      await page.goto('/app?tab=generate&type=custom_script');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(page.getByText('Fill in the field')).toBeVisible();
      await expectNoSeriousViolations(page, 'custom script with an error');
      await expectNoHorizontalScroll(page, 'custom script');

      await page.goto('/app?tab=generate&type=meme');
      await page.getByRole('radio', { name: /My photo/ }).click();
      await expect(page.getByText('No photos yet. Upload one to use it as the background.')).toBeVisible();
      await expectNoSeriousViolations(page, 'meme');
      await expectNoHorizontalScroll(page, 'meme');

      const item = await generateViaApi(request, token, { type: 'smart_script' });
      await waitUntilFinished(request, token, item.id);
      await page.goto('/app');
      await expect(page.getByTestId('content-card')).toHaveCount(1);
      await expectNoSeriousViolations(page, 'content list');
      await expectNoHorizontalScroll(page, 'content list');

      await page.goto(`/app/content/${item.id}`);
      await expect(page.getByTestId('script-hook')).toBeVisible();
      await expectNoSeriousViolations(page, 'item view');
      await expectNoHorizontalScroll(page, 'item view');

      await page.getByRole('button', { name: 'Regenerate' }).click();
      await expect(page.getByRole('dialog', { name: 'Make a new version' })).toBeVisible();
      await expectNoSeriousViolations(page, 'regenerate dialog');
    });
  });
}
