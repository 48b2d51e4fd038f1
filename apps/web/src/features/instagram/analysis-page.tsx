import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { AnalysisFailed, AnalysisMissing, AnalysisProgress, AnalysisSkeleton } from './analysis-progress.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { useCreateFirstScript } from './first-script.ts';
import { GrowthPlan } from './growth-plan.tsx';
import { InstagramLayout } from './instagram-layout.tsx';
import { instagramApi, primeAnalysis, useAnalysis, useAttachProfile, type ProfileAnalysis } from './instagram.api.ts';
import { rememberPendingAnalysis } from './pending.ts';

/** The analysis id of this screen lives in the URL, so a reload, a shared link or the e-mailed link resume it. */
export function analysisPath(username: string, analysisId: string): string {
  return `/instagram/${encodeURIComponent(username)}?analysis=${encodeURIComponent(analysisId)}`;
}

/** Starts a fresh analysis of `username` and shows it (the "Run again" / "Regenerate" buttons). */
function useRunAgain(username: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => instagramApi.startAnalysis(username, currentLocale()),
    onSuccess: async (analysis) => {
      primeAnalysis(client, analysis);
      rememberPendingAnalysis(analysis.username, analysis.id);
      await navigate(analysisPath(analysis.username, analysis.id), { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
}

/**
 * `/instagram/{slug}`: the analysis of one account, before or after sign-up: its progress (three named stages and a
 * bar), then the result with the next step, or the failure with "Run again".
 */
export function AnalysisPage({ username, analysisId, startFailed }: { username: string; analysisId: string | null; startFailed: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const query = useAnalysis(analysisId);
  const runAgain = useRunAgain(username);

  let body: React.ReactNode;
  if (startFailed || !analysisId) {
    body = <ErrorState message={t('web.instagram.add_failed')} onRetry={() => void revalidator.revalidate()} className="border border-border shadow-card" />;
  } else if (query.isPending) {
    body = <AnalysisSkeleton />;
  } else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <AnalysisMissing
          action={
            <Link to="/instagram" className={buttonClass({})}>
              {t('web.analysis.start_new')}
            </Link>
          }
        />
      ) : (
        <ErrorState message={t('web.errors.load_failed')} onRetry={() => void query.refetch()} className="border border-border shadow-card" />
      );
  } else if (query.data.status === 'running') {
    body = <AnalysisProgress analysis={query.data} />;
  } else if (query.data.status === 'failed') {
    body = (
      <AnalysisFailed
        message={
          query.data.error?.code === 'IG_RATE_LIMITED' ? t('web.analysis.rate_limited_gave_up') : query.data.error?.message || t('errors.ANALYSIS_FAILED')
        }
        onRunAgain={() => runAgain.mutate()}
        pending={runAgain.isPending}
      />
    );
  } else {
    body = <ReadyAnalysis analysis={query.data} onRegenerate={() => runAgain.mutate()} regenerating={runAgain.isPending} />;
  }

  return (
    <InstagramLayout>
      <title>{`${t('web.analysis.doc_title', { username })} · Reelcraft`}</title>
      {body}
    </InstagramLayout>
  );
}

function ReadyAnalysis({ analysis, onRegenerate, regenerating }: { analysis: ProfileAnalysis; onRegenerate: () => void; regenerating: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const firstScript = useCreateFirstScript();
  const attach = useAttachProfile();

  const regenerate = (
    <Button variant="secondary" size="lg" onClick={onRegenerate} loading={regenerating}>
      {!regenerating && <RefreshCw aria-hidden="true" className="size-5" />}
      {regenerating ? t('web.analysis.regenerating') : t('web.analysis.regenerate')}
    </Button>
  );

  const actions = signedIn ? (
    <>
      <Button size="lg" loading={firstScript.isPending} onClick={() => firstScript.mutate({ analysisId: analysis.id })}>
        {!firstScript.isPending && <Wand2 aria-hidden="true" className="size-5" />}
        {firstScript.isPending ? t('web.analysis.creating') : t('web.analysis.create_first')}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        loading={attach.isPending}
        onClick={() =>
          attach.mutate(analysis.id, {
            onSuccess: async (profile) => {
              toast.success(t('web.analysis.added'));
              await navigate(`/app/profile/${profile.id}`);
            },
            onError: (error) =>
              toast.error(isApiError(error) && error.code === 'PROFILE_LIMIT_REACHED' ? errorMessage(error, t) : t('web.analysis.attach_failed')),
          })
        }
      >
        {!attach.isPending && <Plus aria-hidden="true" className="size-5" />}
        {t('web.analysis.add_to_profile')}
      </Button>
      {regenerate}
    </>
  ) : (
    <>
      <Link to={`/instagram/${encodeURIComponent(analysis.username)}/category`} className={buttonClass({ size: 'lg' })}>
        <Wand2 aria-hidden="true" className="size-5" />
        {t('web.analysis.create_first')}
      </Link>
      {regenerate}
    </>
  );

  return (
    <AnalysisResult
      analysis={analysis}
      actions={actions}
      aside={signedIn ? <GrowthPlan /> : <p className="text-muted">{t('web.analysis.anonymous_hint')}</p>}
      {...(signedIn ? { trendsLink: '/app/trends' } : {})}
    />
  );
}
