import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ListChecks, Mail, RefreshCw, Wand2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { AnalysisFailed, AnalysisMissing, AnalysisProgress, AnalysisSkeleton } from './analysis-progress.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { useCreateFirstScript } from './first-script.ts';
import { GrowthPlan } from './growth-plan.tsx';
import { instagramApi, instagramKeys, primeAnalysis, useAnalysis, useInstagramProfiles, useProfileAnalysis, type InstagramProfile } from './instagram.api.ts';

const BACK = '/app/profile#instagram-accounts';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={BACK} className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('web.analysis.back')}
    </Link>
  );
}

/**
 * `/app/profile/{id}`: the analysis of an attached account. Its written sections can be corrected; "Regenerate" runs a
 * fresh analysis (its id in `?analysis=` so a reload keeps following it) that replaces this one once ready.
 */
export function ProfileAnalysisPage({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const profiles = useInstagramProfiles();
  const analysis = useProfileAnalysis(profileId);
  const profile = profiles.data?.items.find((item) => item.id === profileId);
  const [params, setParams] = useSearchParams();
  const freshId = params.get('analysis');

  const username = analysis.data?.username ?? profile?.username ?? '';
  const title = username ? `${t('web.analysis.doc_title', { username })} · Reelcraft` : 'Reelcraft';

  if (analysis.isPending) {
    return (
      <>
        <title>{title}</title>
        <BackLink />
        <AnalysisSkeleton />
      </>
    );
  }
  if (analysis.isError) {
    return (
      <>
        <title>{title}</title>
        <BackLink />
        {isApiError(analysis.error) && analysis.error.status === 404 ? (
          <AnalysisMissing
            action={
              <Link to={BACK} className={buttonClass({})}>
                {t('web.analysis.back')}
              </Link>
            }
          />
        ) : (
          <ErrorState message={t('web.errors.load_failed')} onRetry={() => void analysis.refetch()} />
        )}
      </>
    );
  }

  return (
    <>
      <title>{title}</title>
      <BackLink />
      {freshId ? (
        <FreshAnalysis
          analysisId={freshId}
          profileId={profileId}
          onDone={() => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })}
          onRunAgain={(id) => setParams(new URLSearchParams({ analysis: id }), { replace: true, preventScrollReset: true })}
          profile={profile}
          username={username}
        />
      ) : analysis.data.status === 'ready' ? (
        <AttachedResult
          profileId={profileId}
          profile={profile}
          analysisData={analysis.data}
          onRegenerated={(id) => setParams(new URLSearchParams({ analysis: id }), { replace: true, preventScrollReset: true })}
        />
      ) : analysis.data.status === 'running' ? (
        <AnalysisProgress analysis={analysis.data} />
      ) : (
        <RunAgainFailed
          message={analysis.data.error?.message || t('errors.ANALYSIS_FAILED')}
          profile={profile}
          username={username}
          onStarted={(id) => setParams(new URLSearchParams({ analysis: id }), { replace: true, preventScrollReset: true })}
        />
      )}
    </>
  );
}

/** A fresh analysis of this account: for the active one the spec's `GET /instagram/request/create`, else a new preview. */
function useReanalyse(profile: InstagramProfile | undefined, username: string, onStarted: (id: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => (profile?.is_active ? instagramApi.reanalyseActive() : instagramApi.startAnalysis(profile?.username ?? username, currentLocale())),
    onSuccess: (fresh) => {
      primeAnalysis(client, fresh);
      onStarted(fresh.id);
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
}

function RunAgainFailed({
  message,
  profile,
  username,
  onStarted,
}: {
  message: string;
  profile: InstagramProfile | undefined;
  username: string;
  onStarted: (id: string) => void;
}) {
  const reanalyse = useReanalyse(profile, username, onStarted);
  return <AnalysisFailed message={message} onRunAgain={() => reanalyse.mutate()} pending={reanalyse.isPending} />;
}

function AttachedResult({
  profileId,
  profile,
  analysisData,
  onRegenerated,
}: {
  profileId: string;
  profile: InstagramProfile | undefined;
  analysisData: NonNullable<ReturnType<typeof useProfileAnalysis>['data']>;
  onRegenerated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const firstScript = useCreateFirstScript();
  const reanalyse = useReanalyse(profile, analysisData.username, onRegenerated);
  const send = useMutation({
    mutationFn: () => instagramApi.sendAnalysis(),
    onSuccess: () => toast.success(t('web.analysis.sent')),
    onError: () => toast.error(t('web.analysis.send_failed')),
  });

  const actions = (
    <>
      <Button size="lg" loading={firstScript.isPending} onClick={() => firstScript.mutate({ profileId, isActive: profile?.is_active ?? false })}>
        {!firstScript.isPending && <Wand2 aria-hidden="true" className="size-5" />}
        {firstScript.isPending ? t('web.analysis.creating') : t('web.analysis.create_first')}
      </Button>
      <Button variant="secondary" size="lg" loading={reanalyse.isPending} onClick={() => reanalyse.mutate()}>
        {!reanalyse.isPending && <RefreshCw aria-hidden="true" className="size-5" />}
        {reanalyse.isPending ? t('web.analysis.regenerating') : t('web.analysis.regenerate')}
      </Button>
      <Link to={`/app/profile/${encodeURIComponent(profileId)}/category`} className={buttonClass({ variant: 'ghost', size: 'lg' })}>
        <ListChecks aria-hidden="true" className="size-5" />
        {t('web.analysis.categories_link')}
      </Link>
      <Button variant="ghost" size="lg" loading={send.isPending} onClick={() => send.mutate()}>
        {!send.isPending && <Mail aria-hidden="true" className="size-5" />}
        {t('web.analysis.send_email')}
      </Button>
    </>
  );

  return <AnalysisResult analysis={analysisData} actions={actions} aside={<GrowthPlan />} profileId={profileId} trendsLink="/app/trends" />;
}

/** Follows a fresh analysis; once ready it replaces the account's analysis (attaching an account again updates it). */
function FreshAnalysis({
  analysisId,
  profileId,
  profile,
  username,
  onDone,
  onRunAgain,
}: {
  analysisId: string;
  profileId: string;
  profile: InstagramProfile | undefined;
  username: string;
  onDone: () => void;
  onRunAgain: (id: string) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fresh = useAnalysis(analysisId);
  const reanalyse = useReanalyse(profile, username, onRunAgain);
  const attached = useRef<string | null>(null);
  const status = fresh.data?.status;

  useEffect(() => {
    if (status !== 'ready' || attached.current === analysisId) return;
    attached.current = analysisId;
    instagramApi
      .attach(analysisId)
      .then(async () => {
        await client.invalidateQueries({ queryKey: instagramKeys.profileAnalysis(profileId) });
        void client.invalidateQueries({ queryKey: instagramKeys.profiles() });
      })
      .catch(() => toast.error(t('web.analysis.attach_failed')))
      .finally(onDone);
  }, [status, analysisId, profileId, client, onDone, t]);

  if (fresh.isPending || status === 'ready') return <AnalysisSkeleton />;
  if (fresh.isError) {
    return <ErrorState message={errorMessage(fresh.error, t)} onRetry={onDone} />;
  }
  if (status === 'failed') {
    return (
      <AnalysisFailed
        message={
          fresh.data.error?.code === 'IG_RATE_LIMITED' ? t('web.analysis.rate_limited_gave_up') : fresh.data.error?.message || t('errors.ANALYSIS_FAILED')
        }
        onRunAgain={() => reanalyse.mutate()}
        pending={reanalyse.isPending}
      />
    );
  }
  return <AnalysisProgress analysis={fresh.data} title={t('web.analysis.regenerating_title')} />;
}
