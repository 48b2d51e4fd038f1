import { loadStripe } from '@stripe/stripe-js/pure';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { FormLoading, type CardConfirmer, type CardIntent } from './card-form.tsx';
import { stripeConfirmer } from './stripe-client.ts';

interface Props {
  publishableKey: string | null;
  onReady: (confirmer: CardConfirmer) => void;
  disabled?: boolean;
  intent?: CardIntent;
}

/**
 * Stripe's Payment Element in deferred mode (no client secret yet: the subscription is created on "Pay"). Stripe.js
 * comes from js.stripe.com (it may not be bundled); if it cannot load, the form says so and offers a reload.
 */
export default function StripeCardForm({ publishableKey, onReady, disabled, intent = { mode: 'setup' } }: Props) {
  const { t } = useTranslation();
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        if (!publishableKey) throw new Error('no publishable key');
        const stripe = await loadStripe(publishableKey, { locale: currentLocale() });
        if (!stripe) throw new Error('Stripe.js did not load');
        if (cancelled || !mountRef.current) return;
        const currency = (intent.currency ?? 'usd').toLowerCase();
        const elements =
          intent.mode === 'setup'
            ? stripe.elements({ mode: 'setup', currency, paymentMethodTypes: ['card'] })
            : stripe.elements({ mode: intent.mode, amount: intent.amountCents ?? 0, currency, paymentMethodTypes: ['card'] });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (cancelled) return;
          setState('ready');
          onReadyRef.current(stripeConfirmer(stripe, elements, intent));
        });
        element.on('loaderror', () => !cancelled && setState('failed'));
        element.mount(mountRef.current);
        destroy = () => element.destroy();
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
    // One Payment Element per key and intent shape.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, intent.mode, intent.amountCents, intent.currency]);

  return (
    <div aria-disabled={disabled || undefined}>
      {state === 'loading' && <FormLoading />}
      {state === 'failed' && (
        <Alert>
          <p>{t('web.paywall.checkout.form_failed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('web.paywall.checkout.reload')}
          </Button>
        </Alert>
      )}
      <div ref={mountRef} data-testid="stripe-payment-element" className={state === 'ready' ? undefined : 'hidden'} />
    </div>
  );
}
