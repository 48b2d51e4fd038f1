import type { Plan, PaywallState } from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgePercent, CircleCheck, ShieldCheck, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { billingApi, billingKeys, type PaywallVariant } from './billing.api.ts';
import { PlanOption } from './plan-option.tsx';
import { PAYWALL2_PERCENT_OFF, firstPeriodCents, nextChargeDate, perWeekCents, planById, useFormat } from './plans.ts';

const PLAN_ORDER = ['1week', '12week', '52week'] as const;

/**
 * The new paywall ('paywall2'): claim the 50 % discount (then shown applied: the full price struck
 * through, the first period halved), plans of 1, 12 (highlighted) and 52 weeks with their price per week, the 30-day
 * money-back guarantee, "results in 4 weeks or your money back" and the exact next charge.
 */
export function NewPaywall({
  state,
  variant,
  onChoose,
}: {
  state: PaywallState;
  variant: PaywallVariant | null;
  onChoose: (plan: Plan, percentOff: number | null) => void;
}) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const client = useQueryClient();
  const plans = PLAN_ORDER.map((id) => planById(state.plans, id)).filter((plan): plan is Plan => Boolean(plan));
  const [selected, setSelected] = useState<string>('12week');
  const chosen = plans.find((plan) => plan.id === selected) ?? plans[0];
  const claimed = state.discount_claimed;
  const percentOff = claimed ? PAYWALL2_PERCENT_OFF : null;

  const claim = useMutation({
    mutationFn: () => billingApi.claimDiscount(variant),
    onSuccess: (answer) => client.setQueryData<PaywallState>(billingKeys.paywall(variant), answer),
  });

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-title font-bold tracking-tight">{t('web.paywall.new.title')}</h1>
        <p className="mt-2 text-muted">{t('web.paywall.new.subtitle')}</p>
      </header>

      {claimed ? (
        <div role="status" className="flex items-start gap-3 rounded-card bg-success-soft px-4 py-3 text-success" data-testid="discount-applied">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t('web.paywall.new.claimed')}</p>
            <p className="text-sm">{t('web.paywall.new.claimed_body')}</p>
          </div>
        </div>
      ) : (
        <section className="flex flex-col gap-3 rounded-card border-2 border-dashed border-primary bg-primary-soft/60 p-4 sm:flex-row sm:items-center">
          <BadgePercent aria-hidden="true" className="size-9 shrink-0 text-link" />
          <div className="flex-1">
            <h2 className="text-lg font-bold">{t('web.paywall.new.claim_title')}</h2>
            <p className="text-sm text-muted">{t('web.paywall.new.claim_body')}</p>
          </div>
          <Button loading={claim.isPending} onClick={() => claim.mutate()} data-testid="claim-discount">
            {t('web.paywall.new.claim')}
          </Button>
        </section>
      )}
      {claim.isError && <Alert>{errorMessage(claim.error, t)}</Alert>}

      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">{t('web.paywall.old.choose')}</legend>
        {plans.map((plan) => {
          const first = firstPeriodCents(plan, percentOff);
          return (
            <PlanOption
              key={plan.id}
              name="plan"
              value={plan.id}
              checked={chosen?.id === plan.id}
              onSelect={() => setSelected(plan.id)}
              testId={`plan-${plan.id}`}
              highlight={plan.id === '12week'}
              badge={plan.id === '12week' ? t('web.paywall.new.popular') : undefined}
              title={t(`web.paywall.plans.${plan.id}`)}
              aside={
                <>
                  {percentOff ? (
                    <>
                      <s className="block text-sm text-muted">
                        <span className="sr-only">{t('web.paywall.new.full_price', { amount: money(plan.amount_cents, plan.currency) })}</span>
                        <span aria-hidden="true">{money(plan.amount_cents, plan.currency)}</span>
                      </s>
                      <span className="block text-xl font-bold tabular-nums">{money(first, plan.currency)}</span>
                    </>
                  ) : (
                    <span className="block text-xl font-bold tabular-nums">{money(plan.amount_cents, plan.currency)}</span>
                  )}
                </>
              }
            >
              {t('web.paywall.new.per_week', { amount: money(perWeekCents(plan, first), plan.currency) })}
            </PlanOption>
          );
        })}
      </fieldset>

      <ul className="flex flex-col gap-3">
        <li className="flex items-start gap-3 rounded-card bg-surface p-4 shadow-card">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <div>
            <p className="font-semibold">{t('web.paywall.new.guarantee_title')}</p>
            <p className="text-sm text-muted">{t('web.paywall.new.guarantee_body')}</p>
          </div>
        </li>
        <li className="flex items-center gap-3 rounded-card bg-surface p-4 shadow-card">
          <TrendingUp aria-hidden="true" className="size-6 shrink-0 text-link" />
          <p className="font-semibold">{t('web.paywall.new.results')}</p>
        </li>
      </ul>

      {chosen && (
        <>
          <p className="text-sm text-muted" data-testid="renewal-terms">
            {t('web.paywall.new.renews', {
              first: money(firstPeriodCents(chosen, percentOff), chosen.currency),
              amount: money(chosen.amount_cents, chosen.currency),
              every: t('web.paywall.every_weeks', { count: chosen.period_weeks }),
              date: date(nextChargeDate(chosen)),
            })}
          </p>
          <Button size="lg" block onClick={() => onChoose(chosen, percentOff)} data-testid="paywall-cta">
            {t('web.paywall.new.cta')}
          </Button>
        </>
      )}
    </div>
  );
}
