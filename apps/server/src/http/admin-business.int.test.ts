import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evictRuntimeSettings, redeemPromoCode } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, signUpAdmin, type Json, type TestApp } from '../testing/index.ts';
import { ROUTE_MANIFEST, SPA_FALLBACK } from './web-static.ts';

/**
 * Issue 13 item 2 (the business side of the console) through the real API: promo codes, gift codes (a disabled one
 * cannot be redeemed), referral rewards granted early or voided, failed jobs and their retry, cancel-survey answers,
 * feature flags (the public config and the /instagram pages follow them) and the paywall split (only new users move).
 * Every change writes one audit row.
 */

let t: TestApp;
let dist: string;
let adminToken: string;
let adminId: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function auditRows(action: string) {
  return t.core.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.action, action));
}

const admin = (method: string, url: string, body?: unknown) => t.call(method, url, body, adminToken);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'reelcraft-h2-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<html lang="en">landing</html>');
  writeFileSync(path.join(dist, SPA_FALLBACK), '<html>spa shell</html>');
  writeFileSync(path.join(dist, ROUTE_MANIFEST), JSON.stringify({ version: 1, routes: ['/', '/instagram', '/instagram/:slug', '/app'] }));
  // The configured split sends nobody to paywall2, so a new user drawing it proves the admin's split is used.
  t = await createTestApp({ BILLING: 'test', ADMIN_EMAILS: 'biz-admin@example.com', PAYWALL2_SHARE: '0' }, { webDistDir: dist });
  const signedUp = await signUpAdmin(t, 'biz-admin@example.com');
  adminToken = signedUp.token;
  adminId = signedUp.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('who may call', () => {
  it('anonymous → 401, a user → 403 ADMIN_ONLY', async () => {
    const user = await signUp(t);
    for (const [method, url, body] of [
      ['GET', '/api/admin/promo-codes'],
      ['POST', '/api/admin/gift-codes', { product_id: 'gift_month', recipient_email: 'x@example.com' }],
      ['GET', '/api/admin/jobs'],
      ['PUT', '/api/admin/settings/paywall-split', { paywall2_share: 1 }],
    ] as const) {
      expect((await t.call(method, url, body)).status, url).toBe(401);
      const refused = await t.call(method, url, body, user.token);
      expect(refused.status, url).toBe(403);
      expect((await json(refused)).error.code).toBe('ADMIN_ONLY');
    }
  });
});

describe('promo codes', () => {
  it('creates, lists with redemption counts, shows redemptions, disables and enables; each change audited', async () => {
    const created = await admin('POST', '/api/admin/promo-codes', {
      code: 'spring25',
      percent_off: 25,
      duration: 'repeating',
      duration_periods: 3,
      max_redemptions: 10,
    });
    expect(created.status).toBe(201);
    const code = await json(created);
    expect(code).toMatchObject({
      code: 'SPRING25',
      percent_off: 25,
      amount_off_cents: null,
      duration: 'repeating',
      duration_periods: 3,
      max_redemptions: 10,
      redemption_count: 0,
      active: true,
      status: 'active',
    });
    const [audit] = (await auditRows('promo.create')).filter((row) => row.details.promo_code_id === code.id);
    expect(audit).toMatchObject({ adminUserId: adminId, adminEmail: 'biz-admin@example.com', details: { code: 'SPRING25', percent_off: 25 } });

    const buyer = await signUp(t);
    await redeemPromoCode(t.core, { code: 'spring25', userId: buyer.id, planId: '4week' });

    const list = await json(await admin('GET', '/api/admin/promo-codes'));
    expect(list.items.find((item: Json) => item.id === code.id)).toMatchObject({ redemption_count: 1 });
    const detail = await json(await admin('GET', `/api/admin/promo-codes/${code.id}`));
    expect(detail.code.id).toBe(code.id);
    expect(detail.redemptions).toEqual([expect.objectContaining({ user_id: buyer.id, email: buyer.email })]);

    const disabled = await admin('PATCH', `/api/admin/promo-codes/${code.id}`, { active: false });
    expect(disabled.status).toBe(200);
    expect(await json(disabled)).toMatchObject({ active: false, status: 'disabled' });
    const other = await signUp(t);
    const check = await t.call('POST', '/api/billing/promo-codes/check', { code: 'SPRING25' }, other.token);
    expect((await json(check)).error.code).toBe('PROMO_CODE_INVALID');
    expect((await json(await admin('PATCH', `/api/admin/promo-codes/${code.id}`, { active: true }))).active).toBe(true);
    expect((await t.call('POST', '/api/billing/promo-codes/check', { code: 'SPRING25' }, other.token)).status).toBe(200);
    expect((await auditRows('promo.disable')).filter((row) => row.details.promo_code_id === code.id)).toHaveLength(1);
    expect((await auditRows('promo.enable')).filter((row) => row.details.promo_code_id === code.id)).toHaveLength(1);
  });

  // Issue 31, item 13: an expired code was listed as "Active", and a code could be made already expired.
  it('says what checkout does with a code now: expired and used up are not active; an expiry in the past is refused', async () => {
    const soon = await json(
      await admin('POST', '/api/admin/promo-codes', { code: 'SOON1', percent_off: 10, expires_at: new Date(t.core.now().getTime() + 60_000).toISOString() }),
    );
    expect(soon).toMatchObject({ active: true, status: 'active' });
    const once = await json(await admin('POST', '/api/admin/promo-codes', { code: 'ONCE1', percent_off: 10, max_redemptions: 1 }));
    await redeemPromoCode(t.core, { code: 'ONCE1', userId: (await signUp(t)).id, planId: '4week' });

    const realNow = t.core.now;
    t.core.now = () => new Date(realNow().getTime() + 120_000);
    try {
      const items: Json[] = (await json(await admin('GET', '/api/admin/promo-codes'))).items;
      expect(items.find((item) => item.id === soon.id)).toMatchObject({ active: true, status: 'expired' });
      expect(items.find((item) => item.id === once.id)).toMatchObject({ active: true, status: 'used_up', redemption_count: 1 });
      // The same answer checkout gives.
      const buyer = await signUp(t);
      expect((await json(await t.call('POST', '/api/billing/promo-codes/check', { code: 'SOON1' }, buyer.token))).error.code).toBe('PROMO_CODE_EXPIRED');
    } finally {
      t.core.now = realNow;
    }

    const past = await admin('POST', '/api/admin/promo-codes', {
      code: 'PAST1',
      percent_off: 10,
      expires_at: new Date(t.core.now().getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await json(past)).error.code).toBe('VALIDATION_FAILED');
    expect((await json(await admin('GET', '/api/admin/promo-codes'))).items.map((item: Json) => item.code)).not.toContain('PAST1');
  });

  it('a code that exists → 409 PROMO_CODE_TAKEN (case-insensitive); bad input → 400; unknown → 404', async () => {
    expect((await admin('POST', '/api/admin/promo-codes', { code: 'TAKEN1', amount_off_cents: 500 })).status).toBe(201);
    const taken = await admin('POST', '/api/admin/promo-codes', { code: 'taken1', percent_off: 10 });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.code).toBe('PROMO_CODE_TAKEN');
    for (const body of [
      { code: 'BOTH', percent_off: 10, amount_off_cents: 100 },
      { code: 'NONE' },
      { code: 'has space', percent_off: 10 },
      { code: 'REP', percent_off: 10, duration: 'repeating' },
      { code: 'BIG', percent_off: 101 },
    ]) {
      const refused = await admin('POST', '/api/admin/promo-codes', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await json(refused)).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await admin('PATCH', `/api/admin/promo-codes/${MISSING}`, { active: false })).status).toBe(404);
    expect((await admin('GET', '/api/admin/promo-codes/not-a-uuid')).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/promo-codes/${MISSING}`, { active: 'no' })).status).toBe(400);
  });
});

describe('gift codes', () => {
  it('issues a gift (code once, e-mail sent), lists it without the code, and a disabled code cannot be redeemed', async () => {
    const response = await admin('POST', '/api/admin/gift-codes', { product_id: 'gift_quarter', recipient_email: 'Lucky@Example.com', language: 'pt' });
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.gift).toMatchObject({
      product_id: 'gift_quarter',
      weeks: 12,
      source: 'admin',
      purchaser_email: null,
      recipient_email: 'lucky@example.com',
      language: 'pt',
      disabled_at: null,
    });
    expect(created.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.redeem_url).toBe(`${t.core.publicUrl}/gift/${created.code}`);
    const [stored] = await t.core.db.select().from(schema.giftCodes).where(eq(schema.giftCodes.id, created.gift.id));
    expect(stored?.codeHash).not.toContain(created.code);

    await eventually(async () => {
      const outbox = await json(await t.call('GET', '/api/dev/outbox?limit=200'));
      return outbox.items.find((message: Json) => message.to === 'lucky@example.com' && message.subject.includes('Reelcraft')) ?? undefined;
    });

    const list = await json(await admin('GET', '/api/admin/gift-codes'));
    const listed = list.items.find((item: Json) => item.id === created.gift.id);
    expect(listed).toMatchObject({ source: 'admin', weeks: 12 });
    expect(JSON.stringify(list)).not.toContain(created.code);
    const [audit] = (await auditRows('gift.create')).filter((row) => row.details.gift_code_id === created.gift.id);
    expect(audit?.details).toMatchObject({ product_id: 'gift_quarter', weeks: 12, email_sent: true });
    expect(JSON.stringify(audit?.details)).not.toContain(created.code);

    const disabled = await admin('POST', `/api/admin/gift-codes/${created.gift.id}/disable`);
    expect(disabled.status).toBe(200);
    expect((await json(disabled)).disabled_at).not.toBeNull();
    expect((await auditRows('gift.disable')).filter((row) => row.details.gift_code_id === created.gift.id)).toHaveLength(1);
    // Again: nothing changes, nothing more is audited.
    expect((await admin('POST', `/api/admin/gift-codes/${created.gift.id}/disable`)).status).toBe(200);
    expect((await auditRows('gift.disable')).filter((row) => row.details.gift_code_id === created.gift.id)).toHaveLength(1);

    const friend = await signUp(t);
    const redeem = await t.call('POST', '/api/billing/gifts/redeem', { code: created.code }, friend.token);
    expect(redeem.status).toBe(404);
    expect((await json(redeem)).error.code).toBe('GIFT_CODE_INVALID');
    expect((await t.call('GET', `/api/billing/gifts/${created.code}`)).status).toBe(404);
  });

  it('without send_email no e-mail goes out; a redeemed gift cannot be disabled (409); unknown → 404; bad input → 400', async () => {
    const created = await json(
      await admin('POST', '/api/admin/gift-codes', { product_id: 'gift_month', recipient_email: 'quiet@example.com', send_email: false }),
    );
    expect(created.gift.weeks).toBe(4);
    const friend = await signUp(t);
    expect((await t.call('POST', '/api/billing/gifts/redeem', { code: created.code }, friend.token)).status).toBe(200);
    const refused = await admin('POST', `/api/admin/gift-codes/${created.gift.id}/disable`);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('GIFT_CODE_REDEEMED');
    const listed = (await json(await admin('GET', '/api/admin/gift-codes'))).items.find((item: Json) => item.id === created.gift.id);
    expect(listed.redeemed_by_email).toBe(friend.email);
    const outbox = await json(await t.call('GET', '/api/dev/outbox?limit=200'));
    expect(JSON.stringify(outbox)).not.toContain('quiet@example.com');

    expect((await admin('POST', `/api/admin/gift-codes/${MISSING}/disable`)).status).toBe(404);
    expect((await admin('POST', '/api/admin/gift-codes', { product_id: 'guidelines_pdf', recipient_email: 'a@example.com' })).status).toBe(400);
    expect((await admin('POST', '/api/admin/gift-codes', { product_id: 'gift_month', recipient_email: 'not-an-email' })).status).toBe(400);
  });
});

describe('referral rewards', () => {
  async function pendingReward(): Promise<{ id: string; referrer: { id: string; email: string; token: string } }> {
    const referrer = await signUp(t);
    const friend = await signUp(t);
    const [row] = await t.core.db
      .insert(schema.referralRewards)
      .values({ referrerUserId: referrer.id, referredUserId: friend.id, verifyAfter: new Date(Date.now() + 48 * 3600_000) })
      .returning();
    return { id: row!.id, referrer };
  }

  it('grants a pending reward now (the referrer gets 4 weeks), lists by status, and refuses a second grant with 409', async () => {
    const { id, referrer } = await pendingReward();
    const pending = await json(await admin('GET', '/api/admin/referral-rewards?status=pending'));
    expect(pending.items.map((item: Json) => item.id)).toContain(id);
    expect(pending).toMatchObject({ page: 1, page_size: 25 });

    const granted = await admin('POST', `/api/admin/referral-rewards/${id}/grant`);
    expect(granted.status).toBe(200);
    expect(await json(granted)).toMatchObject({ id, status: 'granted', referrer_email: referrer.email });
    const subs = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, referrer.id));
    expect(subs).toEqual([expect.objectContaining({ gateway: 'grant', source: 'referral', status: 'active' })]);
    const [audit] = (await auditRows('referral.grant')).filter((row) => row.details.referral_reward_id === id);
    expect(audit).toMatchObject({ targetUserId: referrer.id, targetEmail: referrer.email, details: { weeks: 4 } });

    const again = await admin('POST', `/api/admin/referral-rewards/${id}/grant`);
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('REFERRAL_REWARD_NOT_PENDING');
    expect((await admin('POST', `/api/admin/referral-rewards/${id}/void`)).status).toBe(409);
    const grantedList = await json(await admin('GET', '/api/admin/referral-rewards?status=granted'));
    expect(grantedList.items.every((item: Json) => item.status === 'granted')).toBe(true);
  });

  it('voids a pending reward (audited); unknown → 404; bad status filter → 400', async () => {
    const { id } = await pendingReward();
    const voided = await admin('POST', `/api/admin/referral-rewards/${id}/void`);
    expect(voided.status).toBe(200);
    expect((await json(voided)).status).toBe('void');
    expect((await auditRows('referral.void')).filter((row) => row.details.referral_reward_id === id)).toHaveLength(1);
    expect((await admin('POST', `/api/admin/referral-rewards/${id}/grant`)).status).toBe(409);
    expect((await admin('POST', `/api/admin/referral-rewards/${MISSING}/grant`)).status).toBe(404);
    expect((await admin('POST', `/api/admin/referral-rewards/${MISSING}/void`)).status).toBe(404);
    expect((await admin('GET', '/api/admin/referral-rewards?status=maybe')).status).toBe(400);
  });
});

describe('jobs', () => {
  it('lists every queue with counts and failed jobs without secrets; retries one (202, audited); unknown → 404', async () => {
    const payload = { to: 'secret-person@example.com', template: 'magic-link', language: 'en', params: { link: 'https://x.test/magic?token=abc123' } };
    // Failed for good, and (once retried) not due for a day, so no worker picks it up during the test.
    const { rows } = await t.core.database.executeSql(
      `INSERT INTO pgboss.job (name, data, state, output, retry_count, retry_limit, start_after, completed_on)
       VALUES ('send-email', $1::jsonb, 'failed', $2::jsonb, 5, 5, now() + interval '1 day', now()) RETURNING id`,
      [JSON.stringify(payload), JSON.stringify({ message: 'SMTP refused secret-person@example.com', stack: 'Error: at line 1' })],
    );
    const jobId = String(rows[0]!.id);

    const jobs = await json(await admin('GET', '/api/admin/jobs'));
    expect(jobs.queues.map((queue: Json) => queue.name)).toEqual(expect.arrayContaining(['send-email', 'generate-suggestion', 'billing-tick', 'sync-charge']));
    expect(jobs.queues.find((queue: Json) => queue.name === 'send-email').failed).toBeGreaterThanOrEqual(1);
    const failed = jobs.failed.find((job: Json) => job.id === jobId);
    expect(failed).toMatchObject({ queue: 'send-email', retry_count: 5, summary: 'language=en, template=magic-link' });
    expect(failed.error).toBe('SMTP refused s***@example.com');
    expect(JSON.stringify(jobs)).not.toContain('secret-person');
    expect(JSON.stringify(jobs)).not.toContain('abc123');
    expect(JSON.stringify(jobs)).not.toContain('line 1');

    const retried = await admin('POST', `/api/admin/jobs/send-email/${jobId}/retry`);
    expect(retried.status).toBe(202);
    expect(await json(retried)).toEqual({ ok: true });
    const state = await t.core.database.executeSql(`SELECT state FROM pgboss.job WHERE id = $1`, [jobId]);
    expect(state.rows[0]?.state).toBe('retry');
    expect((await auditRows('job.retry')).filter((row) => row.details.job_id === jobId)).toHaveLength(1);
    // No longer failed: a second retry finds nothing.
    expect((await admin('POST', `/api/admin/jobs/send-email/${jobId}/retry`)).status).toBe(404);
    expect((await admin('POST', `/api/admin/jobs/no-such-queue/${jobId}/retry`)).status).toBe(404);
    expect((await admin('POST', `/api/admin/jobs/send-email/${MISSING}/retry`)).status).toBe(404);
    expect((await admin('POST', '/api/admin/jobs/send-email/not-a-uuid/retry')).status).toBe(404);
  });
});

describe('cancel surveys', () => {
  it('lists answers with paging and totals by reason and outcome', async () => {
    const one = await signUp(t);
    const two = await signUp(t);
    await t.core.db.insert(schema.cancellationSurveys).values([
      { userId: one.id, reason: 'too_expensive', outcome: 'cancelled', answers: { q1: 'a' }, comment: 'pricey' },
      { userId: two.id, reason: 'no_views', outcome: 'retained', retentionOfferAccepted: true },
      { userId: two.id, reason: 'too_expensive', outcome: null },
    ]);
    const page = await json(await admin('GET', '/api/admin/cancel-surveys'));
    expect(page).toMatchObject({
      total: 3,
      page: 1,
      page_size: 25,
      by_reason: { too_expensive: 2, no_views: 1 },
      by_outcome: { cancelled: 1, retained: 1, none: 1 },
    });
    expect(page.items.find((item: Json) => item.comment === 'pricey')).toMatchObject({ email: one.email, answers: { q1: 'a' }, reason: 'too_expensive' });
    expect((await json(await admin('GET', '/api/admin/cancel-surveys?page=2'))).items).toEqual([]);
    expect((await admin('GET', '/api/admin/cancel-surveys?page=0')).status).toBe(400);
  });
});

describe('settings', () => {
  it('switching instagram_onboarding off makes the public config say so and /instagram answer 404; on again restores it', async () => {
    const before = await json(await admin('GET', '/api/admin/settings'));
    expect(before.flags).toEqual([{ key: 'instagram_onboarding', enabled: true, default: true, source: 'config', updated_at: null }]);
    expect((await t.app.request('/instagram')).status).toBe(200);

    const off = await admin('PUT', '/api/admin/settings/flags/instagram_onboarding', { enabled: false });
    expect(off.status).toBe(200);
    expect((await json(off)).flags[0]).toMatchObject({ enabled: false, default: true, source: 'admin' });
    expect(await json(await t.app.request('/api/public/config'))).toMatchObject({ features: { instagram_onboarding: false } });
    expect((await t.app.request('/instagram')).status).toBe(404);
    expect((await t.app.request('/instagram/anna.fitcoach')).status).toBe(404);
    expect((await t.app.request('/app')).status).toBe(200);
    const [audit] = await auditRows('flag.set');
    expect(audit).toMatchObject({ adminUserId: adminId, details: { flag: 'instagram_onboarding', enabled: false } });

    await admin('PUT', '/api/admin/settings/flags/instagram_onboarding', { enabled: true });
    expect(await json(await t.app.request('/api/public/config'))).toMatchObject({ features: { instagram_onboarding: true } });
    expect((await t.app.request('/instagram')).status).toBe(200);
    expect(await auditRows('flag.set')).toHaveLength(2);
  });

  it('another process sees a flag within the cache time (read from the database)', async () => {
    await t.core.db
      .insert(schema.runtimeSettings)
      .values({ key: 'feature.instagram_onboarding', value: false })
      .onConflictDoUpdate({ target: schema.runtimeSettings.key, set: { value: false } });
    evictRuntimeSettings(t.core); // stands in for the few seconds another process's cache may keep the old value
    expect(await json(await t.app.request('/api/public/config'))).toMatchObject({ features: { instagram_onboarding: false } });
    await admin('PUT', '/api/admin/settings/flags/instagram_onboarding', { enabled: true });
  });

  it('the split at 1.0 assigns paywall2 to a new user; users already assigned keep theirs; audited; bad input → 400', async () => {
    const early = await signUp(t);
    expect((await json(await t.call('GET', '/api/billing/paywall', undefined, early.token))).variant).toBe('paywall');

    const set = await admin('PUT', '/api/admin/settings/paywall-split', { paywall2_share: 1 });
    expect(set.status).toBe(200);
    expect((await json(set)).paywall_split).toMatchObject({ paywall2_share: 1, default: 0, source: 'admin' });

    const late = await signUp(t);
    expect((await json(await t.call('GET', '/api/billing/paywall', undefined, late.token))).variant).toBe('paywall2');
    expect((await json(await t.call('GET', '/api/billing/paywall', undefined, early.token))).variant).toBe('paywall');
    const settings = await json(await admin('GET', '/api/admin/settings'));
    expect(settings.paywall_split.assigned.paywall2).toBeGreaterThanOrEqual(1);
    expect(settings.paywall_split.assigned.paywall).toBeGreaterThanOrEqual(1);
    const [audit] = await auditRows('paywall.split');
    expect(audit?.details).toMatchObject({ paywall2_share: 1, previous: null });

    for (const body of [{ paywall2_share: 1.5 }, { paywall2_share: -0.1 }, { paywall2_share: 'half' }, {}]) {
      expect((await admin('PUT', '/api/admin/settings/paywall-split', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin('PUT', '/api/admin/settings/flags/no_such_flag', { enabled: true })).status).toBe(400);
    expect((await admin('PUT', '/api/admin/settings/flags/instagram_onboarding', { enabled: 'yes' })).status).toBe(400);
  });
});
