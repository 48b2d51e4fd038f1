import { expect, test } from '@playwright/test';
import { E2E_ADMINS } from './admins.ts';
import { EXPIRY, expectSuccessThenApp, pay } from './checkout.ts';
import { adminToken, createAccount, expectNoSeriousViolations, latestMail, openSignedIn, signInBrowser } from './support.ts';

/**
 * Issue 31 item 7: paywall2's money-back guarantee claimed in the product and settled in the console. A new account
 * buys 12 weeks on paywall2 (50 % claimed, card 4242), claims its money back on the subscription page; an admin
 * refunds it on the Claims page; the user sees it refunded, the subscription ended, and gets the e-mail.
 */

const ADMIN = E2E_ADMINS.claims;

test('a paywall2 subscriber claims the money-back guarantee; an admin refunds it; the user sees it and is e-mailed', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await adminToken(request, ADMIN);
  const { email, token } = await createAccount(page.request, { subscribed: false });
  await openSignedIn(page, token, '/paywall?variant=paywall2');
  await expect(page.getByTestId('paywall-paywall2')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('claim-discount').click();
  await expect(page.getByTestId('discount-applied')).toBeVisible();
  await page.getByRole('button', { name: 'Get my plan' }).click();
  await expect(page.getByTestId('checkout-due')).toContainText('$15.00');
  const checkout = page.getByTestId('checkout');
  await checkout.getByLabel('Card number').fill('4242424242424242');
  await checkout.getByLabel('Expiry date (MM/YY)').fill(EXPIRY);
  await checkout.getByLabel('CVC').fill('123');
  await pay(page);
  await expectSuccessThenApp(page, token);

  // The claim, on the subscription page.
  await page.goto('/app/profile/subscription');
  const section = page.getByTestId('money-back');
  await expect(section.getByRole('heading', { name: '30-day money-back guarantee' })).toBeVisible();
  await expect(section).toContainText('Within 30 days of your first payment you can have $15.00 back.');
  await section.getByRole('button', { name: 'Claim money back' }).click();
  await section.getByLabel('What went wrong? (optional)').fill('No results after four weeks');
  await expectNoSeriousViolations(page, 'money-back claim form');
  await section.getByRole('button', { name: 'Send my claim' }).click();
  await expect(section.getByTestId('money-back-status')).toContainText('waiting for our decision');

  // The admin refunds it from the Claims page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInBrowser(admin, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Claims' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Money-back claims' })).toBeVisible();
  const row = admin.getByTestId('claim-row').filter({ hasText: email });
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('No results after four weeks');
  await row.getByRole('button', { name: 'Refund' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Refund this claim?' });
  await expect(confirm).toContainText(`$15.00 goes back to ${email} and their subscription ends now.`);
  await confirm.getByRole('button', { name: 'Refund and end subscription' }).click();
  await expect(row).toContainText('Refunded');
  await adminContext.close();

  // The user sees it: refunded, the subscription ended; the e-mail says so.
  await page.reload();
  await expect(page.getByTestId('money-back-status')).toContainText('$15.00 went back to your card, and your subscription ended.');
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
  const mail = await latestMail(request, email, 'refund');
  expect(mail.text).toContain('$15.00');
});
