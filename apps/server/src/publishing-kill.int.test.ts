import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeGraphEnv } from '@reelcraft/core/testing';
import { eventually } from '@reelcraft/core/testing/conditions';
import { startFakeInstagramGraph, type FakeInstagramGraph, type FakeInstagramGraphOptions } from '@reelcraft/fakes';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 35: a kill -9 of the worker mid-publish neither loses nor duplicates a post. The real server program (web and
 * worker in one process, as main.int.test.ts runs it) publishes a reel to the fake Graph API; it is killed with SIGKILL
 * while Instagram is still processing the container, started again, and the post is published exactly once.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-publish-kill-'));
const port = await new Promise<number>((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});
const base = `http://127.0.0.1:${port}`;
/** As in main.int.test.ts: a start on a busy two-core machine can take a minute; this file is about the kill. */
const START_LIMIT_MS = 150_000;
const fakeOptions: FakeInstagramGraphOptions = { accounts: [{ username: 'kill.test' }], videoProcessingPolls: 2 };
let fake: FakeInstagramGraph;
let output = '';
const started = new Set<ChildProcess>();

function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    JWT_SECRET: '',
    BILLING: 'off',
    // Small renders and fast container polls (the publishing job polls quickly under the test render profile).
    NODE_ENV: 'test',
    RENDER_PROFILE: 'test',
    PUBLIC_URL: base,
    ...fakeGraphEnv(fake),
  };
}

function start(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: serverEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

async function waitUp(): Promise<void> {
  const healthy = async () => {
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      return response.ok ? true : undefined;
    } catch {
      return undefined;
    }
  };
  await eventually(healthy, START_LIMIT_MS, 200).catch(() => {
    throw new Error(`server did not start in ${START_LIMIT_MS / 1000} s\n${output}`);
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function api<T>(method: string, route: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  fake = await startFakeInstagramGraph(fakeOptions);
});

afterEach(async () => {
  await Promise.all(
    [...started].map((child) => {
      const exit = exited(child);
      child.kill('SIGKILL');
      return exit;
    }),
  );
});

afterAll(async () => {
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('publishing and kill -9', () => {
  it(
    'publishes the post exactly once after the worker is killed while Instagram processes the video',
    async () => {
      // 1. A creator with a ready meme video.
      let server = start();
      await waitUp();
      const signUp = await fetch(`${base}/api/users/web`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kill@example.com', password: 'persistent', language: 'en' }),
      });
      expect(signUp.status).toBe(201);
      const token = ((await signUp.json()) as { access_token: string }).access_token;
      const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
      const form = new FormData();
      const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#335577' } })
        .jpeg()
        .toBuffer();
      form.set('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
      form.set('purpose', 'general');
      const upload = await fetch(`${base}/api/users/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(upload.status, await upload.clone().text()).toBe(201);
      const image = (await upload.json()) as { id: string };
      const generated = await api<{ id: string }>('POST', '/api/suggestions/generate', token, {
        type: 'meme',
        image_id: image.id,
        meme_text: 'Survives kill -9',
      });
      const suggestion = await eventually(
        async () => {
          const current = await api<{ status: string }>('GET', `/api/suggestions/${generated.body.id}`, token);
          return current.body.status === 'creating' ? undefined : current.body;
        },
        120_000,
        300,
      );
      expect(suggestion.status).toBe('ready');
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);

      // 2. The account connected (in its own process: the embedded database belongs to one process at a time).
      const account = fake.accounts[0]!;
      const connect = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/server/src/testing/connect-publishing-account.cli.ts',
          userId,
          account.userId,
          account.username,
          fake.issueToken(account.username),
        ],
        { cwd: root, env: serverEnv(), encoding: 'utf8' },
      );
      expect(connect.status, connect.stderr).toBe(0);
      const accountId = (JSON.parse(connect.stdout.trim().split('\n').pop()!) as { account_id: string }).account_id;

      // 3. Post now; Instagram keeps the video processing; the worker is killed while it polls.
      fakeOptions.videoProcessingPolls = 1_000_000;
      server = start();
      await waitUp();
      const post = await api<{ id: string }>('POST', '/api/publishing/posts', token, {
        account_id: accountId,
        kind: 'reel',
        suggestion_id: generated.body.id,
        caption: 'Survives kill -9',
      });
      expect(post.status).toBe(201);
      const container = await eventually(async () => fake.containers.find((candidate) => candidate.kind === 'REELS' && candidate.polls >= 2), 60_000, 50);
      const exit = exited(server);
      server.kill('SIGKILL');
      await exit;
      expect(fake.posts).toHaveLength(0);

      // 4. Instagram finishes; a new process hands the killed job back to its retry policy, which resumes the post.
      container.processingPolls = 0;
      fakeOptions.videoProcessingPolls = 2;
      server = start();
      await waitUp();
      const done = await eventually(
        async () => {
          const current = await api<{ status: string; permalink: string | null; attempts: number }>('GET', `/api/publishing/posts/${post.body.id}`, token);
          return current.body.status === 'published' || current.body.status === 'failed' ? current.body : undefined;
        },
        120_000,
        300,
      );
      expect(done.status).toBe('published');
      expect(fake.posts).toHaveLength(1);
      expect(done.permalink).toBe(fake.posts[0]!.permalink);
      // The container made before the kill was resumed, not made again.
      expect(fake.containers.filter((candidate) => candidate.kind === 'REELS')).toHaveLength(1);
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
    },
    3 * START_LIMIT_MS + 300_000,
  );
});
