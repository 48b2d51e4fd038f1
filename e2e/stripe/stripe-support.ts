import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The browser side of Stripe for the specs against the suite's Stripe server (e2e/stripe-server.ts): a stand-in for
 * Stripe.js (the real one cannot be loaded offline) and the fake Stripe's confirm route behind it.
 */

/** The fake Stripe the Stripe server talks to: its ready line hands the URL to playwright.config.ts's environment. */
export function fakeStripeUrl(): string {
  const url = process.env.E2E_FAKE_STRIPE_URL;
  if (!url) throw new Error('E2E_FAKE_STRIPE_URL is not set: the Stripe server did not start (or name it along with E2E_STRIPE_BASE_URL)');
  return url;
}

/**
 * Served for js.stripe.com: browser tests cannot load the real Stripe.js offline. `Stripe(pk).elements(...).create(
 * 'payment')` renders three plain, labelled inputs. `confirmPayment` / `confirmSetup` do what Stripe.js does: send the
 * card to Stripe (here the card number picks one of Stripe's test tokens, posted with the client secret to
 * api.stripe.com, which routeStripe hands to the fake Stripe's confirm route), then answer with the intent or the
 * card error, so a payment really succeeds or is declined at the gateway the server reads back.
 */
export const STRIPE_STUB_JS = String.raw`
(() => {
  const TEST_TOKENS = {
    '4242424242424242': 'pm_card_visa',
    '4000000000000002': 'pm_card_visa_chargeDeclined',
    '4000000000009995': 'pm_card_visa_chargeDeclinedInsufficientFunds',
    '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  };
  function field(root, label, name) {
    const wrap = document.createElement('label');
    wrap.style.display = 'block';
    wrap.textContent = label;
    const input = document.createElement('input');
    input.name = name;
    input.style.display = 'block';
    wrap.appendChild(input);
    root.appendChild(wrap);
    return input;
  }
  window.Stripe = function Stripe(key) {
    let inputs = null;
    const number = () => (inputs ? inputs.number.value.replace(/\D/g, '') : '');
    async function confirm(clientSecret, kind) {
      const token = TEST_TOKENS[number()];
      if (!token) return { error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };
      // A string body: a simple cross-origin request, as Stripe.js's own form posts are.
      const response = await fetch('https://api.stripe.com/test/confirm', {
        method: 'POST',
        body: JSON.stringify({ client_secret: clientSecret, payment_method: token }),
      });
      const body = await response.json();
      if (!response.ok) return { error: body.error };
      return kind === 'setup' ? { setupIntent: body } : { paymentIntent: body };
    }
    return {
      _key: key,
      elements() {
        return {
          create() {
            const handlers = {};
            return {
              mount(node) {
                const root = typeof node === 'string' ? document.querySelector(node) : node;
                inputs = { number: field(root, 'Card number', 'number'), expiry: field(root, 'Expiration', 'expiry'), cvc: field(root, 'CVC', 'cvc') };
                setTimeout(() => handlers.ready && handlers.ready({}), 0);
              },
              on(event, handler) { handlers[event] = handler; },
              focus() { inputs && inputs.cvc.focus(); },
              destroy() {},
            };
          },
          async submit() {
            return number().length >= 12 ? {} : { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
          },
          update() {},
          getElement() { return { focus() { inputs && inputs.cvc.focus(); } }; },
        };
      },
      confirmPayment: (options) => confirm(options.clientSecret, 'payment'),
      confirmSetup: (options) => confirm(options.clientSecret, 'setup'),
    };
  };
})();
`;

/**
 * Serves the stub for js.stripe.com, and hands what it posts to api.stripe.com to the fake Stripe (the page's CSP
 * allows both hosts with BILLING=stripe, so the page runs under its real policy).
 */
export async function routeStripe(page: Page): Promise<void> {
  const fake = fakeStripeUrl();
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_STUB_JS }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const response = await route.fetch({ url: `${fake}${new URL(route.request().url()).pathname}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}

/**
 * Subscribes the account to the 4-week plan through the real API and the fake Stripe, as the Payment Element would:
 * the server creates the subscription, the card (Stripe's test token for 4242) is confirmed with its client secret at
 * the fake, and the server reads the result back.
 */
export async function subscribeWithStripe(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/v2/payment/subscriptions', { headers, data: { plan_id: '4week', idempotency_key: `e2e-${randomUUID()}` } });
  expect(created.ok(), `create subscription: ${created.status()} ${await created.text()}`).toBe(true);
  const { client_secret } = (await created.json()) as { client_secret: string | null };
  expect(client_secret, 'a Stripe subscription is paid in the browser with its client secret').toBeTruthy();
  const confirmed = await request.post(`${fakeStripeUrl()}/test/confirm`, { data: { client_secret, payment_method: 'pm_card_visa' } });
  expect(confirmed.status(), `fake Stripe confirm: ${await confirmed.text()}`).toBe(200);
  const synced = await request.post('/api/user/subscription/confirm', { headers });
  expect(synced.ok(), `confirm subscription: ${synced.status()} ${await synced.text()}`).toBe(true);
  const { subscription } = (await synced.json()) as { subscription: { active: boolean } | null };
  expect(subscription?.active, 'the subscription gives access after checkout').toBe(true);
}
