import type { Post } from '@reelcraft/contract';
import { connectTestPublishingAccount, fakeGraphEnv, schema } from '@reelcraft/core/testing';
import { startFakeInstagramGraph, type FakeInstagramGraph } from '@reelcraft/fakes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, freezeClock, json, signUp, type TestApp } from '../testing/index.ts';

/**
 * "Refresh insights" (POST /api/publishing/posts/{id}/insights): a published post's numbers read now through the
 * schedule's own read, at most once per five minutes, only by the owner. Posts are inserted as the publish job leaves
 * them, pointing at posts the fake Graph API holds, so no video is rendered.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let fake: FakeInstagramGraph;
let owner: { token: string; id: string };
let stranger: { token: string; id: string };
let accountId: string;

beforeAll(async () => {
  fake = await startFakeInstagramGraph({ accounts: [{ username: 'numbers.reader' }] });
  t = await createTestApp(fakeGraphEnv(fake), { workers: false });
  owner = await signUp(t, { email: 'insights-owner@example.com' });
  stranger = await signUp(t, { email: 'insights-stranger@example.com' });
  const igAccount = fake.accounts[0]!;
  const account = await connectTestPublishingAccount(t.core, owner.id, {
    igUserId: igAccount.userId,
    username: igAccount.username,
    token: fake.issueToken(igAccount.userId),
  });
  accountId = account.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A post published at Instagram just now (by the fake's clock) and recorded as the publish job would. */
async function publishedPost(publishedAt: Date, insightsDueAt: Date | null) {
  fake.usePublishingQuota('numbers.reader', 1);
  const igPost = fake.posts.at(-1)!;
  const [row] = await t.core.db
    .insert(schema.publishingPosts)
    .values({
      userId: owner.id,
      accountId,
      kind: 'image',
      status: 'published',
      publishAt: publishedAt,
      publishedAt,
      igMediaId: igPost.id,
      permalink: igPost.permalink,
      insightsDueAt,
    })
    .returning();
  return row!;
}

const insightsCalls = (mediaId: string) => fake.requests.filter((request) => request.path.endsWith(`/${mediaId}/insights`)).length;
const refresh = (id: string, token = owner.token) => t.call('POST', `/api/publishing/posts/${id}/insights`, undefined, token);

describe('POST /api/publishing/posts/{id}/insights', () => {
  it("reads the numbers now, keeps the schedule's next read, and answers the stored numbers without calling Instagram within 5 minutes", async () => {
    const clock = freezeClock(t);
    const publishedAt = clock.now;
    const due = new Date(publishedAt.getTime() + HOUR);
    const row = await publishedPost(publishedAt, due);

    // Almost nothing yet: the fake counts with its own clock, which moves on with real time (a slow machine may have
    // let a few views in since publishing), so the first read is only far below the next day's.
    const first = await refresh(row.id);
    expect(first.status, await first.clone().text()).toBe(200);
    const early = await json<Post>(first);
    expect(early.insights!.views).toEqual(expect.any(Number));
    expect(early.insights!.reach).toEqual(expect.any(Number));
    expect(insightsCalls(row.igMediaId!)).toBe(1);

    // A day later by Instagram's clock, six minutes later by ours: the numbers arrived.
    fake.advanceClock(24 * HOUR);
    clock.advance(6 * MINUTE);
    const later = await json<Post>(await refresh(row.id));
    expect(later.status).toBe('published');
    expect(later.insights!.views).toBeGreaterThan(4 * early.insights!.views! + 100);
    expect(later.insights!.reach).toBeGreaterThan(4 * early.insights!.reach!);
    expect(later.insights!.fetched_at).toBe(clock.now.toISOString());
    expect(insightsCalls(row.igMediaId!)).toBe(2);
    const stored = await t.core.db.select().from(schema.publishingPosts).where(eq(schema.publishingPosts.id, row.id));
    expect(stored[0]!.insightsDueAt?.getTime()).toBe(due.getTime());

    // Two minutes later: the same numbers, Instagram not asked.
    clock.advance(2 * MINUTE);
    const again = await json<Post>(await refresh(row.id));
    expect(again.insights).toEqual(later.insights);
    expect(insightsCalls(row.igMediaId!)).toBe(2);
  });

  it('moves a read that was due already on to the next one on the schedule', async () => {
    const clock = freezeClock(t);
    const publishedAt = new Date(clock.now.getTime() - 2 * HOUR);
    const row = await publishedPost(publishedAt, new Date(publishedAt.getTime() + HOUR));
    expect((await refresh(row.id)).status).toBe(200);
    const stored = await t.core.db.select().from(schema.publishingPosts).where(eq(schema.publishingPosts.id, row.id));
    expect(stored[0]!.insightsDueAt?.getTime()).toBe(publishedAt.getTime() + 6 * HOUR);
  });

  it("answers 404 for someone else's post and a missing one, 401 without a session", async () => {
    const row = await publishedPost(t.core.now(), null);
    const before = insightsCalls(row.igMediaId!);
    const foreign = await refresh(row.id, stranger.token);
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe('NOT_FOUND');
    expect((await refresh('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.call('POST', `/api/publishing/posts/${row.id}/insights`)).status).toBe(401);
    expect(insightsCalls(row.igMediaId!)).toBe(before);
  });

  it('refuses a post that is not published (409 POST_NOT_EDITABLE)', async () => {
    const [scheduled] = await t.core.db
      .insert(schema.publishingPosts)
      .values({ userId: owner.id, accountId, kind: 'image', status: 'scheduled', publishAt: new Date(t.core.now().getTime() + HOUR) })
      .returning();
    const response = await refresh(scheduled!.id);
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('POST_NOT_EDITABLE');
  });
});
