import { isTestGateway, type TestGateway } from '@reelcraft/core';
import { schema } from '@reelcraft/core/testing';
import { startFakeStripe, type FakeStripe } from '@reelcraft/fakes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, freezeClock, json, signUp, signUpAdmin, signUpSubscriber, uniqueEmail, type Json, type TestApp } from '../testing/index.ts';

/**
 * Issue 31, items 1 and 17: deleting an account ends its billing at the gateway at once (the owner's deletion and the
 * admin console's alike), durably when the gateway is down; the person gets an "account deleted" e-mail in their
 * language, which then forgets the address; a passwordless account gets a way back in by e-mail.
 */

const DAY_MS = 86_400_000;
const ADMIN = 'deleting-admin@example.com';

let t: TestApp;
let gateway: TestGateway;
/** Every message the app handed to its mail transport. */
const sent: Array<{ to: string; subject: string; text: string; messageId: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ BILLING: 'test', ADMIN_EMAILS: ADMIN });
  if (!isTestGateway(t.core.payments)) throw new Error('BILLING=test should build the test gateway');
  gateway = t.core.payments;
  const transport = t.core.mail;
  t.core.mail = {
    ...transport,
    async send(message, logger) {
      sent.push(message);
      await transport.send(message, logger);
    },
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The account's customer and subscription ids at the test gateway, read while the account exists. */
async function gatewayIds(userId: string): Promise<{ customerId: string; subscriptionId: string }> {
  const [customer] = await t.core.db.select().from(schema.billingCustomers).where(eq(schema.billingCustomers.userId, userId));
  const [subscription] = await t.core.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
  if (!customer || !subscription?.gatewaySubscriptionId) throw new Error('the subscriber has no gateway customer or subscription');
  return { customerId: customer.customerId, subscriptionId: subscription.gatewaySubscriptionId };
}

async function gatewayObjects(customerId: string) {
  return t.core.db.select().from(schema.testGatewayObjects).where(eq(schema.testGatewayObjects.customerId, customerId));
}

async function gatewaySubscription(id: string): Promise<Json | undefined> {
  const [row] = await t.core.db.select().from(schema.testGatewayObjects).where(eq(schema.testGatewayObjects.id, id));
  return row?.data as Json | undefined;
}

/** After the deletion: the subscription ended now, the customer and its cards are gone; a week on, nothing is charged. */
async function expectBillingEnded(ids: { customerId: string; subscriptionId: string }): Promise<void> {
  const subscription = await gatewaySubscription(ids.subscriptionId);
  expect(subscription).toMatchObject({ status: 'canceled', metadata: {}, defaultPaymentMethodId: null });
  const left = await gatewayObjects(ids.customerId);
  expect(left.filter((row) => ['customer', 'payment_method', 'setup_intent'].includes(row.kind))).toEqual([]);
  const invoicesBefore = left.filter((row) => row.kind === 'invoice').length;
  const clock = freezeClock(t);
  clock.advance(8 * DAY_MS);
  await gateway.tick();
  const invoicesAfter = (await gatewayObjects(ids.customerId)).filter((row) => row.kind === 'invoice');
  expect(invoicesAfter).toHaveLength(invoicesBefore);
  expect(invoicesAfter.every((row) => (row.data as Json).billingReason === 'subscription_create')).toBe(true);
}

describe('deleting a subscribed account (BILLING=test)', () => {
  it('DELETE /api/user ends the subscription at the gateway now and deletes the customer and its cards; a week later nothing is charged', async () => {
    const user = await signUpSubscriber(t, { planId: '1week' });
    const ids = await gatewayIds(user.id);
    expect((await gatewaySubscription(ids.subscriptionId))?.status).toBe('active');
    const deleted = await t.call('DELETE', '/api/user', { password: user.password }, user.token);
    expect(deleted.status).toBe(200);
    await expectBillingEnded(ids);
  });

  it('DELETE /api/admin/users/{id} does the same', async () => {
    const admin = await signUpAdmin(t, ADMIN);
    const user = await signUpSubscriber(t, { planId: '1week' });
    const ids = await gatewayIds(user.id);
    const deleted = await t.call('DELETE', `/api/admin/users/${user.id}`, { confirm_email: user.email }, admin.token);
    expect(deleted.status).toBe(204);
    await expectBillingEnded(ids);
  });

  it('with the gateway down, the deletion completes and a job with gateway ids only retries with backoff until the gateway confirms', async () => {
    const user = await signUpSubscriber(t, { planId: '1week' });
    const ids = await gatewayIds(user.id);
    const cancelNow = gateway.cancelNow;
    let refusals = 0;
    // Down for the deletion's own try and the job's first two attempts.
    gateway.cancelNow = async (subscriptionId) => {
      if (refusals < 3) {
        refusals++;
        throw new Error('connect ECONNREFUSED (gateway down)');
      }
      return cancelNow(subscriptionId);
    };
    try {
      const deleted = await t.call('DELETE', '/api/user', { password: user.password }, user.token);
      expect(deleted.status).toBe(200);
      expect(await t.core.db.select().from(schema.users).where(eq(schema.users.id, user.id))).toHaveLength(0);
      expect((await gatewaySubscription(ids.subscriptionId))?.status).toBe('active');
      const { rows } = await t.core.database.executeSql("SELECT data FROM pgboss.job WHERE name = 'end-gateway-customer'");
      const payload = rows.map((row) => row.data as Json).find((data) => data.customer_id === ids.customerId);
      // Gateway ids only: never the address or our user id.
      expect(payload).toEqual({ gateway: 'test', customer_id: ids.customerId, subscription_ids: [ids.subscriptionId] });
      const done = await eventually(async () => {
        const { rows: jobs } = await t.core.database.executeSql(
          "SELECT state, retry_count FROM pgboss.job WHERE name = 'end-gateway-customer' AND data->>'customer_id' = $1",
          [ids.customerId],
        );
        return jobs[0]?.state === 'completed' ? jobs[0] : undefined;
      }, 40_000);
      expect(done.retry_count).toBe(2);
      expect(refusals).toBe(3);
    } finally {
      gateway.cancelNow = cancelNow;
    }
    await expectBillingEnded(ids);
  });
});

describe('the "account deleted" e-mail', () => {
  it('goes to the address in the account language; once sent, neither its copy nor its job keeps the address', async () => {
    const user = await signUp(t, { email: uniqueEmail('goodbye'), language: 'ru' });
    expect((await t.call('DELETE', '/api/user', { password: user.password }, user.token)).status).toBe(200);
    const message = await eventually(async () => sent.find((mail) => mail.to === user.email && mail.subject === 'Ваш аккаунт Reelcraft удалён'));
    expect(message.text).toContain('оплаченное оставшееся время не возвращается');
    const id = /^<([^@]+)@/.exec(message.messageId)?.[1] ?? '';
    const row = await eventually(async () => {
      const [copy] = await t.core.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.id, id));
      return copy?.to === '(erased)' ? copy : undefined;
    });
    expect(row.template).toBe('account-deleted');
    const { rows } = await t.core.database.executeSql('SELECT data::text AS data FROM pgboss.job WHERE id::text = $1', [id]);
    expect(rows[0]?.data).not.toContain(user.email);
  });
});

describe('a passwordless account (the quiz funnels) can get back in', () => {
  it('is welcomed with a one-time sign-in link that signs it in', async () => {
    const email = uniqueEmail('funnel');
    const created = await t.call('POST', '/api/users/web/email-login', { email, language: 'es' });
    expect((await json(created)).status).toBe('created');
    const welcome = await eventually(async () => sent.find((mail) => mail.to === email && mail.subject === 'Bienvenido a Reelcraft: tu enlace de acceso'));
    const token = /\/login\?magic=([\w-]+)/.exec(welcome.text)?.[1];
    expect(token).toBeTruthy();
    const signedIn = await t.call('POST', '/api/users/web/magic-login', { token });
    expect(signedIn.status).toBe(200);
    expect((await json(signedIn)).access_token).toBeTruthy();
  });

  it('POST /users/web/magic-link answers the same for any address, mails a link only to an account, and is rate-limited', async () => {
    const email = uniqueEmail('linkless');
    expect((await t.call('POST', '/api/users/web/email-login', { email, language: 'en' })).status).toBe(200);
    const unknown = uniqueEmail('nobody');
    const known = await t.call('POST', '/api/users/web/magic-link', { email: email.toUpperCase() });
    const stranger = await t.call('POST', '/api/users/web/magic-link', { email: unknown });
    expect([known.status, stranger.status]).toEqual([200, 200]);
    expect(await json(known)).toEqual(await json(stranger));
    const link = await eventually(async () => sent.find((mail) => mail.to === email && mail.subject === 'Your Reelcraft sign-in link'));
    const token = /\/login\?magic=([\w-]+)/.exec(link.text)?.[1];
    expect((await t.call('POST', '/api/users/web/magic-login', { token })).status).toBe(200);
    await eventually(async () => {
      const { rows } = await t.core.database.executeSql("SELECT 1 FROM pgboss.job WHERE name = 'request-magic-link' AND state <> 'completed'");
      return rows.length === 0 ? true : undefined;
    });
    expect(sent.filter((mail) => mail.to === unknown)).toEqual([]);
    expect((await t.call('POST', '/api/users/web/magic-link', { email: 'not an address' })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.call('POST', '/api/users/web/magic-link', { email: unknown })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('deleting a subscribed account (BILLING=stripe, the fake Stripe)', () => {
  let fake: FakeStripe;
  let s: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_deletion',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
    });
    fake.webhooks.target = (request) => Promise.resolve(s.app.request(request));
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await s?.close();
  });

  it('cancels the Stripe subscription now and deletes the customer; a week later Stripe charges nothing', async () => {
    const user = await signUp(s, { email: uniqueEmail('stripe-delete') });
    const checkout = await s.call('POST', '/api/v2/payment/subscriptions', { plan_id: '1week', idempotency_key: `k-${Date.now()}` }, user.token);
    const body = await json(checkout);
    expect(checkout.status, JSON.stringify(body)).toBe(200);
    expect((await fake.confirm(body.client_secret as string, 'pm_card_visa')).status).toBe(200);
    await fake.flush();
    const row = await eventually(async () => {
      const [subscription] = await s.core.db
        .select()
        .from(schema.subscriptions)
        .where(and(eq(schema.subscriptions.userId, user.id), eq(schema.subscriptions.status, 'active')));
      return subscription;
    }, 20_000);
    const subscriptionId = row.gatewaySubscriptionId ?? '';
    const customerId = (fake.object<Json>(subscriptionId)?.customer as string) ?? '';
    expect(fake.object<Json>(customerId)?.email).toBe(user.email);

    expect((await s.call('DELETE', '/api/user', { password: user.password }, user.token)).status).toBe(200);
    expect(fake.object<Json>(subscriptionId)).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    expect(fake.object<Json>(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect(fake.list<Json>('payment_method').filter((pm) => pm.customer === customerId)).toEqual([]);
    const invoices = () => fake.list<Json>('invoice').filter((invoice) => invoice.customer === customerId);
    const before = invoices().length;
    await fake.advance(1);
    expect(invoices()).toHaveLength(before);
  });
});
