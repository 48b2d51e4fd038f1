import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
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
            <div className="h-full rounded-full bg-success transition-[width] duration-700" style={{ width: `${steps.length ? (done / steps.length) * 100 : 0}%` }} />
          </div>
          <ol className="mt-4 grid gap-2 sm:grid-cols-4">
            {steps.map((step) => (
              <li
                key={step.step}
                className={cn(
                  'flex items-center gap-2.5 rounded-control border px-3 py-2.5 text-sm font-medium',
                  step.done ? 'border-success/40 bg-success-soft text-success' : 'border-border text-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full',
                    step.done ? 'bg-success text-white dark:text-black' : 'border border-border',
                  )}
                >
                  {step.done && <Check className="size-3.5" />}
                </span>
                <span className="min-w-0">
                  {t(`web.analysis.growth_step.${step.step}`)}
                  <span className="sr-only"> — {step.done ? t('web.analysis.step_done') : t('web.analysis.step_upcoming')}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
