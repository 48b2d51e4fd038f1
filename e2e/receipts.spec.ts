import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMINS } from './admins.ts';
import {
  adminToken,
  createAccount,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  latestMail,
  openSignedIn,
  signInBrowser,
  uniqueEmail,
} from './support.ts';

/**
 * Issue 31, items 4 and 6 in the browser: a receipt is a document of its own that prints on one white A4 page
 * without the app around it, and downloads as a PDF; a refund from the console (ending the subscription) reaches the
 * customer as an e-mail in their language and as a refund document in their payment history, on a phone.
 */

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

async function openReceiptFromHistory(page: Page, link: 'Receipt' | 'Refund' | 'Чек' | 'Возврат'): Promise<void> {
  const history = page.locator('#history');
  await history.getByRole('link', { name: link }).first().click();
  await expect(page).toHaveURL(/\/app\/profile\/subscription\/receipts\/[0-9a-f-]{36}/);
}

test('a receipt prints as one white A4 page with nothing but the receipt, and downloads as a PDF', async ({ page }) => {
  test.setTimeout(90_000);
  const { token, email } = await createAccount(page.request);
  await openSignedIn(page, token, '/app/profile/subscription');
  await openReceiptFromHistory(page, 'Receipt');

  const sheet = page.getByTestId('receipt-sheet');
  await expect(sheet.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(sheet).toContainText(/RC-\d{4}-\d{6}/);
  await expect(sheet).toContainText('Reelcraft');
  await expect(sheet).toContainText(email);
  await expect(sheet).toContainText('Billing period');
  await expect(sheet).toContainText('$19.99');
  await expect(sheet).toContainText('$0.00 — not charged');
  await expect(sheet).toContainText('Visa •••• 4242');
  await expect(sheet).toContainText(/Then \$19\.99 every 4 weeks from [A-Z][a-z]+ \d{1,2}, \d{4} until you cancel\./);
  // No app chrome at all: no navigation, no test-payments strip.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'receipt page');

  // The PDF the server draws, named after the receipt.
  const number = (await sheet.textContent())?.match(/RC-\d{4}-\d{6}/)?.[0];
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`reelcraft-receipt-${number}.pdf`);

  // Printed: the toolbar is gone, the page is white, and it all fits one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to subscription' })).toBeHidden();
  await expect(sheet).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pageCount(printed), 'the printed receipt is one page').toBe(1);
  await page.emulateMedia({ media: 'screen' });
});

test('a refund that ends the subscription: the customer gets a Russian e-mail and a refund document, on a phone', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  await adminToken(request, E2E_ADMINS.receipts);
  const customer = await createAccount(request, uniqueEmail('refund'), 'ru');
  const me = (await (await request.get('/api/user', { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as { id: string };

  // The admin refunds from the console and chooses to end the subscription now.
  await signInBrowser(page, E2E_ADMINS.receipts);
  await page.goto(`/admin/users/${me.id}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Refund $19.99' })).toBeDisabled();
  await dialog.getByRole('radio', { name: /End it now/ }).check();
  await dialog.getByRole('button', { name: 'Refund $19.99' }).click();
  await expect(page.getByText('$19.99 refunded')).toBeVisible();

  const mail = await latestMail(request, customer.email, 'refund');
  expect(mail.subject).toMatch(/^Возврат Reelcraft RF-\d{4}-\d{6}: 19,99/);
  expect(mail.text).toContain('Ваша подписка завершена сейчас: она не продлится, и больше списаний не будет.');

  // The customer, on a phone, sees the refund in the history and opens its document.
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
  });
  const customerPage = await phone.newPage();
  try {
    await openSignedIn(customerPage, customer.token, '/app/profile/subscription');
    await expect(customerPage.locator('#history')).toContainText('Возвращён');
    await openReceiptFromHistory(customerPage, 'Возврат');
    const sheet = customerPage.getByTestId('receipt-sheet');
    await expect(sheet.getByRole('heading', { level: 1, name: 'Возврат' })).toBeVisible();
    await expect(sheet).toContainText(/RF-\d{4}-\d{6}/);
    await expect(sheet).toContainText('Исходный чек');
    await expect(sheet).toContainText('Сумма возврата');
    await expectNoHorizontalScroll(customerPage, 'refund document at 375 px');
    await customerPage.emulateMedia({ media: 'print' });
    expect(pageCount(await customerPage.pdf({ preferCSSPageSize: true })), 'the printed refund document is one page').toBe(1);
  } finally {
    await phone.close();
  }
});
