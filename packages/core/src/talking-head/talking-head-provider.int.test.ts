import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe, runFfmpeg } from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The fakes package index does not re-export the talking-head fake yet; import it from its own index.
import { startFakeTalkingHead, type FakeTalkingHead, type FakeTalkingHeadOptions } from '@reelcraft/fakes';
import { TalkingHeadError } from './talking-head-error.ts';
import { createTalkingHeadProvider, type TalkingHeadOptions, type TalkingHeadProvider } from './talking-head-provider.ts';

const SLOW = 60_000;
const silent = { info: () => undefined, warn: () => undefined };
const fast: TalkingHeadOptions = { firstPollMs: 10, maxPollMs: 40, timeoutMs: 20_000 };

let dir: string;
let assets: Server;
let assetsUrl: string;
const assetRequests: string[] = [];
const fakes: FakeTalkingHead[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'talking-head-test-'));
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c08060' } })
    .jpeg()
    .toBuffer();
  const audioFile = path.join(dir, 'speech.m4a');
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=48000:duration=1', '-c:a', 'aac', '-b:a', '64k', audioFile]);
  const audio = await readFile(audioFile);
  // Stands in for our signed storage links: the service fetches the inputs itself.
  assets = createServer((req, res) => {
    assetRequests.push(req.url ?? '');
    const body = req.url === '/photo.jpg' ? photo : req.url === '/speech.m4a' ? audio : null;
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': req.url === '/photo.jpg' ? 'image/jpeg' : 'audio/mp4', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve));
  assetsUrl = `http://127.0.0.1:${(assets.address() as AddressInfo).port}`;
}, SLOW);

afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  await new Promise<void>((resolve) => assets.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

async function setup(
  fakeOptions: FakeTalkingHeadOptions = {},
  options: TalkingHeadOptions = {},
  key?: string,
): Promise<{ fake: FakeTalkingHead; provider: TalkingHeadProvider }> {
  const fake = await startFakeTalkingHead(fakeOptions);
  fakes.push(fake);
  const provider = createTalkingHeadProvider(
    { TALKING_HEAD_BASE_URL: fake.url, TALKING_HEAD_API_KEY: key ?? fake.apiKey, TALKING_HEAD_TIMEOUT_SECONDS: 600 },
    silent,
    { ...fast, ...options },
  );
  if (!provider) throw new Error('no provider');
  return { fake, provider };
}

function input(name: string, overrides: { photoUrl?: string } = {}) {
  return { photoUrl: overrides.photoUrl ?? `${assetsUrl}/photo.jpg`, audioUrl: `${assetsUrl}/speech.m4a`, outputPath: path.join(dir, name) };
}

async function expectFailure(promise: Promise<unknown>, kind: TalkingHeadError['kind']): Promise<TalkingHeadError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected a ${kind} failure, the render succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TalkingHeadError);
  expect((error as TalkingHeadError).kind).toBe(kind);
  return error as TalkingHeadError;
}

describe('createTalkingHeadProvider', () => {
  it('returns null when no service is configured', () => {
    expect(createTalkingHeadProvider({ TALKING_HEAD_BASE_URL: undefined, TALKING_HEAD_API_KEY: 'x', TALKING_HEAD_TIMEOUT_SECONDS: 600 }, silent)).toBeNull();
  });

  it(
    'submits the talk, polls until done and downloads a real video',
    async () => {
      const { fake, provider } = await setup({ pollsUntilDone: 3 });
      const target = input('ok.mp4');
      const progress: number[] = [];
      await provider.render({ ...target, onProgress: (f) => progress.push(f) });

      const info = await probe(target.outputPath);
      expect(info.streams.find((s) => s.codecType === 'video')).toMatchObject({ width: 512, height: 512 });
      expect(info.streams.some((s) => s.codecType === 'audio')).toBe(true);
      expect(info.durationSeconds).toBeGreaterThan(0.8);
      expect(existsSync(`${target.outputPath}.part`)).toBe(false);

      const [submit, ...rest] = fake.requests;
      expect(submit).toMatchObject({
        method: 'POST',
        path: '/talks',
        authorization: `Basic ${fake.apiKey}`,
        body: { source_url: target.photoUrl, script: { type: 'audio', audio_url: target.audioUrl }, config: { result_format: 'mp4' } },
      });
      const polls = rest.filter((r) => r.method === 'GET' && r.path.startsWith('/talks/'));
      expect(polls.length).toBeGreaterThanOrEqual(3);
      // Last, the result is fetched from its result_url (the different-host case is checked below).
      expect(rest.at(-1)).toMatchObject({ method: 'GET', path: expect.stringMatching(/^\/results\//) });
      expect(assetRequests).toEqual(expect.arrayContaining(['/photo.jpg', '/speech.m4a']));
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    },
    SLOW,
  );

  it(
    'does not send the key to a result host other than the service',
    async () => {
      const { fake } = await setup({ pollsUntilDone: 1 });
      // Reach the same fake through "localhost": a different origin from the configured 127.0.0.1.
      const provider = createTalkingHeadProvider(
        { TALKING_HEAD_BASE_URL: fake.url.replace('127.0.0.1', 'localhost'), TALKING_HEAD_API_KEY: fake.apiKey, TALKING_HEAD_TIMEOUT_SECONDS: 600 },
        silent,
        fast,
      )!;
      await provider.render(input('other-origin.mp4'));
      const download = fake.requests.find((r) => r.path.startsWith('/results/'));
      expect(download).toBeDefined();
      expect(download?.authorization).toBeUndefined();
    },
    SLOW,
  );

  it(
    'reports a photo the service rejects as rejected',
    async () => {
      const { provider } = await setup({ mode: 'rejected' });
      const target = input('rejected.mp4');
      const error = await expectFailure(provider.render(target), 'rejected');
      expect(error.details.providerKind).toBe('FaceError');
      expect(existsSync(target.outputPath)).toBe(false);
    },
    SLOW,
  );

  it(
    'reports a job that ends in error as failed, also when the service cannot fetch our inputs',
    async () => {
      const { provider } = await setup({ mode: 'error' });
      await expectFailure(provider.render(input('error.mp4')), 'failed');
      const ok = await setup({ mode: 'ok' });
      const error = await expectFailure(ok.provider.render(input('unfetchable.mp4', { photoUrl: `${assetsUrl}/missing.jpg` })), 'failed');
      expect(error.details.providerKind).toBe('FetchError');
    },
    SLOW,
  );

  it(
    'reports HTTP errors with the status: 500 from the service, 401 for a wrong key',
    async () => {
      const { provider } = await setup({ mode: 'http500' });
      expect((await expectFailure(provider.render(input('500.mp4')), 'http')).details.status).toBe(500);
      const wrongKey = await setup({}, {}, 'not-the-key');
      const error = await expectFailure(wrongKey.provider.render(input('401.mp4')), 'http');
      expect(error.details.status).toBe(401);
      expect(error.message).toContain('AuthorizationError');
    },
    SLOW,
  );

  it(
    'gives up with timeout when the job never finishes',
    async () => {
      const { fake, provider } = await setup({ mode: 'never_done' }, { timeoutMs: 400 });
      // 'timeout' comes only from the provider's own deadline: the job never finishes, so without it this would hang.
      await expectFailure(provider.render(input('never.mp4')), 'timeout');
      // It did keep polling, with backoff, until then.
      expect(fake.requests.filter((r) => r.path.startsWith('/talks/')).length).toBeGreaterThan(2);
    },
    SLOW,
  );

  it(
    'refuses a result that is not a video, and one that is too large, leaving no file behind',
    async () => {
      const { provider } = await setup({ mode: 'bad_result' });
      const target = input('bad.mp4');
      await expectFailure(provider.render(target), 'bad_result');
      const big = await setup({ mode: 'ok' }, { maxResultBytes: 1000 });
      await expectFailure(big.provider.render(input('big.mp4')), 'bad_result');
      const leftovers = (await readdir(dir)).filter((f) => f.startsWith('bad.mp4') || f.startsWith('big.mp4'));
      expect(leftovers).toEqual([]);
    },
    SLOW,
  );

  it(
    'stops when the caller aborts and rethrows the abort, not a TalkingHeadError',
    async () => {
      const { provider } = await setup({ mode: 'never_done' });
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('job cancelled')), 100);
      await expect(provider.render({ ...input('aborted.mp4'), signal: controller.signal })).rejects.toThrow('job cancelled');
    },
    SLOW,
  );
});
