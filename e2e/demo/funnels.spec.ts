import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations, PASSWORD, uniqueEmail } from '../support.ts';

/**
 * The onboarding funnels (issue 12) end to end against the demo server (fake Instagram): v3 in English through the
 * analysis to /v3/next and the paywall, legacy in Russian and v2 in Spanish to the paywall; reload mid-quiz resumes,
 * a later step redirects to the reached one, and back shows the previous question with its answer selected.
 * Steps are driven by their kind (data-kind), so the spec follows the funnel definitions, not their texts.
 */

const DEMO_NICKNAME = 'viaja.con.marta';

interface Choices {
  /** Option id per step slug (single/scale); otherwise the first option. */
  pick?: Record<string, string>;
  email: string;
  nickname?: string;
}

function step(page: Page) {
  return page.getByTestId('funnel-step');
}

/** Answers the current step the way `choices` says. */
async function answerStep(page: Page, choices: Choices): Promise<void> {
  const current = step(page);
  await expect(current).toBeVisible();
  const slug = (await current.getAttribute('data-step')) ?? '';
  const kind = await current.getAttribute('data-kind');
  switch (kind) {
    case 'single':
    case 'scale': {
      const id = choices.pick?.[slug];
      await (id ? current.locator(`[data-option="${id}"]`) : current.locator('[data-option]').first()).click();
      break;
    }
    case 'multi':
      await current.getByRole('checkbox').first().check();
      await current.locator('button[type="submit"]').click();
      break;
    case 'info':
      await page.getByTestId('funnel-continue').click();
      break;
    case 'nickname':
      if (choices.nickname) {
        await current.locator('input[name="nickname"]').fill(choices.nickname);
        await current.locator('button[type="submit"]').click();
      } else {
        await page.getByTestId('funnel-skip').click();
      }
      break;
    case 'analysis':
      await page.getByTestId('funnel-analysis-continue').click({ timeout: 30_000 });
      break;
    case 'optin':
      await current.locator('[data-option="true"]').click();
      break;
    case 'email':
      await current.locator('input[name="email"]').fill(choices.email);
      await current.locator('button[type="submit"]').click();
      break;
    case 'signup':
      await current.locator('input[name="email"]').fill(choices.email);
      await current.locator('input[name="password"]').fill(PASSWORD);
      await current.locator('button[type="submit"]').click();
      break;
    case 'confirm_email':
      await expect(page.getByTestId('funnel-account-email')).toContainText(choices.email);
      await current.getByRole('button').first().click();
      break;
    default:
      throw new Error(`unknown step kind ${kind}`);
  }
  // The next step (or the end) replaces this one.
  await expect(page.locator(`[data-testid="funnel-step"][data-step="${slug}"]`)).toHaveCount(0, {
    timeout: kind === 'analysis' || kind === 'nickname' ? 30_000 : 10_000,
  });
}

/** Walks the funnel from where the page is until the URL leaves the quiz. */
async function walk(page: Page, choices: Choices, until: RegExp): Promise<string[]> {
  const seen: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    if (until.test(new URL(page.url()).pathname)) return seen;
    const current = step(page);
    await expect(current.or(page.getByTestId('funnel-loading'))).toBeVisible();
    if (until.test(new URL(page.url()).pathname)) return seen;
    seen.push((await current.getAttribute('data-step', { timeout: 10_000 })) ?? '');
    await answerStep(page, choices);
  }
  throw new Error(`funnel did not end: ${seen.join(' → ')}`);
}

test.describe('onboarding funnels', () => {
  test('v3 in English: the quiz, the analysis of a demo nickname, the account, done, /v3/next with the potential score → paywall', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('funnel-v3');
    await page.goto('/v3/onboarding');
    await expect(page).toHaveURL(/\/v3\/onboarding\/gender$/);
    await expect(page).toHaveTitle(/· Reelcraft$/);
    await expect(page.getByTestId('funnel-progress')).toContainText('1 / ');
    await expectNoSeriousViolations(page, 'v3 first step');
    await expectNoHorizontalScroll(page, 'v3 first step');

    const seen = await walk(
      page,
      { email, nickname: DEMO_NICKNAME, pick: { occupation: 'employee', expertise: 'food_lifestyle', followers: '1k_5k' } },
      /\/v3\/next$/,
    );
    expect(seen).toContain('main-product');
    expect(seen).toContain('analyze');
    expect(seen.at(-1)).toBe('done');

    await expect(page.getByTestId('potential-chart')).toBeVisible();
    await expect(page.getByTestId('potential-chart').locator('[data-dimension]')).toHaveCount(4);
    await expect(page.getByTestId('next-plan')).toBeVisible();
    await expect(page.getByTestId('next-goal')).toBeVisible();
    await expectNoSeriousViolations(page, '/v3/next');
    await page.getByTestId('next-continue').click();
    await expect(page).toHaveURL(/\/paywall/);
  });

  test('legacy in Russian to the paywall', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/ru/onboarding');
    await expect(page).toHaveURL(/\/ru\/onboarding\/usage-before$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const seen = await walk(page, { email: uniqueEmail('funnel-legacy') }, /^\/paywall/);
    expect(seen).toEqual([
      'usage-before',
      'current-followers',
      'target-followers',
      'posting-frequency',
      'consistency',
      'self-description',
      'expertise',
      'blog-goal',
      'challenges',
      'reach',
      'plan-ready',
      'signup',
    ]);
    await expect(page).toHaveURL(/\/paywall/);
  });

  test('v2 in Spanish: nickname → analysis → follow-up → e-mail → paywall', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/es/v2/onboarding');
    await expect(page).toHaveURL(/\/es\/v2\/onboarding\/nickname$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const seen = await walk(page, { email: uniqueEmail('funnel-v2'), nickname: DEMO_NICKNAME }, /^\/paywall/);
    expect(seen).toEqual(['nickname', 'analysis', 'follow-up', 'email']);
    await expect(page).toHaveURL(/\/paywall/);
  });

  test('an answer tapped before the page is interactive is kept and taken once it is', async ({ page }) => {
    // Hold React Router's entry back, as a slow phone would, so the tap lands on the pre-rendered page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/v3/onboarding');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    await step(page).locator('[data-option="female"]').click();
    release();
    await expect(page).toHaveURL(/\/v3\/onboarding\/age$/, { timeout: 20_000 });
    await page.goBack();
    await expect(step(page).locator('[data-option="female"]')).toHaveAttribute('aria-checked', 'true');
  });

  test('reload mid-quiz resumes, a later step redirects to the reached one, back keeps the answer', async ({ page }) => {
    const noEmail = { email: 'unused@example.com' };
    await page.goto('/v3/onboarding');
    await answerStep(page, { ...noEmail, pick: { gender: 'male' } });
    await answerStep(page, { ...noEmail, pick: { age: '35_44' } });
    await answerStep(page, { ...noEmail, pick: { occupation: 'unemployed' } });
    // unemployed skips main-product
    await expect(page).toHaveURL(/\/v3\/onboarding\/expertise$/);

    // The browser's back and forward buttons.
    await page.goBack();
    await expect(page).toHaveURL(/\/v3\/onboarding\/occupation$/);
    await expect(step(page).locator('[data-option="unemployed"]')).toHaveAttribute('aria-checked', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/v3\/onboarding\/age$/);
    await expect(step(page).locator('[data-option="35_44"]')).toHaveAttribute('aria-checked', 'true');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/v3\/onboarding\/expertise$/);

    await page.reload();
    await expect(step(page)).toHaveAttribute('data-step', 'expertise');
    await expect(page.getByTestId('funnel-progress')).toContainText('4 / ');

    // The bare path, a later step and a step off this visitor's path all land on the reached one.
    for (const path of ['/v3/onboarding', '/v3/onboarding/motivation', '/v3/onboarding/main-product', '/v3/onboarding/no-such-step']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/v3\/onboarding\/expertise$/);
      await expect(step(page)).toHaveAttribute('data-step', 'expertise');
    }

    // The page's own back button, twice.
    await page.getByTestId('funnel-back').click();
    await expect(page).toHaveURL(/\/v3\/onboarding\/occupation$/);
    await expect(step(page).locator('[data-option="unemployed"]')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('funnel-back').click();
    await expect(page).toHaveURL(/\/v3\/onboarding\/age$/);

    // Answering differently takes the other branch.
    await answerStep(page, { ...noEmail, pick: { age: '35_44' } });
    await answerStep(page, { ...noEmail, pick: { occupation: 'creator' } });
    await expect(page).toHaveURL(/\/v3\/onboarding\/main-product$/);
  });
});
