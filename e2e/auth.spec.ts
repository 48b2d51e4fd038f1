import { expect, test } from '@playwright/test';
import { PASSWORD, createAccount, uniqueEmail } from './support.ts';

test('sign up, stay signed in across a reload, log out, come back after logging in', async ({ page }) => {
  const email = uniqueEmail('signup');

  await page.goto('/registration');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByLabel('Interface language')).toHaveValue('en');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();
  await expect(page.getByText('No content yet')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('reelcraft.once_authorized'))).toBe('1');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('tab', { name: 'My content', selected: true })).toBeVisible();
});

test('a visitor is sent to log in and then back to the page they asked for', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await page.goto('/app/trends');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Ftrends$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/trends$/);
  await expect(page.getByRole('heading', { name: 'Trends', level: 1 })).toBeVisible();
});

test('a wrong password shows the spec message', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to log in, Please try again');
  await expect(page).toHaveURL(/\/login$/);
});

test('an e-mail that is taken says so and offers to log in', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await page.goto('/registration');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('already exists');
  await page.getByRole('link', { name: 'Log in with this e-mail' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

test('forms show the spec validation texts', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Fill in the field')).toHaveCount(2);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail').fill('no-at-sign');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Doesn't look like mail")).toBeVisible();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill('still@not');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText("Doesn't look like mail")).toBeVisible();
  await expect(page.getByText('Fill in the field')).toBeVisible();
});
