import { startFakeInstagramGraph, type FakeInstagramGraph } from '@reelcraft/fakes';
import { markAccountNeedsReconnect, refreshExpiringPublishingTokens } from '@reelcraft/core';
import { fakeGraphEnv, schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  createTestApp,
  errorCode,
  freezeClock,
  json,
  signUp,
  signUpAdmin,
  waitForQueueIdle,
  type Json,
  type SignedUpUser,
  type TestApp,
} from '../testing/index.ts';

const DAY = 86_400_000;
const ADMIN = 'publishing-admin@example.com';

let fake: FakeInstagramGraph;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeInstagramGraph({
    accounts: [
      { username: 'maria.makes', accountType: 'MEDIA_CREATOR' },
      { username: 'corner.bakery', accountType: 'BUSINESS' },
      { username: 'just.me', accountType: 'PERSONAL' },
    ],
  });
  t = await createTestApp({ ...fakeGraphEnv(fake), ADMIN_EMAILS: ADMIN });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Every answer of this file is checked for the fake's tokens (they all start with IGAA). */
async function body(response: Response): Promise<Json> {
  const text = await response.text();
  expect(text).not.toMatch(/IGAA/);
  return JSON.parse(text) as Json;
}

async function startConnect(user: SignedUpUser): Promise<string> {
  const response = await t.call('POST', '/api/publishing/accounts/connect', undefined, user.token);
  expect(response.status).toBe(200);
  return (await body(response)).authorize_url as string;
}

/** Follows the consent URL as `account` (the fake answers with the redirect to our callback page) → its query. */
async function consent(authorizeUrl: string, account: string, extra = ''): Promise<Record<string, string>> {
  fake.authorizeAs(account);
  const answer = await fetch(`${authorizeUrl}${extra}`, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.pathname).toBe('/app/publishing/callback');
  return Object.fromEntries(back.searchParams);
}

function callback(user: SignedUpUser, query: Record<string, string>) {
  return t.call('POST', '/api/publishing/accounts/callback', query, user.token);
}

async function connect(user: SignedUpUser, account: string): Promise<Json> {
  const response = await callback(user, await consent(await startConnect(user), account));
  expect(response.status).toBe(200);
  return body(response);
}

async function accounts(user: SignedUpUser): Promise<Json> {
  const response = await t.call('GET', '/api/publishing/accounts', undefined, user.token);
  expect(response.status).toBe(200);
  return body(response);
}

async function reconnectMails(to: string): Promise<number> {
  await waitForQueueIdle(t, { jobs: ['send-email'] });
  const outbox = await json<{ items: Array<{ to: string; template: string; subject: string }> }>(await t.call('GET', '/api/dev/outbox'));
  return outbox.items.filter((item) => item.to === to.toLowerCase() && item.template === 'publishing-reconnect').length;
}

describe('the OpenAPI document', () => {
  it('documents the four account routes', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await t.call('GET', '/api/openapi.json'));
    expect(Object.keys(doc.paths['/publishing/accounts'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/publishing/accounts/connect'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/publishing/accounts/callback'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/publishing/accounts/{id}'] ?? {})).toEqual(['delete']);
  });
});

describe('publishing accounts without configuration', () => {
  it('lists configured:false and refuses to connect with PUBLISHING_NOT_CONFIGURED', async () => {
    const bare = await createTestApp();
    try {
      const user = await signUp(bare);
      const list = await json(await bare.call('GET', '/api/publishing/accounts', undefined, user.token));
      expect(list).toEqual({ configured: false, demo: false, accounts: [] });
      const start = await bare.call('POST', '/api/publishing/accounts/connect', undefined, user.token);
      expect(start.status).toBe(503);
      expect(await errorCode(start)).toBe('PUBLISHING_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});

describe('connecting an Instagram account', () => {
  it('walks start → consent → callback and stores the account with its expiry, never showing a token', async () => {
    const user = await signUp(t);
    const authorizeUrl = await startConnect(user);
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/app\/publishing\/callback$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Instagram Login offers no PKCE: no challenge is sent.
    expect(url.searchParams.get('code_challenge')).toBeNull();

    const before = Date.now();
    const result = await callback(user, await consent(authorizeUrl, 'maria.makes'));
    expect(result.status).toBe(200);
    const connected = await body(result);
    expect(connected).toMatchObject({
      outcome: 'connected',
      account: { username: 'maria.makes', account_type: 'MEDIA_CREATOR', status: 'active', quota_remaining: 50, quota_total: 50 },
    });
    const expiry = Date.parse(connected.account.token_expires_at);
    expect(expiry).toBeGreaterThanOrEqual(before + 59 * DAY);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 61 * DAY);

    const list = await accounts(user);
    expect(list).toMatchObject({ configured: true, demo: true });
    expect(list.accounts).toEqual([connected.account]);
    const [row] = await t.core.db.select().from(schema.publishingAccounts).where(eq(schema.publishingAccounts.id, connected.account.id));
    expect(row?.tokenCiphertext).toMatch(/^v1\./);
    expect(row?.tokenCiphertext).not.toMatch(/IGAA/);
  });

  it('answers expired for a reused, expired or foreign state, and stores nothing', async () => {
    const user = await signUp(t);
    const other = await signUp(t);

    const used = await consent(await startConnect(user), 'corner.bakery');
    expect((await body(await callback(user, used))).outcome).toBe('connected');
    expect(await body(await callback(user, used))).toEqual({ outcome: 'expired' });

    // Started by `user`, finished in `other`'s session (a consent link sent to a victim): refused, and spent.
    const foreign = await consent(await startConnect(user), 'maria.makes');
    expect(await body(await callback(other, foreign))).toEqual({ outcome: 'expired' });
    expect(await body(await callback(user, foreign))).toEqual({ outcome: 'expired' });
    expect((await accounts(other)).accounts).toEqual([]);

    const clock = freezeClock(t);
    const late = await consent(await startConnect(other), 'maria.makes');
    clock.advance(10 * 60_000 + 1);
    expect(await body(await callback(other, late))).toEqual({ outcome: 'expired' });
    expect(await body(await callback(other, { state: 'never-issued', code: 'x' }))).toEqual({ outcome: 'expired' });
    expect((await accounts(other)).accounts).toEqual([]);
    expect((await accounts(user)).accounts.map((account: Json) => account.username)).toEqual(['corner.bakery']);
  });

  it('refuses a personal account and reports a declined consent, storing nothing', async () => {
    const user = await signUp(t);
    expect(await connect(user, 'just.me')).toEqual({ outcome: 'personal_account' });
    const declined = await consent(await startConnect(user), 'maria.makes', '&deny=1');
    expect(declined).toMatchObject({ error: 'access_denied' });
    expect(declined.code).toBeUndefined();
    expect(await body(await callback(user, declined))).toEqual({ outcome: 'declined' });
    expect((await accounts(user)).accounts).toEqual([]);
  });

  it('answers failed when Instagram refuses the code', async () => {
    const user = await signUp(t);
    const query = await consent(await startConnect(user), 'maria.makes');
    expect(await body(await callback(user, { ...query, code: 'not-a-code' }))).toEqual({ outcome: 'failed' });
    const broken = await consent(await startConnect(user), 'maria.makes');
    expect(await body(await callback(user, { state: broken.state!, error: 'server_error' }))).toEqual({ outcome: 'failed' });
    expect((await accounts(user)).accounts).toEqual([]);
  });

  it('limits starting a connect to 10 an hour per user', async () => {
    const user = await signUp(t);
    freezeClock(t);
    for (let i = 0; i < 10; i++) await startConnect(user);
    const limited = await t.call('POST', '/api/publishing/accounts/connect', undefined, user.token);
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe('RATE_LIMITED');
    // Another user has a budget of their own.
    await startConnect(await signUp(t));
  });
});

describe('an admin viewing the product as the user', () => {
  it('sees the accounts but may not connect, finish a connect or disconnect', async () => {
    const admin = await signUpAdmin(t, ADMIN);
    const user = await signUp(t);
    const { account } = await connect(user, 'maria.makes');
    const link = await json<{ url: string }>(await t.call('POST', `/api/admin/users/${user.id}/impersonation`, undefined, admin.token));
    const exchanged = await t.call('POST', '/api/impersonation/exchange', { token: new URL(link.url, 'http://x').searchParams.get('token') });
    const session = (await json<{ access_token: string }>(exchanged)).access_token;

    expect((await body(await t.call('GET', '/api/publishing/accounts', undefined, session))).accounts).toHaveLength(1);
    for (const [method, path, payload] of [
      ['POST', '/api/publishing/accounts/connect', undefined],
      ['POST', '/api/publishing/accounts/callback', { state: 'x', code: 'y' }],
      ['DELETE', `/api/publishing/accounts/${account.id}`, undefined],
    ] as const) {
      const response = await t.call(method, path, payload, session);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await errorCode(response)).toBe('IMPERSONATION_FORBIDDEN');
    }
    expect((await accounts(user)).accounts).toHaveLength(1);
  });
});

describe('disconnecting', () => {
  it('is for the owner only, revokes the token at Instagram, and fails the scheduled posts', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { account } = await connect(owner, 'corner.bakery');
    const [scheduled] = await t.core.db
      .insert(schema.publishingPosts)
      .values({ userId: owner.id, accountId: account.id, kind: 'reel', publishAt: new Date(Date.now() + DAY) })
      .returning();

    expect((await t.call('DELETE', `/api/publishing/accounts/${account.id}`)).status).toBe(401);
    const foreign = await t.call('DELETE', `/api/publishing/accounts/${account.id}`, undefined, stranger.token);
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe('NOT_FOUND');
    expect((await accounts(owner)).accounts).toHaveLength(1);

    const seen = fake.requests.length;
    const gone = await t.call('DELETE', `/api/publishing/accounts/${account.id}`, undefined, owner.token);
    expect(gone.status).toBe(200);
    expect(await body(gone)).toEqual({ revoked: true });
    const revoke = fake.requests.slice(seen).find((request) => request.method === 'DELETE' && request.path.endsWith('/me/permissions'));
    expect(revoke?.status).toBe(200);
    // The revoked token no longer works at Instagram.
    const me = await fetch(`${fake.url}/me`, { headers: { authorization: revoke?.authorization ?? '' } });
    expect(((await me.json()) as { error?: { code?: number } }).error?.code).toBe(190);

    expect((await accounts(owner)).accounts).toEqual([]);
    const [row] = await t.core.db.select().from(schema.publishingAccounts).where(eq(schema.publishingAccounts.id, account.id));
    expect(row).toMatchObject({ status: 'disconnected', tokenCiphertext: null });
    const [post] = await t.core.db.select().from(schema.publishingPosts).where(eq(schema.publishingPosts.id, scheduled!.id));
    expect(post).toMatchObject({ status: 'failed', failureReason: 'reconnect_needed' });
    expect((await t.call('DELETE', `/api/publishing/accounts/${account.id}`, undefined, owner.token)).status).toBe(404);

    // Connecting the same account again brings the row back.
    const again = await connect(owner, 'corner.bakery');
    expect(again).toMatchObject({ outcome: 'connected', account: { id: account.id, status: 'active' } });
  });

  it('still disconnects when Instagram cannot revoke, answering revoked:false', async () => {
    const owner = await signUp(t);
    const { account } = await connect(owner, 'maria.makes');
    fake.injectError({ error: 'token_expired', path: '/me/permissions' });
    const gone = await t.call('DELETE', `/api/publishing/accounts/${account.id}`, undefined, owner.token);
    expect(await body(gone)).toEqual({ revoked: false });
    expect((await accounts(owner)).accounts).toEqual([]);
  });
});

/** The stored row of an account (after the clock moved past the session's lifetime, the API would answer 401). */
async function row(id: string) {
  const [found] = await t.core.db.select().from(schema.publishingAccounts).where(eq(schema.publishingAccounts.id, id));
  return found;
}

// These share the fake and the database with the tests above, whose accounts also come due: each test asserts on its
// own account, and the counts only as lower bounds.
describe('token refresh and reconnect', () => {
  it('refreshes a token that expires within 10 days, once a day at most', async () => {
    const user = await signUp(t);
    const { account } = await connect(user, 'maria.makes');
    const before = await row(account.id);

    const clock = freezeClock(t);
    // Nothing is due while the token has more than 10 days left.
    await refreshExpiringPublishingTokens(t.core);
    expect((await row(account.id))?.tokenCiphertext).toBe(before?.tokenCiphertext);
    clock.advance(51 * DAY);
    fake.advanceClock(51 * DAY);
    onTestFinished(() => fake.advanceClock(-51 * DAY));
    const seen = fake.requests.length;
    expect((await refreshExpiringPublishingTokens(t.core)).refreshed).toBeGreaterThanOrEqual(1);
    expect(fake.requests.slice(seen).some((request) => request.path.endsWith('/refresh_access_token') && request.status === 200)).toBe(true);

    const after = await row(account.id);
    expect(after).toMatchObject({ status: 'active' });
    expect(after?.tokenCiphertext).not.toBe(before?.tokenCiphertext);
    expect(after?.tokenExpiresAt.getTime()).toBe(clock.now.getTime() + 60 * DAY);
    expect(after?.tokenRefreshedAt.getTime()).toBe(clock.now.getTime());

    // Refreshed less than 24 h ago: not again.
    clock.advance(DAY - 1);
    await refreshExpiringPublishingTokens(t.core);
    clock.set(Date.now());
    expect((await row(account.id))?.tokenCiphertext).toBe(after?.tokenCiphertext);

    // The list shows the new expiry, and the new token works at Instagram (disconnecting revokes it).
    const listed = (await accounts(user)).accounts.find((entry: Json) => entry.id === account.id);
    expect(listed.token_expires_at).toBe(after?.tokenExpiresAt.toISOString());
    expect(await body(await t.call('DELETE', `/api/publishing/accounts/${account.id}`, undefined, user.token))).toEqual({ revoked: true });
  });

  it('asks for a reconnect when Instagram refuses the refresh (code 190): one e-mail, not two', async () => {
    const user = await signUp(t, { language: 'pt' });
    const { account } = await connect(user, 'corner.bakery');
    // The clock stays ahead only around the refresh: background jobs reading it (session pruning) would otherwise end
    // this user's session.
    const clock = freezeClock(t);
    clock.advance(52 * DAY);
    const tickAt = clock.now.getTime();
    fake.injectError({ error: 'token_expired', path: '/refresh_access_token', times: 50 });
    expect((await refreshExpiringPublishingTokens(t.core)).reconnect).toBeGreaterThanOrEqual(1);
    clock.set(Date.now());
    expect(await row(account.id)).toMatchObject({ status: 'needs_reconnect' });
    expect((await row(account.id))?.reconnectNotifiedAt?.getTime()).toBe(tickAt);
    expect(await reconnectMails(user.email)).toBe(1);
    const outbox = await json<{ items: Array<{ to: string; template: string; subject: string }> }>(await t.call('GET', '/api/dev/outbox'));
    expect(outbox.items.find((item) => item.to === user.email.toLowerCase() && item.template === 'publishing-reconnect')?.subject).toContain(
      'Reconecte @corner.bakery',
    );

    // A second tick, and the publishing job meeting code 190 too: the creator is not told twice.
    clock.set(tickAt + DAY);
    await refreshExpiringPublishingTokens(t.core);
    clock.set(Date.now());
    expect(await markAccountNeedsReconnect(t.core, account.id)).toBe(false);
    expect(await reconnectMails(user.email)).toBe(1);

    // The in-app notice is the status in the list; connecting again makes the account active.
    expect((await accounts(user)).accounts.find((entry: Json) => entry.id === account.id)?.status).toBe('needs_reconnect');
    const again = await connect(user, 'corner.bakery');
    expect(again.account).toMatchObject({ id: account.id, status: 'active' });
    expect((await row(account.id))?.reconnectNotifiedAt).toBeNull();
  });
});
