/**
 * bench:app-load — how long a returning, signed-in person waits for the app: from opening `/app/profile` (the SPA
 * fallback: the page is rendered in the browser) to their e-mail address on screen. That needs the route chunks, the
 * session refresh (the refresh cookie → an access token) and `/api/user`; the figure shows whether they run one after
 * another or side by side (src/lib/early-route-work.ts).
 *
 * The real server in its own process on a fresh DATA_DIR, serving the current build (`npm run build:web` first), in
 * Debian's Chromium, headless, on 127.0.0.1 (no network throttling: the figure is the chain of steps, not a phone's
 * connection). Each run is a new browser context, so "cold" has an empty HTTP cache; "warm" is the same context's
 * second load. Prints one JSON line with the median and every run, in milliseconds.
 * BENCH_PORT (default 3193), BENCH_RUNS (default 7), CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { waitForServer } from './wait-for-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3193);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-app-load-'));
const PASSWORD = 'bench-app-load-password-7';
const PAGE = '/app/profile';

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST_DIR: path.resolve('apps/web/build/client'),
    // Every run signs up a new account from 127.0.0.1 (so no run reuses another's session).
    RATE_LIMIT_MULTIPLIER: '100',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Milliseconds from navigation to `email` visible on `PAGE`. */
async function timeToUser(context: BrowserContext, email: string): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage());
  const started = performance.now();
  await page.goto(PAGE);
  await page.getByText(email).first().waitFor({ timeout: 30_000 });
  return Math.round(performance.now() - started);
}

try {
  await waitForServer(base, 90_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const email = `bench-app-load-${run}-${Date.now()}@example.com`;
    const signUp = await fetch(`${base}/api/users/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, language: 'en' }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
    const context = await browser.newContext({ baseURL: base });
    const login = await context.request.post('/api/users/web/login', { form: { username: email, password: PASSWORD } });
    if (login.status() !== 200) throw new Error(`login answered ${login.status()}`);
    // "This browser has a session" (the hint the app reads before asking for a token), set by the login page.
    await context.addInitScript(() => window.localStorage.setItem('reelcraft.session', '1'));
    const first = await timeToUser(context, email);
    const second = await timeToUser(context, email);
    // The first context warms Chromium and the server up; it is not counted.
    if (run > 0) {
      cold.push(first);
      warm.push(second);
    }
    await context.close();
  }
  await browser.close();
  console.log(
    JSON.stringify({
      bench: 'app-load',
      page: PAGE,
      runs,
      cold_ms: { median: median(cold), runs: cold },
      warm_ms: { median: median(warm), runs: warm },
    }),
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
