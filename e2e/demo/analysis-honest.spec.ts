import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 11 in demo mode (the fake Instagram): a rate-limited account says so within seconds, with when we try again;
 * a finished analysis keeps its language after the interface switches, offers to re-write itself in the new one, and
 * then reads in one language; the niche is shown with how sure we are; ranges are labelled as estimates.
 */

async function startAnalysis(page: Page, nickname: string) {
  await page.goto('/instagram');
  await page.getByLabel('Instagram nickname').fill(nickname);
  await page.getByRole('button', { name: 'Analyse my profile' }).click();
}

test('Instagram limiting us shows a clear message with the time of the next try within 10 s', async ({ page }) => {
  test.setTimeout(60_000);
  await startAnalysis(page, 'ratelimited.account');
  const started = Date.now();
  await expect(page).toHaveURL(/\/instagram\/ratelimited\.account\?analysis=/);
  const notice = page.getByTestId('analysis-rate-limited');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(notice).toContainText('Instagram is limiting us right now');
  // "We will try again at 14:03:20 by ourselves": a clock time, not a vague "a few minutes".
  await expect(notice).toContainText(/We will try again at \d{1,2}:\d{2}:\d{2}/);
  // Still the progress screen: the retry runs in the background.
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  await expect(page.getByTestId('analysis-failed')).toHaveCount(0);
});

test('a Spanish analysis shown in an English interface offers English, and then reads in English only', async ({ page }) => {
  test.setTimeout(90_000);
  // Run it in Spanish (the interface language when it starts).
  await page.goto('/instagram');
  await page.getByLabel('Language').selectOption('es');
  await page.getByLabel('Usuario de Instagram').fill('viaja.con.marta');
  await page.getByRole('button', { name: 'Analizar mi perfil' }).click();
  const result = page.getByTestId('analysis-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('analysis-niche')).toHaveText('Nicho: viajes (seguro)');
  await expect(page.getByTestId('analysis-language-notice')).toHaveCount(0);
  const summary = page.getByTestId('analysis-summary');
  await expect(summary).toHaveAttribute('lang', 'es');
  const spanish = await summary.innerText();

  // Switch the interface to English: the stored text stays Spanish, marked as such, and the page offers English.
  await page.getByLabel('Idioma').selectOption('en');
  const notice = page.getByTestId('analysis-language-notice');
  await expect(notice).toContainText('This analysis is written in Spanish. Show it in English?');
  await expect(summary).toHaveText(spanish);
  await expect(summary).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('analysis-niche')).toHaveText('Niche: travel (sure)');
  await expect(page.getByTestId('estimate-note')).toContainText('our estimates for accounts of your size');

  await notice.getByRole('button', { name: 'Show it in English' }).click();
  await expect(notice).toHaveCount(0);
  await expect(summary).toHaveAttribute('lang', 'en');
  await expect(summary).not.toHaveText(spanish);
  await expect(summary).toContainText('@viaja.con.marta');
  const cards = result.locator('[lang="en"]').filter({ has: page.getByTestId('analysis-card-why_followers_choose_you') });
  await expect(cards).toHaveCount(1);
  const why = await page.getByTestId('analysis-card-why_followers_choose_you').innerText();
  expect(why).toMatch(/posts/);
  expect(why).not.toMatch(/publicaciones|viajes/i);
  await expect(page.getByTestId('stat-engagement')).toContainText(/Above the estimate|Within the estimate|Below the estimate/);

  // A reload keeps the English text (it is stored).
  await page.reload();
  await expect(page.getByTestId('analysis-summary')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('analysis-language-notice')).toHaveCount(0);
});
