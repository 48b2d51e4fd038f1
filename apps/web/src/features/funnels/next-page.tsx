import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Sparkles, Target } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { trackFunnelStep } from '../../lib/analytics.ts';
import { currentLocale, fixedT, setLocale, type Language } from '../../lib/i18n.ts';
import { v3Funnel } from '@reelcraft/contract';
import { GrowthStepItem } from '../instagram/growth-step.tsx';
import { FunnelLayout } from './funnel-layout.tsx';
import { funnelKeys, funnelsApi } from './funnels.api.ts';
import { funnelEndPath, funnelStepPath, v3NextPath } from './paths.ts';
import { PotentialChart } from './potential-chart.tsx';
import { optionText } from './texts.ts';

const paywallPath = (language: Language) => funnelEndPath({ ...v3Funnel, end: '/paywall' }, language);

/**
 * `/v3/next` (signed in): the personal goal, the growth plan so far, the motivation and the potential score
 * from GET /user/onboarding, then the paywall.
 */
export function V3NextPage({ language }: { language: Language }) {
  const t = fixedT(language);
  useEffect(() => {
    if (currentLocale() !== language) setLocale(language);
  }, [language]);
  useEffect(() => trackFunnelStep(v3NextPath(language), { funnel: 'v3', step: 'next', language }), [language]);

  const onboarding = useQuery({ queryKey: funnelKeys.onboarding(), queryFn: ({ signal }) => funnelsApi.onboarding(signal), staleTime: 30_000 });

  let body: React.ReactNode;
  if (onboarding.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4" data-testid="next-loading">
        <p className="sr-only" role="status">
          {t('web.common.loading')}
        </p>
        <div aria-hidden="true" className="skeleton h-9 w-2/3 rounded-control" />
        <div aria-hidden="true" className="skeleton h-28 rounded-card" />
        <div aria-hidden="true" className="skeleton h-56 rounded-card" />
      </div>
    );
  } else if (onboarding.isError) {
    body = <ErrorState message={t('web.funnel_ui.load_failed')} onRetry={() => void onboarding.refetch()} className="border border-border shadow-card" />;
  } else {
    const { session, potential, growth_plan: plan } = onboarding.data;
    const goal = typeof session?.answers.personal_goal === 'string' ? session.answers.personal_goal : null;
    const motivation = typeof session?.answers.motivation === 'string' ? session.answers.motivation : null;
    const done = plan.steps.filter((item) => item.done).length;
    body = (
      <div className="flex flex-col gap-5">
        <div>
          <h1 className="text-[1.75rem] font-bold leading-tight tracking-tight text-balance sm:text-title">{t('web.funnel_ui.next_title')}</h1>
          <p className="mt-2 text-muted">{t('web.funnel_ui.next_subtitle')}</p>
        </div>

        {(goal || motivation) && (
          <div className="grid gap-3 sm:grid-cols-2">
            {goal && (
              <section className="rounded-card border border-border bg-surface p-4 shadow-card" data-testid="next-goal">
                <h2 className="flex items-center gap-2 text-sm font-medium text-muted">
                  <Target aria-hidden="true" className="size-4" />
                  {t('web.funnel_ui.goal_title')}
                </h2>
                <p className="mt-1 text-lg font-semibold">{optionText(t, 'personal_goal', goal)}</p>
              </section>
            )}
            {motivation && (
              <section className="rounded-card border border-border bg-surface p-4 shadow-card" data-testid="next-motivation">
                <h2 className="flex items-center gap-2 text-sm font-medium text-muted">
                  <Sparkles aria-hidden="true" className="size-4" />
                  {t('web.funnel_ui.motivation_title')}
                </h2>
                <p className="mt-1 text-lg font-semibold">{optionText(t, 'motivation', motivation)}</p>
              </section>
            )}
          </div>
        )}

        <section aria-labelledby="next-plan-title" className="rounded-card border border-border bg-surface p-5 shadow-card" data-testid="next-plan">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="next-plan-title" className="text-xl font-semibold">
              {t('web.funnel_ui.plan_title')}
            </h2>
            <p className="text-sm text-muted">{t('web.funnel_ui.plan_progress', { done, total: plan.steps.length })}</p>
          </div>
          <ol className="mt-4 flex flex-col gap-2">
            {plan.steps.map((item) => (
              <GrowthStepItem key={item.step} item={item} t={t} className="gap-3 px-3 py-2.5 text-sm" />
            ))}
          </ol>
        </section>

        {potential ? (
          <section aria-labelledby="next-potential-title" className="rounded-card border border-border bg-surface p-5 shadow-card">
            <h2 id="next-potential-title" className="mb-3 text-xl font-semibold">
              {t('web.funnel_ui.potential_title')}
            </h2>
            <PotentialChart t={t} potential={potential} />
          </section>
        ) : (
          <section className="rounded-card border border-dashed border-border bg-surface p-5 text-center" data-testid="next-no-quiz">
            <h2 className="text-lg font-semibold">{t('web.funnel_ui.no_quiz_title')}</h2>
            <p className="mt-1 text-muted">{t('web.funnel_ui.no_quiz_body')}</p>
            <Link to={funnelStepPath(v3Funnel, language)} className={buttonClass({ variant: 'secondary', className: 'mt-4' })}>
              {t('web.funnel_ui.take_quiz')}
            </Link>
          </section>
        )}

        <Link to={paywallPath(language)} className={buttonClass({ size: 'lg', block: true })} data-testid="next-continue">
          {t('web.funnel_ui.next_continue')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    );
  }

  return (
    <FunnelLayout t={t} language={language} progress={null} onBack={null}>
      <title>{`${t('web.funnel_ui.next_doc_title')} · Reelcraft`}</title>
      {body}
    </FunnelLayout>
  );
}
