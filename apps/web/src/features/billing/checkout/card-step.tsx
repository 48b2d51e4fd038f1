import type { Plan } from '@reelcraft/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SupportLinks } from '../../../components/support-links.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { PublishableKey } from '../billing.api.ts';
import { CardForm, type CardConfirmer, type CardIntent } from '../card-form.tsx';
import { firstPeriodCents, useFormat } from '../plans.ts';

/** Why the card step is shown again: a wrong CVC, or a payment that was not processed (with the reason). */
export type CardNotice = { kind: 'cvv' } | { kind: 'error'; message: string };

export interface CardStepProps {
  plan: Plan;
  percentOff: number | null;
  gateway: PublishableKey;
  notice: CardNotice | null;
  /** False on the result screens: the card form stays mounted but hidden, so "Try again" returns to it as typed. */
  shown: boolean;
  working: boolean;
  onReady: (confirmer: CardConfirmer) => void;
  onPay: () => void;
}

/** The card step: what went wrong last time, the gateway's card form, and "Pay $x" (or "Start trial"). */
export function CardStep({ plan, percentOff, gateway, notice, shown, working, onReady, onPay }: CardStepProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const dueToday = firstPeriodCents(plan, percentOff);
  const intent: CardIntent =
    dueToday === 0 ? { mode: 'setup', currency: plan.currency } : { mode: 'subscription', amountCents: dueToday, currency: plan.currency };
  return (
    <>
      {shown && notice?.kind === 'cvv' && (
        <Alert>
          <p className="font-semibold">{t('web.paywall.result.cvv_title')}</p>
          <p className="font-normal">{t('web.paywall.result.cvv_body')}</p>
        </Alert>
      )}
      {shown && notice?.kind === 'error' && (
        <>
          <Alert>{notice.message}</Alert>
          <SupportLinks lead={t('web.support.payment_failed')} subject={t('web.support.payment_subject')} />
        </>
      )}

      {/* Kept mounted through the result screens, so "Try again" returns to the card as it was typed. */}
      <div className={cn(!shown && 'hidden')}>
        <CardForm
          key={`${gateway.gateway}:${intent.mode}`}
          gateway={gateway.gateway === 'stripe' ? 'stripe' : 'test'}
          publishableKey={gateway.publishable_key}
          onReady={onReady}
          disabled={working}
          intent={intent}
        />
      </div>

      {shown && (
        <>
          <Button size="lg" block loading={working} onClick={onPay} data-testid="pay">
            {working
              ? t('web.paywall.checkout.paying')
              : dueToday === 0
                ? t('web.paywall.checkout.start_trial')
                : t('web.paywall.checkout.pay', { amount: money(dueToday, plan.currency) })}
          </Button>
          <p className="flex items-start gap-2 text-xs text-muted">
            <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t('web.paywall.checkout.secure')}
          </p>
        </>
      )}
    </>
  );
}
