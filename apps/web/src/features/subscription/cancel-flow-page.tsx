import type { CancelFlowFacts } from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { cancelStepPath, isStep, STEP_COMPONENTS, SUBSCRIPTION_PATH, type StepProps } from './cancel-steps/index.ts';
import { MoneyBackSection } from './money-back-section.tsx';
import { subscriptionApi, subscriptionKeys, useCancelFacts } from './subscription.api.ts';

export { cancelStepPath, SUBSCRIPTION_PATH };

/**
 * `/app/profile/subscription/cancel/:step`: the 11 steps of spec §4, each its own URL (back, forward and reload
 * work), answers saved as the user goes; one component per step (cancel-steps/). Every step has "Cancel now" at its
 * top (issue 31: renewal off at once, from any step), "Continue cancelling" straight on and "Keep my subscription".
 * `done` is the result screen: "No automatic renewal · active until …".
 */
export function CancelFlowPage({ step: param }: { step: string }) {
  const { t } = useTranslation();
  const facts = useCancelFacts();
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: () => subscriptionApi.startCancel(),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.cancelFlow() }),
  });
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const starting = useRef(false);
  const openId = facts.data?.open_survey?.id ?? null;
  const needsSurvey = Boolean(facts.data && !facts.data.cancel_at_period_end && !openId && !surveyId && isStep(param));

  // One start per visit: only from idle. After a refusal (a 403 while an admin views as the user, say) the error
  // stays on screen until "Try again" resets it; re-running on every render sent the refused start in a loop.
  const startIdle = start.isIdle;
  const startMutate = start.mutate;
  useEffect(() => {
    if (!needsSurvey || !startIdle || starting.current) return;
    starting.current = true;
    startMutate(undefined, { onSuccess: (result) => setSurveyId(result.survey_id), onSettled: () => (starting.current = false) });
  }, [needsSurvey, startIdle, startMutate]);

  if (param !== 'done' && !isStep(param)) return <Navigate to={cancelStepPath('reels')} replace />;

  const title = <title>{`${t('web.subscription.cancel.doc_title')} · Reelcraft`}</title>;
  if (facts.isPending || (needsSurvey && !start.isError)) {
    return (
      <Shell>
        {title}
        <div role="status" aria-label={t('web.subscription.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-40" />
        </div>
      </Shell>
    );
  }
  if (facts.isError) {
    if (isApiError(facts.error) && facts.error.code === 'NO_SUBSCRIPTION') return <Navigate to={SUBSCRIPTION_PATH} replace />;
    return (
      <Shell>
        {title}
        <ErrorState message={t('web.subscription.load_failed')} onRetry={() => void facts.refetch()} />
      </Shell>
    );
  }
  if (start.isError) {
    return (
      <Shell>
        {title}
        <ErrorState message={errorMessage(start.error, t)} onRetry={() => start.reset()} />
      </Shell>
    );
  }
  // Renewal is off (this flow finished, or it was off already): the result screen, whatever step the URL names.
  if (facts.data.cancel_at_period_end) {
    return (
      <Shell>
        {title}
        <DoneScreen facts={facts.data} />
        <MoneyBackCard />
      </Shell>
    );
  }
  if (param === 'done') return <Navigate to={SUBSCRIPTION_PATH} replace />;
  const id = surveyId ?? openId;
  if (!id) return null;
  return (
    <Shell>
      {title}
      <StepScreen key={param} step={param} facts={facts.data} surveyId={id} survey={facts.data.open_survey} />
      <MoneyBackCard />
    </Shell>
  );
}

/** paywall2's money-back guarantee, claimable here too (issue 31); nothing shows for a plan it does not cover. */
function MoneyBackCard() {
  return <MoneyBackSection className="mt-4 rounded-card border border-border bg-surface p-5 shadow-card" />;
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl">{children}</div>;
}

/** The step's own component (cancel-steps/: one per step). */
function StepScreen(props: StepProps) {
  const Step = STEP_COMPONENTS[props.step];
  return <Step {...props} />;
}

function DoneScreen({ facts }: { facts: CancelFlowFacts }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <Card aria-labelledby="cancel-done-title" className="text-center">
      <div className="mx-auto mb-4 flex size-16 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CalendarCheck aria-hidden="true" className="size-8" />
      </div>
      <h1 id="cancel-done-title" className="text-2xl font-bold tracking-tight">
        {t('web.subscription.cancel.done.title')}
      </h1>
      <p role="status" className="mt-3 text-lg font-semibold" data-testid="cancel-done-status">
        {t('web.subscription.status.no_renewal_until', { date: date(facts.period_end) })}
      </p>
      <p className="mt-2 text-muted">{t('web.subscription.cancel.done.body')}</p>
      <Link to={SUBSCRIPTION_PATH} className={buttonClass({ block: true, className: 'mt-6' })}>
        {t('web.subscription.back')}
      </Link>
    </Card>
  );
}
