import { expect, test, type Page } from '@playwright/test';
import { browserToken, createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, latestMail, openSignedIn } from './support.ts';

/**
 * Subscription management and the 11-step cancel flow (issue 10) against the e2e server's default
 * BILLING=test. createAccount subscribes through the real checkout (4-week plan, card 4242).
 */

const EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

async function periodEnd(page: Page): Promise<string> {
  const token = await browserToken(page);
  const response = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  const { subscription } = (await response.json()) as { subscription: { current_period_end: string } };
  return subscription.current_period_end;
}

async function stepHeading(page: Page, step: number, name: string | RegExp) {
  await expect(page.getByText(`Step ${step} of 11`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function continueCancelling(page: Page) {
  await page.getByTestId('cancel-continue').click();
}

test('a subscriber manages cards, then cancels through all 11 steps: no automatic renewal, active until the period end', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(page.request);
  await openSignedIn(page, token, '/app/profile');

  // From the profile to the page (it used to be caught by /app/profile/{id}).
  await page.getByRole('link', { name: /Subscription/ }).click();
  await expect(page).toHaveURL(/\/app\/profile\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByText('4-week plan')).toBeVisible();
  await expect(page.getByTestId('test-payments-banner').first()).toBeVisible();
  const end = await periodEnd(page);
  await expect(page.getByText('Next period starts')).toBeVisible();
  await expect(page.getByText(longDate(end)).first()).toBeVisible();
  await expect(page.getByText('$19.99').first()).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveCount(1);
  await expect(page.getByTestId('payment-method')).toContainText('Visa •••• 4242');
  await expect(page.getByTestId('payment-method')).toContainText('Default');
  await expectNoHorizontalScroll(page, 'subscription page');
  await expectNoSeriousViolations(page, 'subscription page');

  // Add a Mastercard without making it the default (nothing charged).
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByLabel('Expiry date (MM/YY)').fill(EXPIRY);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Use it for renewals (default card)').uncheck();
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('payment-method')).toHaveCount(2);
  const mastercard = page.getByTestId('payment-method').filter({ hasText: '4444' });
  await expect(mastercard).not.toContainText('Default');

  // Make it the default, then remove the Visa.
  await page.getByRole('button', { name: /^Make Mastercard •••• 4444, expires \d\d\/\d{4} the default card$/ }).click();
  await expect(mastercard).toContainText('Default');
  await page.getByRole('button', { name: /^Remove Visa •••• 4242, expires \d\d\/\d{4}$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('payment-method')).toHaveCount(1);
  await expect(page.getByTestId('payment-method')).toContainText('Mastercard •••• 4444');

  // The cancel flow, one URL per step.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/cancel\/reels$/);
  await stepHeading(page, 1, 'Reels you have created with Reelcraft: 0');
  await page.getByRole('radio', { name: 'A few' }).check();
  await continueCancelling(page);

  await expect(page).toHaveURL(/\/cancel\/offer$/);
  await stepHeading(page, 2, 'Before you go: 20 more generations, free');
  await expect(page.getByRole('link', { name: 'Keep my subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'No thanks, still cancel' }).click();

  await stepHeading(page, 3, 'How many reels did you post this week?');
  await page.getByRole('radio', { name: '1–2' }).check();
  await continueCancelling(page);

  await stepHeading(page, 4, 'Why are you cancelling?');
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByLabel('Tell us more (optional)').fill('I film everything by hand now');
  await expectNoSeriousViolations(page, 'cancel flow step 4');
  await continueCancelling(page);

  await stepHeading(page, 5, 'What you will lose');
  await expect(page.getByText('Analysis of up to 5 Instagram profiles at once')).toBeVisible();
  await expect(page.getByText('Talking avatar videos with your face')).toBeVisible();
  await continueCancelling(page);

  await stepHeading(page, 6, 'Help our designer');
  await page.getByLabel('Your comment (optional)').fill('A content calendar would keep me here');
  await continueCancelling(page);

  await stepHeading(page, 7, 'Five quick questions');
  await page.getByRole('group', { name: 'How easy is Reelcraft to use?' }).getByRole('radio', { name: '4 of 5' }).check();
  await page.getByRole('group', { name: 'How likely are you to recommend Reelcraft to a friend?' }).getByRole('radio', { name: '2 of 5' }).check();
  await continueCancelling(page);

  await stepHeading(page, 8, /Your growth plan is \d+% done/);
  await continueCancelling(page);

  await stepHeading(page, 9, 'Are you sure?');
  // Reload, back and forward keep the place.
  await page.reload();
  await stepHeading(page, 9, 'Are you sure?');
  await page.goBack();
  await stepHeading(page, 8, /Your growth plan/);
  await page.goForward();
  await stepHeading(page, 9, 'Are you sure?');
  await expect(page.getByText(`You keep everything until ${longDate(end)}.`)).toBeVisible();

  // The answers were stored on the way.
  const facts = await page.request.get('/api/billing/cancel-flow', { headers: { Authorization: `Bearer ${await browserToken(page)}` } });
  expect(((await facts.json()) as { open_survey: unknown }).open_survey).toMatchObject({
    reels_generated: 'few',
    posts_this_week: '1_2',
    reason: 'other',
    reason_other: 'I film everything by hand now',
    comment: 'A content calendar would keep me here',
    answers: { ease_of_use: '4', recommend: '2' },
  });
  await continueCancelling(page);

  await stepHeading(page, 10, 'What happens to your content');
  await expect(page.getByText('restoring the archive is a one-off purchase of $19.99')).toBeVisible();
  await expect(page.getByText('We never charge it automatically.')).toBeVisible();
  await continueCancelling(page);

  await stepHeading(page, 11, 'Switch off automatic renewal');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/cancel\/done$/);
  await expect(page.getByTestId('cancel-done-status')).toHaveText(`No automatic renewal · active until ${longDate(end)}`);

  await page.getByRole('link', { name: 'Back to subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('No automatic renewal');
  await expect(page.getByTestId('no-renewal-line')).toHaveText(`No automatic renewal · active until ${longDate(end)}`);
  // Resume while the period runs: renews again.
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByText('Next period starts')).toBeVisible();
});

test('the retention offer gives 20 extra generations at once, once per period', async ({ page }) => {
  const { token } = await createAccount(page.request);
  await openSignedIn(page, token, '/app/profile/subscription/cancel/reels');
  await stepHeading(page, 1, /Reels you have created/);
  await continueCancelling(page);
  await stepHeading(page, 2, 'Before you go: 20 more generations, free');
  await expectNoSeriousViolations(page, 'cancel flow offer step');
  await page.getByRole('button', { name: 'Get 20 more generations now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done: 20 extra generations are yours' })).toBeVisible();
  await expect(page.getByTestId('bonus-generations')).toHaveText('Extra generations: 20');

  const limit = await page.request.get('/api/suggestions/limit', { headers: { Authorization: `Bearer ${token}` } });
  expect(await limit.json()).toMatchObject({ bonus: 20, remaining: 30 });

  await page.getByRole('link', { name: 'Back to subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByText('20 on top of the daily limit')).toBeVisible();

  // A second walk in the same period: the offer is gone.
  await page.goto('/app/profile/subscription/cancel/offer');
  await expect(page.getByText('You have already taken this offer in the current period.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Get 20 more generations/ })).toHaveCount(0);
});

test('without a subscription the page says so and leads to the paywall', async ({ page }) => {
  const { token } = await createAccount(page.request, { subscribed: false });
  await openSignedIn(page, token, '/app/profile/subscription');
  await expect(page.getByRole('heading', { name: 'You have no subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'See plans' }).first().click();
  await expect(page).toHaveURL(/\/paywall/);
});

test('at phone size the page and the steps fit the screen and pass axe; a failed cancel shows the support text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { token } = await createAccount(page.request);
  await openSignedIn(page, token, '/app/profile/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('payment-method')).toHaveCount(1);
  await expectNoHorizontalScroll(page, 'subscription page at 375 px');
  await expectNoSeriousViolations(page, 'subscription page at 375 px');

  // The only card of a renewing subscription: the server refuses, and the dialog says why.
  await page.getByRole('button', { name: /^Remove Visa •••• 4242, expires \d\d\/\d{4}$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Add another card first: your subscription renews on this one');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('payment-method')).toHaveCount(1);

  await page.goto('/app/profile/subscription/cancel/survey');
  await expect(page.getByText('Step 7 of 11')).toBeVisible();
  await expectNoHorizontalScroll(page, 'survey step at 375 px');
  await expectNoSeriousViolations(page, 'survey step at 375 px');

  // The server cannot cancel: the failure text, with the way to support.
  await page.route('**/api/billing/cancel-flow/*/complete', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Oops' } }) }),
  );
  await page.goto('/app/profile/subscription/cancel/final');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('alert')).toContainText('Subscription cancel failed. Please contact support via chat or messenger.');
  await expect(page.getByText('Write to support and we will cancel it for you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mail support@reelcraft.app' })).toHaveAttribute('href', /^mailto:support@reelcraft\.app\?subject=/);
  // Nothing changed on the server.
  const state = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await state.json()) as { subscription: { renews: boolean } }).subscription.renews).toBe(true);
});

test('a receipt shows number, date, amount and card; a gift paid with the saved card reaches the recipient', async ({ page }) => {
  const { token } = await createAccount(page.request);
  await openSignedIn(page, token, '/app/profile/subscription');
  const history = page.locator('#history');
  await expect(history.getByText('Paid')).toBeVisible();
  // Issue 31: the receipt is a page of its own (e2e/receipts.spec.ts prints it).
  await history.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.getByTestId('receipt-sheet');
  await expect(receipt).toContainText(/RC-\d{4}-\d+/);
  await expect(receipt).toContainText('$19.99');
  await expect(receipt).toContainText('Visa •••• 4242');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousViolations(page, 'receipt');
  await page.getByRole('link', { name: 'Back to subscription' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/subscription(#history)?$/);

  const friend = `e2e-gift-${Date.now()}@example.com`;
  const gift = page.locator('#gift');
  await gift.getByRole('radio', { name: /Gift: 12 weeks/ }).check();
  await gift.getByLabel('Recipient’s e-mail').fill(friend);
  await expect(gift.getByRole('radio', { name: /^Visa •••• 4242, expires \d\d\/\d{4}$/ })).toBeChecked();
  await gift.getByRole('button', { name: /Buy the gift for/ }).click();
  await expect(gift.getByRole('status')).toHaveText(`Gift paid. We e-mailed the link to ${friend}.`, { timeout: 15_000 });
  await expect(page.locator('#purchases').getByText('Gift: 12 weeks')).toBeVisible();
  await expect(page.locator('#purchases').getByText(friend)).toBeVisible();
  await latestMail(page.request, friend, 'gift-delivered');
});
