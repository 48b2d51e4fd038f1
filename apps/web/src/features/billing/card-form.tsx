import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { CardOutcome } from './card-utils.ts';
import { TestCardForm } from './test-card-form.tsx';

export type { CardOutcome, DeclineKind } from './card-utils.ts';

/**
 * What a mounted card form can do (the same for both gateways). The caller creates the subscription or intent on the
 * server, then confirms its client secret here; declines come back as outcomes, never as thrown errors.
 */
export interface CardConfirmer {
  confirmPayment(clientSecret: string): Promise<CardOutcome>;
  confirmSetup(clientSecret: string): Promise<CardOutcome & { setupIntentId?: string }>;
  /** Checks the fields before anything is created on the server (Stripe: `elements.submit()`); false shows the errors. */
  validate(): Promise<boolean>;
  /** After an invalid CVV: empties the CVC field (test form) and moves the focus there. */
  focusCvc(): void;
}

/** For Stripe's deferred Payment Element: what will be confirmed (a subscription's first payment, or a setup). */
export interface CardIntent {
  mode: 'payment' | 'subscription' | 'setup';
  amountCents?: number;
  currency?: string;
}

export interface CardFormProps {
  gateway: 'test' | 'stripe';
  /** Stripe's publishable key (ignored by the test gateway). */
  publishableKey: string | null;
  onReady: (confirmer: CardConfirmer) => void;
  disabled?: boolean;
  intent?: CardIntent;
}

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/** The card form of the active gateway: our own accessible inputs (test gateway) or Stripe's Payment Element. */
export function CardForm({ gateway, publishableKey, onReady, disabled, intent }: CardFormProps) {
  if (gateway === 'stripe') {
    return (
      <Suspense fallback={<FormLoading />}>
        <StripeCardForm publishableKey={publishableKey} onReady={onReady} disabled={disabled} intent={intent} />
      </Suspense>
    );
  }
  return <TestCardForm onReady={onReady} disabled={disabled} />;
}

export function FormLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-muted">
      <Spinner />
      {t('web.paywall.checkout.form_loading')}
    </p>
  );
}
