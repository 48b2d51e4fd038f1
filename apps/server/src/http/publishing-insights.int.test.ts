import { startFakeInstagramGraph, type FakeInstagramGraph } from '@reelcraft/fakes';
import { connectTestPublishingAccount, fakeGraphEnv, schema } from '@reelcraft/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, json, signUp, signUpAdmin, type Json, type TestApp } from '../testing/index.ts';

/**
 * Issue 35 part D over HTTP: best posting times (per user, any IANA zone), and the console's publishing view (admins
 * only, never a token or its ciphertext).
 */

let t: TestApp;
let fake: FakeInstagramGraph;
let adminToken: string;
let creator: { token: string; id: string };
let ciphertexts: string[];
let accountId: string;

beforeAll(async () => {
  fake = await startFakeInstagramGraph({ accounts: [{ username: 'admin.view' }] });
  t = await createTestApp({ ...fakeGraphEnv(fake), ADMIN_EMAILS: 'publishing-admin@example.com' }, { workers: false });
  adminToken = (await signUpAdmin(t, 'publishing-admin@example.com')).token;
  creator = await signUp(t, { email: 'publishing-creator@example.com' });
  const igAccount = fake.accounts[0]!;
  const token = fake.issueToken(igAccount.userId);
  const account = await connectTestPublishingAccount(t.core, creator.id, { igUserId: igAccount.userId, username: igAccount.username, token });
  ciphertexts = [account.tokenCiphertext ?? '', token];
  accountId = account.id;
  const now = t.core.now();
  await t.core.db.insert(schema.publishingPosts).values([
    {
      userId: creator.id,
      accountId: account.id,
      kind: 'reel',
      status: 'failed',
      publishAt: now,
      failureReason: 'video_format',
      failureSubcode: 2207026,
      attempts: 2,
    },
    { userId: creator.id, accountId: account.id, kind: 'image', status: 'scheduled', publishAt: new Date(now.getTime() + 3_600_000) },
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('GET /api/publishing/best-times', () => {
  it('needs a user and a real time zone', async () => {
    expect((await t.call('GET', '/api/publishing/best-times?time_zone=Europe/Berlin')).status).toBe(401);
    const bad = await t.call('GET', '/api/publishing/best-times?time_zone=Mars/Olympus', undefined, creator.token);
    expect(bad.status).toBe(400);
  });

  it('suggests general slots to a creator without posts, and says so', async () => {
    const response = await t.call('GET', '/api/publishing/best-times?time_zone=America/Sao_Paulo', undefined, creator.token);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.basis).toBe('general');
    expect(body.sample_size).toBe(0);
    expect(body.slots).toHaveLength(5);
  });
});

describe('GET /api/admin/publishing/*', () => {
  it('refuses a normal user (403 ADMIN_ONLY)', async () => {
    for (const path of ['/api/admin/publishing/accounts', '/api/admin/publishing/failed-posts']) {
      const response = await t.call('GET', path, undefined, creator.token);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('ADMIN_ONLY');
    }
  });

  it('lists connected accounts and failed posts for an admin, without the token or its ciphertext', async () => {
    const accounts = await t.call('GET', '/api/admin/publishing/accounts?q=admin.view', undefined, adminToken);
    expect(accounts.status).toBe(200);
    const accountsText = await accounts.text();
    const list = JSON.parse(accountsText) as Json;
    expect(list).toMatchObject({ total: 1, page: 1, page_size: 25 });
    expect(list.items[0]).toMatchObject({
      username: 'admin.view',
      user: { id: creator.id, email: 'publishing-creator@example.com' },
      status: 'active',
      account_type: 'MEDIA_CREATOR',
      quota_total: 50,
    });
    expect(Object.keys(list.items[0]).some((key) => /token_?cipher|ciphertext|access_token/i.test(key))).toBe(false);

    const failed = await t.call('GET', '/api/admin/publishing/failed-posts?page=1', undefined, adminToken);
    expect(failed.status).toBe(200);
    const failedText = await failed.text();
    const posts = JSON.parse(failedText) as Json;
    expect(posts.total).toBe(1);
    expect(posts.items[0]).toMatchObject({
      kind: 'reel',
      failure_reason: 'video_format',
      failure_subcode: 2207026,
      attempts: 2,
      account: { username: 'admin.view' },
    });

    for (const secret of ciphertexts) {
      expect(accountsText).not.toContain(secret);
      expect(failedText).not.toContain(secret);
    }
    const nobody = await json(await t.call('GET', '/api/admin/publishing/accounts?q=nobody-matches', undefined, adminToken));
    expect(nobody).toMatchObject({ total: 0, items: [] });
  });
});

/** A post published at `at` whose insights were read. */
async function publishedWithInsights(userId: string, at: Date, views: number, reach: number, result?: Record<string, unknown>) {
  const [suggestion] = result
    ? await t.core.db.insert(schema.suggestions).values({ userId, type: 'smart_script', status: 'ready', language: 'en', request: {}, result }).returning()
    : [undefined];
  await t.core.db.insert(schema.publishingPosts).values({
    userId,
    accountId,
    kind: 'reel',
    status: 'published',
    publishAt: at,
    publishedAt: at,
    timeZone: 'Europe/Lisbon',
    igMediaId: `1799${at.getTime()}`,
    suggestionId: suggestion?.id ?? null,
    insights: { views, reach, likes: 10, comments: 1, saved: 2, shares: 1 },
    insightsFetchedAt: at,
  });
}

describe('insights on the owner’s analysis and in best times', () => {
  it('adds "Your last posts made with Reelcraft" to the owner’s analysis, in the analysis’ language', async () => {
    const [analysis] = await t.core.db
      .insert(schema.profileAnalyses)
      .values({ userId: creator.id, username: 'admin.view', language: 'pt', status: 'ready', stage: 'done', progress: 100 })
      .returning();
    const [profile] = await t.core.db
      .insert(schema.instagramProfiles)
      .values({ userId: creator.id, username: 'admin.view', analysisId: analysis!.id, isActive: true })
      .returning();
    const path = `/api/profiles/${profile!.id}/analysis`;
    expect((await json(await t.call('GET', path, undefined, creator.token))).reelcraft_posts).toBeNull();

    await publishedWithInsights(creator.id, new Date('2026-11-10T19:00:00Z'), 900, 300, { hook: 'Why does your bread not rise?' });
    await publishedWithInsights(creator.id, new Date('2026-11-11T08:00:00Z'), 200, 200, { hook: '3 flours worth buying' });
    const body = await json(await t.call('GET', path, undefined, creator.token));
    expect(body.reelcraft_posts).toMatchObject({ count: 2, best: { hookType: { value: 'question' }, hour: { value: 19 } } });
    // Newest first.
    expect(body.reelcraft_posts.posts[1]).toMatchObject({ hook: 'Why does your bread not rise?', hookType: 'question', localHour: 19, views: 900 });
    expect(body.reelcraft_posts.summary).toContain('Reelcraft');
    expect(body.reelcraft_posts.summary).toContain('com uma pergunta');
    expect(body.reelcraft_posts.summary).not.toContain('bread');
  });

  it('suggests the creator’s own best hours from five posts on', async () => {
    for (const [day, views] of [
      [12, 900],
      [13, 300],
      [14, 300],
    ] as const)
      await publishedWithInsights(creator.id, new Date(`2026-11-${day}T12:00:00Z`), views, 300);
    const body = await json(await t.call('GET', '/api/publishing/best-times?time_zone=Europe/Lisbon', undefined, creator.token));
    expect(body.basis).toBe('own_posts');
    expect(body.sample_size).toBe(5);
    // Tuesday 10 November, 19:00 in Lisbon (WET, UTC+0): three views per person reached, the best.
    expect(body.slots[0]).toEqual({ weekday: 2, hour: 19, score: 1 });
  });
});
