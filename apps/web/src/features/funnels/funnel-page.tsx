import { firstStep, funnelPath, funnelProgress, funnelStep, type FunnelStep } from '@reelcraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { trackFunnelStep } from '../../lib/analytics.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLocale, fixedT, setLocale } from '../../lib/i18n.ts';
import { MultiChoice, OptIn, SingleChoice } from './choice-steps.tsx';
import { FunnelLayout } from './funnel-layout.tsx';
import { funnelKeys, funnelSessionIds, funnelsApi, type FunnelSessionDto } from './funnels.api.ts';
import { allowedStep, funnelEndPath, funnelStepPath, type FunnelLocation } from './paths.ts';
import { optionalStepText, stepText, type FunnelT } from './texts.ts';

// The account and analysis steps come at the end of a funnel and bring the forms, the auth client and the analysis
// screens with them: loaded when reached, so the first question (the page search engines and Lighthouse see) is light.
const accountSteps = () => import('./account-steps.tsx');
const analysisSteps = () => import('./analysis-steps.tsx');
const EmailStep = lazy(() => accountSteps().then((module) => ({ default: module.EmailStep })));
const SignupStep = lazy(() => accountSteps().then((module) => ({ default: module.SignupStep })));
const ConfirmEmailStep = lazy(() => accountSteps().then((module) => ({ default: module.ConfirmEmailStep })));
const NicknameStep = lazy(() => analysisSteps().then((module) => ({ default: module.NicknameStep })));
const AnalysisStep = lazy(() => analysisSteps().then((module) => ({ default: module.AnalysisStep })));

const NO_ANSWERS: Readonly<Record<string, unknown>> = {};

/**
 * The one step engine of every funnel (issue 12), driven only by the definitions in packages/contract/src/funnels:
 * each step its own URL, the answers kept server-side in a funnel session whose id this browser keeps, a reload
 * resumes, a later step than reached redirects to the reached one, back returns with the answer selected.
 */
export function FunnelPage({ location: where }: { location: FunnelLocation }) {
  const { funnel, language } = where;
  const t = fixedT(language);
  const navigate = useNavigate();
  const { pathname, state: historyState } = useLocation();
  const client = useQueryClient();
  const first = firstStep(funnel);

  // The URL's language is the page's language (and the API's, and the paywall's after it).
  useEffect(() => {
    if (currentLocale() !== language) setLocale(language);
  }, [language]);

  // The stored session id is read after hydration (the pre-rendered HTML knows no browser storage).
  const [sessionId, setSessionId] = useState<string | null | undefined>(undefined);
  useEffect(() => setSessionId(funnelSessionIds.read(funnel.id)), [funnel.id]);

  const session = useQuery({
    queryKey: funnelKeys.session(sessionId ?? ''),
    queryFn: ({ signal }) => funnelsApi.session(sessionId ?? '', signal),
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

  // A session the server no longer knows (expired, or attached to another account): start afresh.
  const sessionGone = isApiError(session.error) && session.error.status === 404;
  useEffect(() => {
    if (!sessionGone) return;
    funnelSessionIds.forget(funnel.id);
    setSessionId(null);
  }, [sessionGone, funnel.id]);

  const data: FunnelSessionDto | undefined = sessionId ? session.data : undefined;
  const answers = data?.answers ?? NO_ANSWERS;
  const known = sessionId === null || Boolean(data);
  const reached = data ? data.current_step : first.slug;
  const target = known ? allowedStep(funnel, where.slug, reached, answers) : null;

  // Bare path and steps not (yet) allowed: replace the URL with the step to show, so history holds real steps only.
  useEffect(() => {
    if (target && target !== where.slug) void navigate(funnelStepPath(funnel, language, target), { replace: true });
  }, [target, where.slug, funnel, language, navigate]);

  // Until the session is known, the first step shows at once (pre-rendered, fast); any other waits for it.
  const shownSlug = target ?? (where.slug === null || where.slug === first.slug ? first.slug : null);
  const step = shownSlug ? funnelStep(funnel, shownSlug) : undefined;

  useEffect(() => {
    const session = funnelSessionIds.read(funnel.id) ?? undefined; // the funnel session once it exists (issue 13's report)
    if (step && (target === null || target === where.slug))
      trackFunnelStep(pathname, { funnel: funnel.id, step: step.slug, language, ...(session ? { session } : {}) });
  }, [step, target, where.slug, pathname, funnel.id, language]);

  const ensureSession = useCallback(async (): Promise<string> => {
    const stored = funnelSessionIds.read(funnel.id);
    if (stored) return stored;
    const created = await funnelsApi.create(funnel.id, language);
    funnelSessionIds.write(funnel.id, created.id);
    client.setQueryData(funnelKeys.session(created.id), created);
    setSessionId(created.id);
    return created.id;
  }, [funnel.id, language, client]);

  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);
  const busy = useRef(false);
  useEffect(() => setFailure(null), [shownSlug]);

  /** Saves the answer of `slug` (none for steps without one), then goes where the server says (or stays). */
  const answer = useCallback(
    async (slug: string, value: unknown, options: { attach?: boolean; stay?: boolean } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setFailure(null);
      try {
        const id = await ensureSession();
        if (options.attach) await funnelsApi.attach(id);
        const result = await funnelsApi.answer(id, slug, value);
        client.setQueryData(funnelKeys.session(result.session.id), result.session);
        if (!options.stay) {
          await navigate(result.next ? funnelStepPath(funnel, language, result.next) : funnelEndPath(funnel, language), { state: { fromStep: slug } });
        }
      } catch (error) {
        if (isApiError(error) && error.status === 404 && error.code === 'NOT_FOUND' && !funnelStep(funnel, slug)) {
          await navigate(funnelStepPath(funnel, language), { replace: true });
        } else if (isApiError(error) && error.status === 404) {
          // The session is gone (expired or someone else's): begin again from the first step.
          funnelSessionIds.forget(funnel.id);
          setSessionId(null);
          setFailure({ message: t('web.funnel_ui.load_failed'), retry: () => void navigate(funnelStepPath(funnel, language, first.slug)) });
        } else {
          const message = isApiError(error) && error.code === 'NETWORK' ? t('web.funnel_ui.save_failed') : errorMessage(error, t);
          setFailure({ message, retry: () => void answerRef.current(slug, value, options) });
        }
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [ensureSession, client, navigate, funnel, language, t, first.slug],
  );
  const answerRef = useRef(answer);
  answerRef.current = answer;

  const path = funnelPath(funnel, answers);
  const index = shownSlug ? path.indexOf(shownSlug) : -1;
  const previous = index > 0 ? path[index - 1] : undefined;
  const onBack = previous
    ? () => {
        // The browser's own history when this page was reached from the previous step, else the previous step's URL.
        if ((historyState as { fromStep?: unknown } | null)?.fromStep === previous) void navigate(-1);
        else void navigate(funnelStepPath(funnel, language, previous));
      }
    : null;

  const progress = shownSlug ? funnelProgress(funnel, shownSlug, answers) : null;

  let body: React.ReactNode;
  if (session.isError && !sessionGone) {
    body = <ErrorState message={t('web.funnel_ui.load_failed')} onRetry={() => void session.refetch()} className="border border-border shadow-card" />;
  } else if (!step) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3" data-testid="funnel-loading">
        <p className="sr-only" role="status">
          {t('web.funnel_ui.loading')}
        </p>
        <div aria-hidden="true" className="skeleton h-9 w-3/4 rounded-control" />
        <div aria-hidden="true" className="skeleton mt-4 h-14 rounded-control" />
        <div aria-hidden="true" className="skeleton h-14 rounded-control" />
        <div aria-hidden="true" className="skeleton h-14 rounded-control" />
      </div>
    );
  } else {
    body = (
      <StepView
        key={step.slug}
        t={t}
        where={where}
        step={step}
        session={data ?? null}
        pending={pending}
        answer={answer}
        ensureSession={ensureSession}
        returnPath={funnelStepPath(funnel, language, step.slug)}
      />
    );
  }

  return (
    <FunnelLayout t={t} language={language} progress={progress} onBack={onBack}>
      {body}
      {failure && (
        <Alert className="mt-5">
          <p>{failure.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={failure.retry}>
            {t('web.funnel_ui.retry')}
          </Button>
        </Alert>
      )}
    </FunnelLayout>
  );
}

function StepView({
  t,
  where,
  step,
  session,
  pending,
  answer,
  ensureSession,
  returnPath,
}: {
  t: FunnelT;
  where: FunnelLocation;
  step: FunnelStep;
  session: FunnelSessionDto | null;
  pending: boolean;
  answer: (slug: string, value: unknown, options?: { attach?: boolean; stay?: boolean }) => Promise<void>;
  ensureSession: () => Promise<string>;
  returnPath: string;
}) {
  const { funnel, language } = where;
  const titleId = `step-${step.slug}-title`;
  const value = step.key ? session?.answers[step.key] : undefined;
  const subtitle = optionalStepText(t, language, funnel.id, step.slug, 'subtitle');
  const statement = step.kind === 'scale' ? optionalStepText(t, language, funnel.id, step.slug, 'statement') : null;
  const body = step.kind === 'info' ? optionalStepText(t, language, funnel.id, step.slug, 'body') : null;
  const advance = () => void answer(step.slug, undefined);

  let control: React.ReactNode = null;
  switch (step.kind) {
    case 'single':
    case 'scale':
      control = step.set ? (
        <SingleChoice t={t} set={step.set} labelledBy={titleId} value={value} pending={pending} onAnswer={(id) => void answer(step.slug, id)} />
      ) : null;
      break;
    case 'multi':
      control = step.set ? (
        <MultiChoice
          t={t}
          set={step.set}
          legend={stepText(t, funnel.id, step.slug, 'title')}
          value={value}
          pending={pending}
          onAnswer={(ids) => void answer(step.slug, ids)}
        />
      ) : null;
      break;
    case 'info':
      control = (
        <Button size="lg" block loading={pending} onClick={advance} data-testid="funnel-continue">
          {t('web.funnel_ui.continue')}
        </Button>
      );
      break;
    case 'nickname':
      control = (
        <NicknameStep t={t} value={value} optional={Boolean(step.optional)} pending={pending} onAnswer={(nickname) => void answer(step.slug, nickname)} />
      );
      break;
    case 'analysis': {
      const nicknameStep = funnel.steps.find((candidate) => candidate.kind === 'nickname');
      const nickname = nicknameStep?.key ? session?.answers[nicknameStep.key] : undefined;
      control = (
        <AnalysisStep
          t={t}
          analysisId={session?.analysis_id ?? null}
          pending={pending}
          runningAgain={pending}
          onContinue={advance}
          onRunAgain={nicknameStep && typeof nickname === 'string' ? () => void answer(nicknameStep.slug, nickname, { stay: true }) : null}
        />
      );
      break;
    }
    case 'optin':
      control = <OptIn t={t} labelledBy={titleId} value={value} pending={pending} onAnswer={(yes) => void answer(step.slug, yes)} />;
      break;
    case 'email':
      control = (
        <EmailStep
          t={t}
          language={language}
          ensureSession={ensureSession}
          pending={pending}
          returnPath={returnPath}
          onAnswer={(email, attach) => void answer(step.slug, email, { attach })}
        />
      );
      break;
    case 'signup':
      control = (
        <SignupStep
          t={t}
          language={language}
          ensureSession={ensureSession}
          pending={pending}
          returnPath={returnPath}
          onDone={(attach) => void answer(step.slug, undefined, { attach })}
        />
      );
      break;
    case 'confirm_email':
      control = <ConfirmEmailStep t={t} pending={pending} returnPath={returnPath} onContinue={advance} />;
      break;
  }

  // The analysis screens carry their own heading (the account being analysed); every other step is led by its question.
  const ownHeading = step.kind === 'analysis' && Boolean(session?.analysis_id);
  return (
    <section aria-labelledby={ownHeading ? undefined : titleId} data-testid="funnel-step" data-step={step.slug} data-kind={step.kind}>
      {!ownHeading && (
        <>
          <h1 id={titleId} className="text-[1.75rem] font-bold leading-tight tracking-tight text-balance [overflow-wrap:anywhere] sm:text-title">
            {stepText(t, funnel.id, step.slug, 'title')}
          </h1>
          {subtitle && <p className="mt-3 text-muted text-pretty">{subtitle}</p>}
          {statement && (
            <blockquote className="mt-5 rounded-card border-l-4 border-primary bg-primary-soft px-4 py-4 text-lg font-semibold text-pretty">
              {statement}
            </blockquote>
          )}
          {body && <p className="mt-4 text-lg text-pretty">{body}</p>}
        </>
      )}
      <div className={ownHeading ? undefined : 'mt-7'}>
        <Suspense fallback={<Skeleton className="h-32 rounded-card" />}>{control}</Suspense>
      </div>
    </section>
  );
}
