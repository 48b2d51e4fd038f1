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
    expect(event).toMatchObject({ id: sent.id, type: 'customer.subscription.updated', api_version: '2026-10-28.endive', data: { object: { id: 'sub_manual' } } });

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
    await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'same-key' })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe('fake Stripe connections', () => {
  it('keeps an idle connection open 65 s, past clients\' pools (Node closes after 5 s, racing a reused socket)', async () => {
    const response = await fetch(`${fake.url}/test/confirm`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
    await response.body?.cancel();
  });
});
