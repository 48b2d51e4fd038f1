import { describe, expect, it, vi } from 'vitest';
import { stripeConfirmer } from './stripe-client.ts';

/** Stripe.js and Elements as far as the confirmer uses them; each confirm answers what the test sets. */
function fakes(answer: { error?: Record<string, string> } = {}, submitError?: Record<string, string>) {
  const calls: string[] = [];
  const elements = {
    submit: vi.fn(async () => {
      calls.push('submit');
      return submitError ? { error: submitError } : {};
    }),
    update: vi.fn((options: unknown) => {
      calls.push(`update:${JSON.stringify(options)}`);
    }),
    getElement: vi.fn(() => ({ focus: vi.fn() })),
  };
  const stripe = {
    confirmPayment: vi.fn(async (options: { clientSecret: string; redirect: string }) => {
      calls.push(`confirmPayment:${options.clientSecret}:${options.redirect}`);
      return answer;
    }),
    confirmSetup: vi.fn(async (options: { clientSecret: string; redirect: string }) => {
      calls.push(`confirmSetup:${options.clientSecret}:${options.redirect}`);
      return answer;
    }),
  };
  // The fakes stand in for the parts of Stripe.js the confirmer calls.
  const confirmer = stripeConfirmer(stripe as never, elements as never, { mode: 'subscription', amountCents: 699, currency: 'usd' }, () => 'http://x/paywall');
  return { confirmer, calls, stripe, elements };
}

describe('the Stripe card client', () => {
  it('submits the Payment Element, then confirms the payment in the page (redirect only if required)', async () => {
    const { confirmer, calls } = fakes();
    await expect(confirmer.confirmPayment('pi_1_secret_2')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['submit', 'confirmPayment:pi_1_secret_2:if_required']);
  });

  it('does not submit twice after validate()', async () => {
    const { confirmer, calls } = fakes();
    await expect(confirmer.validate()).resolves.toBe(true);
    await confirmer.confirmPayment('pi_1_secret_2');
    expect(calls).toEqual(['submit', 'confirmPayment:pi_1_secret_2:if_required']);
  });

  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }, 'generic_failure'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'insufficient_funds'],
    [{ type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." }, 'invalid_cvv'],
    [{ type: 'api_error', message: 'Something went wrong.' }, 'other'],
  ])('maps a confirm error %o to %s, keeping Stripe’s message', async (error, decline) => {
    const { confirmer } = fakes({ error });
    await expect(confirmer.confirmPayment('pi_1_secret_2')).resolves.toEqual({ ok: false, decline, message: error.message });
  });

  it('stops at an invalid form: no confirm call', async () => {
    const { confirmer, stripe } = fakes({}, { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' });
    await expect(confirmer.confirmPayment('pi_1_secret_2')).resolves.toEqual({
      ok: false,
      decline: 'other',
      message: 'Your card number is incomplete.',
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('confirms a setup (a $0 first invoice) after switching the element to setup mode, and names the SetupIntent', async () => {
    const { confirmer, calls } = fakes();
    await expect(confirmer.confirmSetup('seti_9_secret_8')).resolves.toEqual({ ok: true, setupIntentId: 'seti_9' });
    expect(calls).toEqual(['update:{"mode":"setup"}', 'submit', 'confirmSetup:seti_9_secret_8:if_required']);
  });

  it('maps a declined setup too', async () => {
    const { confirmer } = fakes({ error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'no funds' } });
    await expect(confirmer.confirmSetup('seti_9_secret_8')).resolves.toMatchObject({ ok: false, decline: 'insufficient_funds' });
  });
});
