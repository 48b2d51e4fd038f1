import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/** The fake's own behaviour that the adapter's contract tests do not reach: webhooks over HTTP to a URL. */

let fake: FakeStripe;
let receiver: ReturnType<typeof createServer>;
const received: Array<{ signature: string | undefined; body: string }> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ signature: req.headers['stripe-signature'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  fake = await startFakeStripe({ webhookSecret: 'whsec_url_test', webhookTarget: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` });
});
afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('fake Stripe webhooks to a URL', () => {
  it('posts signed events that stripe-node accepts: sendEvent by hand, and automatic ones on state changes', async () => {
    const sent = await fake.sendEvent('customer.subscription.updated', { id: 'sub_manual', object: 'subscription', status: 'active' });
    expect(received).toHaveLength(1);
    const event = Stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature!, 'whsec_url_test');
    expect(event).toMatchObject({
      id: sent.id,
      type: 'customer.subscription.updated',
      api_version: '2026-10-28.endive',
      data: { object: { id: 'sub_manual' } },
    });

    const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    const customer = await stripe.customers.create({ email: 'hook@example.com' });
    await fake.flush();
    const types = received.slice(1).map((entry) => (JSON.parse(entry.body) as { type: string }).type);
    expect(types).toEqual(['customer.created']);
    expect(fake.deliveries.at(-1)).toMatchObject({ type: 'customer.created', status: 200 });
    expect(customer.id).toMatch(/^cus_/);
  });

  it('refuses a wrong API key and replays an idempotency key, refusing it with other parameters', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    await expect(wrong.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'same-key' });
    const again = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'same-key' });
    expect(again.id).toBe(first.id);
    await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'same-key' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });
});

describe('fake Stripe connections', () => {
  it("keeps an idle connection open 65 s, past clients' pools (Node closes after 5 s, racing a reused socket)", async () => {
    const response = await fetch(`${fake.url}/test/confirm`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
    await response.body?.cancel();
  });
});

describe('fake Stripe discounts (issue 31)', () => {
  it('puts the discount on each invoice as Stripe shapes it, and ends a repeating coupon after calendar months', async () => {
    const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    const customer = await stripe.customers.create({ email: 'discounts@example.com' });
    const product = await stripe.products.create({ name: 'four weeks' });
    const price = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 1999, recurring: { interval: 'week', interval_count: 4 } });
    const coupon = await stripe.coupons.create({ duration: 'repeating', duration_in_months: 3, percent_off: 20 });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      discounts: [{ coupon: coupon.id }],
      expand: ['latest_invoice.confirmation_secret', 'discounts'],
    });
    const discount = created.discounts[0] as Stripe.Discount;
    expect(discount).toMatchObject({ object: 'discount', source: { type: 'coupon', coupon: coupon.id }, subscription: created.id });
    // Three calendar months are 89 to 92 days, whatever the start.
    expect(discount.end! - discount.start).toBeGreaterThanOrEqual(89 * 86_400);
    expect(discount.end! - discount.start).toBeLessThanOrEqual(92 * 86_400);
    const invoice = created.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      subtotal: 1999,
      total: 1599,
      amount_due: 1599,
      discounts: [discount.id],
      total_discount_amounts: [{ amount: 400, discount: discount.id }],
    });
    expect(invoice.lines.data[0]).toMatchObject({ amount: 1999, discount_amounts: [{ amount: 400, discount: discount.id }] });
    await fake.confirm(invoice.confirmation_secret!.client_secret, 'pm_card_visa');
    for (let i = 0; i < 4; i++) await fake.advance(4);
    const invoices = await stripe.invoices.list({ subscription: created.id, limit: 10 });
    // Days 0, 28, 56 and 84 fall inside the three months; day 112 does not.
    expect(invoices.data.map((entry) => entry.amount_paid).reverse()).toEqual([1599, 1599, 1599, 1599, 1999]);

    // `discounts` keeps a discount by id and '' clears the list; the invoices keep theirs.
    const kept = await stripe.subscriptions.update(created.id, { discounts: [{ discount: discount.id }] });
    expect(kept.discounts).toEqual([discount.id]);
    const cleared = await stripe.subscriptions.update(created.id, { discounts: '' });
    expect(cleared.discounts).toEqual([]);
    expect((await stripe.invoices.retrieve(invoice.id)).total_discount_amounts).toEqual([{ amount: 400, discount: discount.id }]);
  });
});
