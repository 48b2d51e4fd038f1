import { stat } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectRenderedFile, type RenderProfileName } from './media.ts';
import { videoDuration } from './support.ts';

/** Steps of the first-video flow shared by its specs. */

export const UUID = /[0-9a-f-]{36}/;
export const STAGE_LABELS = [
  'Waiting to start…',
  'Writing the script…',
  'Preparing the voice…',
  'Animating your photo…',
  'Saving the video…',
  'Taking another try…',
  'Creating…',
];

/** Uploads the face photo on the photo step and goes on to the voice step. */
export async function choosePhoto(page: Page, file: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Add a photo of your face' })).toBeVisible();
  await page.getByTestId('avatar-photo-input').setInputFiles(file);
  await expect(page.getByText('Checking your photo…')).toBeVisible();
  await expect(page.getByText('Great photo: we found your face')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('avatar-photo-preview')).toBeVisible();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/app\/first-video\?photo=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Record your voice' })).toBeVisible();
  // The text to read, written for this user.
  const prompter = page.getByTestId('teleprompter');
  await expect(prompter).toBeVisible({ timeout: 60_000 });
  expect((await prompter.innerText()).trim().length).toBeGreaterThan(20);
}

export interface ProgressSeen {
  values: Set<number>;
  stages: Set<string>;
}

/**
 * Records every state the progress screen shows, in every document the page loads from now on: a MutationObserver
 * reports each new (bar value, stage) pair the moment it is drawn. Call before the video starts, so that a small render
 * that finishes in seconds has its progress seen too.
 */
export async function recordVideoProgress(page: Page): Promise<ProgressSeen> {
  const seen: ProgressSeen = { values: new Set(), stages: new Set() };
  await page.exposeBinding('__e2eVideoProgress', (_source, value: string | null, stage: string | null) => {
    if (value !== null) seen.values.add(Number(value));
    if (stage) seen.stages.add(stage);
  });
  await page.addInitScript(() => {
    let last = '';
    const report = () => {
      const progress = document.querySelector('[data-testid="video-progress"]');
      if (!progress) return;
      const value = progress.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null;
      const stage = progress.querySelector('[role="status"]')?.textContent?.trim() ?? null;
      if (`${value}|${stage}` === last) return;
      last = `${value}|${stage}`;
      void (window as unknown as { __e2eVideoProgress: (value: string | null, stage: string | null) => Promise<void> }).__e2eVideoProgress(value, stage);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return seen;
}

/** Waits until the video is ready (fails at once if it failed) and returns the progress states seen on the way. */
export async function followProgress(page: Page, seen: ProgressSeen, timeout: number): Promise<{ values: number[]; stages: string[] }> {
  const ready = page.getByRole('heading', { name: 'Your video is ready' });
  const failed = page.getByTestId('video-failed');
  await expect(ready.or(failed)).toBeVisible({ timeout });
  if (await failed.isVisible()) throw new Error(`The video failed: ${await failed.innerText()}`);
  return { values: [...seen.values], stages: [...seen.stages] };
}

/** The done step: a playable video with its poster, and an MP4 download of the profile's frame size. */
export async function expectVideoDone(page: Page, profile: RenderProfileName): Promise<number> {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', /.+/);
  await expect(video).toHaveAttribute('playsinline', '');
  const duration = await videoDuration(video);
  expect(Number.isFinite(duration), `duration ${duration}`).toBe(true);
  expect(duration).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download MP4' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  const file = await download.path();
  expect((await stat(file)).size).toBeGreaterThan(10 * 1024);
  await expectRenderedFile(file, profile);
  return duration;
}
