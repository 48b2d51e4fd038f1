/**
 * bench:soak — five minutes of mixed API traffic against the real server in its own process (fresh DATA_DIR,
 * embedded database), watching the server's resident memory. Prints one JSON line with RSS at start, after the
 * warm-up and at the end. Target: growth after warm-up < 50 MB (a per-request leak shows up as hundreds of MB).
 *
 * Then a burst: 16 photo uploads at once of a 34 MP PNG (big but allowed); image decodes are limited to two at a
 * time, so the peak RSS during the burst stays a few hundred MB above the baseline instead of 16 × ~150 MB.
 *
 * SOAK_DURATION (seconds, default 300) and SOAK_WARMUP (default 60) shorten it for quick runs; SOAK_CONNECTIONS
 * (default 20); SOAK_BURST=0 skips the upload burst; BENCH_PORT; BENCH_LOG_LEVEL (default warn, so the access
 * log's disk writes do not dominate).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import sharp from 'sharp';
import { waitForServer } from './wait-for-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3191);
const duration = Number(process.env.SOAK_DURATION ?? 300);
const warmup = Math.min(Number(process.env.SOAK_WARMUP ?? 60), Math.floor(duration / 2));
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const targetGrowthMb = 50;
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-soak-'));
const base = `http://127.0.0.1:${port}`;

const logFile = openSync(path.join(dataDir, 'server.log'), 'w');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logLevel, NODE_ENV: 'production' },
  stdio: ['ignore', logFile, logFile],
});

/** The server's resident set in MB, from the kernel (what an operator's dashboard shows). */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

function run(seconds: number, requests: Request[]): Promise<Result> {
  return autocannon({ url: base, connections, duration: seconds, requests });
}

/** 16 parallel uploads of a 5800×5800 noise-free PNG (34 MP, ~100 KB), sampling the server's RSS every 50 ms. */
async function uploadBurst(auth: Record<string, string>): Promise<{ uploads: number; created: number; before: number; peak: number }> {
  const png = await sharp({ create: { width: 5800, height: 5800, channels: 3, background: '#8899aa' } })
    .png()
    .toBuffer();
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  const statuses = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)]), 'big.png');
      return (await fetch(`${base}/api/users/images`, { method: 'POST', body: form, headers: auth })).status;
    }),
  );
  clearInterval(sampler);
  return { uploads: statuses.length, created: statuses.filter((status) => status === 201).length, before, peak: Math.max(peak, rssMb()) };
}

try {
  await waitForServer(base);
  const signUp = await fetch(`${base}/api/users/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'soak@example.com', password: 'soak-benchmark-password', language: 'en' }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  // What a signed-in app and the open internet send: reads, health checks, refusals (401, 404, 400) and small
  // JSON posts that fail validation (so the database does not grow and blur the memory figure).
  const requests: Request[] = [
    { method: 'GET', path: '/api/user', headers: auth },
    { method: 'GET', path: '/api/suggestions', headers: auth },
    { method: 'GET', path: '/api/health' },
    { method: 'GET', path: '/api/trends', headers: auth },
    { method: 'GET', path: '/api/user' },
    { method: 'GET', path: '/api/user', headers: { authorization: 'Bearer not-a-token' } },
    { method: 'GET', path: '/api/no-such-thing', headers: auth },
    { method: 'POST', path: '/api/suggestions/draft', headers: json, body: JSON.stringify({ language: 'xx' }) },
    { method: 'POST', path: '/api/suggestions/draft', headers: json, body: '{"broken":' },
    { method: 'GET', path: '/api/users/images', headers: auth },
  ];

  const rssStart = rssMb();
  const first = await run(warmup, requests);
  const rssAfterWarmup = rssMb();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb()), 10_000);
  const second = await run(duration - warmup, requests);
  clearInterval(sampler);
  const rssEnd = rssMb();
  const burst = process.env.SOAK_BURST === '0' ? null : await uploadBurst(auth);
  const requestsTotal = first.requests.total + second.requests.total;
  const growth = rssEnd - rssAfterWarmup;
  console.log(
    JSON.stringify({
      bench: 'soak',
      duration_s: duration,
      warmup_s: warmup,
      connections,
      requests: requestsTotal,
      requests_per_sec: Math.round(requestsTotal / duration),
      errors: first.errors + second.errors + first.timeouts + second.timeouts,
      non_2xx: first.non2xx + second.non2xx,
      rss_start_mb: rssStart,
      rss_after_warmup_mb: rssAfterWarmup,
      rss_end_mb: rssEnd,
      rss_peak_mb: Math.max(rssAfterWarmup, rssEnd, ...samples),
      growth_mb: growth,
      ...(burst ? { burst_uploads: burst.uploads, burst_created: burst.created, burst_rss_before_mb: burst.before, burst_rss_peak_mb: burst.peak } : {}),
      target: { growth_mb: targetGrowthMb },
      pass: growth < targetGrowthMb && first.errors + second.errors === 0,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
