import { Clock, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobStep } from '../../components/media/job-step.tsx';
import { StageBar } from '../../components/media/stage-bar.tsx';
import { LoadingPlaceholder } from '../../components/states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import type { ProfileAnalysis } from './instagram.api.ts';
import { ANALYSIS_STEPS, analysisProgress, analysisStageLabel, stepState } from './stages.ts';

/**
 * Instagram limited us: said at once, with the time of the next try the job has queued (issue 11, item 9). The page
 * keeps polling, so it turns into the result, or into the final failure, by itself.
 */
function RateLimitNotice({ retryAt }: { retryAt: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const at = retryAt ? new Date(retryAt) : null;
  const due = !at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now();
  const time = at && !due ? new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(at) : '';
  return (
    <div role="alert" className="mt-5 flex gap-3 rounded-control border border-amber-500/40 bg-amber-500/10 p-4" data-testid="analysis-rate-limited">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800 dark:text-warning" />
      <div className="min-w-0">
        <p className="font-semibold">{t('web.analysis.rate_limited_title')}</p>
        <p className="mt-1 text-sm text-muted">{due ? t('web.analysis.rate_limited_now') : t('web.analysis.rate_limited_body', { time })}</p>
      </div>
    </div>
  );
}

/** A running analysis: the stage by name, a bar, and the three steps with where we are (never a bare spinner). */
export function AnalysisProgress({
  analysis,
  title,
}: {
  analysis: Pick<ProfileAnalysis, 'username' | 'stage' | 'progress' | 'status'> & Partial<Pick<ProfileAnalysis, 'status_detail' | 'retry_at'>>;
  title?: ReactNode;
}) {
  const { t } = useTranslation();
  const value = analysisProgress(analysis);
  const label = analysisStageLabel(t, analysis.stage);
  return (
    <section
      aria-labelledby="analysis-progress-title"
      className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-8"
      data-testid="analysis-progress"
    >
      <h1 id="analysis-progress-title" className="text-title font-bold tracking-tight [overflow-wrap:anywhere]">
        {title ?? t('web.analysis.progress_title', { username: analysis.username })}
      </h1>
      <p className="mt-2 text-muted">{t('web.analysis.progress_body')}</p>
      {analysis.status_detail === 'waiting_rate_limit' && <RateLimitNotice retryAt={analysis.retry_at ?? null} />}

      <StageBar label={label} value={value} size="md" statusTestId="analysis-stage" className="mt-6" />

      <ol aria-label={t('web.analysis.steps_label')} className="mt-6 grid gap-3 sm:grid-cols-3">
        {ANALYSIS_STEPS.map((step, index) => {
          const state = stepState(analysis.stage, step);
          return (
            <JobStep
              key={step}
              size="md"
              state={state}
              label={t(`web.analysis.step_${step}`)}
              stateLabel={t(`web.analysis.step_${state}`)}
              upcomingMark={<span>{index + 1}</span>}
            />
          );
        })}
      </ol>
    </section>
  );
}

/** A failed analysis: the server's (translated) reason and the spec's "Run again". */
export function AnalysisFailed({ message, onRunAgain, pending, title }: { message: string; onRunAgain: () => void; pending: boolean; title?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="flex flex-col items-center rounded-card border border-border bg-surface px-6 py-10 text-center shadow-card"
      data-testid="analysis-failed"
    >
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-xl font-semibold">{title ?? t('web.analysis.failed_title')}</h1>
      <p className="mt-2 max-w-md text-muted">{message}</p>
      <Button className="mt-6" onClick={onRunAgain} loading={pending}>
        {!pending && <RefreshCw aria-hidden="true" className="size-4" />}
        {t('web.analysis.run_again')}
      </Button>
    </section>
  );
}

/** An analysis that does not exist for this visitor (wrong link, someone else's). */
export function AnalysisMissing({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center rounded-card border border-dashed border-border bg-surface px-6 py-10 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-xl font-semibold">{t('web.analysis.not_found_title')}</h1>
      <p className="mt-2 max-w-md text-muted">{t('web.analysis.not_found_body')}</p>
      <div className="mt-6">{action}</div>
    </section>
  );
}

/** While an analysis loads for the first time. */
export function AnalysisSkeleton() {
  return (
    <LoadingPlaceholder className="flex flex-col gap-4">
      <div aria-hidden="true" className="flex items-center gap-4">
        <div className="skeleton size-16 rounded-full" />
        <div className="flex flex-col gap-2">
          <div className="skeleton h-6 w-40 rounded-control" />
          <div className="skeleton h-4 w-24 rounded-control" />
        </div>
      </div>
      <div aria-hidden="true" className="skeleton h-40 w-full rounded-card" />
      <div aria-hidden="true" className="skeleton h-40 w-full rounded-card" />
    </LoadingPlaceholder>
  );
}
