import { randomBytes } from 'node:crypto';
import { schema } from '@reelcraft/core/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { json, type Json } from './http.ts';
import type { TestApp } from './test-app.ts';

/** The password of every factory-made account unless a test picks one. */
export const TEST_PASSWORD = 'password123';

export interface SignedUpUser {
  /** The bearer token of the sign-up's session. */
  token: string;
  id: string;
  /** As sent (the server stores it lower-cased). */
  email: string;
  password: string;
  /** The `reelcraft_refresh` cookie's value set by the sign-up (a browser's session). */
  refreshCookie: string | undefined;
}

export interface SignUpOptions {
  /** A fresh address by default (see `uniqueEmail`). */
  email?: string;
  password?: string;
  language?: string;
  /** Request headers, e.g. `x-forwarded-for` of the client. */
  headers?: Record<string, string>;
  /** More sign-up fields (referral code, funnel session …). */
  fields?: Record<string, unknown>;
}

let emails = 0;

/** An address no other account of this test file has. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}${++emails}-${randomBytes(3).toString('hex')}@example.com`;
}

/** The user id (the token's subject) of an access token; no verification, no request. */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
  if (typeof payload.sub !== 'string') throw new Error('the access token has no subject');
  return payload.sub;
}

/** Signs up through POST /api/users/web (201 asserted) and returns the account's token, id and refresh cookie. */
export async function signUp(t: Pick<TestApp, 'call'>, options: SignUpOptions = {}): Promise<SignedUpUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const response = await t.call(
    'POST',
    '/api/users/web',
    { email, password, language: options.language ?? 'en', ...options.fields },
    undefined,
    options.headers,
  );
  const text = await response.clone().text();
  expect(response.status, `sign-up of ${email}: ${text}`).toBe(201);
  const token = (await json<{ access_token: string }>(response)).access_token;
  const refreshCookie = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('reelcraft_refresh='))
    ?.split(';')[0]
    ?.slice('reelcraft_refresh='.length);
  return { token, id: userIdOf(token), email, password, refreshCookie: refreshCookie || undefined };
}

/** Signs up an address the app lists in ADMIN_EMAILS and checks that it became an admin. */
export async function signUpAdmin(t: Pick<TestApp, 'call' | 'core'>, email: string, options: Omit<SignUpOptions, 'email'> = {}): Promise<SignedUpUser> {
  const admin = await signUp(t, { ...options, email });
  const [row] = await t.core.db.select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, admin.id));
  expect(row?.role, `${email} should be in the app's ADMIN_EMAILS`).toBe('admin');
  return admin;
}

/** A card the test gateway (BILLING=test) accepts at once. */
export const GOOD_TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } as const;

/**
 * Buys `planId` as the user does (BILLING=test): a checkout, the card form confirming 4242, the app's confirmation.
 * Returns the confirmation's body (the subscription state).
 */
export async function subscribeWithTestCard(t: Pick<TestApp, 'call'>, token: string, planId = '4week'): Promise<Json> {
  const created = await t.call('POST', '/api/v2/payment/subscriptions', { idempotency_key: `k-${randomBytes(8).toString('hex')}`, plan_id: planId }, token);
  expect(created.status, await created.clone().text()).toBe(200);
  const checkout = await json(created);
  const paid = await t.call('POST', '/api/billing/test-gateway/confirm', { client_secret: checkout.client_secret, card: GOOD_TEST_CARD }, token);
  expect(paid.status).toBe(200);
  expect((await json(paid)).status).toBe('succeeded');
  const confirmed = await t.call('POST', '/api/user/subscription/confirm', undefined, token);
  expect(confirmed.status).toBe(200);
  return json(confirmed);
}

/** A signed-up user who has paid for `planId` with the test card (the app must run with BILLING=test). */
export async function signUpSubscriber(
  t: Pick<TestApp, 'call'>,
  options: SignUpOptions & { planId?: string } = {},
): Promise<SignedUpUser & { subscription: Json }> {
  const user = await signUp(t, options);
  return { ...user, subscription: await subscribeWithTestCard(t, user.token, options.planId) };
}

const DAY_MS = 86_400_000;

/**
 * An active 4-week subscription granted by an admin (no payment, ends at its period end), written straight to the
 * database: entitlement without going through a gateway. Returns the subscription's id.
 */
export async function grantSubscription(t: Pick<TestApp, 'core'>, userId: string, start: Date = t.core.now()): Promise<string> {
  const [row] = await t.core.db
    .insert(schema.subscriptions)
    .values({
      userId,
      gateway: 'grant',
      planId: '4week',
      status: 'active',
      source: 'admin',
      cancelAtPeriodEnd: true,
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 28 * DAY_MS),
      startedAt: start,
    })
    .returning({ id: schema.subscriptions.id });
  if (!row) throw new Error('no subscription row was written');
  await t.core.db.update(schema.users).set({ stripeSubscription: row.id }).where(eq(schema.users.id, userId));
  return row.id;
}
