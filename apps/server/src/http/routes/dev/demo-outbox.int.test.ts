import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@reelcraft/core/testing/conditions';
import { json } from '../../../testing/http.ts';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
let demo: ChildProcess;
let output = '';
let baseUrl = '';
let dataDir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-demo-test-'));
  // As `npm run demo` from a shell that says nothing: NODE_ENV (vitest sets `test`) and DEV_OUTBOX are unset.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.NODE_ENV;
  delete env.DEV_OUTBOX;
  demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  demo.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A first start migrates a new embedded database: ~60 s has been seen on a loaded 2-core machine (as main.int).
  await eventually(
    async () => {
      if (demo.exitCode !== null) throw new Error(`the demo exited:\n${output}`);
      return output.includes('Reelcraft listening') ? true : undefined;
    },
    150_000,
    200,
  ).catch((error: unknown) => {
    throw new Error(`the demo did not start (${(error as Error).message}):\n${output}`);
  });
}, 180_000);
afterAll(async () => {
  if (demo && demo.exitCode === null) {
    const exited = new Promise((resolve) => demo.once('exit', resolve));
    demo.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run demo', () => {
  it('says at start that its e-mails go to a dev outbox of a fake world, and that outbox works', async () => {
    expect(output).toMatch(/Demo mode: e-mails of this fake world are not sent; read them .* at http:\/\/localhost:\d+\/api\/dev\/outbox/);
    const email = 'demo.person@example.com';
    const signUp = await fetch(`${baseUrl}/api/users/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo password', language: 'en' }),
    });
    expect(signUp.status).toBe(201);
    // The welcome e-mail is sent by the demo's job worker: poll its outbox.
    const welcome = await eventually(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/outbox`);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-dev-outbox')).toMatch(/^Development outbox: .*demo server \(a fake world\)/);
        const { items } = await json<{ items: { to: string; template: string; text: string }[] }>(response);
        return items.find((item) => item.to === email && item.template === 'welcome');
      },
      20_000,
      200,
    );
    expect(welcome.text).toContain('/app');
  });
});

describe('the server in production', () => {
  it('refuses to start with DEV_OUTBOX=true, naming both variables', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEV_OUTBOX: 'true' };
    delete env.NODE_ENV; // production is the default
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(code).toBe(78);
    expect(stderr).toMatch(/DEV_OUTBOX.*NODE_ENV=production/);
  });
});
