import { CreditCard } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { billingApi } from './billing.api.ts';
import type { CardConfirmer } from './card-form.tsx';
import {
  BRAND_NAMES,
  classifyDecline,
  cvcValid,
  detectBrand,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  intentIdOf,
  luhnValid,
  parseExpiry,
  TEST_CARDS,
  type CardOutcome,
} from './card-utils.ts';

interface Values {
  number: string;
  expiry: string;
  cvc: string;
}

function fieldErrors(values: Values) {
  const brand = detectBrand(values.number);
  return {
    number: luhnValid(values.number) ? undefined : ('card_number_invalid' as const),
    expiry: parseExpiry(values.expiry) ? undefined : ('expiry_invalid' as const),
    cvc: cvcValid(values.cvc, brand) ? undefined : ('cvc_invalid' as const),
  };
}

/** A failure that is not the card's: request error, server error, or could not process (with the reason). */
export function transportFailure(error: unknown): { ok: false; decline: 'other'; message: string } {
  const t = i18n.t;
  if (isApiError(error) && error.code === 'NETWORK') return { ok: false, decline: 'other', message: t('web.paywall.errors.request') };
  if (isApiError(error) && error.status >= 500) return { ok: false, decline: 'other', message: t('web.paywall.errors.server') };
  return { ok: false, decline: 'other', message: `${t('web.paywall.errors.not_processed')}. ${errorMessage(error, t)}` };
}

/**
 * The built-in test gateway's card form: card number (spaced, brand shown), MM/YY and CVC with the browser's
 * card autocomplete, posting to `/api/billing/test-gateway/confirm` like Stripe.js would confirm with Stripe.
 */
export function TestCardForm({ onReady, disabled }: { onReady: (confirmer: CardConfirmer) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ number: '', expiry: '', cvc: '' });
  const [showErrors, setShowErrors] = useState(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const testCardsId = useId();
  // "Focus the CVC" waits until the form is enabled again (it is disabled while the payment is being confirmed).
  const [cvcFocusRequest, setCvcFocusRequest] = useState(0);
  const handledFocusRequest = useRef(0);
  useEffect(() => {
    if (disabled || cvcFocusRequest === handledFocusRequest.current) return;
    handledFocusRequest.current = cvcFocusRequest;
    cvcRef.current?.focus();
  }, [cvcFocusRequest, disabled]);

  const brand = detectBrand(values.number);
  const errors = showErrors ? fieldErrors(values) : { number: undefined, expiry: undefined, cvc: undefined };

  useEffect(() => {
    async function confirm(clientSecret: string): Promise<CardOutcome> {
      const current = valuesRef.current;
      const expiry = parseExpiry(current.expiry);
      if (!expiry) return { ok: false, decline: 'other', message: i18n.t('web.paywall.checkout.expiry_invalid') };
      try {
        const result = await billingApi.testGatewayConfirm({
          client_secret: clientSecret,
          card: { number: digitsOf(current.number), exp_month: expiry.month, exp_year: expiry.year, cvc: current.cvc },
        });
        if (result.status === 'succeeded' && !result.error) return { ok: true };
        const error = result.error ?? { type: 'card_error' as const, code: 'card_declined', decline_code: null, message: '' };
        return { ok: false, decline: classifyDecline(error), message: error.message };
      } catch (error) {
        return transportFailure(error);
      }
    }
    onReady({
      confirmPayment: confirm,
      async confirmSetup(clientSecret) {
        const outcome = await confirm(clientSecret);
        return outcome.ok ? { ok: true, setupIntentId: intentIdOf(clientSecret) } : outcome;
      },
      async validate() {
        const errs = fieldErrors(valuesRef.current);
        setShowErrors(true);
        const first = errs.number ? numberRef : errs.expiry ? expiryRef : errs.cvc ? cvcRef : null;
        first?.current?.focus();
        return !first;
      },
      focusCvc() {
        setValues((v) => ({ ...v, cvc: '' }));
        setCvcFocusRequest((n) => n + 1);
      },
    });
    // The confirmer reads the fields through refs: made once per mounted form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-4" data-testid="test-card-form">
      <div className="relative">
        <TextField
          ref={numberRef}
          label={t('web.paywall.checkout.card_number')}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          disabled={disabled}
          error={errors.number && t(`web.paywall.checkout.${errors.number}`)}
          className="pr-32 font-mono tabular-nums"
          onChange={(event) => setValues((v) => ({ ...v, number: formatCardNumber(event.target.value) }))}
        />
        <span className="pointer-events-none absolute right-3 top-[2.45rem] flex items-center gap-1.5 text-sm font-medium text-muted">
          <CreditCard aria-hidden="true" className="size-5" />
          {brand !== 'unknown' && (
            <span data-testid="card-brand">
              <span className="sr-only">{t('web.paywall.checkout.brand', { brand: BRAND_NAMES[brand] })}</span>
              <span aria-hidden="true">{BRAND_NAMES[brand]}</span>
            </span>
          )}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          ref={expiryRef}
          label={t('web.paywall.checkout.expiry')}
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('web.paywall.checkout.expiry_placeholder')}
          maxLength={5}
          value={values.expiry}
          disabled={disabled}
          error={errors.expiry && t(`web.paywall.checkout.${errors.expiry}`)}
          className="font-mono tabular-nums"
          onChange={(event) => {
            const next = event.target.value;
            setValues((v) => ({ ...v, expiry: formatExpiry(next, v.expiry) }));
          }}
        />
        <TextField
          ref={cvcRef}
          label={t('web.paywall.checkout.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={brand === 'amex' ? '1234' : '123'}
          maxLength={4}
          value={values.cvc}
          disabled={disabled}
          error={errors.cvc && t(`web.paywall.checkout.${errors.cvc}`)}
          className="font-mono tabular-nums"
          onChange={(event) => setValues((v) => ({ ...v, cvc: digitsOf(event.target.value).slice(0, 4) }))}
        />
      </div>
      <section aria-labelledby={testCardsId} className="rounded-control border border-dashed border-warning/60 bg-warning/5 p-3 text-sm">
        <h3 id={testCardsId} className="font-semibold">
          {t('web.paywall.checkout.test_cards_title')}
        </h3>
        <p className="mt-0.5 text-muted">{t('web.paywall.checkout.test_cards_hint')}</p>
        <ul className="mt-2 flex flex-col gap-1">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-mono tabular-nums">{card.number}</span>
              <span className="text-muted">{t(`web.paywall.checkout.test_card_${card.outcome}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
