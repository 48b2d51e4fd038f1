import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/card.tsx';
import { GrowthStepItem } from './growth-step.tsx';
import { useGrowthPlan } from './instagram.api.ts';

/**
 * The four growth-plan steps (profile analysed, audience analysed, scripts written, video generated), ticked as the
 * user reaches them. Signed-in users only.
 */
export function GrowthPlan() {
  const { t } = useTranslation();
  const plan = useGrowthPlan(true);
  if (plan.isError) return null; // a nice-to-have beside the analysis: no error screen for it
  const steps = plan.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="growth-title" className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6" data-testid="growth-plan">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="growth-title" className="text-xl font-semibold">
          {t('web.analysis.growth_title')}
        </h2>
        {plan.data && <p className="text-sm text-muted">{t('web.analysis.growth_progress', { done, total: steps.length })}</p>}
      </div>
      {plan.isPending ? (
        <div className="mt-4 grid gap-2 sm:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 h-2 w-full overflow-hidden rounded-full bg-surface-2">
            <div
              className="h-full rounded-full bg-success transition-[width] duration-700"
              style={{ width: `${steps.length ? (done / steps.length) * 100 : 0}%` }}
            />
          </div>
          <ol className="mt-4 grid gap-2 sm:grid-cols-4">
            {steps.map((step) => (
              <GrowthStepItem key={step.step} item={step} t={t} className="gap-2.5 px-3 py-2.5 text-sm" labelClassName="min-w-0" />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
