/**
 * bench:pages — Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on the public
 * pages, served by the real server in its own process on a fresh DATA_DIR from the current build (`npm run build:web`
 * first), in Debian's Chromium, headless, offline (only 127.0.0.1 is asked for anything).
 * Pages: the landing, a blog post (the first pre-rendered one, if the build has any), the downloader, a quiz step.
 * Prints one JSON line: per page the four category scores (0–100), the JavaScript bytes the page loaded (over the
 * wire and decoded), and the audits that cost points (for finding what keeps a score under the target of 95).
 * Each page is measured BENCH_RUNS times (default 5) and the run with the median performance score is reported, with
 * every run's performance score beside it: Lighthouse's own advice, since one run of a simulated phone on a shared
 * machine varies by several points. A run that ends in a Lighthouse runtime error is run again (up to three times).
 * Before each run the machine is left to go quiet (the server shares its two cores with the emulated phone), the
 * landing trends' posters are rendered before anything is measured, and one unmeasured run warms Chromium up.
 * BENCH_PORT (default 3192), BENCH_PAGES (comma-separated paths instead of the default list), CHROMIUM_PATH,
 * BENCH_SAVE_DIR (also write each page's median Lighthouse report there as JSON).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForServer } from './wait-for-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3192);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const distDir = path.resolve('apps/web/build/client');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-pages-'));
const base = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const MAX_RETRIES = 3;

/** The first pre-rendered blog post of the build (`build/client/post/<slug>/index.html`), or null. */
function firstBlogPost(): string | null {
  try {
    const slug = readdirSync(path.join(distDir, 'post'))
      .sort()
      .find((name) => statSync(path.join(distDir, 'post', name, 'index.html'), { throwIfNoEntry: false })?.isFile());
    return slug ? `/post/${slug}` : null;
  } catch {
    return null;
  }
}

function pagesToMeasure(): { name: string; path: string | null }[] {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',').map((page) => ({ name: page.trim(), path: page.trim() }));
  return [
    { name: 'landing', path: '/' },
    { name: 'blog_post', path: firstBlogPost() },
    { name: 'downloader', path: '/instagram-downloader' },
    { name: 'quiz_step', path: '/v3/onboarding' },
  ];
}

/** CPU seconds the whole machine has spent busy so far (Linux /proc/stat), or null elsewhere. */
function busyCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits (up to a minute) until the machine is quiet: under a fifth of one core busy over a second. The server's own
 * start (compiling, migrating, seeding) and the trend posters it renders on first demand would otherwise run on the
 * same two cores as the emulated phone and be counted as the page's blocking time.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = busyCpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = busyCpuSeconds();
    if (before === null || after === null || after - before < 0.2) return;
  }
}

/**
 * The steady state a visitor meets: every language's landing trends asked once, and their posters (rendered on first
 * demand) waited for, so no page is measured while the server renders them.
 */
async function warmTrends(): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (const language of ['en', 'es', 'pt', 'ru']) {
    while (Date.now() < deadline) {
      const response = await fetch(`${base}/api/trends?limit=4&page=1&language=${language}`).catch(() => null);
      const body = (await response?.json().catch(() => null)) as { items?: { poster_url?: string | null }[] } | null;
      if (!body?.items || body.items.every((item) => item.poster_url)) break;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { type?: string; items?: Record<string, unknown>[] };
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

/** Script bytes from the network records: transferred (what the wire carried) and decoded (what the browser parsed). */
function scriptBytes(audits: LighthouseResult['audits']): { transfer: number; resource: number } {
  const items = audits['network-requests']?.details?.items ?? [];
  let transfer = 0;
  let resource = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    transfer += Number(item.transferSize ?? 0);
    resource += Number(item.resourceSize ?? 0);
  }
  return { transfer, resource };
}

/** The performance metrics behind the score (simulated milliseconds; layout shift unitless), to see which one moved. */
function metricsOf(result: LighthouseResult): Record<string, number> {
  const ids = {
    fcp: 'first-contentful-paint',
    lcp: 'largest-contentful-paint',
    speed_index: 'speed-index',
    tbt: 'total-blocking-time',
    cls: 'cumulative-layout-shift',
  };
  return Object.fromEntries(
    Object.entries(ids).map(([name, id]) => {
      const value = result.audits[id]?.numericValue ?? -1;
      return [name, name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value)];
    }),
  );
}

/** Audits of a category that lost points (weighted, or failed binary ones), worst first. */
function lostPoints(result: LighthouseResult, category: string): string[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit && ref.weight > 0 && audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight * (1 - (b.audit?.score ?? 1)) - a.ref.weight * (1 - (a.audit?.score ?? 1)))
    .map(({ audit }) => `${audit?.id} (${Math.round((audit?.score ?? 0) * 100)})`);
}

if (!statSync(path.join(distDir, '__spa-fallback.html'), { throwIfNoEntry: false })?.isFile()) {
  console.error(`bench:pages: no web build in ${distDir}; run \`npm run build:web\` first`);
  process.exit(1);
}

const logFile = openSync(path.join(dataDir, 'server.log'), 'w');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST_DIR: distDir },
  stdio: ['ignore', logFile, logFile],
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
let exitCode = 0;
try {
  await waitForServer(base, 90_000);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  await warmTrends();
  // One unmeasured run first: Chromium's own first-start work (fonts, GPU process) is not the page's.
  await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const pages: Record<string, unknown> = {};
  const below: string[] = [];
  for (const page of pagesToMeasure()) {
    if (!page.path) {
      pages[page.name] = { skipped: 'no such page in this build' };
      continue;
    }
    const status = (await fetch(`${base}${page.path}`)).status;
    const runs: LighthouseResult[] = [];
    const retried: string[] = [];
    while (runs.length < RUNS) {
      await settle();
      const run = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const measured = run?.lhr as unknown as LighthouseResult | undefined;
      if (!measured) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      // A run Lighthouse could not measure (NO_NAVSTART: Chromium's trace lost the navigation) says nothing about the
      // page: it is run again, up to MAX_RETRIES times per page, and named in the output either way.
      if (measured.runtimeError && retried.length < MAX_RETRIES) {
        retried.push(measured.runtimeError.code);
        continue;
      }
      runs.push(measured);
    }
    const performanceOf = (measured: LighthouseResult) => (measured.runtimeError ? -1 : (measured.categories.performance?.score ?? 0));
    const byPerformance = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as LighthouseResult;
    if (process.env.BENCH_SAVE_DIR) {
      mkdirSync(process.env.BENCH_SAVE_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_SAVE_DIR, `${page.name.replace(/[^\w-]+/g, '_')}.json`), JSON.stringify(result));
    }
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((result.categories[category]?.score ?? 0) * 100)]));
    const lost = Object.fromEntries(CATEGORIES.map((category) => [category, lostPoints(result, category)]).filter(([, audits]) => (audits?.length ?? 0) > 0));
    for (const category of CATEGORIES) if ((scores[category] ?? 0) < TARGET) below.push(`${page.name}.${category}`);
    const bytes = scriptBytes(result.audits);
    pages[page.name] = {
      path: page.path,
      http_status: status,
      ...scores,
      performance_runs: runs.map((measured) => Math.round(Math.max(0, performanceOf(measured)) * 100)),
      ...(runs.some((measured) => measured.runtimeError) ? { run_errors: runs.map((measured) => measured.runtimeError?.code ?? null) } : {}),
      ...(retried.length > 0 ? { retried_run_errors: retried } : {}),
      performance_metrics_ms: metricsOf(result),
      total_blocking_time_runs_ms: runs.map((measured) => Math.round(measured.audits['total-blocking-time']?.numericValue ?? -1)),
      // Lighthouse's measure of this machine's CPU speed for each run (higher is faster): its 4× slowdown assumes a
      // fast desktop, so on a slow or busy host the same page's simulated blocking time grows.
      benchmark_index_runs: runs.map((measured) => Math.round(measured.environment?.benchmarkIndex ?? -1)),
      js_transfer_bytes: bytes.transfer,
      js_decoded_bytes: bytes.resource,
      ...(result.runtimeError ? { runtime_error: result.runtimeError.code } : {}),
      lost_points: lost,
    };
  }
  console.log(JSON.stringify({ bench: 'pages', form_factor: 'mobile', target: TARGET, runs_per_page: RUNS, pages, below_target: below }));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
