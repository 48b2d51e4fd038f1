import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeInstagramGraph, type FakeInstagramGraph } from '@reelcraft/fakes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { connectTestPublishingAccount, createTestCore, fakeGraphEnv, type TestCore } from '../../testing/index.ts';
import { createInstagramGraphClient } from '../graph/index.ts';
import { briefFor } from '../../content/writer-brief.ts';
import { fetchDueInsights, postInsightsDto } from './fetch-insights.ts';
import { preferredHookTypeFor, reelcraftPostsReport } from './reelcraft-posts.ts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);

let t: TestCore;
let fake: FakeInstagramGraph;
let assets: Server;
let photoUrl: string;

beforeAll(async () => {
  // A frozen clock shared by the fake and the core: time moves only with advanceClock.
  fake = await startFakeInstagramGraph({ now: () => T0, accounts: [{ username: 'insights.one' }, { username: 'insights.two' }] });
  t = await createTestCore(fakeGraphEnv(fake));
  t.core.now = () => new Date(fake.now());
  // The same client as configured, without real waits between its own retries.
  t.core.publishing.graph = createInstagramGraphClient({
    baseUrl: fake.url,
    appId: fake.appId,
    appSecret: fake.appSecret,
    redirectUri: 'http://127.0.0.1:9/app/publishing/callback',
    now: fake.now,
    retry: { sleep: async () => undefined },
  });
  const jpeg = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  // Stands in for our signed public media link: the fake fetches the photo from here, as Instagram would.
  assets = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg));
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve));
  photoUrl = `http://127.0.0.1:${(assets.address() as AddressInfo).port}/photo.jpg`;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
  await new Promise<void>((resolve) => assets?.close(() => resolve()));
});

async function user(email: string) {
  // Straight into the table: sign-up's access tokens would be judged by the real clock, not the fake's.
  const [row] = await t.core.db.insert(schema.users).values({ email }).returning({ id: schema.users.id });
  return row!.id;
}

/** A post published on the fake (a real media id) and recorded as the publish job leaves it. */
async function publishedPost(userId: string, fakeAccount: string) {
  const igAccount = fake.accounts.find((account) => account.username === fakeAccount)!;
  const token = fake.issueToken(igAccount.userId);
  const account = await connectTestPublishingAccount(t.core, userId, { igUserId: igAccount.userId, username: igAccount.username, token });
  const graph = t.core.publishing.graph!;
  const container = await graph.createContainer(token, igAccount.userId, { kind: 'image', imageUrl: photoUrl, caption: 'A photo' });
  const mediaId = await graph.publish(token, igAccount.userId, container);
  const publishedAt = t.core.now();
  const [post] = await t.core.db
    .insert(schema.publishingPosts)
    .values({
      userId,
      accountId: account.id,
      kind: 'image',
      status: 'published',
      publishAt: publishedAt,
      igMediaId: mediaId,
      publishedAt,
      insightsDueAt: new Date(publishedAt.getTime() + HOUR),
    })
    .returning();
  return { post: post!, account, mediaId };
}

const row = async (id: string) => (await t.core.db.select().from(schema.publishingPosts).where(eq(schema.publishingPosts.id, id)))[0]!;

describe('fetchDueInsights', () => {
  it('reads due posts on the schedule (1 h, 6 h, 24 h, 3 d, 7 d, then stops) and maps them to the API shape', async () => {
    const userId = await user('insights-schedule@example.com');
    const { post } = await publishedPost(userId, 'insights.one');
    const publishedAt = post.publishedAt!.getTime();

    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 0 });
    expect(postInsightsDto(await row(post.id))).toBeNull();

    fake.advanceClock(HOUR);
    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 1, retried: 0 });
    const first = await row(post.id);
    expect(first.insightsDueAt?.getTime()).toBe(publishedAt + 6 * HOUR);
    const dto = postInsightsDto(first)!;
    expect(dto.views).toBeGreaterThan(0);
    expect(dto.reach).toBeGreaterThan(0);
    expect(dto.fetched_at).toBe(new Date(publishedAt + HOUR).toISOString());

    // A late tick (the worker was down) skips the reads already passed.
    fake.advanceClock(30 * HOUR);
    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 1 });
    const later = await row(post.id);
    expect(later.insightsDueAt?.getTime()).toBe(publishedAt + 72 * HOUR);
    expect(postInsightsDto(later)!.views!).toBeGreaterThan(dto.views!);

    fake.advanceClock(7 * 24 * HOUR);
    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 1 });
    expect((await row(post.id)).insightsDueAt).toBeNull();
  });

  it('pushes a post back after a transient failure without stopping the rest of the batch', async () => {
    const userId = await user('insights-transient@example.com');
    const first = await publishedPost(userId, 'insights.one');
    const second = await publishedPost(userId, 'insights.one');
    fake.advanceClock(HOUR);
    // Every retry of the client's own fails for one media id only.
    fake.injectError({ error: 'server_error', path: `/${first.mediaId}/insights`, times: 3 });
    const result = await fetchDueInsights(t.core);
    expect(result).toMatchObject({ fetched: 1, retried: 1 });
    const failed = await row(first.post.id);
    expect(failed.insightsFetchedAt).toBeNull();
    expect(failed.insightsDueAt!.getTime()).toBe(fake.now() + 15 * 60_000);
    expect((await row(second.post.id)).insightsFetchedAt).not.toBeNull();

    fake.advanceClock(15 * 60_000);
    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 1 });
    expect((await row(first.post.id)).insightsFetchedAt).not.toBeNull();
  });

  it('marks the account for reconnection on an expired token and leaves its posts waiting', async () => {
    const userId = await user('insights-token@example.com');
    const { post, account } = await publishedPost(userId, 'insights.two');
    fake.advanceClock(HOUR);
    fake.injectError({ error: 'token_expired', path: `/${post.igMediaId}/insights` });
    const result = await fetchDueInsights(t.core);
    expect(result.reconnect).toEqual([account.id]);
    const [stored] = await t.core.db.select().from(schema.publishingAccounts).where(eq(schema.publishingAccounts.id, account.id));
    expect(stored!.status).toBe('needs_reconnect');
    const waiting = await row(post.id);
    expect(waiting.insightsFetchedAt).toBeNull();
    expect(waiting.insightsDueAt!.getTime()).toBeLessThanOrEqual(fake.now());
    // Not claimed while the account waits for the creator.
    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 0, retried: 0 });
    await t.core.db.update(schema.publishingAccounts).set({ status: 'active' }).where(eq(schema.publishingAccounts.id, account.id));
    expect(await fetchDueInsights(t.core)).toMatchObject({ fetched: 1 });
  });

  it('stops reading a post deleted on Instagram', async () => {
    const userId = await user('insights-gone@example.com');
    const { post } = await publishedPost(userId, 'insights.one');
    await t.core.db.update(schema.publishingPosts).set({ igMediaId: '17999000000000000' }).where(eq(schema.publishingPosts.id, post.id));
    fake.advanceClock(HOUR);
    expect(await fetchDueInsights(t.core)).toMatchObject({ stopped: 1 });
    expect((await row(post.id)).insightsDueAt).toBeNull();
  });
});

describe('postInsightsDto', () => {
  it('keeps metrics Instagram did not send as null and reads plays as views', () => {
    const fetchedAt = new Date(T0);
    expect(postInsightsDto({ insights: { plays: 10, reach: 8.4 }, insightsFetchedAt: fetchedAt })).toEqual({
      views: 10,
      reach: 8,
      likes: null,
      comments: null,
      saved: null,
      shares: null,
      fetched_at: fetchedAt.toISOString(),
    });
  });
});

describe('what the insights teach the analysis and the writer', () => {
  /** A published post made from a script with this hook, with its insights already read. */
  async function postFromScript(userId: string, accountId: string, hook: string, views: number, reach: number) {
    const [suggestion] = await t.core.db
      .insert(schema.suggestions)
      .values({ userId, type: 'smart_script', status: 'ready', language: 'en', request: { type: 'smart_script' }, result: { hook, title: 'A title' } })
      .returning();
    const at = t.core.now();
    await t.core.db.insert(schema.publishingPosts).values({
      userId,
      accountId,
      kind: 'reel',
      status: 'published',
      publishAt: at,
      publishedAt: at,
      igMediaId: `1799${Math.floor(Math.random() * 1e12)}`,
      suggestionId: suggestion!.id,
      insights: { views, reach, likes: 3, comments: 0, saved: 1, shares: 0 },
      insightsFetchedAt: at,
    });
    return suggestion!;
  }

  it('prefers the best opening from three published posts with insights on, and reports them on the analysis', async () => {
    const userId = await user('insights-writer@example.com');
    const igAccount = fake.accounts[0]!;
    const account = await connectTestPublishingAccount(t.core, userId, {
      igUserId: igAccount.userId,
      username: igAccount.username,
      token: fake.issueToken(igAccount.userId),
    });
    await postFromScript(userId, account.id, '5 habits that changed my mornings', 900, 300);
    await postFromScript(userId, account.id, 'Why do your reels stop at 200 views?', 200, 200);
    expect(await preferredHookTypeFor(t.core, userId)).toBeUndefined();
    const third = await postFromScript(userId, account.id, '3 drills for a stronger back', 800, 400);
    expect(await preferredHookTypeFor(t.core, userId)).toBe('number');

    const brief = await briefFor(t.core, { ...third, userInput: '', parentId: null });
    expect(brief.preferHookType).toBe('number');

    const report = await reelcraftPostsReport(t.core, userId, 'ru');
    expect(report).toMatchObject({ count: 3, best: { hookType: { value: 'number', posts: 2 } } });
    expect(report!.summary).toContain('Reelcraft');
    expect(report!.summary).not.toMatch(/habits|drills|reels stop/);
    expect(await reelcraftPostsReport(t.core, await user('insights-none@example.com'), 'en')).toBeNull();
  });
});
