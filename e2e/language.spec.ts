import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

test('switching to Russian on the profile changes the UI and survives a reload', async ({ page, request }) => {
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByText('Язык сохранён')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Тренды' })).toBeVisible();

  // Saved on the account too.
  const me = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { language: string }).language).toBe('ru');
});

test('a new browser takes the language saved on the account', async ({ page, request }) => {
  const { token } = await createAccount(request, undefined, 'pt');
  await openSignedIn(page, token, '/app');
  await expect(page.getByRole('tab', { name: 'Meu conteúdo', selected: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});
