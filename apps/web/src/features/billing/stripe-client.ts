import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { i18n } from '../../lib/i18n.ts';
import type { CardConfirmer, CardIntent } from './card-form.tsx';
import { classifyDecline, intentIdOf, type CardOutcome, type GatewayError } from './card-utils.ts';

/** Stripe.js's answer to a confirm call, reduced to what we read (the real type has many more fields). */
type StripeResult = { error?: GatewayError | undefined };

function outcomeOf(error: GatewayError): CardOutcome {
  const decline = classifyDecline(error);
  return { ok: false, decline, message: error.message || i18n.t('web.paywall.errors.not_processed') };
}

/**
 * The Stripe side of CardConfirmer over a mounted (deferred) Payment Element: `elements.submit()` validates the
 * fields, then `confirmPayment` / `confirmSetup` with the server's client secret, never leaving the page unless the
 * bank insists on a redirect (`redirect: 'if_required'`). Declines map to our three kinds (card declined, insufficient
 * funds, wrong CVC) as classifyDecline does.
 */
export function stripeConfirmer(
  stripe: Pick<Stripe, 'confirmPayment' | 'confirmSetup'>,
  elements: Pick<StripeElements, 'submit' | 'update' | 'getElement'>,
  intent: CardIntent,
  returnUrl: () => string = () => window.location.href,
): CardConfirmer {
  let submitted = false;
  let mode = intent.mode;

  async function submit(wanted: CardIntent['mode']): Promise<CardOutcome> {
    if (wanted !== mode) {
      // The server asked for the other kind of confirmation (e.g. a $0 first invoice → setup): re-shape, submit again.
      elements.update(wanted === 'setup' ? { mode: 'setup' } : { mode: wanted, amount: intent.amountCents ?? 0 });
      mode = wanted;
      submitted = false;
    }
    if (submitted) return { ok: true };
    const { error } = (await elements.submit()) as StripeResult;
    if (error) return outcomeOf({ ...error, type: error.type ?? 'validation_error' });
    submitted = true;
    return { ok: true };
  }

  return {
    async validate() {
      submitted = false;
      return (await submit(mode)).ok;
    },
    async confirmPayment(clientSecret) {
      const ready = await submit(mode === 'setup' ? 'subscription' : mode);
      if (!ready.ok) return ready;
      submitted = false;
      const result = (await stripe.confirmPayment({
        elements: elements as StripeElements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl() },
      })) as StripeResult;
      return result.error ? outcomeOf(result.error) : { ok: true };
    },
    async confirmSetup(clientSecret) {
      const ready = await submit('setup');
      if (!ready.ok) return ready;
      submitted = false;
      const result = (await stripe.confirmSetup({
        elements: elements as StripeElements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl() },
      })) as StripeResult;
      return result.error ? outcomeOf(result.error) : { ok: true, setupIntentId: intentIdOf(clientSecret) };
    },
    focusCvc() {
      // The Payment Element's fields live in Stripe's iframe; focusing it lands on its first invalid field.
      elements.getElement('payment')?.focus();
    },
  };
}
