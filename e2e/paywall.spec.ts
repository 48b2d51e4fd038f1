import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@reelcraft/i18n';
import { EXPIRY, expectSuccessThenApp, openPaywall, pay } from './checkout.ts';
import { createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn, subscribeAccount } from './support.ts';

/**
 * The paywalls and the checkout (issue 10) against the e2e server's default BILLING=test: the
 * built-in test gateway with Stripe's test cards. Every account here starts without a subscription. The same checkout
 * through Stripe's Payment Element is e2e/stripe/paywall-stripe.spec.ts.
 */

/** Types a card into the test gateway's own form. */
async function fillCard(page: Page, number: string, cvc = '123') {
  const checkout = page.getByTestId('checkout');
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry date (MM/YY)').fill(EXPIRY);
  await checkout.getByLabel('CVC').fill(cvc);
}

/**
 * Issue 31, item 2: the money path with each test card, ending with the $0.99 offer. The old paywall → every 4 weeks →
 * 0002 (declined, nothing charged) → 0127 (wrong CVC) → 9995 (not enough funds, nothing charged, the $0.99 week
 * offered) → take it → 4242 → the result screen shows the week bought, $0.99 charged today and the next charge, all
 * as the server answers them — never the 4-week plan chosen first.
 */
async function walkEveryCardToTheTrialWeek(page: Page) {
  const token = await openPaywall(page, 'paywall');
  await page.getByTestId('plan-4week').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('checkout-plan')).toHaveText('4-week plan');

  await fillCard(page, '4000 0000 0000 0002');
  await pay(page);
  await expect(checkout.getByRole('heading', { name: "The payment couldn't be processed" })).toBeVisible();
  await expect(checkout.getByTestId('not-charged')).toHaveText('Nothing was charged.');
  await checkout.getByRole('button', { name: 'Try again' }).click();

  await checkout.getByLabel('Card number').fill('4000 0000 0000 0127');
  await pay(page);
  await expect(checkout.getByRole('alert').filter({ hasText: 'Invalid CVV/CVV2' })).toBeVisible();
  await checkout.getByLabel('CVC').fill('123');

  await checkout.getByLabel('Card number').fill('4000 0000 0000 9995');
  await pay(page);
  await expect(checkout.getByRole('heading', { name: 'Not enough funds' })).toBeVisible();
  await expect(checkout.getByTestId('not-charged')).toHaveText('Nothing was charged.');
  await checkout.getByTestId('trial-offer').getByRole('button', { name: 'Take the offer' }).click();
  await expect(checkout.getByTestId('checkout-plan')).toHaveText('1-week trial');
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(page.getByTestId('pay')).toHaveText('Pay $0.99');
  await pay(page);

  await expect(checkout.getByRole('heading', { name: 'Welcome to Reelcraft Premium!' })).toBeVisible({ timeout: 20_000 });
  const state = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  const { subscription } = (await state.json()) as { subscription: { plan_id: string; next_charge_at: string; latest_charge: { amount_cents: number } } };
  expect(subscription).toMatchObject({ plan_id: 'trial', latest_charge: { amount_cents: 99 } });
  await expect(checkout.getByTestId('paid-plan')).toHaveText('1-week trial');
  await expect(checkout.getByTestId('paid-today')).toHaveText('$0.99');
  await expect(checkout.getByTestId('paid-next')).toHaveText(`$19.99 on ${formatDate(subscription.next_charge_at, 'en')}`);
  await expect(checkout.getByTestId('paid-renewal')).toHaveText('4-week plan: then $19.99 every 4 weeks until you cancel.');
  await expect(checkout.getByTestId('checkout-plan')).toHaveCount(0);
  await expect(checkout).not.toContainText('Due today');
  await expectNoSeriousViolations(page, 'trial week bought');
}

test.describe('paywall', () => {
  test('old paywall: trial versus monthly with the countdown, buy monthly with 4242 → account updated → the app', async ({ page }) => {
    const token = await openPaywall(page, 'paywall');
    await expect(page.getByTestId('test-payments-banner').first()).toHaveText('Test payments — no real card is charged');
    await expect(page.getByRole('heading', { name: 'Start creating reels people watch to the end' })).toBeVisible();
    // Old paywall: 7-day free trial, then $27 every 52 weeks (the years after too), shown as $2.25/month for 12 months,
    // 72 % off the list price it names (decision 0037); the 4-week plan at $19.99 named as it bills.
    const trial = page.getByTestId('plan-annual_trial');
    await expect(trial).toContainText('7-day free trial');
    await expect(trial).toContainText('then $27.00 every 52 weeks, in the second year and after too');
    await expect(trial).toContainText('72% off the list price of $95.88 every 52 weeks ($7.99 a month for 12 months)');
    await expect(trial).toContainText('$2.25/month');
    await expect(trial).toContainText('for 12 months');
    await expect(trial).toContainText('72% off');
    await expect(page.getByTestId('plan-4week')).toContainText('Every 4 weeks');
    await expect(page.getByTestId('plan-4week')).toContainText('$19.99 every 4 weeks');
    await expect(page.getByTestId('discount-countdown')).toHaveText(/^23:59:\d\d$/);
    await expectNoSeriousViolations(page, 'old paywall');

    await page.getByTestId('plan-4week').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const checkout = page.getByTestId('checkout');
    await expect(checkout.getByTestId('checkout-plan')).toHaveText('4-week plan');
    await expect(checkout.getByTestId('test-payments-banner')).toBeVisible();
    await expect(checkout.getByText('4000 0000 0000 9995')).toBeVisible();
    await fillCard(page, '4242424242424242');
    // Spaced as typed, brand recognised.
    await expect(checkout.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(checkout.getByTestId('card-brand')).toContainText('Visa');
    await expectNoSeriousViolations(page, 'checkout form');
    await expect(page.getByTestId('pay')).toHaveText('Pay $19.99');
    // A double click charges once.
    await page.getByTestId('pay').dblclick();
    await expectSuccessThenApp(page, token);
    const history = await page.request.get('/api/v2/payment/subscriptions/history?limit=5', { headers: { Authorization: `Bearer ${token}` } });
    const { items } = (await history.json()) as { items: { amount_cents: number; status: string }[] };
    expect(items.filter((item) => item.status === 'succeeded').map((item) => item.amount_cents)).toEqual([1999]);
  });

  test('old paywall: the free trial is a card setup with no charge today', async ({ page }) => {
    const token = await openPaywall(page, 'paywall');
    await page.getByRole('button', { name: 'Start my free trial' }).click();
    const checkout = page.getByTestId('checkout');
    await expect(checkout.getByTestId('checkout-due')).toHaveText('$0.00');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('pay')).toHaveText('Start free trial');
    await pay(page);
    await expectSuccessThenApp(page, token);
  });

  test('new paywall: claim the 50 % discount, 12 weeks highlighted, buy with 4242 → account updated → the app', async ({ page }) => {
    const token = await openPaywall(page, 'paywall2');
    await expect(page.getByRole('heading', { name: 'Claim your 50% discount' })).toBeVisible();
    await expect(page.getByTestId('plan-12week')).toContainText('Most popular');
    await expect(page.getByTestId('plan-12week')).toContainText('$29.99');
    await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
    await expect(page.getByText('Results in 4 weeks or your money back')).toBeVisible();
    await expectNoSeriousViolations(page, 'new paywall');

    await page.getByTestId('claim-discount').click();
    await expect(page.getByTestId('discount-applied')).toContainText('50% discount applied');
    // Applied: the full price struck through, the first period halved, the price per week of the first period.
    const twelve = page.getByTestId('plan-12week');
    await expect(twelve.locator('s')).toContainText('$29.99');
    await expect(twelve).toContainText('$15.00');
    await expect(twelve).toContainText('$1.25 per week');
    await expect(page.getByTestId('renewal-terms')).toContainText('Today you pay $15.00. Then $29.99 every 12 weeks, next charge on');
    await expect(page.getByTestId('renewal-terms')).toContainText('Renews automatically until cancelled.');
    // The claim is kept by the server: a reload still shows it applied.
    await page.reload();
    await expect(page.getByTestId('discount-applied')).toBeVisible();
    await expectNoSeriousViolations(page, 'new paywall, discount applied');

    await page.getByRole('button', { name: 'Get my plan' }).click();
    await expect(page.getByTestId('checkout-due')).toContainText('$15.00');
    await fillCard(page, '4242424242424242');
    await pay(page);
    await expectSuccessThenApp(page, token);
    // The first period was charged at half price.
    const history = await page.request.get('/api/v2/payment/subscriptions/history?limit=5', { headers: { Authorization: `Bearer ${token}` } });
    const { items } = (await history.json()) as { items: { amount_cents: number; status: string }[] };
    expect(items.filter((item) => item.status === 'succeeded').map((item) => item.amount_cents)).toEqual([1500]);
  });

  test('a declined card (…0002) says the payment could not be processed; try again with 4242 succeeds', async ({ page }) => {
    const token = await openPaywall(page, 'paywall2');
    await page.getByTestId('plan-1week').click();
    await page.getByRole('button', { name: 'Get my plan' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await pay(page);
    const checkout = page.getByTestId('checkout');
    await expect(checkout.getByRole('heading', { name: "The payment couldn't be processed" })).toBeVisible();
    await expectNoSeriousViolations(page, 'generic failure');
    await checkout.getByRole('button', { name: 'Try again' }).click();
    // Back at the form with the card as typed.
    await expect(checkout.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await checkout.getByLabel('Card number').fill('4242424242424242');
    await pay(page);
    await expectSuccessThenApp(page, token);
  });

  test('not enough funds (…9995) offers the $0.99 week (95 % off, then $19.99 every 4 weeks); taking it with 4242 succeeds', async ({ page }) => {
    const token = await openPaywall(page, 'paywall2');
    await page.getByRole('button', { name: 'Get my plan' }).click();
    await fillCard(page, '4000000000009995');
    await pay(page);
    const checkout = page.getByTestId('checkout');
    await expect(checkout.getByRole('heading', { name: 'Not enough funds' })).toBeVisible();
    const offer = checkout.getByTestId('trial-offer');
    await expect(offer).toContainText('95% off');
    await expect(offer).toContainText('Try a week for $0.99');
    await expect(offer).toContainText('A 1-week trial for $0.99 (95% off the $19.99 of a 4-week period), then $19.99 every 4 weeks.');
    await expectNoSeriousViolations(page, 'insufficient funds offer');
    await offer.getByRole('button', { name: 'Take the offer' }).click();
    await expect(checkout.getByTestId('checkout-plan')).toHaveText('1-week trial');
    await expect(checkout.getByTestId('checkout-due')).toHaveText('$0.99');
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expect(page.getByTestId('pay')).toHaveText('Pay $0.99');
    await pay(page);
    await expectSuccessThenApp(page, token);
    const state = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
    const { subscription } = (await state.json()) as { subscription: { plan_id: string; next_plan_id: string | null } };
    expect(subscription.plan_id).toBe('trial');
  });

  test('every test card, then the $0.99 week: each result screen says what happened and what was charged', async ({ page }) => {
    await walkEveryCardToTheTrialWeek(page);
  });

  test('a wrong CVC (…0127) says Invalid CVV/CVV2 and puts the focus in the CVC field; retry with 4242 succeeds', async ({ page }) => {
    const token = await openPaywall(page, 'paywall');
    await page.getByTestId('plan-4week').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillCard(page, '4000 0000 0000 0127');
    await pay(page);
    const checkout = page.getByTestId('checkout');
    await expect(checkout.getByRole('alert').filter({ hasText: 'Invalid CVV/CVV2' })).toBeVisible();
    const cvc = checkout.getByLabel('CVC');
    await expect(cvc).toBeFocused();
    await expect(cvc).toHaveValue('');
    await expectNoSeriousViolations(page, 'invalid cvv');
    await checkout.getByLabel('Card number').fill('4242424242424242');
    await cvc.fill('321');
    await pay(page);
    await expectSuccessThenApp(page, token);
  });

  test('a server error says so and charges nothing; an account that will not update offers a retry', async ({ page }) => {
    test.setTimeout(90_000);
    // The page's timers run on a clock the test moves: the account checks' back-off (15.5 s in all) passes at once.
    await page.clock.install();
    const token = await openPaywall(page, 'paywall2');
    await page.getByTestId('plan-1week').click();
    await page.getByRole('button', { name: 'Get my plan' }).click();
    await fillCard(page, '4242424242424242');
    const checkout = page.getByTestId('checkout');

    // The server fails once: the server-error text, the card stays, nothing was bought.
    await page.route('**/api/v2/payment/subscriptions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' })
        : route.fallback(),
    );
    await pay(page);
    await expect(checkout.getByRole('alert')).toHaveText('Server error: try clicking “Pay” again');
    await page.unroute('**/api/v2/payment/subscriptions');

    // Paid, but the account update keeps failing: "waiting", then the failure state with a retry.
    await page.route('**/api/user/subscription/confirm', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"busy"}}' }),
    );
    await pay(page);
    await expect(checkout.getByRole('heading', { name: 'Updating your account…' })).toBeVisible();
    const failure = checkout.getByRole('heading', { name: 'Your payment went through, but your profile could not be updated. Try again' });
    // Each check is answered before the next wait is set, so the clock moves on in steps until the page gives up
    // (six checks).
    await expect(async () => {
      await page.clock.runFor(8_000);
      await expect(failure).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // Issue 31, item 14: the help offered is about the account; it never says the payment is not going through.
    await expect(
      checkout.getByText('Your account still not updated? Write to support: the payment is recorded and we will switch your subscription on.'),
    ).toBeVisible();
    await expect(checkout.getByText(/Payment still not going through/)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'account update failed');
    await page.unroute('**/api/user/subscription/confirm');
    await checkout.getByRole('button', { name: 'Try again' }).click();
    await expectSuccessThenApp(page, token);
  });

  test('the countdown keeps running across reloads (the server keeps its start)', async ({ page }) => {
    await openPaywall(page, 'paywall');
    const countdown = page.getByTestId('discount-countdown');
    await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
    const seconds = async () => {
      const [h, m, s] = (await countdown.innerText()).split(':').map(Number);
      return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
    };
    const first = await seconds();
    // It runs: two seconds have gone by on it (the server's clock must move for a restart to be told apart).
    await expect.poll(seconds, { timeout: 10_000 }).toBeLessThanOrEqual(first - 2);
    const before = await seconds();
    await page.reload();
    await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
    const after = await seconds();
    // A restarted countdown would show 23:59:59 again, more than the last value seen before the reload.
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(first - 60);
  });

  test('a subscriber who opens /paywall sees "already subscribed" and goes home', async ({ page }) => {
    const { token } = await createAccount(page.request, { subscribed: false });
    await subscribeAccount(page.request, token);
    await openSignedIn(page, token, '/paywall');
    await expect(page.getByRole('heading', { name: 'You’re already subscribed' })).toBeVisible();
    await expectNoSeriousViolations(page, 'already subscribed');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an anonymous visitor is sent to sign up first, and lands back on the paywall', async ({ page }) => {
    await page.goto('/paywall');
    await expect(page).toHaveURL(/\/registration\?next=%2Fpaywall$/);
  });

  test('gated work answered 402 opens the paywall, and paying brings the creator back', async ({ page }) => {
    const { token } = await createAccount(page.request, { subscribed: false });
    // The first script is free (issue 31, item 10; e2e/free-first-script.spec.ts): made, the next one is gated.
    const free = await page.request.post('/api/suggestions/generate', { headers: { Authorization: `Bearer ${token}` }, data: { type: 'smart_script' } });
    expect(free.status()).toBe(202);
    await openSignedIn(page, token, '/app?tab=generate');
    await page.getByRole('link', { name: /Smart script/ }).click();
    await expect(page).toHaveURL(/type=smart_script/);
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await expect(generate).toBeEnabled();
    await generate.click();
    // The 402 arrives after the writer's brief is checked; a loaded CI machine can take longer than the default wait.
    await expect(page).toHaveURL(/\/paywall\?from=%2Fapp/, { timeout: 20_000 });
    await expect(page.locator('[data-testid^="paywall-paywall"]')).toBeVisible();
  });

  test.describe('at phone size', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('every test card, then the $0.99 week, at phone size: each result screen says what happened and what was charged', async ({ page }) => {
      await walkEveryCardToTheTrialWeek(page);
      await expectNoHorizontalScroll(page, 'trial week bought at 375 px');
    });

    test('both paywalls and the checkout sheet fit 375 px and pass axe', async ({ page }) => {
      await openPaywall(page, 'paywall2');
      await expectNoHorizontalScroll(page, 'paywall2 at 375 px');
      await page.getByRole('button', { name: 'Get my plan' }).click();
      await expect(page.getByTestId('checkout')).toBeVisible();
      await expectNoHorizontalScroll(page, 'checkout at 375 px');
      await expectNoSeriousViolations(page, 'checkout at 375 px');
      await page.goto('/paywall?variant=paywall');
      await expect(page.getByTestId('paywall-paywall')).toBeVisible();
      await expectNoHorizontalScroll(page, 'old paywall at 375 px');
      await expectNoSeriousViolations(page, 'old paywall at 375 px');
    });
  });
});
