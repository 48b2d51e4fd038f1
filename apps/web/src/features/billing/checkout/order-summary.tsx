import type { Plan } from '@reelcraft/contract';
import { useTranslation } from 'react-i18next';
import { firstPeriodCents, nextChargeDate, renewal, useFormat } from '../plans.ts';

/**
 * What is being bought, before it is bought: the plan, what is due today (struck-through price under paywall2's
 * discount) and what renews when. After paying, PaidSummary (the server's answer) takes its place.
 */
export function OrderSummary({ plan, percentOff }: { plan: Plan; percentOff: number | null }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const dueToday = firstPeriodCents(plan, percentOff);
  const next = renewal(plan);
  const nextDate = nextChargeDate(plan);
  return (
    <div className="rounded-control bg-surface-2 p-3.5 text-sm">
      <dl>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{t('web.paywall.checkout.plan')}</dt>
          <dd className="text-right font-semibold" data-testid="checkout-plan">
            {t(`web.paywall.plans.${plan.id}`)}
          </dd>
        </div>
        <div className="mt-1.5 flex items-baseline justify-between gap-3">
          <dt className="text-muted">{t('web.paywall.checkout.today')}</dt>
          <dd className="text-right text-base font-bold tabular-nums" data-testid="checkout-due">
            {percentOff ? (
              <>
                <s className="mr-2 font-normal text-muted">{money(plan.amount_cents, plan.currency)}</s>
                {money(dueToday, plan.currency)}
              </>
            ) : (
              money(dueToday, plan.currency)
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-1.5 text-muted">
        {next.periodWeeks === 52 && !plan.renews_into
          ? t('web.paywall.checkout.then_year', {
              amount: money(next.amountCents, plan.currency),
              date: date(nextDate),
            })
          : t('web.paywall.checkout.then_weeks', {
              amount: money(next.amountCents, plan.currency),
              every: t('web.paywall.every_weeks', { count: next.periodWeeks }),
              date: date(nextDate),
            })}
      </p>
    </div>
  );
}
