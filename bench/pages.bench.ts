/**
 * bench:pages — Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on the public
 * pages, served by the real server in its own process on a fresh DATA_DIR from the current build (`npm run build:web`
 * first), in Debian's Chromium, headless, offline (only 127.0.0.1 is asked for anything).
 * Pages: the landing, a blog post (the first pre-rendered one, if the build has any), the downloader, a quiz step.
 * Prints one JSON line: per page the four category scores (0–100), the JavaScript bytes the page loaded (over the
 * wire and decoded), and the audits that cost points (for finding what keeps a score under the target of 95).
 * Each page is measured BENCH_RUNS times (default 3) and the run with the median performance score is reported, with
 * every run's performance score beside it: Lighthouse's own advice, since one run of a simulated phone on a shared
 * machine varies by several points.
 * BENCH_PORT (default 3192), BENCH_PAGES (comma-separated paths instead of the default list), CHROMIUM_PATH,
 * BENCH_SAVE_DIR (also write each page's median Lighthouse report there as JSON).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.BENCH_PORT ?? 3192);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const distDir = path.resolve('apps/web/build/client');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-pages-'));
const base = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

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

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { type?: string; items?: Record<string, unknown>[] };
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
  runtimeError?: { code: string; message: string };
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

/** Audits of a category that lost points (weighted, or failed binary ones), worst first. */
function lostPoints(result: LighthouseResult, category: string): string[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(({ ref, audit }) => audit && ref.weight > 0 && audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
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
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const pages: Record<string, unknown> = {};
  const below: string[] = [];
  for (const page of pagesToMeasure()) {
    if (!page.path) {
      pages[page.name] = { skipped: 'no such page in this build' };
      continue;
    }
    const status = (await fetch(`${base}${page.path}`)).status;
    const runs: LighthouseResult[] = [];
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      const run = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const measured = run?.lhr as unknown as LighthouseResult | undefined;
      if (!measured) throw new Error(`Lighthouse returned nothing for ${page.path}`);
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
