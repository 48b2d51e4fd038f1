import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@reelcraft/core/testing';
import { and, eq } from 'drizzle-orm';
import { createTestApp, freezeClock, json, signUp, signUpAdmin, type SignedUpUser, type TestApp } from '../testing/index.ts';

/** Issue 13 item 3: an admin's single-use link, the hour-long impersonating session, what it may not do, and stop. */

let t: TestApp;
const realNow = () => new Date();

const ADMIN = 'boss@example.com';
const OTHER_ADMIN = 'deputy@example.com';
const PASSWORD = 'correct horse';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${ADMIN},${OTHER_ADMIN}`, BILLING: 'test' });
});
afterAll(async () => {
  await t.close();
});

let admin: SignedUpUser;
let otherAdmin: SignedUpUser;
let user: SignedUpUser;

async function link(targetId: string, token = admin.token): Promise<Response> {
  return t.call('POST', `/api/admin/users/${targetId}/impersonation`, undefined, token, { 'user-agent': 'admin-browser' });
}

function tokenOf(url: string): string {
  return new URL(url, 'http://x').searchParams.get('token') ?? '';
}

async function freshToken(targetId = user.id): Promise<string> {
  const response = await link(targetId);
  expect(response.status).toBe(200);
  return tokenOf((await json<{ url: string }>(response)).url);
}

function exchange(token: string): Promise<Response> {
  return t.call('POST', '/api/impersonation/exchange', { token });
}

type Session = { access_token: string; expires_in: number; user_id: string; user_email: string; ends_at: string };

async function impersonate(targetId = user.id): Promise<Session> {
  const response = await exchange(await freshToken(targetId));
  expect(response.status).toBe(200);
  return json<Session>(response);
}

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await t.core.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.targetUserId, targetId));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  admin = await signUpAdmin(t, ADMIN, { password: PASSWORD });
  otherAdmin = await signUpAdmin(t, OTHER_ADMIN, { password: PASSWORD });
  user = await signUp(t, { email: 'viewed@example.com', password: PASSWORD });
});

describe('the link', () => {
  it('is a path with a 256-bit token valid for 60 s, stored as SHA-256 only, and audited', async () => {
    // The link is dated by the core's clock: stopped, "60 s" is exact however long the request takes.
    const clock = freezeClock(t);
    const response = await link(user.id);
    expect(response.status).toBe(200);
    const body = await json<{ url: string; expires_at: string }>(response);
    expect(body.url).toMatch(/^\/impersonate\?token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expires_at) - clock.now.getTime()).toBe(60_000);
    const rows = await t.core.db.select().from(schema.impersonationTokens).where(eq(schema.impersonationTokens.targetUserId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(tokenOf(body.url));
    const [audit] = await t.core.db
      .select()
      .from(schema.adminAuditLog)
      .where(and(eq(schema.adminAuditLog.action, 'impersonation.link'), eq(schema.adminAuditLog.targetUserId, user.id)));
    expect(audit).toMatchObject({ adminEmail: ADMIN, targetEmail: 'viewed@example.com', userAgent: 'admin-browser' });
  });

  it('cannot target an admin, nor the admin themself', async () => {
    const other = await link(otherAdmin.id);
    expect(other.status).toBe(403);
    expect((await json<{ error: { code: string } }>(other)).error.code).toBe('IMPERSONATION_OF_ADMIN');
    const self = await link(admin.id);
    expect(self.status).toBe(403);
    expect((await json<{ error: { code: string } }>(self)).error.code).toBe('IMPERSONATION_OF_ADMIN');
  });

  it('is refused to a non-admin (403 ADMIN_ONLY) and to a visitor (401), and 404 for an unknown user', async () => {
    const asUser = await link(admin.id, user.token);
    expect(asUser.status).toBe(403);
    expect((await json<{ error: { code: string } }>(asUser)).error.code).toBe('ADMIN_ONLY');
    expect((await t.call('POST', `/api/admin/users/${user.id}/impersonation`)).status).toBe(401);
    expect((await link('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the exchange', () => {
  it('gives an hour-long session of the user without refresh token or cookie; GET /api/user names the admin', async () => {
    const clock = freezeClock(t);
    const token = await freshToken();
    const response = await exchange(token);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const session = await json<Session & { refresh_token?: string }>(response);
    expect(session).toMatchObject({ user_id: user.id, user_email: 'viewed@example.com', expires_in: 3600 });
    expect(session.refresh_token).toBeUndefined();
    expect(Date.parse(session.ends_at) - clock.now.getTime()).toBe(3600_000);

    const me = await json<{ email: string; impersonation: { admin_email: string; ends_at: string } }>(
      await t.call('GET', '/api/user', undefined, session.access_token),
    );
    expect(me.email).toBe('viewed@example.com');
    expect(me.impersonation).toEqual({ admin_email: ADMIN, ends_at: session.ends_at });
    // The user's own session says nothing of it.
    expect((await json<{ impersonation?: unknown }>(await t.call('GET', '/api/user', undefined, user.token))).impersonation ?? null).toBeNull();

    const [row] = await t.core.db.select().from(schema.sessions).where(eq(schema.sessions.impersonatorUserId, admin.id));
    expect(row).toBeDefined();
    const refresh = await t.core.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.sessionId, row!.id));
    expect(refresh).toEqual([]);
    const actions = await auditActions(user.id);
    expect(actions).toContain('impersonation.start');
  });

  it('is single-use: the second exchange is 410 IMPERSONATION_LINK_INVALID', async () => {
    const token = await freshToken();
    expect((await exchange(token)).status).toBe(200);
    const again = await exchange(token);
    expect(again.status).toBe(410);
    expect((await json<{ error: { code: string; message: string } }>(again)).error.code).toBe('IMPERSONATION_LINK_INVALID');
  });

  it('is single-use under a race: of two exchanges at once exactly one wins', async () => {
    const token = await freshToken();
    const statuses = (await Promise.all([exchange(token), exchange(token)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 410]);
  });

  it('expires after 60 s', async () => {
    const token = await freshToken();
    t.core.now = () => new Date(Date.now() + 61_000);
    try {
      expect((await exchange(token)).status).toBe(410);
    } finally {
      t.core.now = realNow;
    }
  });

  it('an unknown token is 410 and a malformed one 400', async () => {
    expect((await exchange('A'.repeat(43))).status).toBe(410);
    expect((await exchange('short')).status).toBe(400);
  });

  it('refuses when the user became an admin after the link was made', async () => {
    const later = await signUp(t, { email: 'promoted-later@example.com', password: PASSWORD });
    const token = await freshToken(later.id);
    await t.core.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, later.id));
    const response = await exchange(token);
    expect(response.status).toBe(403);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('IMPERSONATION_OF_ADMIN');
  });
});

describe('the impersonating session', () => {
  let session: Session;
  beforeAll(async () => {
    session = await impersonate();
  });

  const forbidden: Array<[string, string, unknown?]> = [
    ['PATCH', '/api/users/web/email', { email: 'new@example.com' }],
    ['POST', '/api/users/web/session/logout-all'],
    ['DELETE', '/api/user', { password: PASSWORD }],
    ['POST', '/api/v2/payment/payment-methods/setup-intent'],
    ['POST', '/api/v2/payment/payment-methods/confirm', { setup_intent_id: 'seti_1' }],
    ['DELETE', '/api/v2/payment/payment-methods/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/v2/payment/payment-methods/00000000-0000-4000-8000-000000000000/default'],
    ['POST', '/api/v2/payment/subscriptions', { plan_id: 'monthly' }],
    ['POST', '/api/v2/payment/subscriptions/cancel'],
    ['POST', '/api/v2/payment/subscriptions/resume'],
    ['POST', '/api/user/subscription/stripe/setup-intent'],
    ['POST', '/api/user/subscription/stripe/create-subscription', { plan_id: 'monthly' }],
    ['POST', '/api/user/subscription/stripe/cancel-subscription'],
    ['POST', '/api/user/subscription/confirm'],
    ['POST', '/api/billing/cancel-flow'],
    ['PATCH', '/api/billing/cancel-flow/00000000-0000-4000-8000-000000000000', { step: 'reason' }],
    ['POST', '/api/billing/cancel-flow/00000000-0000-4000-8000-000000000000/retention-offer'],
    ['POST', '/api/billing/cancel-flow/00000000-0000-4000-8000-000000000000/complete'],
    ['POST', '/api/billing/gifts/redeem', { code: 'x'.repeat(32) }],
    ['POST', '/api/v2/payment/products/gift_month/purchase', { recipient_email: 'friend@example.com' }],
    ['POST', '/api/billing/subscription/promo', { code: 'SAVE10' }],
    ['POST', '/api/billing/paywall/claim-discount'],
    ['POST', '/api/billing/test-gateway/confirm', { client_secret: 'seti_secret' }],
    ['GET', '/api/admin/users'],
    ['POST', `/api/admin/users/00000000-0000-4000-8000-000000000000/impersonation`],
  ];

  it.each(forbidden)('%s %s → 403 IMPERSONATION_FORBIDDEN, translated', async (method, path, body) => {
    const response = await t.call(method, path, body, session.access_token, { 'accept-language': 'es' });
    expect(response.status).toBe(403);
    const error = (await json<{ error: { code: string; message: string } }>(response)).error;
    expect(error.code).toBe('IMPERSONATION_FORBIDDEN');
    expect(error.message).toBe('No disponible mientras ves Reelcraft como este usuario');
  });

  it('reads what the user sees, and may change the language', async () => {
    for (const path of [
      '/api/user',
      '/api/v2/payment/payment-methods',
      '/api/v2/payment/subscriptions',
      '/api/v2/payment/subscriptions/history',
      '/api/billing/paywall',
    ]) {
      expect((await t.call('GET', path, undefined, session.access_token)).status, path).toBe(200);
    }
    expect((await t.call('PATCH', '/api/user', { language: 'en' }, session.access_token)).status).toBe(200);
  });

  it("the user's own session is not refused", async () => {
    const response = await t.call('POST', '/api/v2/payment/payment-methods/setup-intent', undefined, user.token);
    expect(response.status).toBe(200);
  });

  it('ends after an hour (401)', async () => {
    t.core.now = () => new Date(Date.now() + 61 * 60_000);
    try {
      expect((await t.call('GET', '/api/user', undefined, session.access_token)).status).toBe(401);
    } finally {
      t.core.now = realNow;
    }
  });
});

describe('stop', () => {
  it('revokes the session (reason impersonation_stopped) and audits it; 204', async () => {
    const session = await impersonate();
    const response = await t.call('POST', '/api/impersonation/stop', undefined, session.access_token);
    expect(response.status).toBe(204);
    expect((await t.call('GET', '/api/user', undefined, session.access_token)).status).toBe(401);
    const rows = await t.core.db.select().from(schema.sessions).where(eq(schema.sessions.impersonatorUserId, admin.id));
    expect(rows.some((row) => row.revokedReason === 'impersonation_stopped')).toBe(true);
    const [audit] = await t.core.db
      .select()
      .from(schema.adminAuditLog)
      .where(and(eq(schema.adminAuditLog.action, 'impersonation.stop'), eq(schema.adminAuditLog.targetUserId, user.id)));
    expect(audit).toMatchObject({ adminEmail: ADMIN, targetEmail: 'viewed@example.com' });
    // Stopping again: the session is gone.
    expect((await t.call('POST', '/api/impersonation/stop', undefined, session.access_token)).status).toBe(401);
  });

  it("a user's own session cannot call it (403 FORBIDDEN); a visitor gets 401", async () => {
    const response = await t.call('POST', '/api/impersonation/stop', undefined, user.token);
    expect(response.status).toBe(403);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('FORBIDDEN');
    expect((await t.call('POST', '/api/impersonation/stop')).status).toBe(401);
  });

  it("log-out in the impersonating tab ends only that session, never the admin's refresh cookie sent along", async () => {
    const session = await impersonate();
    expect(admin.refreshCookie).toBeTruthy();
    const adminCookie = `reelcraft_refresh=${admin.refreshCookie}`;
    const response = await t.call('POST', '/api/users/web/session/logout', undefined, session.access_token, {
      cookie: adminCookie,
      'x-reelcraft-session': '1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await t.call('GET', '/api/user', undefined, session.access_token)).status).toBe(401);
    const refresh = await t.app.request('/api/users/web/session/refresh', { method: 'POST', headers: { cookie: adminCookie, 'x-reelcraft-session': '1' } });
    expect(refresh.status).toBe(200);
  });

  it('audits link, start and stop for the user', async () => {
    const actions = await auditActions(user.id);
    for (const action of ['impersonation.link', 'impersonation.start', 'impersonation.stop']) expect(actions).toContain(action);
  });
});

describe('the exchange rate limit', () => {
  it('answers 429 past 20 exchanges a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await exchange(`${'B'.repeat(40)}${i.toString().padStart(3, '0')}`)).status);
    expect(statuses).toContain(429);
  });
});
