import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

/**
 * Issue 32, item 5: feedback edits the script, it does not replace the idea. A creator regenerates a custom script
 * with "More concrete" and a note; the new item is about the same idea, and nothing of the feedback is spoken. A
 * dislike says what it does.
 */
test('regenerating with feedback keeps the idea, and a dislike is confirmed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await createAccount(request);
  await openSignedIn(page, token, '/app?tab=generate&type=custom_script');

  const idea = 'How I fixed my posture working from home';
  await page.getByLabel('Your idea').fill(idea);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('script-hook')).toBeVisible({ timeout: 30_000 });
  const firstUrl = page.url();

  // Regenerate: the idea stays in its own field; what should change is picked apart from it.
  await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new version' });
  await expect(dialog.getByLabel('Your idea')).toHaveValue(idea);
  const concrete = dialog.getByRole('group', { name: 'What should change?' }).getByRole('button', { name: 'More concrete' });
  await expect(concrete).toHaveAttribute('aria-pressed', 'false');
  await concrete.click();
  await expect(concrete).toHaveAttribute('aria-pressed', 'true');
  const note = 'Name the 3 actual changes';
  await dialog.getByLabel('Anything else? (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();

  // The new item: a different page, on the original idea, and the feedback is not in what is said.
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/app\/content\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('script-hook')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Your idea: ${idea}`)).toBeVisible();
  const scenes = page.getByRole('heading', { name: 'Scenes' }).locator('xpath=../..');
  await expect(scenes).toBeVisible();
  expect((await scenes.innerText()).toLowerCase()).not.toContain(note.toLowerCase());
  expect((await page.getByTestId('script-hook').innerText()).toLowerCase()).not.toContain(note.toLowerCase());

  // Dislike: the button is pressed and the page says what that does.
  const dislike = page.getByRole('button', { name: 'Dislike', exact: true });
  await dislike.click();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Got it — your next scripts will avoid this kind of opening.' })).toBeVisible();
});
