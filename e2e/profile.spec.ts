import { expect, test } from '@playwright/test';
import { PASSWORD, createAccount, latestMail, linkPath, openSignedIn, uniqueEmail } from './support.ts';

test('the empty content page leads to the blog topic, which saves and survives a reload', async ({ page, request }) => {
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app');
  await page.getByRole('link', { name: 'Fill in my blog topic' }).click();
  await expect(page).toHaveURL(/\/app\/profile#blog-topic$/);
  await expect(page.getByLabel('Area of expertise')).toBeFocused();

  await page.getByLabel('Area of expertise').fill('Home workouts for busy parents');
  await page.getByLabel('Post style').fill('Short and funny');
  await page.getByLabel('What your posts are about').fill('Small habits');
  await page.getByLabel('Why followers choose you').fill('Real results');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Information saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Area of expertise')).toHaveValue('Home workouts for busy parents');
  await expect(page.getByLabel('Why followers choose you')).toHaveValue('Real results');
});

test('changing the e-mail: confirmation link, then the profile shows the new address', async ({ page, request }) => {
  const { token, email } = await createAccount(request);
  const newEmail = uniqueEmail('new');
  await openSignedIn(page, token, '/app/profile');
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
  await dialog.getByLabel('New e-mail').fill('nope');
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(dialog.getByText("Doesn't look like mail")).toBeVisible();
  await dialog.getByLabel('New e-mail').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(page.getByText('E-mail changed, check your new e-mail')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();

  const mail = await latestMail(request, newEmail, 'email-change-confirm');
  await page.goto(linkPath(mail.text, '/email/confirm'));
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // The link is single-use.
  await page.goto(linkPath(mail.text, '/email/confirm'));
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
});

test('deleting the account asks for the password and then signs out', async ({ page, request }) => {
  const { token, email } = await createAccount(request);
  await openSignedIn(page, token, '/app/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });

  await dialog.getByLabel('Enter your password to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Failed to delete account')).toBeVisible();
  await expect(dialog.getByText('The password is not correct')).toBeVisible();

  await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('reelcraft.auth_jwt'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('reelcraft.session'))).toBeNull();

  const login = await request.post('/api/users/web/login', { form: { username: email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('e-mail us: a mailto link and a copy button', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app/profile');
  await expect(page.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:support@reelcraft.app');
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@reelcraft.app');
});
