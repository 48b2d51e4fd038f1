import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { fakeMicrophoneArgs } from './e2e/fake-voice.ts';

/**
 * Browser tests against the real server serving the built web app (`npm run build:web` first; `npm test` does).
 * Debian's Chromium is used as installed: Playwright's own browser download cannot work offline.
 */
/** `.ci/run` sets CI=true (the fresh-clone run on the shared 2-core machine). */
const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 3111);
// E2E_BASE_URL points the tests at a server that is already running (debugging); otherwise one is started.
const EXTERNAL_URL = process.env.E2E_BASE_URL;
const BASE_URL = EXTERNAL_URL ?? `http://127.0.0.1:${PORT}`;
// Created once: the config is also loaded by the workers, which inherit this variable instead of making new dirs.
process.env.REELCRAFT_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'reelcraft-e2e-'));

/**
 * A second server with the daily generation limit lowered to 2 (its own data), for the limit-reached test:
 * reaching 10 on the main server would take long and leave every later test of that user blocked.
 */
const LIMIT_PORT = Number(process.env.E2E_LIMIT_PORT ?? 3112);
const EXTERNAL_LIMIT_URL = process.env.E2E_LIMIT_BASE_URL;
const LIMIT_BASE_URL = EXTERNAL_LIMIT_URL ?? `http://127.0.0.1:${LIMIT_PORT}`;
const E2E_DAILY_LIMIT = 2;
process.env.REELCRAFT_E2E_LIMIT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'reelcraft-e2e-limit-'));
const LIMIT_SPEC = '**/content-limit.spec.ts';
/** Admins of the main e2e server (issue 13): one per spec that needs one, so specs never share an admin's sessions. */
const E2E_ADMIN_EMAILS = ['admin-e2e@example.com', 'admin-impersonation@example.com', 'admin-reports@example.com'];

/**
 * "Demo mode" (issue 4): the product wired to the fake Instagram (`scripts/demo.ts` starts it in-process), for the
 * nickname flows, trends and the downloader. Its own data directory; specs under e2e/demo/.
 */
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3113);
const EXTERNAL_DEMO_URL = process.env.E2E_DEMO_BASE_URL;
const DEMO_BASE_URL = EXTERNAL_DEMO_URL ?? `http://127.0.0.1:${DEMO_PORT}`;
process.env.REELCRAFT_E2E_DEMO_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'reelcraft-e2e-demo-'));
const DEMO_SPECS = 'demo/**/*.spec.ts';

/** Debian's Chromium, headless-friendly. */
const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
/** The talking-video flows record the voice: a fake microphone playing a generated WAV (e2e/global-setup.ts). */
const WITH_FAKE_MICROPHONE = { ...LAUNCH_OPTIONS, args: [...LAUNCH_OPTIONS.args, ...fakeMicrophoneArgs()] };
const MOBILE_AVATAR_SPEC = '**/avatar-mobile.spec.ts';

function server(port: number, dataDir: string | undefined, env: Record<string, string> = {}, command = 'node --import tsx apps/server/src/main.ts') {
  return {
    command,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? '',
      NODE_ENV: 'test',
      // The specs read sign-up, reset and magic-link e-mails from the dev outbox (off unless switched on).
      DEV_OUTBOX: 'true',
      // The suite signs up more accounts from 127.0.0.1 in an hour than the per-IP budget lets one visitor (50).
      RATE_LIMIT_MULTIPLIER: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  // CI runs on 2 cores with three servers, two browsers and video renders (load average ~13): a screen that takes
  // 2 s here can take 10 s there. On CI only, a test that fails gets one more run (it still fails if it fails twice,
  // and the report lists it as flaky), and each expectation and each test without its own limit waits longer.
  // Assertions stay the same; decision 0026.
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: CI ? 90_000 : 45_000,
  expect: { timeout: CI ? 15_000 : 7_500 },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', launchOptions: WITH_FAKE_MICROPHONE },
      testIgnore: [LIMIT_SPEC, DEMO_SPECS, MOBILE_AVATAR_SPEC],
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: WITH_FAKE_MICROPHONE,
      },
      testMatch: ['**/auth.spec.ts', '**/a11y.spec.ts', MOBILE_AVATAR_SPEC],
      testIgnore: DEMO_SPECS,
    },
    // The daily-limit test, against the server with DAILY_GENERATION_LIMIT=2.
    { name: 'limit', use: { browserName: 'chromium', baseURL: LIMIT_BASE_URL }, testMatch: LIMIT_SPEC },
    // Instagram features against the fake Instagram (demo mode).
    { name: 'demo', use: { browserName: 'chromium', baseURL: DEMO_BASE_URL }, testMatch: DEMO_SPECS },
    // The same new screens checked with axe at phone size (375 px).
    {
      name: 'demo-mobile',
      use: { browserName: 'chromium', baseURL: DEMO_BASE_URL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: 'demo/a11y.spec.ts',
    },
  ],
  webServer: [
    // The admin specs (issue 13) sign these addresses up; ADMIN_EMAILS makes them admins from sign-up.
    ...(EXTERNAL_URL ? [] : [server(PORT, process.env.REELCRAFT_E2E_DATA_DIR, { ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(',') })]),
    ...(EXTERNAL_LIMIT_URL
      ? []
      : [server(LIMIT_PORT, process.env.REELCRAFT_E2E_LIMIT_DATA_DIR, { DAILY_GENERATION_LIMIT: String(E2E_DAILY_LIMIT) })]),
    ...(EXTERNAL_DEMO_URL ? [] : [server(DEMO_PORT, process.env.REELCRAFT_E2E_DEMO_DATA_DIR, {}, 'node --import tsx scripts/demo.ts')]),
  ],
});
