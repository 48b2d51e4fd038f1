import { CANCEL_STEPS, type CancelFlowFacts, type CancelStep, type CancelSurvey, type UpdateCancelSurveyRequest } from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { track } from '../../../lib/analytics.ts';
import { CancelNowBar } from '../cancel-now.tsx';
import { subscriptionApi, subscriptionKeys } from '../subscription.api.ts';
import { cancelStepPath, nextOf, previousOf, SUBSCRIPTION_PATH } from './paths.ts';

/** What every step component gets: where it is, the flow's facts, and the walk (survey) it writes to. */
export interface StepProps {
  step: CancelStep;
  facts: CancelFlowFacts;
  surveyId: string;
  survey: CancelSurvey | null;
}

export type Answers = UpdateCancelSurveyRequest;

/**
 * The moves every step shares: "Continue cancelling" (saving the step's answers on the way; a failed save never
 * blocks leaving — the survey is a nice-to-have, the cancel is not) and "Keep my subscription".
 */
export function useStepMoves(step: CancelStep, surveyId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const next = nextOf(step);
  const save = useMutation({
    mutationFn: (body: Answers) => subscriptionApi.saveAnswers(surveyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.cancelFlow() }),
  });
  const goOn = (answers: Answers = {}) => {
    if (!next) return;
    save.mutate({ ...answers, last_step: next });
    void navigate(cancelStepPath(next));
  };
  const keep = (
    <Link to={SUBSCRIPTION_PATH} className={buttonClass({ variant: 'secondary', block: true })}>
      {t('web.subscription.cancel.keep')}
    </Link>
  );
  const continueButton = (answers: Answers = {}, label: string = t('web.subscription.cancel.continue')) => (
    <Button variant="ghost" block onClick={() => goOn(answers)} data-testid="cancel-continue">
      {label}
    </Button>
  );
  /** The usual pair: keep, or continue cancelling. */
  const defaultActions = (answers: Answers = {}) => (
    <>
      {keep}
      {continueButton(answers)}
    </>
  );
  return { keep, continueButton, defaultActions };
}

/**
 * One step's card: back, "Step n of 11" with its bar, "Cancel now" (issue 31: above the step's questions and offers,
 * in view on a phone without scrolling; the last step's own button is it), then the step's heading, body and actions.
 */
export function StepLayout({
  step,
  surveyId,
  facts,
  icon,
  heading,
  actions,
  children,
}: Omit<StepProps, 'survey'> & { icon?: ReactNode; heading: ReactNode; actions: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const index = CANCEL_STEPS.indexOf(step);
  const previous = previousOf(step);
  useEffect(() => track('cancel_flow_step', { step }), [step]);
  return (
    <Card aria-labelledby="cancel-step-title">
      <div className="mb-5 flex items-center justify-between gap-3">
        {previous ? (
          <Link to={cancelStepPath(previous)} className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('web.subscription.cancel.back')}
          </Link>
        ) : (
          <Link to={SUBSCRIPTION_PATH} className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('web.subscription.back')}
          </Link>
        )}
        <p className="text-sm text-muted tabular-nums">{t('web.subscription.cancel.progress_label', { step: index + 1, total: CANCEL_STEPS.length })}</p>
      </div>
      <div aria-hidden="true" className="mb-6 h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full bg-primary" style={{ width: `${((index + 1) / CANCEL_STEPS.length) * 100}%` }} />
      </div>
      {step !== 'final' && <CancelNowBar surveyId={surveyId} step={step} periodEnd={facts.period_end} />}
      {icon && <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">{icon}</div>}
      <h1 id="cancel-step-title" className="mb-4 text-2xl font-bold tracking-tight" tabIndex={-1}>
        {heading}
      </h1>
      <div className="mb-6">{children}</div>
      <div className="flex flex-col gap-2">{actions}</div>
    </Card>
  );
}
