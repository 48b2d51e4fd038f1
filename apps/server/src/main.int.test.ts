import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-main-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
let output = '';

function start(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', JWT_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

async function waitUp(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${output}`);
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server program', () => {
  it('finishes an in-flight request on SIGTERM, exits cleanly, and keeps data and sessions across a restart', async () => {
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
  }, 120_000);
});
