import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@reelcraft/i18n';
import { EXPIRY, pay } from './checkout.ts';
import { E2E_ADMINS } from './admins.ts';
import { adminToken, createAccount, expectNoHorizontalScroll, expectNoSeriousViolations, openSignedIn } from './support.ts';

/**
 * Issue 31's walk of the money path as a Russian-speaking creator on a phone: every test card, the $0.99 week, what the
 * result screen says was charged, the subscription page, the receipt, a once promo code and a gift. The same path in English is covered by
 * paywall.spec.ts, promo-code.spec.ts, receipts.spec.ts and subscription.spec.ts.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ru-RU' });

async function fillCard(page: Page, number: string) {
  const checkout = page.getByTestId('checkout');
  await checkout.getByLabel('Номер карты').fill(number);
  await checkout.getByLabel('Срок действия (ММ/ГГ)').fill(EXPIRY);
  await checkout.getByLabel('CVC').fill('123');
}

test('по-русски на телефоне: каждая тестовая карта, неделя за $0.99, чек, разовый промокод, подарок', async ({ page }) => {
  test.setTimeout(150_000);
  const { token } = await createAccount(page.request, { subscribed: false }, 'ru');
  await openSignedIn(page, token, '/paywall?variant=paywall');
  await expect(page.getByTestId('paywall-paywall')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('plan-4week')).toContainText('Каждые 4 недели');
  await expectNoHorizontalScroll(page, 'paywall ru 375');
  await page.getByTestId('plan-4week').click();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  const checkout = page.getByTestId('checkout');

  await fillCard(page, '4000 0000 0000 0002');
  await pay(page);
  await expect(checkout.getByRole('heading', { name: 'Не удалось провести платёж' })).toBeVisible();
  await expect(checkout.getByTestId('not-charged')).toHaveText('Деньги не списаны.');
  await checkout.getByRole('button', { name: 'Попробовать снова' }).click();

  await checkout.getByLabel('Номер карты').fill('4000 0000 0000 0127');
  await pay(page);
  await expect(checkout.getByRole('alert').filter({ hasText: 'Неверный CVV/CVV2' })).toBeVisible();
  await checkout.getByLabel('CVC').fill('123');

  await checkout.getByLabel('Номер карты').fill('4000 0000 0000 9995');
  await pay(page);
  await expect(checkout.getByRole('heading', { name: 'Недостаточно средств' })).toBeVisible();
  await expect(checkout.getByTestId('trial-offer')).toContainText('затем 19,99');
  await checkout.getByTestId('trial-offer').getByRole('button', { name: 'Воспользоваться предложением' }).click();
  await checkout.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await pay(page);

  await expect(checkout.getByRole('heading', { name: 'Добро пожаловать в Reelcraft Premium!' })).toBeVisible({ timeout: 20_000 });
  const state = await page.request.get('/api/v2/payment/subscriptions', { headers: { Authorization: `Bearer ${token}` } });
  const { subscription } = (await state.json()) as { subscription: { next_charge_at: string } };
  await expect(checkout.getByTestId('paid-today')).toHaveText(/^0,99\s\$$/);
  await expect(checkout.getByTestId('paid-next')).toHaveText(new RegExp(`^19,99\\s\\$, ${formatDate(subscription.next_charge_at, 'ru')}$`));
  await expect(checkout.getByTestId('paid-renewal')).toContainText('затем 19,99');
  await expect(checkout.getByTestId('paid-renewal')).toContainText('каждые 4 недели');
  await expectNoHorizontalScroll(page, 'success ru 375');
  await expectNoSeriousViolations(page, 'success ru 375');

  // The subscription page and the receipt, in Russian.
  await page.goto('/app/profile/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Активна');
  await expectNoHorizontalScroll(page, 'subscription ru 375');
  const receiptLink = page.getByRole('link', { name: /Чек/ }).first();
  await receiptLink.click();
  await expect(page).toHaveURL(/\/receipts\//);
  await expect(page.getByText('Подписка Reelcraft на 1 неделю')).toBeVisible();
  await expect(page.getByText(/каждые 4 недели/)).toBeVisible();
  await expectNoHorizontalScroll(page, 'receipt ru 375');

  // A once promo code lowers the very next charge, and says so in Russian.
  const admin = await adminToken(page.request, E2E_ADMINS.promo);
  const code = `RUWALK${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/admin/promo-codes', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { code, percent_off: 20, duration: 'once' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/app/profile/subscription');
  const discounts = page.locator('#discounts');
  await discounts.getByLabel('Промокод').fill(code);
  await discounts.getByRole('button', { name: 'Применить' }).click();
  await expect(discounts.getByTestId('promo-confirmation')).toHaveText(
    new RegExp(`^Промокод ${code} применён: следующее списание 15,99\\s\\$ ${formatDate(subscription.next_charge_at, 'ru')}, затем 19,99\\s\\$\\.$`),
  );

  // A gift of 12 weeks, paid with the saved card.
  const gift = page.locator('#gift');
  await gift.getByRole('radio', { name: /Подарок: 12 недель/ }).check();
  const friend = `e2e-ru-gift-${Date.now()}@example.com`;
  await gift.getByLabel('E-mail получателя').fill(friend);
  await expect(gift.getByRole('radio', { name: /^Visa •••• 4242, действует до \d\d\/\d{4}$/ })).toBeChecked();
  await gift.getByRole('button', { name: /Купить подарок за/ }).click();
  await expect(gift.getByRole('status')).toHaveText(`Подарок оплачен. Мы отправили ссылку на ${friend}.`, { timeout: 15_000 });
  await expectNoHorizontalScroll(page, 'gift ru 375');
});
