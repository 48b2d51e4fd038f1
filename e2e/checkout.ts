import { expect, type Page } from '@playwright/test';
import { createAccount, expectNoSeriousViolations, openSignedIn } from './support.ts';

/** The paywall and checkout steps every payment spec shares, whichever gateway the server runs (test or Stripe). */

/** A card expiry three years ahead, as typed (MM/YY). */
export const EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A new account without a subscription, signed in on the paywall variant; returns its token. */
export async function openPaywall(page: Page, variant: 'paywall' | 'paywall2', query = ''): Promise<string> {
  const { token } = await createAccount(page.request, { subscribed: false });
  await openSignedIn(page, token, `/paywall?variant=${variant}${query}`);
  // The paywall waits for the user, the plans and the variant: slower than the default wait on a loaded CI machine.
  await expect(page.getByTestId(`paywall-${variant}`)).toBeVisible({ timeout: 15_000 });
  return token;
}

export async function pay(page: Page): Promise<void> {
  await page.getByTestId('pay').click();
}

/** Success → "Updating your account…" → the welcome screen; Continue leads into the app. */
export async function expectSuccessThenApp(page: Page, token: string): Promise<void> {
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByRole('heading', { name: 'Welcome to Reelcraft Premium!' })).toBeVisible({ timeout: 20_000 });
  // The account really changed: the API says subscribed.
  const state = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await state.json()) as { subscription: { active: boolean } | null }).subscription?.active).toBe(true);
  await expectNoSeriousViolations(page, 'checkout success');
  await checkout.getByRole('link', { name: 'Continue' }).click();
  // The app route loads its code and data first: a busy machine takes longer than the default wait.
  await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
}
