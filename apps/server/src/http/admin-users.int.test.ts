import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeStripe, type FakeStripe } from '@reelcraft/fakes';
import {
  adminRequestsDir,
  makeAdmin,
  processPendingAdminRequests,
  promoteConfiguredAdmins,
  removeAdmin,
  requestAdminChange,
  startAdminRequestWatcher,
} from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, signUpAdmin, type Json, type TestApp } from '../testing/index.ts';

/**
 * Issue 13, admins and users: ADMIN_EMAILS and pending admins, user search and detail, the actions (grant, refund
 * through the test gateway and through Stripe (fake), revoke sessions, delete), each audited; `npm run admin:create`
 * with the database free and with a running server holding it.
 */

let t: TestApp;
let adminToken: string;
let adminId: string;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

async function auditRows(app: TestApp, action: string, targetUserId?: string) {
  const rows = await app.core.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.action, action));
  return targetUserId ? rows.filter((row) => row.targetUserId === targetUserId) : rows;
}

beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test', ADMIN_EMAILS: 'Boss@Example.com, other-boss@example.com' });
  const admin = await signUpAdmin(t, 'boss@example.com');
  adminToken = admin.token;
  adminId = admin.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('who is an admin', () => {
  it('ADMIN_EMAILS makes an account an admin at sign-up, audited by "config"', async () => {
    const [row] = await t.core.db.select().from(schema.users).where(eq(schema.users.id, adminId));
    expect(row?.role).toBe('admin');
    const [audit] = await auditRows(t, 'admin.promote', adminId);
    expect(audit).toMatchObject({ adminEmail: 'config', targetEmail: 'boss@example.com', details: { via: 'ADMIN_EMAILS', at: 'sign_up' } });
  });

  it('promotes existing accounts named by ADMIN_EMAILS at start, once', async () => {
    const later = await signUp(t, { email: 'later-boss@example.com' });
    t.core.config.ADMIN_EMAILS = [...(t.core.config.ADMIN_EMAILS ?? []), 'later-boss@example.com'];
    try {
      expect(await promoteConfiguredAdmins(t.core)).toEqual(['later-boss@example.com']);
      expect(await promoteConfiguredAdmins(t.core)).toEqual([]);
      expect(await auditRows(t, 'admin.promote', later.id)).toHaveLength(1);
      // The role is read on every request (cached ≤ 3 s): the promoted admin gets in at once in this process.
      expect((await t.call('GET', '/api/admin/overview', undefined, later.token)).status).toBe(200);
    } finally {
      t.core.config.ADMIN_EMAILS = t.core.config.ADMIN_EMAILS.filter((email) => email !== 'later-boss@example.com');
    }
  });

  it('a pending admin (admin:create before sign-up) becomes an admin when signing up by e-mail link; --remove demotes', async () => {
    expect(await makeAdmin(t.core.db, 'Future@Example.com')).toEqual({ outcome: 'pending', email: 'future@example.com' });
    const response = await t.call('POST', '/api/users/web/email-login', { email: 'future@example.com', language: 'en' });
    expect(response.status).toBe(200);
    const [row] = await t.core.db.select().from(schema.users).where(eq(schema.users.email, 'future@example.com'));
    expect(row?.role).toBe('admin');
    expect(await t.core.db.select().from(schema.pendingAdmins)).toHaveLength(0);
    expect(await makeAdmin(t.core.db, 'future@example.com')).toMatchObject({ outcome: 'already_admin' });
    expect(await removeAdmin(t.core.db, 'future@example.com')).toMatchObject({ outcome: 'demoted', user_id: row!.id });
    expect(await removeAdmin(t.core.db, 'future@example.com')).toMatchObject({ outcome: 'not_admin' });
    const [audit] = await auditRows(t, 'admin.demote', row!.id);
    expect(audit?.adminEmail).toBe('cli');
  });
});

describe('users', () => {
  let alice: { token: string; id: string; email: string };
  let bob: { token: string; id: string; email: string };

  beforeAll(async () => {
    alice = await signUp(t, { email: 'alice.wonder@example.com' });
    bob = await signUp(t, { email: 'bob_builder@example.com' });
    await t.core.db.insert(schema.instagramProfiles).values({ userId: alice.id, username: 'alice_creates' });
    await t.core.db
      .insert(schema.profileAnalyses)
      .values({ userId: bob.id, username: 'bobs.analysis', language: 'en', status: 'failed', errorCode: 'PROFILE_PRIVATE' });
  });

  it('finds by part of the e-mail (any case), exact id and Instagram username; LIKE wildcards are literal', async () => {
    const byEmail = await json(await t.call('GET', '/api/admin/users?q=WONDER', undefined, adminToken));
    expect(byEmail.items.map((item: Json) => item.email)).toEqual(['alice.wonder@example.com']);
    expect(byEmail.items[0].instagram_usernames).toEqual(['alice_creates']);
    expect(byEmail).toMatchObject({ total: 1, page: 1, page_size: 25 });
    const byId = await json(await t.call('GET', `/api/admin/users?q=${bob.id}`, undefined, adminToken));
    expect(byId.items.map((item: Json) => item.id)).toEqual([bob.id]);
    const byInstagram = await json(await t.call('GET', '/api/admin/users?q=%40Alice_Cre', undefined, adminToken));
    expect(byInstagram.items.map((item: Json) => item.id)).toEqual([alice.id]);
    const byAnalysis = await json(await t.call('GET', '/api/admin/users?q=bobs.analysis', undefined, adminToken));
    expect(byAnalysis.items.map((item: Json) => item.id)).toEqual([bob.id]);
    // '_' is not a wildcard: only bob's address has an underscore.
    const underscore = await json(await t.call('GET', '/api/admin/users?q=b_b', undefined, adminToken));
    expect(underscore.items.map((item: Json) => item.id)).toEqual([bob.id]);
    const all = await json(await t.call('GET', '/api/admin/users', undefined, adminToken));
    expect(all.total).toBeGreaterThanOrEqual(4);
    // Newest first.
    expect(all.items[0].id).toBe(bob.id);
    expect((await t.call('GET', '/api/admin/users?page=0', undefined, adminToken)).status).toBe(400);
  });

  it("shows one user's page; an unknown or malformed id is 404", async () => {
    const detail = await json(await t.call('GET', `/api/admin/users/${bob.id}`, undefined, adminToken));
    expect(detail.user).toMatchObject({ id: bob.id, email: bob.email, role: 'user', entitled: false, entitled_until: null });
    expect(detail.analyses).toEqual([expect.objectContaining({ username: 'bobs.analysis', status: 'failed', error_code: 'PROFILE_PRIVATE' })]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0].impersonator_email).toBeNull();
    expect(detail.generations).toMatchObject({ total: 0, last_30_days: 0, failed: 0, recent: [] });
    // The welcome e-mail: which template and subject, never its text.
    await eventually(async () => ((await json(await t.call('GET', `/api/admin/users/${bob.id}`, undefined, adminToken))).emails.length > 0 ? true : undefined));
    const withMail = await json(await t.call('GET', `/api/admin/users/${bob.id}`, undefined, adminToken));
    expect(withMail.emails[0]).toMatchObject({ template: 'welcome' });
    expect(Object.keys(withMail.emails[0]).sort()).toEqual(['created_at', 'id', 'subject', 'template', 'transport']);
    const unknown = await t.call('GET', '/api/admin/users/00000000-0000-4000-8000-0000000000ff', undefined, adminToken);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.code).toBe('NOT_FOUND');
    expect((await t.call('GET', '/api/admin/users/not-a-uuid', undefined, adminToken)).status).toBe(404);
  });

  it('grants premium weeks (a grant row with source admin), cumulatively, audited', async () => {
    const first = await t.call('POST', `/api/admin/users/${alice.id}/grant`, { weeks: 2, note: 'sorry for the outage' }, adminToken, {
      'user-agent': 'admin-test',
    });
    expect(first.status).toBe(200);
    const subscription = await json(first);
    expect(subscription).toMatchObject({ gateway: 'grant', source: 'admin', status: 'active' });
    const second = await json(await t.call('POST', `/api/admin/users/${alice.id}/grant`, { weeks: 1 }, adminToken));
    expect(second.id).toBe(subscription.id);
    expect(Date.parse(second.current_period_end) - Date.parse(subscription.current_period_end)).toBe(7 * 24 * 3600 * 1000);
    const detail = await json(await t.call('GET', `/api/admin/users/${alice.id}`, undefined, adminToken));
    expect(detail.user.entitled).toBe(true);
    expect(detail.user.entitled_until).toBe(second.current_period_end);
    const audit = await auditRows(t, 'subscription.grant', alice.id);
    expect(audit).toHaveLength(2);
    const noted = audit.find((row) => row.details.note);
    expect(noted).toMatchObject({
      adminEmail: 'boss@example.com',
      adminUserId: adminId,
      userAgent: 'admin-test',
      details: { weeks: 2, note: 'sorry for the outage' },
    });
    expect(noted?.ip).toBeTruthy();
    // The audit rows show on the user's page and in the log.
    expect(detail.audit.map((row: Json) => row.action)).toEqual(['subscription.grant', 'subscription.grant']);
    const log = await json(await t.call('GET', `/api/admin/audit?target_user_id=${alice.id}`, undefined, adminToken));
    expect(log.total).toBe(2);
    expect((await t.call('POST', `/api/admin/users/${alice.id}/grant`, { weeks: 0 }, adminToken)).status).toBe(400);
  });

  it('revokes every session of the user (their token stops working), audited', async () => {
    expect((await t.call('GET', '/api/user', undefined, bob.token)).status).toBe(200);
    const response = await t.call('POST', `/api/admin/users/${bob.id}/sessions/revoke`, undefined, adminToken);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ revoked: 1 });
    await eventually(async () => ((await t.call('GET', '/api/user', undefined, bob.token)).status === 401 ? true : undefined), 6000);
    const detail = await json(await t.call('GET', `/api/admin/users/${bob.id}`, undefined, adminToken));
    expect(detail.sessions[0].revoked_reason).toBe('admin_revoked');
    expect(await auditRows(t, 'sessions.revoke', bob.id)).toHaveLength(1);
  });

  it("deletes an account only with its e-mail typed again, never one's own nor another admin's; files are purged; audited", async () => {
    const carol = await signUp(t, { email: 'carol@example.com' });
    await t.core.storage.putBuffer(`users/${carol.id}/images/photo.jpg`, Buffer.from('not really a photo'));
    const wrong = await t.call('DELETE', `/api/admin/users/${carol.id}`, { confirm_email: 'someone@example.com' }, adminToken);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.code).toBe('VALIDATION_FAILED');
    const self = await t.call('DELETE', `/api/admin/users/${adminId}`, { confirm_email: 'boss@example.com' }, adminToken);
    expect(self.status).toBe(409);
    expect((await json(self)).error.code).toBe('ADMIN_SELF_ACTION');
    // Another admin: refused too (the role is removed first), and the account stays.
    const otherAdmin = await signUp(t, { email: 'other-boss@example.com' });
    const peer = await t.call('DELETE', `/api/admin/users/${otherAdmin.id}`, { confirm_email: 'other-boss@example.com' }, adminToken);
    expect(peer.status).toBe(409);
    expect((await json(peer)).error.code).toBe('ADMIN_TARGET_IS_ADMIN');
    expect(await t.core.db.select().from(schema.users).where(eq(schema.users.id, otherAdmin.id))).toHaveLength(1);
    const deleted = await t.call('DELETE', `/api/admin/users/${carol.id}`, { confirm_email: ' Carol@Example.com ' }, adminToken);
    expect(deleted.status).toBe(204);
    expect(await t.core.db.select().from(schema.users).where(eq(schema.users.id, carol.id))).toHaveLength(0);
    expect(await t.core.storage.listKeys(`users/${carol.id}`)).toEqual([]);
    expect((await t.call('GET', '/api/user', undefined, carol.token)).status).toBe(401);
    expect((await t.call('GET', `/api/admin/users/${carol.id}`, undefined, adminToken)).status).toBe(404);
    // The record outlives the account.
    const [audit] = await auditRows(t, 'user.delete', carol.id);
    expect(audit).toMatchObject({ targetEmail: 'carol@example.com', adminEmail: 'boss@example.com' });
  });

  it('shows the overview', async () => {
    const overview = await json(await t.call('GET', '/api/admin/overview', undefined, adminToken));
    expect(overview).toMatchObject({ currency: 'usd', failed_jobs: 0, generations_last_24h: 0 });
    expect(overview.users_total).toBeGreaterThanOrEqual(4);
    expect(overview.users_last_7_days).toBe(overview.users_total);
    expect(overview.active_subscriptions).toBeGreaterThanOrEqual(1);
  });
});

describe('refunds through the test gateway', () => {
  async function payWith(token: string, clientSecret: string): Promise<void> {
    const response = await t.call(
      'POST',
      '/api/billing/test-gateway/confirm',
      { client_secret: clientSecret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } },
      token,
    );
    expect((await json(response)).status).toBe('succeeded');
  }

  it('refunds a succeeded payment, marks it refunded and voids the referral reward waiting on it; twice → 409', async () => {
    const referrer = await signUp(t, { email: 'referrer@example.com' });
    const [referrerRow] = await t.core.db.select().from(schema.users).where(eq(schema.users.id, referrer.id));
    const code = referrerRow!.referralCode!;
    const { token: payerToken, id: payerId } = await signUp(t, { email: 'payer@example.com', fields: { referral_code: code } });
    const created = await json(await t.call('POST', '/api/v2/payment/subscriptions', { idempotency_key: `k-${Date.now()}`, plan_id: '4week' }, payerToken));
    await payWith(payerToken, created.client_secret as string);
    expect((await t.call('POST', '/api/user/subscription/confirm', undefined, payerToken)).status).toBe(200);
    const payment = await eventually(async () => {
      const [row] = await t.core.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.userId, payerId), eq(schema.payments.status, 'succeeded')));
      return row;
    });
    const detail = await json(await t.call('GET', `/api/admin/users/${payerId}`, undefined, adminToken));
    expect(detail.payments[0]).toMatchObject({ id: payment.id, status: 'succeeded', refundable: true, gateway: 'test' });

    const refunded = await t.call('POST', `/api/admin/payments/${payment.id}/refund`, { end_subscription: false, reason: 'asked by e-mail' }, adminToken);
    expect(refunded.status).toBe(200);
    expect(await json(refunded)).toMatchObject({ id: payment.id, status: 'refunded', refundable: false });
    const [gatewayObject] = await t.core.db.select().from(schema.testGatewayObjects).where(eq(schema.testGatewayObjects.id, payment.gatewayPaymentId));
    expect(gatewayObject?.data.refunded).toBe(true);
    const [reward] = await t.core.db.select().from(schema.referralRewards).where(eq(schema.referralRewards.referredUserId, payerId));
    expect(reward?.status).toBe('void');
    const [audit] = await auditRows(t, 'payment.refund', payerId);
    expect(audit?.details).toMatchObject({
      payment_id: payment.id,
      amount_cents: payment.amountCents,
      reason: 'asked by e-mail',
      referral_rewards_voided: [reward!.id],
    });

    const again = await t.call('POST', `/api/admin/payments/${payment.id}/refund`, { end_subscription: false }, adminToken);
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('REFUND_NOT_POSSIBLE');
    expect((await t.call('POST', '/api/admin/payments/00000000-0000-4000-8000-0000000000ff/refund', { end_subscription: false }, adminToken)).status).toBe(404);
  }, 60_000);
});

describe('refunds through Stripe (fake)', () => {
  let fake: FakeStripe;
  let s: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_admin',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
      ADMIN_EMAILS: 'stripe-boss@example.com',
    });
    fake.webhooks.target = (request) => Promise.resolve(s.app.request(request));
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await s?.close();
  });

  it('refunds the payment at Stripe (POST /v1/refunds) and marks ours refunded', async () => {
    const admin = await signUpAdmin(s, 'stripe-boss@example.com');
    const user = await signUp(s, { email: 'stripe-payer@example.com' });
    const created = await json(await s.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: `k-${Date.now()}` }, user.token));
    expect((await fake.confirm(created.client_secret as string, 'pm_card_visa')).status).toBe(200);
    await fake.flush();
    const payment = await eventually(async () => {
      const [row] = await s.core.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.userId, user.id), eq(schema.payments.status, 'succeeded')));
      return row;
    }, 20_000);
    const eventsBefore = fake.events.length;
    const response = await s.call('POST', `/api/admin/payments/${payment.id}/refund`, { end_subscription: true }, admin.token);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(await json(response)).toMatchObject({ status: 'refunded', gateway: 'stripe', refundable: false });
    expect(fake.events.slice(eventsBefore).map((event) => event.type)).toContain('charge.refunded');
    const [row] = await s.core.db.select().from(schema.payments).where(eq(schema.payments.id, payment.id));
    expect(row?.status).toBe('refunded');
    expect(await auditRows(s, 'payment.refund', user.id)).toHaveLength(1);
  }, 60_000);
});

describe('npm run admin:create', () => {
  function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/admin-create.ts'), ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });
  }

  it('hands the request to the running server through DATA_DIR/admin-requests (watcher answers)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-admin-req-'));
    const stop = await startAdminRequestWatcher(t.core.db, dataDir, t.core.logger);
    try {
      const answer = await requestAdminChange(dataDir, { action: 'create', email: 'alice.wonder@example.com' });
      expect(answer).toMatchObject({ ok: true, result: { outcome: 'promoted', email: 'alice.wonder@example.com' } });
      const [row] = await t.core.db.select().from(schema.users).where(eq(schema.users.email, 'alice.wonder@example.com'));
      expect(row?.role).toBe('admin');
      expect((await requestAdminChange(dataDir, { action: 'remove', email: 'alice.wonder@example.com' })).ok).toBe(true);
      // A file that is not a request is answered with an error, not applied.
      writeFileSync(path.join(adminRequestsDir(dataDir), '11111111-1111-4111-8111-111111111111.json'), '{"version":1,"action":"create","email":"nope"}');
      await processPendingAdminRequests(t.core.db, adminRequestsDir(dataDir));
      // The running watcher may have claimed the file first (then this call finds nothing to do): wait for the answer.
      await eventually(
        async () => (readdirSync(adminRequestsDir(dataDir)).includes('11111111-1111-4111-8111-111111111111.done.json') ? true : undefined),
        5000,
      );
    } finally {
      stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Nobody answering: a clear timeout.
    const silent = mkdtempSync(path.join(tmpdir(), 'reelcraft-admin-req-'));
    await expect(requestAdminChange(silent, { action: 'create', email: 'x@example.com' }, { timeoutMs: 300 })).rejects.toThrow(/did not answer/);
    expect(readdirSync(adminRequestsDir(silent))).toEqual([]);
    rmSync(silent, { recursive: true, force: true });
  });

  it('the script: opens a free embedded database itself; with the database held by a live process it asks the server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-admin-cli-'));
    try {
      const direct = await runCli(['Someone@Example.com'], { DATA_DIR: dataDir });
      expect(direct.out).toContain('someone@example.com has no account yet; it will be an admin when they sign up at http://localhost:3000/registration.');
      expect(direct.code).toBe(0);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

      const bad = await runCli(['not-an-address'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(64);
      expect(bad.out).toContain('is not an e-mail address');

      // "A server": this test process holds the lock, and its watcher (on the test database) answers.
      writeFileSync(path.join(dataDir, 'db.lock'), `${process.pid}\n`);
      const stop = await startAdminRequestWatcher(t.core.db, dataDir, t.core.logger);
      try {
        const viaServer = await runCli(['bob_builder@example.com'], { DATA_DIR: dataDir, PUBLIC_URL: 'https://reelcraft.example' });
        expect(viaServer.out).toContain('is running; asking it');
        expect(viaServer.out).toContain('bob_builder@example.com is now an admin.');
        expect(viaServer.code).toBe(0);
      } finally {
        stop();
      }
      const [row] = await t.core.db.select().from(schema.users).where(eq(schema.users.email, 'bob_builder@example.com'));
      expect(row?.role).toBe('admin');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three runs of the script, the first migrating a new embedded database: a process start has taken ~60 s on a
    // loaded 2-core machine (main.int), so the limit only ends a hang.
  }, 300_000);
});
