import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eventually } from '@reelcraft/core/testing/conditions';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-main-'));
/** A port nobody listens on now, from the OS, rather than a random guess that another test's server might hold. */
const port = await new Promise<number>((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});
const base = `http://127.0.0.1:${port}`;
let output = '';
/** Every server still running: one a failed test left behind is stopped before the next test needs the database lock. */
const started = new Set<ChildProcess>();
/**
 * How long a start may take. On an idle machine it is a few seconds; in one fresh-clone CI run, with two other test
 * files busy on the same two cores, the first start took ~60 s. This file is about shutdown and recovery, not start-up
 * time.
 */
const START_LIMIT_MS = 150_000;

function start(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // BILLING=off: this file is about shutdown and recovery, and generating content needs a subscription otherwise.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', JWT_SECRET: '', BILLING: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

async function waitUp(): Promise<void> {
  // What the last poll saw, for the failure message: a refused connection, a time-out or a degraded health answer
  // are different faults (one CI run saw the "listening" line and then 150 s of unhealthy polls, cause unknown).
  let last = 'no answer yet';
  const healthy = async () => {
    try {
      // Each poll has its own limit: one connection that never answers must not use up the whole start limit.
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return true;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`;
      return undefined;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      last = `${error instanceof Error ? error.message : String(error)}${cause}`;
      return undefined; // starting
    }
  };
  await eventually(healthy, START_LIMIT_MS, 200).catch(() => {
    throw new Error(`server did not start in ${START_LIMIT_MS / 1000} s; last health poll: ${last}\n${output}`);
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

afterEach(async () => {
  await Promise.all(
    [...started].map((child) => {
      const exit = exited(child);
      child.kill('SIGKILL');
      return exit;
    }),
  );
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server program', () => {
  it(
    'finishes an in-flight request on SIGTERM, exits cleanly, and keeps data and sessions across a restart',
    async () => {
      let server = start();
      await waitUp();

      // A sign-up whose body is still arriving when SIGTERM comes must complete.
      const body = JSON.stringify({ email: 'restart@example.com', password: 'persistent', language: 'ru' });
      const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${base}/api/users/web`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
        request.write(body.slice(0, 10));
        setTimeout(() => {
          server.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(10)), 300);
        }, 300);
      });
      const exit = exited(server);
      const response = await inFlight;
      expect(response.status).toBe(201);
      const token = (JSON.parse(response.text) as { access_token: string }).access_token;
      expect(await exit).toBe(0);
      expect(output).toContain('shutting down');

      server = start();
      await waitUp();
      const me = await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: 'restart@example.com', language: 'ru' });
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
    },
    2 * START_LIMIT_MS + 60_000,
  );

  it(
    'loses nothing when killed mid-job: after a restart the generation is retried and finishes',
    async () => {
      let server = start();
      await waitUp();
      const signUp = await fetch(`${base}/api/users/web`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'killed@example.com', password: 'persistent', language: 'en' }),
      });
      const { access_token: token } = (await signUp.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/api/suggestions/generate`, { method: 'POST', headers: auth, body: JSON.stringify({ type: 'meme' }) });
      const { id } = (await created.json()) as { id: string };

      // Kill -9 as soon as the job is running.
      const stage = await eventually(
        async () => {
          const { stage: now } = (await (await fetch(`${base}/api/suggestions/${id}`, { headers: auth })).json()) as { stage: string };
          return ['writing', 'rendering'].includes(now) ? now : undefined;
        },
        30_000,
        50,
      );
      const exit = exited(server);
      server.kill('SIGKILL');
      await exit;

      server = start();
      await waitUp();
      const body = await eventually(
        async () => {
          const now = (await (await fetch(`${base}/api/suggestions/${id}`, { headers: auth })).json()) as { status: string };
          return now.status === 'creating' ? undefined : now;
        },
        90_000,
        500,
      );
      expect(body.status).toBe('ready');
      // The job was cut off while running, and the new process handed it back to its retry policy.
      expect(['writing', 'rendering']).toContain(stage);
      expect(output).toContain('recovered jobs left active by a stopped process');
      const limit = (await (await fetch(`${base}/api/suggestions/limit`, { headers: auth })).json()) as { used: number };
      expect(limit.used).toBe(1);
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
    },
    2 * START_LIMIT_MS + 120_000,
  );
});
