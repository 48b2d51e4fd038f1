import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../components/states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { AnalysisFailed, AnalysisProgress, AnalysisSkeleton } from '../instagram/analysis-progress.tsx';
import { AnalysisResult } from '../instagram/analysis-result.tsx';
import { useAnalysis } from '../instagram/instagram.api.ts';
import { nicknameError, normalizeNickname } from '../instagram/nickname.ts';
import type { FunnelT } from './texts.ts';

/** The Instagram nickname; submitting it starts the analysis on the server. An optional one can be skipped (v3). */
export function NicknameStep({
  t,
  value,
  optional,
  pending,
  onAnswer,
}: {
  t: FunnelT;
  value: unknown;
  optional: boolean;
  pending: boolean;
  onAnswer: (answer: string | undefined) => void;
}) {
  const [nickname, setNickname] = useState(typeof value === 'string' ? value : '');
  const [touched, setTouched] = useState(false);
  const problem = touched ? nicknameError(nickname) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const normalized = normalizeNickname(nickname);
    if (normalized) onAnswer(normalized);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('web.funnel_ui.nickname_label')}
        name="nickname"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('web.funnel_ui.nickname_placeholder')}
        hint={t('web.funnel_ui.nickname_hint')}
        value={nickname}
        error={problem ? t(`web.validation.${problem}`) : undefined}
        onChange={(event) => setNickname(event.target.value)}
      />
      <Button type="submit" size="lg" block loading={pending}>
        {t('web.funnel_ui.nickname_submit')}
      </Button>
      {optional && (
        <Button type="button" variant="ghost" block disabled={pending} onClick={() => onAnswer(undefined)} data-testid="funnel-skip">
          {t('web.funnel_ui.nickname_skip')}
        </Button>
      )}
    </form>
  );
}

/**
 * The running analysis (the existing stages: analysing → selecting trends → selecting tips), then its result and
 * Continue. A failure offers "Run again" (the nickname step once more) or going on without it.
 */
export function AnalysisStep({
  t,
  analysisId,
  pending,
  runningAgain,
  onContinue,
  onRunAgain,
}: {
  t: FunnelT;
  analysisId: string | null;
  pending: boolean;
  runningAgain: boolean;
  onContinue: () => void;
  onRunAgain: (() => void) | null;
}) {
  const query = useAnalysis(analysisId);
  const skip = (
    <Button variant="ghost" block disabled={pending} onClick={onContinue} data-testid="funnel-skip-analysis">
      {t('web.funnel_ui.analysis_skip')}
    </Button>
  );
  if (!analysisId) return skip;
  if (query.isPending) return <AnalysisSkeleton />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorState message={t('web.errors.load_failed')} onRetry={() => void query.refetch()} className="border border-border shadow-card" />
        {skip}
      </div>
    );
  }
  const analysis = query.data;
  if (analysis.status === 'running') return <AnalysisProgress analysis={analysis} />;
  if (analysis.status === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <AnalysisFailed
          message={analysis.error?.code === 'IG_RATE_LIMITED' ? t('web.analysis.rate_limited_gave_up') : analysis.error?.message || t('errors.ANALYSIS_FAILED')}
          onRunAgain={() => onRunAgain?.()}
          pending={runningAgain}
        />
        {skip}
      </div>
    );
  }
  return (
    <AnalysisResult
      analysis={analysis}
      actions={
        <Button size="lg" loading={pending} onClick={onContinue} data-testid="funnel-analysis-continue">
          {t('web.funnel_ui.analysis_continue')}
        </Button>
      }
    />
  );
}
