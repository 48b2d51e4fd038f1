/**
 * bench:api — autocannon against GET /api/user with a valid token: 50 connections, 10 s, embedded database.
 * Starts the real server in its own process (so the load generator does not share its event loop) and prints
 * one JSON line. Target on a 2-core machine: ≥ 3,000 req/s with p99 < 50 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForServer } from './wait-for-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3190);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-'));
const base = `http://127.0.0.1:${port}`;

const logFile = openSync(path.join(dataDir, 'server.log'), 'w');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logLevel, NODE_ENV: 'production' },
  stdio: ['ignore', logFile, logFile],
});

try {
  await waitForServer(base);
  const signUp = await fetch(`${base}/api/users/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark-password', language: 'en' }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  // Warm-up so JIT and caches do not count against the measurement.
  await autocannon({ url: `${base}/api/user`, connections: 10, duration: 2, headers });
  const result = await autocannon({ url: `${base}/api/user`, connections, duration, headers });
  console.log(
    JSON.stringify({
      bench: 'api',
      endpoint: 'GET /api/user',
      connections,
      duration_s: duration,
      log_level: logLevel,
      requests_per_sec: Math.round(result.requests.average),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      non_2xx: result.non2xx,
      errors: result.errors,
      target: { requests_per_sec: 3000, latency_p99_ms: 50 },
      pass: result.requests.average >= 3000 && result.latency.p99 < 50 && result.non2xx === 0,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
