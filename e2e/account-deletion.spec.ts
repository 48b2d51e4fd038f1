import { expect, test, type Page } from '@playwright/test';
import { EXPIRY } from './checkout.ts';
import { createAccount, openSignedIn, PASSWORD, uniqueEmail } from './support.ts';

/**
 * Issue 31, items 1 and 17, in the browser at phone size: sign up, subscribe with the test card 4242 through the
 * paywall, delete the account from the profile. The dialog says the subscription ends now and is not refunded; the
 * deletion signs out, and the address gets the "account deleted" e-mail in the account's language. In English and
 * Russian. Runs in the desktop project at the phone's size (the mobile project lists its specs in playwright.config).
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const TEXT = {
  en: {
    cta: 'Continue',
    card: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    success: 'Welcome to Reelcraft Premium!',
    delete: 'Delete account',
    subscription:
      'You have an active subscription. Deleting the account ends it now: you will not be charged again, and the time left on it is lost. It is not refunded.',
    note: (email: string) => `We will e-mail ${email} to confirm the deletion.`,
    password: 'Enter your password to confirm',
    confirm: 'Delete for good',
    deleted: 'The account has been deleted',
    mailSubject: 'Your Reelcraft account is deleted',
  },
  ru: {
    cta: 'Продолжить',
    card: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    success: /Reelcraft Premium/,
    delete: 'Удалить аккаунт',
    subscription:
      'У вас активная подписка. Удаление аккаунта завершит её сразу: списаний больше не будет, а оставшееся оплаченное время пропадёт. Деньги за него не возвращаются.',
    note: (email: string) => `Мы отправим подтверждение удаления на ${email}.`,
    password: 'Введите пароль для подтверждения',
    confirm: 'Удалить навсегда',
    deleted: 'Аккаунт удалён',
    mailSubject: 'Ваш аккаунт Reelcraft удалён',
  },
} as const;

async function subscribeThroughPaywall(page: Page, text: (typeof TEXT)[keyof typeof TEXT]): Promise<void> {
  await expect(page.getByTestId('paywall-paywall')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('plan-4week').click();
  await page.getByRole('button', { name: text.cta, exact: true }).click();
  const checkout = page.getByTestId('checkout');
  await checkout.getByLabel(text.card).fill('4242424242424242');
  await checkout.getByLabel(text.expiry).fill(EXPIRY);
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByTestId('pay').click();
  await expect(checkout.getByRole('heading', { name: text.success })).toBeVisible({ timeout: 20_000 });
}

for (const language of ['en', 'ru'] as const) {
  test(`${language}: a subscriber deletes the account on a phone; the dialog says the subscription ends now; signed out; e-mailed`, async ({ page }) => {
    test.setTimeout(90_000);
    const text = TEXT[language];
    const email = uniqueEmail(`delete-${language}`);
    const { token } = await createAccount(page.request, email, language, { subscribed: false });
    await openSignedIn(page, token, '/paywall?variant=paywall');
    await subscribeThroughPaywall(page, text);

    await page.goto('/app/profile');
    await page.getByRole('button', { name: text.delete }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(text.subscription);
    await expect(dialog).toContainText(text.note(email));
    await dialog.getByLabel(text.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: text.confirm }).click();

    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/(ru\/?)?$/);
    // Signed out for good: the app sends the visitor to log in, and the old token is refused.
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    // The "account deleted" e-mail went out in the account's language; its copy keeps no address once sent.
    await expect
      .poll(
        async () => {
          const { items } = (await (await page.request.get('/api/dev/outbox')).json()) as {
            items: { to: string; subject: string; template: string }[];
          };
          return items.some((item) => item.template === 'account-deleted' && item.subject === text.mailSubject && item.to === '(erased)');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });
}
