import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, gotoHydrated } from './support.ts';

test('/generate-reels: a script without an account — pick a niche, type a topic, get a script about it in the page language', async ({ page }) => {
  await gotoHydrated(page, '/es/generate-reels');
  await expect(page).toHaveTitle(/Generador de guiones para reels gratis/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Tu nicho').selectOption({ label: 'Mascotas' });
  await page.getByLabel('¿De qué trata el reel?').fill('Paseos con un perro que tira de la correa');
  await page.getByRole('button', { name: 'Escribir mi guion' }).click();

  const result = page.getByTestId('reel-result');
  await expect(result.getByRole('heading', { name: 'Tu guion' })).toBeVisible({ timeout: 20_000 });
  const script = result.getByTestId('reel-script');
  await expect(script).toContainText('Paseos con un perro que tira de la correa');
  await expect(script.getByTestId('writer-label')).toContainText('redactor integrado');
  // Spanish, not English: the labels and the writer's own words.
  await expect(script).toContainText('Escena 1');
  await expect(script).not.toContainText(/\b(the|and|your)\b/);
  await expect(result.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/registration?lang=es');

  await expectNoSeriousViolations(page, '/es/generate-reels with a script');
});

test('/ru/generate-reels: a topic narrower than the picked niche gets a script about it, not the niche’s advice on something else', async ({ page }) => {
  await gotoHydrated(page, '/ru/generate-reels');
  await page.getByLabel('Ваша ниша').selectOption({ label: 'Здоровье и фитнес' });
  await page.getByLabel('О чём рилс?').fill('Как исправить сутулость от сидячей работы');
  await page.getByRole('button', { name: 'Написать сценарий' }).click();

  const script = page.getByTestId('reel-result').getByTestId('reel-script');
  await expect(script).toContainText('Как исправить сутулость от сидячей работы', { timeout: 20_000 });
  await expect(script.getByTestId('writer-label')).toContainText('встроенным автором');
  // The fitness niche's lines are about losing weight: none of that in a script about posture (decision 0031).
  await expect(script).not.toContainText(/калори|белк|похуд|кардио|пресс/i);
  await expect(script).not.toContainText('#похудение');
});

test('a niche page in Russian: pre-rendered Russian samples, hreflang alternates, the tool set to the niche', async ({ page, request }) => {
  const response = await request.get('/ru/generate-reels/fitness-coaches');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*\slang="ru"/);
  expect(html).toContain('<title>Идеи рилсов для фитнес-тренеров: примеры сценариев · Reelcraft</title>');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/ru\/generate-reels\/fitness-coaches"\/>/);
  for (const [hreflang, href] of [
    ['en', '/generate-reels/fitness-coaches'],
    ['pt', '/pt/generate-reels/fitness-coaches'],
    ['x-default', '/generate-reels/fitness-coaches'],
  ]) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="https?://[^"/]+${href}"/>`, 'i'));
  }
  expect(html).toContain('Как похудеть без голодовок');

  await page.goto('/ru/generate-reels/fitness-coaches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Идеи рилсов для фитнес-тренеров');
  const samples = page.getByTestId('reel-sample');
  await expect(samples).toHaveCount(3);
  for (const sample of await samples.all()) {
    const text = (await sample.innerText()).replace(/#\S+/g, '');
    const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    expect(cyrillic).toBeGreaterThan(latin * 10);
  }
  await expect(page.getByLabel('Ваша ниша')).toHaveValue('health_fitness');
});

test('an unknown niche slug shows the not-found page', async ({ page }) => {
  await page.goto('/generate-reels/astrologers');
  await expect(page.getByText('Page not found: /generate-reels/astrologers')).toBeVisible();
});
