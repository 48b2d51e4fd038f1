import { Clapperboard, Download, ListPlus, RefreshCw, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCard } from '../../components/media/error-card.tsx';
import { JobProgress, VIDEO_STEPS } from '../../components/media/job-progress.tsx';
import { VideoPlayer } from '../../components/media/video-player.tsx';
import { ErrorState, LoadingPlaceholder } from '../../components/states.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useSuggestion, type Suggestion } from '../content/content.api.ts';
import { itemTitle } from '../content/content-types.ts';
import { generatePath } from '../content/generate-panel.tsx';
import { useLimitState } from '../content/limit.tsx';
import { formatClock } from './hold-to-record.ts';
import { RecordingCoverageNotice } from './recording-coverage.tsx';

export { VIDEO_STEPS, videoStepState, type StepState, type VideoStep } from '../../components/media/job-progress.tsx';

/**
 * Steps 3 and 4 of the talking-video flows, for the suggestion in the URL: the real progress while it is created
 * (polled, the stage named), the video when it is ready, a retry when it failed. Leaving and coming back shows the
 * same item, wherever it is.
 */
export function VideoJob({
  id,
  kind,
  onRetry,
  onStartOver,
}: {
  id: string;
  kind: 'avatar' | 'storytelling';
  /** Makes a failed video again (and follows the new one); rejects with the API error. */
  onRetry: (failed: Suggestion) => Promise<unknown>;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const query = useSuggestion(id);

  if (query.isPending) return <JobSkeleton />;
  if (!query.data) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.code === 'VALIDATION_FAILED');
    if (notFound) {
      return (
        <div className="flex flex-col items-center rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="mb-4 size-10 text-muted" />
          <h2 className="text-xl font-semibold">{t('web.item.not_found_title')}</h2>
          <p className="mt-2 max-w-sm text-muted">{t('web.item.not_found_body')}</p>
          <Button className="mt-6" onClick={onStartOver}>
            {t('web.video_job.start_over')}
          </Button>
        </div>
      );
    }
    return <ErrorState message={t('web.errors.load_failed')} onRetry={() => void query.refetch()} />;
  }

  const item = query.data;
  if (item.status === 'creating') return <VideoProgress item={item} kind={kind} />;
  if (item.status === 'failed') return <VideoFailed item={item} onRetry={onRetry} onStartOver={onStartOver} />;
  return <VideoDone item={item} onReload={() => void query.refetch()} />;
}

/** Seconds since `iso`, ticking every second (never negative: the server's clock may run a little ahead). */
function useSecondsSince(iso: string): number {
  const start = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Number.isFinite(start) ? Math.max(0, (now - start) / 1000) : 0;
}

function VideoProgress({ item, kind }: { item: Suggestion; kind: 'avatar' | 'storytelling' }) {
  const { t } = useTranslation();
  const elapsed = useSecondsSince(item.created_at);
  return (
    <JobProgress
      item={item}
      testId="video-progress"
      size="lg"
      icon={<Clapperboard className="size-6" />}
      title={t('web.video_job.creating_title')}
      body={kind === 'storytelling' ? t('web.video_job.expected_story') : t('web.video_job.expected')}
      steps
      footer={
        <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            <span className="font-mono tabular-nums" data-testid="video-elapsed">
              {t('web.video_job.elapsed', { time: formatClock(elapsed) })}
            </span>
            <span className="mt-1 block">{t('web.video_job.leave_note')}</span>
          </p>
          <Link to="/app" className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}>
            {t('web.item.back')}
          </Link>
        </div>
      }
    />
  );
}

/** 'Failed to create content, Please try again': try again with the same photo and voice, or start over. */
function VideoFailed({ item, onRetry, onStartOver }: { item: Suggestion; onRetry: (failed: Suggestion) => Promise<unknown>; onStartOver: () => void }) {
  const { t } = useTranslation();
  const { reached } = useLimitState();
  const [pending, setPending] = useState(false);
  const retry = async () => {
    setPending(true);
    try {
      await onRetry(item);
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <ErrorCard testId="video-failed" size="lg" title={t('web.video_job.failed_title')} message={item.error?.message || t('web.content.failed')}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" disabled={reached} loading={pending} onClick={() => void retry()}>
          {!pending && <RefreshCw aria-hidden="true" className="size-4" />}
          {t('web.common.retry')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('web.video_job.start_over')}
        </Button>
      </div>
    </ErrorCard>
  );
}

/** Step 4: the video big, its download, and "Complete pitches": on to the generate tab for the next scripts. */
function VideoDone({ item, onReload }: { item: Suggestion; onReload: () => void }) {
  const { t } = useTranslation();
  const title = itemTitle(item) ?? t(`web.content_types.${item.type}`);

  // Phones: the heading, the video, then the actions. Wide screens: the video on the left, the rest beside it.
  return (
    <section
      aria-labelledby="video-done-title"
      className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8"
    >
      <div className="lg:col-start-2 lg:row-start-1">
        <h2 id="video-done-title" className="text-title font-bold tracking-tight">
          {t('web.video_job.done_title')}
        </h2>
        <p className="mt-1 text-muted">{t('web.video_job.done_body')}</p>
      </div>

      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <VideoPlayer
          url={item.video_url}
          poster={item.thumbnail_url}
          label={t('web.video_job.video_label', { title })}
          onReload={onReload}
          className="max-w-[min(22rem,calc(70dvh*9/16))]"
        />
        <RecordingCoverageNotice coverage={item.result?.recording} className="mt-3 max-w-[min(22rem,calc(70dvh*9/16))]" />
      </div>

      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-2">
        {item.download_url && (
          <a href={item.download_url} download className={buttonClass({ variant: 'secondary', size: 'lg', block: true })}>
            <Download aria-hidden="true" className="size-5" />
            {t('web.item.download_video')}
          </a>
        )}
        <div className="flex flex-col gap-2 rounded-card border border-primary/30 bg-primary-soft p-4">
          <p className="text-sm">{t('web.first_video.complete_pitches_body')}</p>
          <Link to={generatePath()} className={buttonClass({ size: 'lg', block: true })}>
            <ListPlus aria-hidden="true" className="size-5" />
            {t('web.first_video.complete_pitches')}
          </Link>
        </div>
        <Link to={`/app/content/${item.id}`} className="inline-flex min-h-11 items-center self-start font-medium text-link underline-offset-4 hover:underline">
          {t('web.video_job.open_item')}
        </Link>
      </div>
    </section>
  );
}

function JobSkeleton() {
  return (
    <LoadingPlaceholder className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-card sm:p-8">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-2 w-full rounded-full" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {VIDEO_STEPS.map((step) => (
          <Skeleton key={step} className="h-11" />
        ))}
      </div>
    </LoadingPlaceholder>
  );
}
