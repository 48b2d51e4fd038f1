import {
  CANCEL_COMMENT_MAX,
  CANCEL_REASON_OTHER_MAX,
  CANCEL_REASONS,
  CANCEL_STEPS,
  type CancelFlowFacts,
  type CancelStep,
  type CancelSurvey,
  POSTS_THIS_WEEK_ANSWERS,
  REELS_POSTED_ANSWERS,
  SURVEY_QUESTIONS,
  SURVEY_SCALE,
  type UpdateCancelSurveyRequest,
} from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, ArrowLeft, CalendarCheck, Check, Gift, MessageCircle, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { SupportLinks } from '../../components/support-links.tsx';
import { ErrorState } from '../../components/states.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextareaField } from '../../components/ui/field.tsx';
import { track } from '../../lib/analytics.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { CancelNowBar } from './cancel-now.tsx';
import { ChoiceList } from './choice-list.tsx';
import { MoneyBackSection } from './money-back-section.tsx';
import { subscriptionApi, subscriptionKeys, useCancelFacts } from './subscription.api.ts';

export const SUBSCRIPTION_PATH = '/app/profile/subscription';
export const cancelStepPath = (step: CancelStep | 'done') => `${SUBSCRIPTION_PATH}/cancel/${step}`;

function isStep(value: string | undefined): value is CancelStep {
  return (CANCEL_STEPS as readonly string[]).includes(value ?? '');
}

/**
 * `/app/profile/subscription/cancel/:step`: the 11 steps of spec §4, each its own URL (back, forward and reload
 * work), answers saved as the user goes. Every step has "Continue cancelling" straight on and "Keep my subscription".
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

function nextOf(step: CancelStep): CancelStep | null {
  const index = CANCEL_STEPS.indexOf(step);
  return CANCEL_STEPS[index + 1] ?? null;
}

function previousOf(step: CancelStep): CancelStep | null {
  const index = CANCEL_STEPS.indexOf(step);
  return index > 0 ? (CANCEL_STEPS[index - 1] ?? null) : null;
}

type Answers = UpdateCancelSurveyRequest;

function StepScreen({ step, facts, surveyId, survey }: { step: CancelStep; facts: CancelFlowFacts; surveyId: string; survey: CancelSurvey | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { date, money } = useFormat();
  const index = CANCEL_STEPS.indexOf(step);
  const next = nextOf(step);
  const previous = previousOf(step);
  const periodEnd = date(facts.period_end);
  useEffect(() => track('cancel_flow_step', { step }), [step]);

  const [answers, setAnswers] = useState<Answers>({});
  const save = useMutation({
    mutationFn: (body: Answers) => subscriptionApi.saveAnswers(surveyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.cancelFlow() }),
  });
  // The last step's button: a double click lands before the re-render that marks it busy; the ref sends one request.
  const completing = useRef(false);
  const complete = useMutation({
    mutationFn: () => subscriptionApi.completeCancel(surveyId),
    onSettled: () => {
      completing.current = false;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['billing'] });
      await client.invalidateQueries({ queryKey: subscriptionKeys.all });
      void navigate(cancelStepPath('done'), { replace: true });
    },
  });
  const offer = useMutation({
    mutationFn: () => subscriptionApi.takeOffer(surveyId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing'] }),
  });

  const goOn = () => {
    if (!next) return;
    // Answers are saved on the way; a failed save never blocks leaving (the survey is a nice-to-have, the cancel is not).
    save.mutate({ ...answers, last_step: next });
    void navigate(cancelStepPath(next));
  };

  const keep = (
    <Link to={SUBSCRIPTION_PATH} className={buttonClass({ variant: 'secondary', block: true })}>
      {t('web.subscription.cancel.keep')}
    </Link>
  );
  const continueButton = (
    <Button variant="ghost" block onClick={goOn} data-testid="cancel-continue">
      {t('web.subscription.cancel.continue')}
    </Button>
  );

  let body: ReactNode;
  let actions: ReactNode = (
    <>
      {keep}
      {continueButton}
    </>
  );
  let heading: ReactNode;
  let icon: ReactNode = null;

  switch (step) {
    case 'reels': {
      heading = t('web.subscription.cancel.reels.title', { count: facts.reels_generated });
      body = (
        <ChoiceList
          name="reels_generated"
          legend={t('web.subscription.cancel.reels.question')}
          options={REELS_POSTED_ANSWERS.map((value) => ({ value, label: t(`web.subscription.cancel.reels.options.${value}`) }))}
          value={answers.reels_generated ?? survey?.reels_generated ?? null}
          onChange={(value) => setAnswers((a) => ({ ...a, reels_generated: value }))}
        />
      );
      break;
    }
    case 'offer': {
      icon = <Gift aria-hidden="true" className="size-7" />;
      const generations = facts.retention_offer.generations;
      if (offer.isSuccess) {
        heading = t('web.subscription.cancel.offer.done_title', { count: offer.data.granted });
        body = (
          <div role="status" className="flex flex-col gap-2">
            <p className="text-muted">{t('web.subscription.cancel.offer.done_body', { total: offer.data.bonus_generations })}</p>
            <p className="text-2xl font-bold text-success" data-testid="bonus-generations">
              {t('web.subscription.cancel.offer.bonus_total', { count: offer.data.bonus_generations })}
            </p>
          </div>
        );
        actions = (
          <>
            <Link to="/app" className={buttonClass({ block: true })}>
              {t('web.subscription.cancel.offer.to_content')}
            </Link>
            <Link to={SUBSCRIPTION_PATH} className={buttonClass({ variant: 'ghost', block: true })}>
              {t('web.subscription.back')}
            </Link>
          </>
        );
        break;
      }
      heading = t('web.subscription.cancel.offer.title', { count: generations });
      body = facts.retention_offer.available ? (
        <div className="flex flex-col gap-3">
          <p className="text-muted">{t('web.subscription.cancel.offer.body', { count: generations })}</p>
          {offer.isError && <Alert>{errorMessage(offer.error, t)}</Alert>}
        </div>
      ) : (
        <p className="text-muted">{t('web.subscription.cancel.offer.used')}</p>
      );
      actions = facts.retention_offer.available ? (
        <>
          <Button block loading={offer.isPending} onClick={() => offer.mutate()}>
            {t('web.subscription.cancel.offer.accept', { count: generations })}
          </Button>
          {keep}
          <Button variant="ghost" block onClick={goOn} data-testid="cancel-continue">
            {t('web.subscription.cancel.offer.decline')}
          </Button>
        </>
      ) : (
        actions
      );
      break;
    }
    case 'posts': {
      heading = t('web.subscription.cancel.posts.title');
      body = (
        <ChoiceList
          name="posts_this_week"
          legend={t('web.subscription.cancel.posts.title')}
          hideLegend
          options={POSTS_THIS_WEEK_ANSWERS.map((value) => ({ value, label: t(`web.subscription.cancel.posts.options.${value}`) }))}
          value={answers.posts_this_week ?? survey?.posts_this_week ?? null}
          onChange={(value) => setAnswers((a) => ({ ...a, posts_this_week: value }))}
        />
      );
      break;
    }
    case 'reason': {
      heading = t('web.subscription.cancel.reason.title');
      const reason = answers.reason ?? survey?.reason ?? null;
      const other = answers.reason_other ?? survey?.reason_other ?? '';
      body = (
        <div className="flex flex-col gap-4">
          <ChoiceList
            name="reason"
            legend={t('web.subscription.cancel.reason.title')}
            hideLegend
            options={CANCEL_REASONS.map((value) => ({ value, label: t(`web.subscription.cancel.reason.options.${value}`) }))}
            value={reason}
            onChange={(value) => setAnswers((a) => ({ ...a, reason: value }))}
          />
          {reason === 'other' && (
            <TextareaField
              label={t('web.subscription.cancel.reason.other_label')}
              value={other}
              maxLength={CANCEL_REASON_OTHER_MAX}
              counter={{ length: other.length, max: CANCEL_REASON_OTHER_MAX }}
              onChange={(event) => setAnswers((a) => ({ ...a, reason: 'other', reason_other: event.target.value }))}
            />
          )}
        </div>
      );
      break;
    }
    case 'benefits': {
      heading = t('web.subscription.cancel.benefits.title');
      const items = [
        t('web.subscription.included.generations', { count: facts.benefits.daily_generations }),
        t('web.subscription.included.profiles', { count: facts.benefits.max_profiles }),
        t('web.subscription.included.avatar'),
        t('web.subscription.included.storytelling'),
        t('web.subscription.included.trends'),
      ];
      body = (
        <div>
          <p className="mb-3 text-muted">{t('web.subscription.cancel.benefits.body', { date: periodEnd })}</p>
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item} className="flex items-start gap-3 rounded-control bg-surface-2 px-4 py-3">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      );
      break;
    }
    case 'comment': {
      icon = <MessageCircle aria-hidden="true" className="size-7" />;
      heading = t('web.subscription.cancel.comment.title');
      const comment = answers.comment ?? survey?.comment ?? '';
      body = (
        <div className="flex flex-col gap-3">
          <p className="text-muted">{t('web.subscription.cancel.comment.body')}</p>
          <TextareaField
            label={t('web.subscription.cancel.comment.label')}
            value={comment}
            rows={4}
            maxLength={CANCEL_COMMENT_MAX}
            counter={{ length: comment.length, max: CANCEL_COMMENT_MAX }}
            onChange={(event) => setAnswers((a) => ({ ...a, comment: event.target.value }))}
          />
        </div>
      );
      break;
    }
    case 'survey': {
      heading = t('web.subscription.cancel.survey.title');
      const current = { ...survey?.answers, ...answers.answers } as Record<string, string | undefined>;
      body = (
        <div className="flex flex-col gap-6">
          <p className="text-muted">{t('web.subscription.cancel.survey.hint')}</p>
          {SURVEY_QUESTIONS.map((question) => (
            <ChoiceList
              key={question}
              name={question}
              columns={5}
              legend={t(`web.subscription.cancel.survey.questions.${question}`)}
              options={SURVEY_SCALE.map((value) => ({
                value,
                label: (
                  <>
                    <span aria-hidden="true">{value}</span>
                    <span className="sr-only">{t('web.subscription.cancel.survey.option', { value })}</span>
                  </>
                ),
              }))}
              value={(current[question] as (typeof SURVEY_SCALE)[number] | undefined) ?? null}
              onChange={(value) => setAnswers((a) => ({ ...a, answers: { ...a.answers, [question]: value } }))}
            />
          ))}
        </div>
      );
      break;
    }
    case 'progress': {
      const done = facts.growth_plan.filter((item) => item.done).length;
      const percent = facts.growth_plan.length ? Math.round((done / facts.growth_plan.length) * 100) : 0;
      heading = t('web.subscription.cancel.progress.title', { percent });
      body = (
        <div className="flex flex-col gap-4">
          <p className="text-muted">{t('web.subscription.cancel.progress.body')}</p>
          <div
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('web.subscription.cancel.progress.label')}
            className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
          </div>
          <ol className="flex flex-col gap-2">
            {facts.growth_plan.map((item) => (
              <li
                key={item.step}
                className={cn(
                  'flex items-center gap-3 rounded-control border px-4 py-3 font-medium',
                  item.done ? 'border-success/40 bg-success-soft text-success' : 'border-border text-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full',
                    item.done ? 'bg-success text-white dark:text-black' : 'border border-border',
                  )}
                >
                  {item.done && <Check className="size-3.5" />}
                </span>
                <span>
                  {t(`web.analysis.growth_step.${item.step}`)}
                  <span className="sr-only"> — {item.done ? t('web.analysis.step_done') : t('web.analysis.step_upcoming')}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      );
      break;
    }
    case 'confirm': {
      heading = t('web.subscription.cancel.confirm.title');
      body = <p className="text-muted">{t('web.subscription.cancel.confirm.body', { date: periodEnd })}</p>;
      break;
    }
    case 'archive': {
      icon = <Archive aria-hidden="true" className="size-7" />;
      heading = t('web.subscription.cancel.archive.title');
      body = (
        <div className="flex flex-col gap-3 text-muted">
          <p>{t('web.subscription.cancel.archive.kept', { date: periodEnd })}</p>
          <p>
            {facts.archive_restore
              ? t('web.subscription.cancel.archive.restore', { price: money(facts.archive_restore.amount_cents, facts.archive_restore.currency) })
              : t('web.subscription.cancel.archive.restore_later')}
          </p>
          <p className="font-medium text-fg">{t('web.subscription.cancel.archive.never_charged')}</p>
        </div>
      );
      break;
    }
    case 'final': {
      icon = <CalendarCheck aria-hidden="true" className="size-7" />;
      heading = t('web.subscription.cancel.final.title');
      body = (
        <div className="flex flex-col gap-3">
          <p className="text-muted">{t('web.subscription.cancel.final.body', { date: periodEnd })}</p>
          {complete.isError && (
            <>
              <Alert>
                <p>{t('web.subscription.cancel.failed')}</p>
                <p className="mt-1 font-normal">{errorMessage(complete.error, t)}</p>
              </Alert>
              {/* Spec §8: "contact support via chat/messenger" — the chat link when configured, the e-mail always. */}
              <SupportLinks lead={t('web.support.cancel_failed')} subject={t('web.support.cancel_subject')} />
            </>
          )}
        </div>
      );
      actions = (
        <>
          <Button
            variant="destructive"
            block
            loading={complete.isPending}
            disabled={complete.isPending}
            data-testid="cancel-now"
            onClick={() => {
              if (completing.current) return;
              completing.current = true;
              complete.mutate();
            }}
          >
            {t('web.subscription.cancel.final.button')}
          </Button>
          {keep}
        </>
      );
      break;
    }
  }

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
      {/* Issue 31: one click to cancel from every step, above its questions and offers (the last step's own button is it). */}
      {step !== 'final' && <CancelNowBar surveyId={surveyId} step={step} periodEnd={facts.period_end} />}
      {icon && <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">{icon}</div>}
      <h1 id="cancel-step-title" className="mb-4 text-2xl font-bold tracking-tight" tabIndex={-1}>
        {heading}
      </h1>
      <div className="mb-6">{body}</div>
      <div className="flex flex-col gap-2">{actions}</div>
    </Card>
  );
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
