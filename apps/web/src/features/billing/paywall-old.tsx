import type { Plan, PaywallState } from '@reelcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatCountdown, useCountdown } from '../content/limit.tsx';
import { billingKeys, type PaywallVariant } from './billing.api.ts';
import { PlanOption } from './plan-option.tsx';
import { nextChargeDate, perWeekCents, planById, useFormat } from './plans.ts';

/**
 * The old paywall: a 7-day free trial then $27 every 52 weeks, shown as $2.25/month for 12 months with a
 * 72 % badge that names its reference price (the catalogue's, decision 0037), versus $19.99 every 4 weeks. A 24-hour countdown kept by the server (it survives reloads); when it
 * runs out the offer is gone and the 52-week plan shows at its full price.
 */
export function OldPaywall({ state, variant, onChoose }: { state: PaywallState; variant: PaywallVariant | null; onChoose: (plan: Plan) => void }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const client = useQueryClient();
  // When the offer runs out the server lists the 52-week plan instead of the trial: ask again.
  const left = useCountdown(state.discount_ends_at, () => void client.invalidateQueries({ queryKey: billingKeys.paywall(variant) }));
  // No end time yet (the server starts the clock on the first visit): the offer is open.
  const offerOpen = state.discount_ends_at === null || (left ?? 0) > 0;

  const trial = planById(state.plans, 'annual_trial');
  const yearly = offerOpen && trial ? trial : planById(state.plans, '52week');
  const monthly = planById(state.plans, '4week');
  const options = [yearly, monthly].filter((plan): plan is Plan => Boolean(plan));
  const [selected, setSelected] = useState<string>(options[0]?.id ?? '');
  const chosen = options.find((plan) => plan.id === selected) ?? options[0];

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-title font-bold tracking-tight">{t('web.paywall.old.title')}</h1>
        <p className="mt-2 text-muted">{t('web.paywall.old.subtitle')}</p>
      </header>

      {offerOpen && state.discount_ends_at ? (
        <div className="flex items-center gap-3 rounded-card bg-primary-soft px-4 py-3 text-link">
          <Clock aria-hidden="true" className="size-6 shrink-0" />
          <p className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3 font-medium">
            {t('web.paywall.old.countdown_label')}
            <span role="timer" aria-live="off" className="font-mono text-2xl font-bold tabular-nums text-fg" data-testid="discount-countdown">
              {formatCountdown(left ?? 0)}
            </span>
          </p>
        </div>
      ) : !offerOpen ? (
        <p className="rounded-card bg-surface-2 px-4 py-3 text-sm font-medium text-muted" data-testid="discount-expired">
          {t('web.paywall.old.countdown_expired')}
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-semibold">{t('web.paywall.old.choose')}</legend>
        {yearly?.id === 'annual_trial' && (
          <PlanOption
            name="plan"
            value={yearly.id}
            checked={chosen?.id === yearly.id}
            onSelect={() => setSelected(yearly.id)}
            testId="plan-annual_trial"
            badge={yearly.reference ? t('web.paywall.old.badge_off', { percent: yearly.reference.percent_off }) : undefined}
            title={t('web.paywall.old.trial_title', { days: yearly.trial_days })}
            aside={
              <>
                <span className="block text-xl font-bold tabular-nums">
                  {t('web.paywall.old.per_month', { amount: money(Math.round(yearly.amount_cents / 12), yearly.currency) })}
                </span>
                <span className="block text-xs text-muted">{t('web.paywall.old.for_months')}</span>
              </>
            }
          >
            {t('web.paywall.old.trial_then', { amount: money(yearly.amount_cents, yearly.currency) })}
            {yearly.reference && (
              <span className="mt-1 block" data-testid="reference-price">
                {t('web.paywall.old.reference_list', {
                  percent: yearly.reference.percent_off,
                  reference: money(yearly.reference.amount_cents, yearly.currency),
                  monthly: money(yearly.reference.monthly_cents ?? Math.round(yearly.reference.amount_cents / 12), yearly.currency),
                })}
              </span>
            )}
          </PlanOption>
        )}
        {yearly?.id === '52week' && (
          <PlanOption
            name="plan"
            value={yearly.id}
            checked={chosen?.id === yearly.id}
            onSelect={() => setSelected(yearly.id)}
            testId="plan-52week"
            title={t('web.paywall.old.annual_title')}
            aside={
              <span className="block text-xl font-bold tabular-nums">
                {t('web.paywall.old.annual_price', { amount: money(yearly.amount_cents, yearly.currency) })}
              </span>
            }
          >
            {t('web.paywall.old.annual_per_week', { amount: money(perWeekCents(yearly), yearly.currency) })}
          </PlanOption>
        )}
        {monthly && (
          <PlanOption
            name="plan"
            value={monthly.id}
            checked={chosen?.id === monthly.id}
            onSelect={() => setSelected(monthly.id)}
            testId="plan-4week"
            title={t('web.paywall.old.monthly_title')}
            aside={<span className="block text-xl font-bold tabular-nums">{money(monthly.amount_cents, monthly.currency)}</span>}
          >
            {t('web.paywall.old.monthly_price', { amount: money(monthly.amount_cents, monthly.currency) })}
          </PlanOption>
        )}
      </fieldset>

      {chosen?.id === 'annual_trial' && (
        <p className="text-sm text-muted">
          {t('web.paywall.old.trial_note', { date: date(nextChargeDate(chosen)), amount: money(chosen.amount_cents, chosen.currency) })}
        </p>
      )}

      {chosen && (
        <Button size="lg" block onClick={() => onChoose(chosen)} data-testid="paywall-cta">
          {chosen.trial_days > 0 ? t('web.paywall.old.cta_trial') : t('web.paywall.old.cta')}
        </Button>
      )}
    </div>
  );
}
