import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode as code, freezeClock, signUp, signUpAdmin, type TestApp } from '../testing/index.ts';

/**
 * Issue 13: every /api/admin route refuses an anonymous caller (401) and a signed-in non-admin (403 ADMIN_ONLY), and an
 * admin's impersonating session too (403 IMPERSONATION_FORBIDDEN). The list is the contract's (packages/contract/src/
 * admin.ts); the gate covers the whole prefix, so it holds for routes whatever router mounts them.
 */

const ID = '00000000-0000-4000-8000-000000000001';
const ADMIN_ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/users?q=a'],
  ['GET', `/api/admin/users/${ID}`],
  ['POST', `/api/admin/users/${ID}/grant`, { weeks: 1 }],
  ['POST', `/api/admin/users/${ID}/sessions/revoke`],
  ['DELETE', `/api/admin/users/${ID}`, { confirm_email: 'x@example.com' }],
  ['POST', `/api/admin/payments/${ID}/refund`, {}],
  ['POST', `/api/admin/users/${ID}/impersonation`],
  ['GET', '/api/admin/promo-codes'],
  ['POST', '/api/admin/promo-codes', { code: 'SAVE10', percent_off: 10 }],
  ['GET', `/api/admin/promo-codes/${ID}`],
  ['PATCH', `/api/admin/promo-codes/${ID}`, { active: false }],
  ['GET', '/api/admin/gift-codes'],
  ['POST', '/api/admin/gift-codes', { product_id: 'gift_month', recipient_email: 'x@example.com' }],
  ['POST', `/api/admin/gift-codes/${ID}/disable`],
  ['GET', '/api/admin/referral-rewards?status=pending'],
  ['POST', `/api/admin/referral-rewards/${ID}/grant`],
  ['POST', `/api/admin/referral-rewards/${ID}/void`],
  ['GET', '/api/admin/jobs'],
  ['POST', `/api/admin/jobs/send-email/${ID}/retry`],
  ['GET', '/api/admin/cancel-surveys?page=1'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings/flags/instagram_onboarding', { enabled: false }],
  ['PUT', '/api/admin/settings/paywall-split', { paywall2_share: 0.5 }],
  ['GET', '/api/admin/audit?page=1'],
  ['GET', '/api/admin/reports/funnel?funnel=v2'],
  ['GET', '/api/admin/reports/revenue'],
  ['GET', '/api/admin/publishing/accounts?page=1'],
  ['GET', '/api/admin/publishing/failed-posts?page=1'],
];

let t: TestApp;
let adminToken: string;
let userToken: string;
let impersonatingToken: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'gate-admin@example.com', BILLING: 'test' }, { workers: false });
  const admin = await signUpAdmin(t, 'gate-admin@example.com');
  adminToken = admin.token;
  userToken = (await signUp(t, { email: 'gate-user@example.com' })).token;
  // An admin viewing as a user: a session of the user carrying its impersonator (as the exchange makes it).
  const viewed = await signUp(t, { email: 'gate-viewed@example.com' });
  impersonatingToken = viewed.token;
  await t.core.db.update(schema.sessions).set({ impersonatorUserId: admin.id }).where(eq(schema.sessions.userId, viewed.id));
  // …and for the gate's own check, the impersonated account is made an admin: the session is still refused.
  await t.core.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, viewed.id));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the /api/admin gate', () => {
  it.each(ADMIN_ROUTES)('%s %s: anonymous → 401, non-admin → 403 ADMIN_ONLY, impersonating → 403', async (method, path, body) => {
    const anonymous = await t.call(method, path, body);
    expect(anonymous.status).toBe(401);
    expect(await code(anonymous)).toBe('UNAUTHENTICATED');
    const user = await t.call(method, path, body, userToken);
    expect(user.status).toBe(403);
    expect(await code(user)).toBe('ADMIN_ONLY');
    const impersonating = await t.call(method, path, body, impersonatingToken);
    expect(impersonating.status).toBe(403);
    expect(await code(impersonating)).toBe('IMPERSONATION_FORBIDDEN');
  });

  it('lets an admin through, and every route of the console is mounted (it is in the served OpenAPI document)', async () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      const response = await t.call(method, path, body, adminToken);
      expect([401, 403], `${method} ${path}`).not.toContain(response.status);
    }
    // A 404 cannot tell an unknown id from an unmounted route; the document lists exactly the routes the app serves.
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths).flatMap(([template, operations]) =>
      Object.keys(operations).map((verb) => ({ verb: verb.toUpperCase(), pattern: new RegExp(`^/api${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
    );
    const unmounted = ADMIN_ROUTES.filter(([method, path]) => !served.some((route) => route.verb === method && route.pattern.test(path.split('?')[0]!)));
    expect(unmounted.map(([method, path]) => `${method} ${path}`)).toEqual([]);
  });

  it('refuses an unknown admin path the same way (the gate covers the prefix)', async () => {
    expect((await t.call('GET', '/api/admin/nothing-here')).status).toBe(401);
    expect(await code(await t.call('GET', '/api/admin/nothing-here', undefined, userToken))).toBe('ADMIN_ONLY');
    expect((await t.call('GET', '/api/admin/nothing-here', undefined, adminToken)).status).toBe(404);
  });

  it('limits changing requests per admin (RATE_LIMITED past the budget), not reads', async () => {
    const limited = await createTestApp({ ADMIN_EMAILS: 'busy-admin@example.com', RATE_LIMIT_MULTIPLIER: '0.02' }, { workers: false });
    try {
      const { token } = await signUpAdmin(limited, 'busy-admin@example.com');
      // 120 × 0.02 = 2 changes a minute, a minute of the core's clock (stopped: the three calls fall in one window).
      freezeClock(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.call('POST', `/api/admin/users/${ID}/sessions/revoke`, undefined, token)).status);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await limited.call('GET', '/api/admin/overview', undefined, token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
