import { expect, test, type Page } from '@playwright/test';
import { formatDate, translator, type Language } from '@reelcraft/i18n';
import { browserToken, createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, latestMail, openSignedIn, uniqueEmail } from './support.ts';

/**
 * Issue 31 item 7 at phone size, in English and Russian: a subscriber (checkout with card 4242) opens the cancel
 * flow and cancels with one click from step 1 — the confirmation names the day access ends and the subscription page
 * says "Cancelled — access until …"; after resuming, one click from step 6 does the same. The button is in view on
 * arrival, before any question or offer, without scrolling.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function periodEnd(page: Page): Promise<string> {
  const response = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${await browserToken(page)}` } });
  const { subscription } = (await response.json()) as { subscription: { current_period_end: string } };
  return subscription.current_period_end;
}

for (const language of ['en', 'ru'] as const satisfies readonly Language[]) {
  test(`${language}: Cancel now from step 1, then after resuming from step 6, each straight to the confirmation`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = translator(language);
    const email = uniqueEmail(`cancel-now-${language}`);
    const { token } = await createAccount(page.request, email, language);
    await openSignedIn(page, token, '/app/profile/subscription');
    const end = formatDate(await periodEnd(page), language);
    await expect(page.getByTestId('renewal-line')).toHaveText(t('web.renewal.renews_on', { date: end }));

    // Step 1: the button is on screen as the step opens.
    await page.getByRole('button', { name: t('web.subscription.cancel_button') }).click();
    await expect(page).toHaveURL(/\/cancel\/reels$/);
    await expect(page.getByText(t('web.subscription.cancel.progress_label', { step: 1, total: 11 }))).toBeVisible();
    const cancelNow = page.getByTestId('cancel-now');
    await expect(cancelNow).toHaveText(t('web.cancel_now.button'));
    await expect(cancelNow).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(t('web.cancel_now.hint', { date: end }))).toBeVisible();
    await expectNoHorizontalScroll(page, `cancel flow step 1 (${language})`);
    await expectNoSeriousViolations(page, `cancel flow step 1 with Cancel now (${language})`);
    await cancelNow.click();
    await expect(page).toHaveURL(/\/cancel\/done$/);
    await expect(page.getByTestId('cancel-done-status')).toHaveText(t('web.subscription.status.no_renewal_until', { date: end }));
    await latestMail(page.request, email, 'cancellation-confirmed');

    // The subscription page leaves no doubt.
    await page.getByRole('link', { name: t('web.subscription.back') }).click();
    await expect(page.getByTestId('renewal-line')).toHaveText(t('web.renewal.cancelled_until', { date: end }));

    // Resume, walk to step 6 and cancel from there.
    await page.getByRole('button', { name: t('web.subscription.resume') }).click();
    await expect(page.getByTestId('renewal-line')).toHaveText(t('web.renewal.renews_on', { date: end }));
    await page.getByRole('button', { name: t('web.subscription.cancel_button') }).click();
    for (let step = 1; step < 6; step++) {
      await expect(page.getByText(t('web.subscription.cancel.progress_label', { step, total: 11 }))).toBeVisible();
      await page.getByTestId('cancel-continue').click();
    }
    await expect(page.getByText(t('web.subscription.cancel.progress_label', { step: 6, total: 11 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t('web.subscription.cancel.comment.title') })).toBeVisible();
    await expect(page.getByTestId('cancel-now')).toBeInViewport({ ratio: 1 });
    await page.getByTestId('cancel-now').click();
    await expect(page).toHaveURL(/\/cancel\/done$/);
    await expect(page.getByTestId('cancel-done-status')).toHaveText(t('web.subscription.status.no_renewal_until', { date: end }));

    // The walk was recorded as cancelled from step 6; renewal is off at the server.
    const state = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await state.json()) as { subscription: { renews: boolean; cancel_at_period_end: boolean } }).subscription).toMatchObject({
      renews: false,
      cancel_at_period_end: true,
    });
  });
}
