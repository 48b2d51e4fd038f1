import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate } from '@reelcraft/i18n';
import { E2E_ADMINS } from './admins.ts';
import { adminToken, browserToken, createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn } from './support.ts';

/**
 * Issue 31, item 3: a once promo code entered on the subscription page lowers the very next charge, says so with its
 * date and what follows, and a second code replaces the first only after the person confirms it. createAccount
 * subscribes through the real checkout (the 4-week plan at $19.99, card 4242) on the suite's BILLING=test server.
 */

async function onceCode(request: APIRequestContext, prefix: string, percentOff: number): Promise<string> {
  const token = await adminToken(request, E2E_ADMINS.promo);
  const code = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/admin/promo-codes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { code, percent_off: percentOff, duration: 'once' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

async function nextChargeAt(page: Page): Promise<string> {
  const token = await browserToken(page);
  const response = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { subscription: { next_charge_at: string } }).subscription.next_charge_at;
}

async function applyOnceCodes(page: Page) {
  const walk = await onceCode(page.request, 'WALK', 20);
  const admin = await onceCode(page.request, 'ADMIN', 10);
  const { token } = await createAccount(page.request);
  await openSignedIn(page, token, '/app/profile/subscription');
  const discounts = page.locator('#discounts');
  const date = formatDate(await nextChargeAt(page), 'en');

  await discounts.getByLabel('Promo code').fill(walk.toLowerCase());
  await discounts.getByRole('button', { name: 'Apply' }).click();
  await expect(discounts.getByTestId('promo-confirmation')).toHaveText(`${walk} applied: your next charge is $15.99 on ${date}, then $19.99.`);
  await expect(discounts.getByTestId('promo-applied')).toHaveText(`Next charge $15.99 on ${date} (${walk} −20%), then $19.99`);
  await expect(page.locator('#status')).toContainText('$15.99');
  await expectNoSeriousViolations(page, 'promo code applied');

  await discounts.getByLabel('Promo code').fill(admin);
  await discounts.getByRole('button', { name: 'Apply' }).click();
  const replace = discounts.getByRole('alertdialog', { name: `Replace ${walk} with ${admin}?` });
  await expect(replace).toContainText(
    `${walk} is already on your next charge. Only one code applies at a time: ${admin} replaces it, and ${walk} is given back unused.`,
  );
  await expectNoSeriousViolations(page, 'replace the promo code?');
  await replace.getByRole('button', { name: `Replace with ${admin}` }).click();
  await expect(discounts.getByTestId('promo-confirmation')).toHaveText(`${admin} applied: your next charge is $17.99 on ${date}, then $19.99.`);
  await expect(discounts.getByTestId('promo-applied')).toHaveText(`Next charge $17.99 on ${date} (${admin} −10%), then $19.99`);
}

test('a once promo code lowers the next charge, and a second one replaces it after a confirmation', async ({ page }) => {
  await applyOnceCodes(page);
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a once promo code lowers the next charge, and a second one replaces it after a confirmation', async ({ page }) => {
    await applyOnceCodes(page);
    await expectNoHorizontalScroll(page, 'promo codes at 375 px');
  });
});
