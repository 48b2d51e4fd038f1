import type { Page } from '@playwright/test';

/**
 * A stand-in for Stripe.js (payments.md §2.5): browser tests cannot load js.stripe.com offline, so `page.route`
 * serves this script instead. `Stripe(pk).elements(...).create('payment')` renders three plain, labelled inputs;
 * `confirmPayment` / `confirmSetup` answer like Stripe.js by the card number typed (Stripe's test cards).
 */
export const STRIPE_STUB_JS = String.raw`
(() => {
  const OUTCOMES = {
    '4000000000000002': { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    '4000000000009995': { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    '4000000000000127': { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
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
    async function confirm() {
      const error = OUTCOMES[number()];
      return error ? { error } : { paymentIntent: { status: 'succeeded' } };
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
      confirmPayment: confirm,
      async confirmSetup() {
        const error = OUTCOMES[number()];
        return error ? { error } : { setupIntent: { status: 'succeeded' } };
      },
    };
  };
})();
`;

/** Serves the stub for every js.stripe.com request of `page`. */
export async function routeStripeStub(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_STUB_JS }),
  );
}
