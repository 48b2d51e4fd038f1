import { expect, test } from '@playwright/test';
import { E2E_ADMINS } from './admins.ts';
import { adminToken, createAccount, signInBrowser } from './support.ts';

/**
 * Issue 13 item 2: the console's actions through the UI a person uses — a promo code and a gift code made and listed,
 * premium granted, sessions ended, an account deleted — each leaving its row in the audit log. (Feature flags and the
 * paywall split change the whole shared e2e server, so their switches are covered by integration tests instead.)
 */

const ADMIN = E2E_ADMINS.actions;

test('an admin makes a promo code and a gift code, grants premium, ends sessions and deletes an account', async ({ page, request }) => {
  test.setTimeout(120_000);
  await adminToken(request, ADMIN);
  const user = await createAccount(request, { subscribed: false });
  await signInBrowser(page, ADMIN);

  // Promo code: created, then listed with its terms.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/admin/codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Codes' })).toBeVisible();
  const promo = page.getByRole('region', { name: 'Promo codes' });
  await promo.getByLabel('Code', { exact: true }).fill(code);
  await promo.getByLabel('Percent', { exact: true }).fill('30');
  await promo.getByLabel('Redemption cap').fill('5');
  await promo.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page.getByText(`${code} created`)).toBeVisible();
  const promoRow = promo.getByRole('row').filter({ hasText: code });
  await expect(promoRow).toContainText('30');
  await promoRow.getByRole('button', { name: 'Disable' }).click();
  await expect(promoRow).toContainText('Disabled');

  // Gift code: the code is shown once, and the list has the gift without it.
  const gifts = page.getByRole('region', { name: 'Gift codes' });
  await gifts.getByLabel('Recipient’s e-mail').fill(user.email);
  await gifts.getByRole('button', { name: 'Create gift code' }).click();
  await expect(page.getByText('Save this now: the code is shown only once.')).toBeVisible();
  await expect(gifts.getByRole('row').filter({ hasText: user.email })).toBeVisible();

  // The user's page: grant four weeks → premium until a date; end sessions; the audit names each action.
  await page.goto('/admin/users');
  await page.getByLabel('Find a user').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: user.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: user.email })).toBeVisible();

  await page.getByRole('button', { name: 'Grant premium' }).click();
  const grant = page.getByRole('dialog');
  await grant.getByLabel('Weeks').fill('4');
  await grant.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByText('Premium granted: 4 weeks')).toBeVisible();
  await expect(page.getByText(/Until /).first()).toBeVisible();
  const me = await request.get('/api/user', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(((await me.json()) as { stripe_subscription: string | null }).stripe_subscription).not.toBeNull();

  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await page.getByRole('alertdialog', { name: 'End every session?' }).getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText(/Sessions ended: [1-9]/)).toBeVisible();
  // The user's token no longer works.
  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(401);

  const audit = page.getByRole('region', { name: 'What admins did' });
  await expect(audit).toContainText('subscription.grant');
  await expect(audit).toContainText('sessions.revoke');

  // Delete: the e-mail must be typed; then the user is gone from the search.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('Type the account’s e-mail to confirm').fill(user.email);
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText(`${user.email} deleted`)).toBeVisible();
  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('link', { name: user.email })).toHaveCount(0);

  // The full audit log has all of them, newest first.
  await page.goto('/admin/audit');
  for (const action of ['user.delete', 'sessions.revoke', 'subscription.grant', 'gift.create', 'promo.disable', 'promo.create']) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
});
