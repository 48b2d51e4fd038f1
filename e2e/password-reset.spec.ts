import { expect, test } from '@playwright/test';
import { createAccount, latestMail, linkPath } from './support.ts';

test('forgot password: request a link, set a new password, the link works only once', async ({ page, request }) => {
  const { email } = await createAccount(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password$/);
  // Or write to support by e-mail or a messenger/chat (the chat link only when SUPPORT_CHAT_URL is set).
  await expect(page.getByTestId('support-links').getByRole('link', { name: 'E-mail support@reelcraft.app' })).toHaveAttribute(
    'href',
    'mailto:support@reelcraft.app',
  );
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const mail = await latestMail(request, email, 'password-reset');
  const resetPath = linkPath(mail.text, '/password');

  await page.goto(resetPath);
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();

  const login = await request.post('/api/users/web/login', { form: { username: email, password: 'a brand new password' } });
  expect(login.status()).toBe(200);

  await page.goto(resetPath);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
});

test('the reset request answers the same for an unknown e-mail', async ({ page }) => {
  await page.goto('/password');
  await page.getByLabel('E-mail').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
});
