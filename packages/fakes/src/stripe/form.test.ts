import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';
import { stripeSignatureHeader } from './signature.ts';

describe("the fake Stripe's wire format", () => {
  it("parses stripe-node's bracket encoding into nested objects and arrays", () => {
    const body =
      'customer=cus_1&items[0][price]=price_1&expand[0]=latest_invoice.confirmation_secret&expand[1]=pending_setup_intent&metadata[user_id]=u%201&payment_settings[save_default_payment_method]=on_subscription&discounts=';
    expect(parseForm(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1' }],
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: { user_id: 'u 1' },
      payment_settings: { save_default_payment_method: 'on_subscription' },
      discounts: '',
    });
    expect(parseForm('phases[1][items][0][price]=p2&phases[0][items][0][price]=p1&phases[10][end_date]=5')).toEqual({
      phases: [{ items: [{ price: 'p1' }] }, { items: [{ price: 'p2' }] }, { end_date: '5' }],
    });
  });

  it('signs webhooks so that stripe-node verifies them, and a changed byte does not', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });
    const header = stripeSignatureHeader(payload, 'whsec_test');
    expect(header).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test', timestamp: Number(/t=(\d+)/.exec(header)![1]) }));
    expect(Stripe.webhooks.constructEvent(payload, header, 'whsec_test').id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(`${payload} `, header, 'whsec_test')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
