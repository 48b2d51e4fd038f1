import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeInstagramGraph, type FakeInstagramGraph, type FakeInstagramGraphOptions } from '@reelcraft/fakes';
import { runFfmpeg } from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInstagramGraphClient, type InstagramGraphClient } from './graph-client.ts';
import { GraphApiError } from './graph-error.ts';
import { waitForContainer } from './wait-for-container.ts';

const HOUR = 3_600_000;
const REDIRECT = 'http://127.0.0.1:9/api/instagram/callback';
const noWait = { sleep: async () => undefined, firstDelayMs: 1000 };

let dir: string;
let assets: Server;
let media: { jpg: string; png: string; mp4: string; missing: string };
let fakes: FakeInstagramGraph[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'graph-client-test-'));
  const jpeg = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#aa6633' } })
    .png()
    .toBuffer();
  const mp4File = path.join(dir, 'reel.mp4');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=0x2040a0:s=180x320:d=1:r=25'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'],
    ...['-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', mp4File],
  ]);
  const mp4 = await readFile(mp4File);
  const files: Record<string, { body: Buffer; type: string }> = {
    '/photo.jpg': { body: jpeg, type: 'image/jpeg' },
    '/photo.png': { body: png, type: 'image/png' },
    '/reel.mp4': { body: mp4, type: 'video/mp4' },
  };
  // Stands in for our signed public media links: the fake fetches the media from here, as Instagram would.
  assets = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body);
  });
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(assets.address() as AddressInfo).port}`;
  media = { jpg: `${base}/photo.jpg`, png: `${base}/photo.png`, mp4: `${base}/reel.mp4`, missing: `${base}/gone.mp4` };
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => assets.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
  fakes = [];
});

const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);

async function setUp(options: FakeInstagramGraphOptions = {}) {
  // A frozen clock: time moves only with advanceClock.
  const fake = await startFakeInstagramGraph({ now: () => T0, ...options });
  fakes.push(fake);
  const sleeps: number[] = [];
  const client = createInstagramGraphClient({
    baseUrl: fake.url,
    appId: fake.appId,
    appSecret: fake.appSecret,
    redirectUri: REDIRECT,
    now: fake.now,
    retry: { sleep: async (ms) => void sleeps.push(ms) },
  });
  const account = fake.accounts[0]!;
  return { fake, client, sleeps, token: fake.issueToken(account.userId), userId: account.userId };
}

async function caught(promise: Promise<unknown>): Promise<GraphApiError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GraphApiError);
  return error as GraphApiError;
}

async function publishImage(client: InstagramGraphClient, token: string, userId: string, url: string): Promise<string> {
  const container = await client.createContainer(token, userId, { kind: 'image', imageUrl: url, caption: 'A photo' });
  await waitForContainer(client, token, container, noWait);
  return client.publish(token, userId, container);
}

describe('Instagram Graph client against the fake', () => {
  it('connects through OAuth: code → long-lived token → refresh → me', async () => {
    const { fake, client } = await setUp({ accounts: [{ username: 'maria.makes', accountType: 'MEDIA_CREATOR' }] });
    const consent = await fetch(client.authorizeUrl('state-42'), { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-42');

    const grant = await client.exchangeCode(back.searchParams.get('code')!);
    expect(grant).toMatchObject({ userId: fake.accounts[0]!.id, expiresInSeconds: 5_184_000 });
    expect(grant.permissions).toContain('instagram_business_content_publish');
    expect(grant.expiresAt.getTime()).toBe(fake.now() + 5_184_000_000);

    // Instagram refreshes only tokens at least 24 h old.
    expect((await caught(client.refreshToken(grant.accessToken))).kind).toBe('invalid_request');
    fake.advanceClock(25 * HOUR);
    const refreshed = await client.refreshToken(grant.accessToken);
    expect(refreshed.accessToken).not.toBe(grant.accessToken);

    const me = await client.me(refreshed.accessToken);
    expect(me).toMatchObject({ username: 'maria.makes', accountType: 'MEDIA_CREATOR', canPublish: true, userId: fake.accounts[0]!.userId });

    // A used code is refused, and the message shows neither the code nor the app secret.
    const reused = await caught(client.exchangeCode(back.searchParams.get('code')!));
    expect(reused.kind).toBe('invalid_request');
    expect(reused.message).not.toContain(back.searchParams.get('code'));
    expect(reused.message).not.toContain(fake.appSecret);
  });

  it('sends a PKCE challenge and verifier only when the login offers PKCE, and revokes a token', async () => {
    const { fake, client } = await setUp();
    expect(client.pkce).toBe(false);
    expect(new URL(client.authorizeUrl('s')).searchParams.get('code_challenge')).toBeNull();

    const withPkce = createInstagramGraphClient({ baseUrl: fake.url, appId: fake.appId, appSecret: fake.appSecret, redirectUri: REDIRECT, pkce: true });
    const verifier = 'a'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const url = new URL(withPkce.authorizeUrl('s', undefined, { codeChallenge: challenge }));
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const codeOf = async () => new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
    const missing = await caught(withPkce.exchangeCode(await codeOf()));
    expect(missing.kind).toBe('invalid_request');
    const grant = await withPkce.exchangeCode(await codeOf(), undefined, { codeVerifier: verifier });

    await client.revokeToken(grant.accessToken);
    expect((await caught(client.me(grant.accessToken))).kind).toBe('token_expired');
    expect((await caught(client.revokeToken(grant.accessToken))).kind).toBe('token_expired');
  });

  it('reports a personal account, which cannot publish', async () => {
    const { client, token, userId } = await setUp({ accounts: [{ username: 'just.me', accountType: 'PERSONAL' }] });
    expect(await client.me(token)).toMatchObject({ accountType: 'PERSONAL', canPublish: false });
    expect((await caught(client.createContainer(token, userId, { kind: 'image', imageUrl: media.jpg }))).kind).toBe('permission');
  });

  it('publishes a reel: container → poll → publish → permalink → insights growing with time', async () => {
    const { fake, client, token, userId } = await setUp({ videoProcessingPolls: 2 });
    const containerId = await client.createContainer(token, userId, {
      kind: 'reel',
      videoUrl: media.mp4,
      caption: 'Three hooks that work #reels',
      coverUrl: media.jpg,
      shareToFeed: true,
      collaborators: ['a.friend'],
      audioName: 'Original audio',
      thumbOffsetMs: 500,
    });
    expect(fake.mediaFetches.map((fetch) => fetch.outcome)).toEqual(['mp4', 'jpeg']);
    expect(fake.containers[0]!.params).toMatchObject({ media_type: 'REELS', share_to_feed: 'true', collaborators: '["a.friend"]', thumb_offset: '500' });

    // Publishing before processing ends is refused as not ready.
    expect((await caught(client.publish(token, userId, containerId))).kind).toBe('not_ready');
    const waits: number[] = [];
    const finished = await waitForContainer(client, token, containerId, { sleep: async (ms) => void waits.push(ms), firstDelayMs: 1000 });
    expect(finished.statusCode).toBe('FINISHED');
    expect(waits).toEqual([1000, 1500]);

    const mediaId = await client.publish(token, userId, containerId);
    expect((await client.containerStatus(token, containerId)).statusCode).toBe('PUBLISHED');
    const post = await client.media(token, mediaId);
    expect(post).toMatchObject({ id: mediaId, mediaType: 'VIDEO', mediaProductType: 'REELS', caption: 'Three hooks that work #reels' });
    expect(post.permalink).toMatch(/^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/);
    expect(post.timestamp?.getTime()).toBe(T0);

    fake.advanceClock(6 * HOUR);
    const early = await client.insights(token, mediaId);
    fake.advanceClock(42 * HOUR);
    const later = await client.insights(token, mediaId);
    expect(Object.keys(later).sort()).toEqual(['comments', 'likes', 'reach', 'saved', 'shares', 'views']);
    expect(early.views).toBeGreaterThan(0);
    expect(later.views).toBeGreaterThan(early.views!);
    expect(later.reach).toBeLessThanOrEqual(later.views!);
  });

  it('publishes a carousel of two images and a story', async () => {
    const { client, token, userId } = await setUp();
    const items = [
      await client.createContainer(token, userId, { kind: 'carouselItem', imageUrl: media.jpg }),
      await client.createContainer(token, userId, { kind: 'carouselItem', imageUrl: media.jpg }),
    ];
    const carousel = await client.createContainer(token, userId, { kind: 'carousel', children: items, caption: 'Before and after' });
    await waitForContainer(client, token, carousel, noWait);
    const album = await client.media(token, await client.publish(token, userId, carousel));
    expect(album).toMatchObject({ mediaType: 'CAROUSEL_ALBUM', mediaProductType: 'FEED', caption: 'Before and after' });
    expect(album.permalink).toMatch(/\/p\/[\w-]+\/$/);

    const story = await client.createContainer(token, userId, { kind: 'story', videoUrl: media.mp4 });
    await waitForContainer(client, token, story, noWait);
    expect(await client.media(token, await client.publish(token, userId, story))).toMatchObject({ mediaProductType: 'STORY', mediaType: 'VIDEO' });
  });

  it('refuses what Instagram refuses: a PNG, a one-item carousel, a second publish, unreadable media', async () => {
    const { client, token, userId } = await setUp();
    const png = await caught(client.createContainer(token, userId, { kind: 'image', imageUrl: media.png }));
    expect(png).toMatchObject({ kind: 'media_rejected', subcode: 2207005, httpStatus: 400 });
    expect(png.userMessage).toMatch(/JPEG/);

    const item = await client.createContainer(token, userId, { kind: 'carouselItem', imageUrl: media.jpg });
    expect(await caught(client.createContainer(token, userId, { kind: 'carousel', children: [item] }))).toMatchObject({
      kind: 'media_rejected',
      subcode: 2207028,
    });

    const container = await client.createContainer(token, userId, { kind: 'image', imageUrl: media.jpg });
    await client.publish(token, userId, container);
    expect(await caught(client.publish(token, userId, container))).toMatchObject({ kind: 'container_failed', subcode: 2207008 });

    const unreachable = await client.createContainer(token, userId, { kind: 'reel', videoUrl: media.missing });
    expect(await caught(waitForContainer(client, token, unreachable, noWait))).toMatchObject({ kind: 'container_failed', subcode: 2207052 });
    const notVideo = await client.createContainer(token, userId, { kind: 'reel', videoUrl: media.jpg });
    expect(await caught(waitForContainer(client, token, notVideo, noWait))).toMatchObject({ kind: 'container_failed', subcode: 2207026 });
    expect(await caught(client.publish(token, userId, notVideo))).toMatchObject({ kind: 'media_rejected', subcode: 2207026 });
  });

  it('enforces the rolling publishing quota and reports the usage', async () => {
    const { fake, client, token, userId } = await setUp({ publishQuota: 2 });
    await publishImage(client, token, userId, media.jpg);
    await publishImage(client, token, userId, media.jpg);
    expect(await client.publishingLimit(token, userId)).toEqual({ quotaUsage: 2, quotaTotal: 2, quotaDurationSeconds: 86_400, remaining: 0 });
    const third = await caught(publishImage(client, token, userId, media.jpg));
    expect(third).toMatchObject({ kind: 'quota_exceeded', code: 9, subcode: 2207042, retryable: false });
    // The window rolls: a day later the first two no longer count.
    fake.advanceClock(24 * HOUR + 1000);
    expect((await client.publishingLimit(token, userId)).remaining).toBe(2);
  });

  it('maps an expired token, retries a one-shot 500 and a rate limit, and never puts the token in a message', async () => {
    const { fake, client, token, userId, sleeps } = await setUp();
    fake.injectError({ error: 'token_expired' });
    const expired = await caught(client.me(token));
    expect(expired).toMatchObject({ kind: 'token_expired', code: 190, subcode: 463, retryable: false });
    expect(expired.message).not.toContain(token);

    const container = await client.createContainer(token, userId, { kind: 'image', imageUrl: media.jpg });
    fake.injectError({ error: 'server_error', path: '/media_publish' });
    const mediaId = await client.publish(token, userId, container);
    expect(fake.requests.filter((request) => request.path.endsWith('/media_publish')).map((request) => request.status)).toEqual([500, 200]);
    expect(fake.posts.map((post) => post.id)).toEqual([mediaId]);

    fake.injectError({ error: 'rate_limit', path: '/content_publishing_limit' });
    expect((await client.publishingLimit(token, userId)).quotaUsage).toBe(1);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]).toBe(5_000);

    // A media error is the caller's problem: answered at once, no retry.
    fake.injectError({ error: 'media_error', path: '/media' });
    const before = fake.requests.length;
    expect(await caught(client.createContainer(token, userId, { kind: 'reel', videoUrl: media.mp4 }))).toMatchObject({
      kind: 'media_rejected',
      subcode: 2207026,
    });
    expect(fake.requests.length - before).toBe(1);
  });

  it('lets a container expire 24 hours after creation by the fake clock', async () => {
    const { fake, client, token, userId } = await setUp();
    const container = await client.createContainer(token, userId, { kind: 'image', imageUrl: media.jpg });
    expect((await client.containerStatus(token, container)).statusCode).toBe('FINISHED');
    fake.advanceClock(24 * HOUR);
    expect((await client.containerStatus(token, container)).statusCode).toBe('EXPIRED');
    expect((await caught(waitForContainer(client, token, container, noWait))).kind).toBe('container_failed');
    expect(await caught(client.publish(token, userId, container))).toMatchObject({ kind: 'container_failed', subcode: 2207020 });
  });
});
