import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { DoneScreen } from './cancel-steps/done-screen.tsx';
import { cancelStepPath, isStep, STEP_COMPONENTS, SUBSCRIPTION_PATH, type StepProps } from './cancel-steps/index.ts';
import { useCancelSurvey } from './cancel-steps/use-cancel-survey.ts';
import { MoneyBackSection } from './money-back-section.tsx';
import { useCancelFacts } from './subscription.api.ts';

export { cancelStepPath, SUBSCRIPTION_PATH };

/**
 * `/app/profile/subscription/cancel/:step`: the 11 steps of the cancel flow, each its own URL (back, forward and reload
 * work), answers saved as the user goes; one component per step (cancel-steps/). Every step has "Cancel now" at its
 * top (issue 31: renewal off at once, from any step), "Continue cancelling" straight on and "Keep my subscription".
 * `done` is the result screen: "No automatic renewal · active until …".
 */
export function CancelFlowPage({ step: param }: { step: string }) {
  const { t } = useTranslation();
  const facts = useCancelFacts();
  const { surveyId: id, needsSurvey, start } = useCancelSurvey(facts.data, isStep(param));

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
