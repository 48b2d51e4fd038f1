import { expect, test, type Page } from '@playwright/test';
import { EXPIRY, expectSuccessThenApp, openPaywall, pay } from '../checkout.ts';
import { routeStripe } from './stripe-support.ts';

/**
 * The checkout through Stripe's Payment Element, against the suite's Stripe server (BILLING=stripe,
 * e2e/stripe-server.ts) and its fake Stripe: js.stripe.com is the stand-in of stripe-support.ts, which confirms the
 * card at the fake as Stripe.js confirms it at Stripe. The server then reads the subscription back from the fake, so
 * a success here is a subscription Stripe holds as paid, and a decline is Stripe's answer for that test card.
 */

/** Types a card into the Payment Element. */
async function fillPaymentElement(page: Page, number: string) {
  const element = page.getByTestId('stripe-payment-element');
  await element.getByLabel('Card number').fill(number);
  await element.getByLabel('Expiration').fill(EXPIRY);
  await element.getByLabel('CVC').fill('123');
}

/** "$29.99" → 2999. */
function cents(text: string): number {
  const match = /\$(\d+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

async function succeededPayments(page: Page, token: string): Promise<number[]> {
  const history = await page.request.get('/api/v2/payment/subscriptions/history?limit=5', { headers: { Authorization: `Bearer ${token}` } });
  expect(history.status()).toBe(200);
  const { items } = (await history.json()) as { items: { amount_cents: number; status: string }[] };
  return items.filter((item) => item.status === 'succeeded').map((item) => item.amount_cents);
}

test.beforeEach(async ({ page }) => {
  await routeStripe(page);
});

test('card 4242 → paid at Stripe → account updated → the app, charged once what the checkout said', async ({ page }) => {
  const token = await openPaywall(page, 'paywall2');
  await expect(page.getByTestId('test-payments-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get my plan' }).click();
  const due = cents(await page.getByTestId('checkout-due').innerText());
  await fillPaymentElement(page, '4242424242424242');
  await pay(page);
  await expectSuccessThenApp(page, token);
  expect(await succeededPayments(page, token)).toEqual([due]);
});

test('the free trial: the card is saved at Stripe with no charge today, and the account is subscribed', async ({ page }) => {
  const token = await openPaywall(page, 'paywall');
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByTestId('checkout').getByTestId('checkout-due')).toHaveText('$0.00');
  await fillPaymentElement(page, '4242424242424242');
  await pay(page);
  await expectSuccessThenApp(page, token);
  expect(await succeededPayments(page, token)).toEqual([]);
});

test("card 4000000000000002 → The payment couldn't be processed; trying again with 4242 succeeds", async ({ page }) => {
  const token = await openPaywall(page, 'paywall2');
  await page.getByRole('button', { name: 'Get my plan' }).click();
  await fillPaymentElement(page, '4000000000000002');
  await pay(page);
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByRole('heading', { name: "The payment couldn't be processed" })).toBeVisible();
  expect(await succeededPayments(page, token)).toEqual([]);
  await checkout.getByRole('button', { name: 'Try again' }).click();
  await fillPaymentElement(page, '4242424242424242');
  await pay(page);
  await expectSuccessThenApp(page, token);
  expect(await succeededPayments(page, token)).toHaveLength(1);
});

test('card 4000000000009995 → Not enough funds', async ({ page }) => {
  await openPaywall(page, 'paywall2');
  await page.getByRole('button', { name: 'Get my plan' }).click();
  await fillPaymentElement(page, '4000000000009995');
  await pay(page);
  await expect(page.getByTestId('checkout').getByRole('heading', { name: 'Not enough funds' })).toBeVisible();
});

test('card 4000000000000127 → Invalid CVV/CVV2 with the focus back in the Payment Element', async ({ page }) => {
  await openPaywall(page, 'paywall2');
  await page.getByRole('button', { name: 'Get my plan' }).click();
  await fillPaymentElement(page, '4000000000000127');
  await pay(page);
  await expect(page.getByTestId('checkout').getByRole('alert').filter({ hasText: 'Invalid CVV/CVV2' })).toBeVisible();
  await expect(page.getByTestId('stripe-payment-element').getByLabel('CVC')).toBeFocused();
});
