import type { Subscription } from '@reelcraft/contract';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../billing.api.ts';
import { useFormat } from '../plans.ts';

/**
 * After paying: the plan the gateway's subscription is on, what its first invoice charged today, and its next charge
 * with amount and date (and what follows), all from the server's answer (issue 31: the $0.99 offer's success screen
 * showed the plan the page had selected before).
 */
export function PaidSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const plans = usePlans();
  const nextPlan = plans.data?.items.find((candidate) => candidate.id === subscription.next_plan_id);
  const charged = subscription.latest_charge?.amount_cents ?? 0;
  const next = subscription.next_charge_amount_cents;
  const then = subscription.following_charge_amount_cents ?? next;
  return (
    <div className="rounded-control bg-surface-2 p-3.5 text-sm" data-testid="paid-summary">
      <dl className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{t('web.paywall.checkout.plan')}</dt>
          <dd className="text-right font-semibold" data-testid="paid-plan">
            {t(`web.paywall.plans.${subscription.plan_id}`)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{t('web.paywall.result.charged_today')}</dt>
          <dd className="text-right text-base font-bold tabular-nums" data-testid="paid-today">
            {money(charged, subscription.currency)}
          </dd>
        </div>
        {next !== null && subscription.next_charge_at && (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{t('web.paywall.result.next_charge')}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="paid-next">
              {t('web.paywall.result.next_charge_value', {
                amount: money(next, subscription.currency),
                date: date(subscription.next_charge_at),
              })}
            </dd>
          </div>
        )}
      </dl>
      {next !== null && then !== null && nextPlan && (
        <p className="mt-1.5 text-muted" data-testid="paid-renewal">
          {t('web.paywall.result.renewal', {
            plan: t(`web.paywall.plans.${nextPlan.id}`),
            amount: money(then, subscription.currency),
            every: t('web.paywall.every_weeks', { count: nextPlan.period_weeks }),
          })}
        </p>
      )}
    </div>
  );
}
