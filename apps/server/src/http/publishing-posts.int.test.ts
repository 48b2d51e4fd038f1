import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Post, Suggestion, UserImage } from '@reelcraft/contract';
import { publishingMediaUrl, publishingTick } from '@reelcraft/core';
import { connectTestPublishingAccount, fakeGraphEnv } from '@reelcraft/core/testing';
import { startFakeInstagramGraph, type FakeInstagramGraph, type FakeInstagramGraphOptions } from '@reelcraft/fakes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, eventually, freezeClock, json, signUp, uploadPhoto, waitForSuggestion, type TestApp } from '../testing/index.ts';

/**
 * Issue 35 part B: posts to Instagram through the real app, its worker and the fake Graph API, which fetches the media
 * from our signed public links (the app listens on a port for it, as Instagram would reach it).
 */
const WAIT_MS = 60_000;
const MINUTE = 60_000;
const fakeOptions: FakeInstagramGraphOptions = {
  accounts: [{ username: 'maria.makes' }, { username: 'busy.account' }, { username: 'token.dies' }, { username: 'other.creator' }],
  videoProcessingPolls: 2,
};
let fake: FakeInstagramGraph;
let t: TestApp;
let server: ServerType;
let publicUrl: string;
let maria: { token: string; id: string };
let other: { token: string; id: string };
let accounts: Record<'maria' | 'busy' | 'dies' | 'other', string>;
let reelSource: Suggestion;
let othersSuggestion: Suggestion;
let photos: { tall: UserImage; wide: UserImage; square: UserImage };
let othersPhoto: UserImage;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function meme(token: string, imageId: string, text: string): Promise<Suggestion> {
  const created = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'meme', image_id: imageId, meme_text: text }, token));
  const done = await waitForSuggestion<Suggestion>(t, token, created.id, WAIT_MS);
  expect(done.status).toBe('ready');
  return done;
}

async function create(body: Record<string, unknown>, token = maria.token): Promise<Response> {
  return t.call('POST', '/api/publishing/posts', body, token);
}

async function created(body: Record<string, unknown>): Promise<Post> {
  const response = await create(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Post>(response);
}

async function getPost(id: string, token = maria.token): Promise<Post> {
  return json<Post>(await t.call('GET', `/api/publishing/posts/${id}`, undefined, token));
}

/** Polls the post until `done` says so; returns it. */
function waitForPost(id: string, done: (post: Post) => boolean): Promise<Post> {
  return eventually(async () => {
    const post = await getPost(id);
    return done(post) ? post : undefined;
  }, WAIT_MS);
}

const settled = (post: Post) => post.status === 'published' || post.status === 'failed';
const fakePostsOf = (username: string) => fake.posts.filter((post) => post.userId === fake.accounts.find((account) => account.username === username)!.userId);

beforeAll(async () => {
  fake = await startFakeInstagramGraph(fakeOptions);
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ ...fakeGraphEnv(fake), PUBLIC_URL: publicUrl });
  server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  maria = await signUp(t, { email: 'maria@example.com' });
  other = await signUp(t, { email: 'other@example.com' });
  const connect = async (userId: string, username: string) => {
    const account = fake.accounts.find((candidate) => candidate.username === username)!;
    return (await connectTestPublishingAccount(t.core, userId, { igUserId: account.userId, username, token: fake.issueToken(username) })).id;
  };
  accounts = {
    maria: await connect(maria.id, 'maria.makes'),
    busy: await connect(maria.id, 'busy.account'),
    dies: await connect(maria.id, 'token.dies'),
    other: await connect(other.id, 'other.creator'),
  };
  // A tall and a wide photo are outside the feed's 4:5…1.91:1: the job pads them (the fake refuses them as they are).
  photos = {
    tall: await uploadPhoto(t, maria.token, { data: await photo(300, 900, '#225599'), purpose: 'general' }),
    wide: await uploadPhoto(t, maria.token, { data: await photo(1200, 400, '#995522'), purpose: 'general' }),
    square: await uploadPhoto(t, maria.token, { data: await photo(600, 600, '#229955'), purpose: 'general' }),
  };
  othersPhoto = await uploadPhoto(t, other.token, { data: await photo(600, 600, '#552299'), purpose: 'general' });
  [reelSource, othersSuggestion] = await Promise.all([
    meme(maria.token, photos.square.id, 'Posting straight from Reelcraft'),
    meme(other.token, othersPhoto.id, 'Not yours'),
  ]);
}, 180_000);

afterAll(async () => {
  server?.close();
  await t?.close();
  await fake?.close();
});

describe('publishing posts', () => {
  it(
    'publishes a reel now: one post at Instagram, the permalink recorded, the media fetched once from our signed link that then refuses',
    async () => {
      const post = await created({ account_id: accounts.maria, kind: 'reel', suggestion_id: reelSource.id, caption: 'My first reel #reelcraft' });
      expect(post).toMatchObject({ status: 'scheduled', stage: 'queued', kind: 'reel', account: { id: accounts.maria, username: 'maria.makes' } });
      expect(post.thumbnail_url).toMatch(/^\/api\/files\//);
      const done = await waitForPost(post.id, settled);
      expect(done).toMatchObject({ status: 'published', stage: null, failure: null, attempts: 1 });
      const published = fakePostsOf('maria.makes');
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({ productType: 'REELS', caption: 'My first reel #reelcraft' });
      expect(done.permalink).toBe(published[0]!.permalink);

      const fetches = fake.mediaFetches.filter((fetch) => fetch.url.startsWith(`${publicUrl}/api/publishing/media/`));
      expect(fetches).toHaveLength(1);
      expect(fetches[0]!.outcome).toBe('mp4');
      expect(fetches[0]!.codecs).toEqual(expect.arrayContaining(['avc1']));
      const link = fetches[0]!.url.slice(publicUrl.length);
      // Only while the post is publishing: now it is published, the link opens nothing.
      expect((await t.app.request(link)).status).toBe(404);
      // Another post's id or another item of this post: a link we sign ourselves, still nothing.
      expect((await t.app.request(publishingMediaUrl(t.core, post.id, 3).slice(publicUrl.length))).status).toBe(404);
      const clock = freezeClock(t);
      clock.advance(2 * 3_600_000);
      expect(await errorCode(await t.app.request(link))).toBe('LINK_EXPIRED');
    },
    WAIT_MS,
  );

  it(
    'serves the prepared media only while publishing, with ranges, and only to a valid link',
    async () => {
      // The fake keeps the next video processing until it is told otherwise: the post stays 'publishing'.
      fakeOptions.videoProcessingPolls = 1_000_000;
      const post = await created({ account_id: accounts.maria, kind: 'story', suggestion_id: reelSource.id });
      try {
        const processing = await waitForPost(post.id, (current) => current.stage === 'processing');
        expect(processing.status).toBe('publishing');
        const container = fake.containers.find((candidate) => candidate.kind === 'STORIES' && !candidate.publishedMediaId)!;
        const link = container.params.video_url!.slice(publicUrl.length);
        const whole = await fetch(publicUrl + link);
        expect(whole.status).toBe(200);
        expect(whole.headers.get('content-type')).toBe('video/mp4');
        const size = (await whole.arrayBuffer()).byteLength;
        const part = await fetch(publicUrl + link, { headers: { range: 'bytes=0-99' } });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
        expect((await part.arrayBuffer()).byteLength).toBe(100);
        // A tampered link, and a link to an item the post does not have.
        expect((await t.app.request(`${link}x`)).status).toBe(404);
        expect((await t.app.request(publishingMediaUrl(t.core, post.id, 1).slice(publicUrl.length))).status).toBe(404);
        container.processingPolls = 0;
      } finally {
        fakeOptions.videoProcessingPolls = 2;
      }
      expect(await waitForPost(post.id, settled)).toMatchObject({ status: 'published' });
      expect(fakePostsOf('maria.makes').filter((candidate) => candidate.productType === 'STORY')).toHaveLength(1);
    },
    WAIT_MS,
  );

  it(
    'schedules a carousel and a photo story; the tick publishes each when due; a rescheduled post waits for its new time',
    async () => {
      const clock = freezeClock(t);
      const at = (minutes: number) => new Date(clock.now.getTime() + minutes * MINUTE).toISOString();
      const carousel = await created({
        account_id: accounts.maria,
        kind: 'carousel',
        image_ids: [photos.tall.id, photos.wide.id],
        caption: 'Two photos',
        publish_at: at(10),
      });
      const story = await created({ account_id: accounts.maria, kind: 'story', image_ids: [photos.square.id], publish_at: at(20) });
      expect(carousel).toMatchObject({ status: 'scheduled', stage: null });
      expect(await publishingTick(t.core)).toMatchObject({ queued: 0 });

      // Dragged in the calendar: 20 → 40 minutes.
      const moved = await t.call('PATCH', `/api/publishing/posts/${story.id}`, { publish_at: at(40) }, maria.token);
      expect(moved.status).toBe(200);

      clock.advance(11 * MINUTE);
      expect(await publishingTick(t.core)).toMatchObject({ queued: 1 });
      // A second tick right after sends nothing more (the post is marked queued).
      expect(await publishingTick(t.core)).toMatchObject({ queued: 0 });
      expect(await waitForPost(carousel.id, settled)).toMatchObject({ status: 'published' });
      const album = fakePostsOf('maria.makes').find((post) => post.caption === 'Two photos')!;
      expect(album).toMatchObject({ mediaType: 'CAROUSEL_ALBUM', productType: 'FEED' });
      expect(album.children).toHaveLength(2);

      clock.advance(10 * MINUTE);
      expect(await publishingTick(t.core)).toMatchObject({ queued: 0 });
      expect((await getPost(story.id)).status).toBe('scheduled');
      clock.advance(20 * MINUTE);
      expect(await publishingTick(t.core)).toMatchObject({ queued: 1 });
      expect(await waitForPost(story.id, settled)).toMatchObject({ status: 'published' });

      const list = await json<{ posts: Post[] }>(
        await t.call('GET', `/api/publishing/posts?from=${encodeURIComponent(at(-60))}&to=${encodeURIComponent(at(60))}`, undefined, maria.token),
      );
      expect(list.posts.map((post) => post.id)).toEqual(expect.arrayContaining([carousel.id, story.id]));
    },
    WAIT_MS,
  );

  it(
    'publishes a carousel whose first item is the video, and deletes the photos it prepared once Instagram has them',
    async () => {
      const post = await created({
        account_id: accounts.maria,
        kind: 'carousel',
        suggestion_id: reelSource.id,
        image_ids: [photos.wide.id],
        caption: 'Video and photo',
      });
      expect(await waitForPost(post.id, settled)).toMatchObject({ status: 'published' });
      const album = fakePostsOf('maria.makes').find((candidate) => candidate.caption === 'Video and photo')!;
      expect(album.children.map((id) => fake.containers.find((container) => container.id === id)?.mediaType)).toEqual(['VIDEO', 'IMAGE']);
      expect(await t.core.storage.listKeys(`users/${maria.id}/publishing/${post.id}`)).toEqual([]);
    },
    WAIT_MS,
  );

  it(
    'gives a post whose job vanished (left publishing longer than a job lives) a new job, which publishes it; insights are due an hour later',
    async () => {
      // As if a worker died mid-job long ago and its retries were lost: the post is still 'publishing'.
      const orphan = await created({
        account_id: accounts.maria,
        kind: 'image',
        image_ids: [photos.square.id],
        caption: 'Left behind',
        publish_at: new Date(t.core.now().getTime() + 60 * MINUTE).toISOString(),
      });
      await t.core.database.executeSql(
        `UPDATE publishing_posts SET status = 'publishing', stage = 'uploading', attempts = 1, updated_at = now() - interval '1 hour', publish_at = now() WHERE id = $1`,
        [orphan.id],
      );
      expect(await publishingTick(t.core)).toMatchObject({ requeued: 1 });
      expect(await publishingTick(t.core)).toMatchObject({ requeued: 0 });
      const done = await waitForPost(orphan.id, settled);
      expect(done).toMatchObject({ status: 'published', attempts: 2 });
      const { rows } = await t.core.database.executeSql(`SELECT published_at, insights_due_at FROM publishing_posts WHERE id = $1`, [orphan.id]);
      const row = rows[0] as { published_at: string | Date; insights_due_at: string | Date };
      expect(new Date(row.insights_due_at).getTime() - new Date(row.published_at).getTime()).toBe(3_600_000);
    },
    WAIT_MS,
  );

  it('cancels a scheduled post, which the tick then leaves alone and which can no longer be edited', async () => {
    const clock = freezeClock(t);
    const post = await created({
      account_id: accounts.maria,
      kind: 'image',
      image_ids: [photos.square.id],
      publish_at: new Date(clock.now.getTime() + 30 * MINUTE).toISOString(),
    });
    const cancelled = await t.call('DELETE', `/api/publishing/posts/${post.id}`, undefined, maria.token);
    expect(await json<Post>(cancelled)).toMatchObject({ status: 'cancelled' });
    clock.advance(60 * MINUTE);
    expect(await publishingTick(t.core)).toMatchObject({ queued: 0 });
    expect(await errorCode(await t.call('PATCH', `/api/publishing/posts/${post.id}`, { caption: 'again' }, maria.token))).toBe('POST_NOT_EDITABLE');
    expect(await errorCode(await t.call('POST', `/api/publishing/posts/${post.id}/retry`, undefined, maria.token))).toBe('POST_NOT_EDITABLE');
  });

  it(
    'posts a carousel of photos made from a script, keeping the script as its source; a script alone is not a video',
    async () => {
      const generated = await json<Suggestion>(
        await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: 'Three calm habits for busy mornings' }, maria.token),
      );
      const script = await waitForSuggestion<Suggestion>(t, maria.token, generated.id, WAIT_MS);
      expect(script).toMatchObject({ status: 'ready', video_url: null });
      const base = { account_id: accounts.maria, suggestion_id: script.id };
      expect(await errorCode(await create({ ...base, kind: 'reel' }))).toBe('POST_MEDIA_INVALID');
      expect(await errorCode(await create({ ...base, kind: 'story' }))).toBe('POST_MEDIA_INVALID');
      expect(await errorCode(await create({ ...base, kind: 'carousel', image_ids: [photos.square.id] }))).toBe('POST_MEDIA_INVALID');
      const post = await created({ ...base, kind: 'carousel', image_ids: [photos.square.id, photos.wide.id], caption: 'Calm mornings' });
      expect(post).toMatchObject({ suggestion_id: script.id, image_ids: [photos.square.id, photos.wide.id] });
      expect(await waitForPost(post.id, settled)).toMatchObject({ status: 'published', suggestion_id: script.id });
      const ours = fakePostsOf('maria.makes').filter((candidate) => candidate.caption === 'Calm mornings');
      expect(ours).toHaveLength(1);
      expect(ours[0]!.children).toHaveLength(2);
    },
    WAIT_MS,
  );

  it('refuses times in the past or beyond the horizon, and media that does not fit the kind', async () => {
    const base = { account_id: accounts.maria };
    expect(await errorCode(await create({ ...base, kind: 'image', image_ids: [photos.square.id], publish_at: '2020-01-01T00:00:00Z' }))).toBe(
      'POST_TIME_INVALID',
    );
    const far = new Date(t.core.now().getTime() + 400 * 86_400_000).toISOString();
    expect(await errorCode(await create({ ...base, kind: 'image', image_ids: [photos.square.id], publish_at: far }))).toBe('POST_TIME_INVALID');
    expect(await errorCode(await create({ ...base, kind: 'carousel', image_ids: [photos.square.id] }))).toBe('POST_MEDIA_INVALID');
    expect(await errorCode(await create({ ...base, kind: 'reel', image_ids: [photos.square.id] }))).toBe('POST_MEDIA_INVALID');
    expect(await errorCode(await create({ ...base, kind: 'image', image_ids: [photos.square.id, photos.tall.id] }))).toBe('POST_MEDIA_INVALID');
  });

  it('shows only the owner their posts and lets only the owner use their account, suggestion and photos (404 like a missing id); 401 without a session', async () => {
    const mine = await created({
      account_id: accounts.maria,
      kind: 'image',
      image_ids: [photos.square.id],
      publish_at: new Date(t.core.now().getTime() + 60 * MINUTE).toISOString(),
    });
    for (const [method, path, body] of [
      ['GET', `/api/publishing/posts/${mine.id}`, undefined],
      ['PATCH', `/api/publishing/posts/${mine.id}`, { caption: 'mine now' }],
      ['DELETE', `/api/publishing/posts/${mine.id}`, undefined],
      ['POST', `/api/publishing/posts/${mine.id}/retry`, undefined],
    ] as const) {
      expect(await errorCode(await t.call(method, path, body, other.token)), `${method} ${path}`).toBe('NOT_FOUND');
      expect((await t.call(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await t.call('POST', '/api/publishing/posts', { account_id: accounts.maria, kind: 'image', image_ids: [photos.square.id] })).status).toBe(401);
    expect((await t.call('GET', '/api/publishing/posts?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z')).status).toBe(401);
    // The other user with Maria's account; Maria with the other user's account, suggestion and photo.
    expect(await errorCode(await create({ account_id: accounts.maria, kind: 'image', image_ids: [othersPhoto.id] }, other.token))).toBe('NOT_FOUND');
    expect(await errorCode(await create({ account_id: accounts.other, kind: 'image', image_ids: [photos.square.id] }))).toBe('NOT_FOUND');
    expect(await errorCode(await create({ account_id: accounts.maria, kind: 'reel', suggestion_id: othersSuggestion.id }))).toBe('NOT_FOUND');
    expect(await errorCode(await create({ account_id: accounts.maria, kind: 'image', image_ids: [othersPhoto.id] }))).toBe('NOT_FOUND');
    const otherList = await json<{ posts: Post[] }>(
      await t.call('GET', `/api/publishing/posts?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z`, undefined, other.token),
    );
    expect(otherList.posts.some((post) => post.id === mine.id)).toBe(false);
    expect((await getPost(mine.id)).status).toBe('scheduled');
  });

  it(
    'waits when the 24 h quota is used up: nothing created at Instagram, the post scheduled with stage waiting_quota',
    async () => {
      fake.usePublishingQuota('busy.account', 50);
      const busyUserId = fake.accounts.find((account) => account.username === 'busy.account')!.userId;
      const post = await created({ account_id: accounts.busy, kind: 'image', image_ids: [photos.square.id] });
      const waiting = await waitForPost(post.id, (current) => current.stage === 'waiting_quota');
      expect(waiting.status).toBe('scheduled');
      expect(fake.containers.filter((container) => container.userId === busyUserId)).toHaveLength(0);
      expect(fakePostsOf('busy.account')).toHaveLength(50);
    },
    WAIT_MS,
  );

  it(
    'fails with the reason Instagram gave (2207026 → video_format), and publishes on retry',
    async () => {
      fake.injectError({ error: 'media_error', subcode: 2207026, method: 'POST', path: '/media' });
      const before = fakePostsOf('maria.makes').length;
      const post = await created({ account_id: accounts.maria, kind: 'reel', suggestion_id: reelSource.id, caption: 'Second try' });
      const failed = await waitForPost(post.id, settled);
      expect(failed).toMatchObject({ status: 'failed', failure: { reason: 'video_format', subcode: 2207026 } });
      const retried = await t.call('POST', `/api/publishing/posts/${post.id}/retry`, undefined, maria.token);
      expect(await json<Post>(retried)).toMatchObject({ status: 'scheduled', stage: 'queued', failure: null });
      expect(await waitForPost(post.id, settled)).toMatchObject({ status: 'published', failure: null });
      expect(fakePostsOf('maria.makes')).toHaveLength(before + 1);
    },
    WAIT_MS,
  );

  it(
    'never publishes twice: Instagram publishes but the answer is a 500, and the job finds the post instead of publishing again',
    async () => {
      fake.injectError({ error: 'server_error', method: 'POST', path: '/media_publish', after: true });
      const before = fakePostsOf('maria.makes').length;
      const post = await created({ account_id: accounts.maria, kind: 'image', image_ids: [photos.wide.id], caption: 'Lost answer' });
      const done = await waitForPost(post.id, settled);
      expect(done.status).toBe('published');
      const ours = fakePostsOf('maria.makes').filter((candidate) => candidate.caption === 'Lost answer');
      expect(ours).toHaveLength(1);
      expect(done.permalink).toBe(ours[0]!.permalink);
      expect(fakePostsOf('maria.makes')).toHaveLength(before + 1);
      // It was found through the account's media list, after the publish's answer was lost.
      const mariaUserId = fake.accounts.find((account) => account.username === 'maria.makes')!.userId;
      expect(fake.requests.some((request) => request.method === 'GET' && request.path.endsWith(`/${mariaUserId}/media`))).toBe(true);
    },
    WAIT_MS,
  );

  it(
    "never publishes a story twice: a lost publish answer is found in the account's stories, which Instagram lists apart",
    async () => {
      fake.injectError({ error: 'server_error', method: 'POST', path: '/media_publish', after: true });
      const stories = () => fakePostsOf('maria.makes').filter((candidate) => candidate.productType === 'STORY');
      const before = stories().length;
      const post = await created({ account_id: accounts.maria, kind: 'story', image_ids: [photos.square.id] });
      const done = await waitForPost(post.id, settled);
      expect(done.status).toBe('published');
      expect(stories()).toHaveLength(before + 1);
      const mariaUserId = fake.accounts.find((account) => account.username === 'maria.makes')!.userId;
      expect(fake.requests.some((request) => request.method === 'GET' && request.path.endsWith(`/${mariaUserId}/stories`))).toBe(true);
    },
    WAIT_MS,
  );

  it(
    'an expired token (190) while publishing fails the post with reconnect_needed and marks the account',
    async () => {
      fake.injectError({ error: 'token_expired', method: 'POST', path: '/media_publish' });
      const post = await created({ account_id: accounts.dies, kind: 'image', image_ids: [photos.square.id], caption: 'Token dies' });
      expect(await waitForPost(post.id, settled)).toMatchObject({ status: 'failed', failure: { reason: 'reconnect_needed' } });
      expect(await errorCode(await t.call('POST', `/api/publishing/posts/${post.id}/retry`, undefined, maria.token))).toBe('PUBLISHING_RECONNECT_NEEDED');
      expect(await errorCode(await create({ account_id: accounts.dies, kind: 'image', image_ids: [photos.square.id] }))).toBe('PUBLISHING_RECONNECT_NEEDED');
      expect(fakePostsOf('token.dies')).toHaveLength(0);
    },
    WAIT_MS,
  );
});
