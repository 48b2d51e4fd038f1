import type { Plan } from '@reelcraft/contract';
import { Sparkles, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { renewal, useFormat } from '../plans.ts';
import { Result, type HeadingRef } from './result-screens.tsx';

/**
 * "Not enough funds": nothing was charged; the $0.99 trial week is offered when this account may still take
 * it (`offer`), or another card.
 */
export function FundsScreen({
  headingRef,
  offer,
  onTakeOffer,
  onOtherCard,
}: {
  headingRef: HeadingRef;
  offer: Plan | null;
  onTakeOffer: (plan: Plan) => void;
  onOtherCard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result headingRef={headingRef} icon={<Wallet className="size-7" />} tone="danger" title={t('web.paywall.result.funds_title')}>
      <p>{t('web.paywall.result.funds_body')}</p>
      <p className="mt-1" data-testid="not-charged">
        {t('web.paywall.result.not_charged')}
      </p>
      {offer && <TrialOffer offer={offer} onTake={() => onTakeOffer(offer)} />}
      <Button variant="secondary" block className="mt-3" onClick={onOtherCard}>
        {t('web.paywall.result.offer_other_card')}
      </Button>
    </Result>
  );
}

function TrialOffer({ offer, onTake }: { offer: Plan; onTake: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const percent = offer.reference?.percent_off ?? 0;
  const amount = money(offer.amount_cents, offer.currency);
  return (
    <section className="mt-4 rounded-card border-2 border-primary bg-primary-soft/50 p-4 text-left text-fg" data-testid="trial-offer">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-fg">
        <Sparkles aria-hidden="true" className="size-3.5" />
        {t('web.paywall.result.offer_badge', { percent })}
      </p>
      <h3 className="mt-2 text-lg font-bold">{t('web.paywall.result.offer_title', { amount })}</h3>
      <p className="mt-1 text-sm text-muted">
        {t('web.paywall.result.offer_body', { amount, full: money(renewal(offer).amountCents, offer.currency), percent })}
      </p>
      <Button size="lg" block className="mt-3" onClick={onTake}>
        {t('web.paywall.result.offer_cta')}
      </Button>
    </section>
  );
}
