import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '@reelcraft/core/testing/conditions';

/**
 * Finding 12, with real processes: the embedded database is locked by the process that opened it, a second one on
 * the same DATA_DIR stops with a message and exit code 78 (before recovering any job), a stale lock is taken over,
 * and scratch folders of dead processes are removed at start.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'reelcraft-main-lock-'));
const dataDir = path.join(root, 'data');
const tmp = path.join(root, 'tmp');
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  rmSync(root, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function start(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-1234567890',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TMPDIR: tmp,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits for a condition on a process's output; the time limit only ends a hang, with what the process said. */
async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  await eventually(async () => (condition() ? true : undefined), timeoutMs).catch(() => {
    throw new Error(`timed out waiting; output so far:\n${what()}`);
  });
}

describe('one process per embedded database', () => {
  it('a second process on the same DATA_DIR exits 78 with a message; the first keeps serving', async () => {
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(tmp, { recursive: true });
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    // Left by a killed run: a stale lock and a render's scratch folder, both of a pid that no longer exists.
    writeFileSync(path.join(dataDir, 'db.lock'), `${dead}\n`);
    const leftover = path.join(tmp, `reelcraft-w${dead}-meme-AbC123`);
    mkdirSync(leftover);

    const firstPort = await freePort();
    const first = start(firstPort);
    // A first start migrates a new embedded database: ~60 s has been seen beside other test files on 2 cores.
    await until(() => first.output().includes('Reelcraft listening'), 150_000, first.output);
    expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(first.child.pid));
    expect(existsSync(leftover)).toBe(false);

    const second = start(await freePort());
    const [code] = (await once(second.child, 'exit')) as [number | null];
    expect(code).toBe(78);
    expect(second.output()).toContain(`another Reelcraft process (pid ${first.child.pid}) is using the embedded database in ${dataDir}`);
    expect(second.output()).toContain('stop it or use another DATA_DIR');
    expect(second.output()).not.toContain('Reelcraft listening');

    const health = await fetch(`http://127.0.0.1:${firstPort}/api/health`);
    expect(health.status).toBe(200);
    expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(first.child.pid));

    // A clean stop releases the lock.
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 240_000);
});
