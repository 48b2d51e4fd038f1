import { Captions, Check, Columns3, Download, Pencil, RefreshCw, SearchX, ThumbsDown, ThumbsUp, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorCard } from '../../components/media/error-card.tsx';
import { JobProgress, MediaProgress } from '../../components/media/job-progress.tsx';
import { mediaFrameClass, VideoPlayer } from '../../components/media/video-player.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { openAttachment, saveBlob } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { contentApi, useEditCaptions, useEditMemeText, useFeedback, useSuggestion, type Feedback, type Suggestion } from './content.api.ts';
import { CaptionEditorDialog } from './caption-editor-dialog.tsx';
import { formatDate, formatDuration, itemTitle, typeMeta } from './content-types.ts';
import { useLimitState } from './limit.tsx';
import { batchPath } from './batch-path.ts';
import { MemeTextDialog } from './meme-text-dialog.tsx';
import { MemeSoundLine } from './music-picker.tsx';
import { RegenerateDialog } from './regenerate-dialog.tsx';
import { ScriptView } from './script-view.tsx';
import { BackLink } from './back-link.tsx';
import { ContentLoadFailed, ContentPageSkeleton } from './content-page-states.tsx';
import { RecordingCoverageNotice } from '../avatar/recording-coverage.tsx';
import { ContentPosts } from '../publishing/content-posts.tsx';

/** `/app/content/:id`: the video big, then the actions, then the script. */
export function ContentItemPage() {
  const { id = '' } = useParams();
  const query = useSuggestion(id);

  if (query.isPending) return <ItemSkeleton />;
  if (!query.data) return <ContentLoadFailed error={query.error} onRetry={() => void query.refetch()} notFound={<NotFoundState />} />;
  return <ItemView item={query.data} onReloadVideo={() => void query.refetch()} />;
}

function NotFoundState() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-surface-2 text-muted">
        <SearchX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-xl font-semibold">{t('web.item.not_found_title')}</h1>
      <p className="mt-2 max-w-sm text-muted">{t('web.item.not_found_body')}</p>
      <Link to="/app" className={buttonClass({ className: 'mt-6' })}>
        {t('web.item.back')}
      </Link>
    </div>
  );
}

function ItemView({ item, onReloadVideo }: { item: Suggestion; onReloadVideo: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meta = typeMeta(item.type);
  const Icon = meta.icon;
  const typeLabel = t(`web.content_types.${item.type}`);
  const title = itemTitle(item) ?? typeLabel;
  const [regenerateOpen, setRegenerateOpen] = useState(false);
  const { reached } = useLimitState();
  const duration = formatDuration(item.duration_seconds);

  return (
    <>
      <title>{`${title} · Reelcraft`}</title>
      <BackLink />
      <div className={cn('flex flex-col gap-6', meta.video && 'lg:grid lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:items-start lg:gap-8')}>
        {meta.video && (
          <div className="lg:sticky lg:top-10">
            <MediaPanel item={item} title={title} onReload={onReloadVideo} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-2">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 font-semibold text-link">
                <Icon aria-hidden="true" className="size-4" />
                {typeLabel}
              </span>
              <span>{formatDate(item.created_at, locale)}</span>
              {item.status === 'ready' && duration && <span className="tabular-nums">{duration}</span>}
            </p>
            <h1 className="text-title font-bold tracking-tight text-balance">{title}</h1>
            {item.batch_id && (
              <Link
                to={batchPath(item.batch_id)}
                className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-link underline-offset-4 hover:underline"
              >
                <Columns3 aria-hidden="true" className="size-4" />
                {t('web.batch.compare')}
              </Link>
            )}
          </header>

          {item.status === 'creating' && !meta.video && <CreatingCard item={item} />}
          {item.status === 'failed' && <FailedCard disabled={reached} onRegenerate={() => setRegenerateOpen(true)} />}
          {item.status !== 'failed' && <Actions item={item} limitReached={reached} onRegenerate={() => setRegenerateOpen(true)} />}
          {/* Issue 35: "Post to Instagram" and the posts made from this item. */}
          <ContentPosts item={item} />
          {item.result && item.status !== 'failed' && <ScriptView result={item.result} userInput={item.user_input} />}
        </div>
      </div>
      <RegenerateDialog item={item} open={regenerateOpen} onOpenChange={setRegenerateOpen} />
    </>
  );
}

/** The video, 9:16 and never stretched; while creating (or re-rendering) a placeholder with the progress. */
function MediaPanel({ item, title, onReload }: { item: Suggestion; title: string; onReload: () => void }) {
  const { t } = useTranslation();
  const meta = typeMeta(item.type);
  const size = 'max-w-[min(22rem,calc(68dvh*9/16))] lg:max-w-none';

  if (item.status === 'creating') {
    return (
      <div className={mediaFrameClass(size)} aria-busy="true">
        <MediaProgress
          item={item}
          gradient={meta.gradient}
          title={t('web.item.creating_title')}
          body={t(item.type === 'meme' ? 'web.item.creating_body' : 'web.item.creating_body_video')}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <VideoPlayer
        url={item.status === 'failed' ? null : item.video_url}
        poster={item.thumbnail_url}
        label={t('web.item.video_label', { title })}
        onReload={onReload}
        className={size}
      />
      {/* A recording that covered only part of the script: the video and captions stop where it did. */}
      <RecordingCoverageNotice coverage={item.result?.recording} className={size} />
      {/* Memes: which music the video has (and whether a voice reads the lines). */}
      <MemeSoundLine sound={item.result?.sound} />
    </div>
  );
}

function CreatingCard({ item }: { item: Suggestion }) {
  const { t } = useTranslation();
  return <JobProgress item={item} title={t('web.item.creating_title')} body={t('web.item.creating_body')} skeleton />;
}

/** 'Failed to create content, Please try again', with the way to try again. */
function FailedCard({ onRegenerate, disabled }: { onRegenerate: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorCard message={t('web.content.failed')}>
      <Button onClick={onRegenerate} disabled={disabled}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('web.item.regenerate')}
      </Button>
    </ErrorCard>
  );
}

function Actions({ item, limitReached, onRegenerate }: { item: Suggestion; limitReached: boolean; onRegenerate: () => void }) {
  const { t } = useTranslation();
  const ready = item.status === 'ready';
  const feedback = useFeedback(item.id);
  const edit = useEditMemeText(item.id);
  const [editOpen, setEditOpen] = useState(false);
  const editCaptions = useEditCaptions(item.id);
  const [captionsOpen, setCaptionsOpen] = useState(false);
  const captioned = typeMeta(item.type).video;
  const [downloading, setDownloading] = useState(false);

  // What the user just did with the rating, said next to the buttons (issue 32: a rating gave no visible answer).
  const [rated, setRated] = useState<Feedback | null>(null);
  const rate = (next: Feedback) => {
    feedback.mutate(next, {
      onSuccess: () => setRated(next),
      onError: () => toast.error(t('web.item.feedback_failed')),
    });
  };
  const toggleRating = (value: 'like' | 'dislike') => rate(item.feedback === value ? 'none' : value);

  const downloadScript = async () => {
    setDownloading(true);
    try {
      if (item.video_url) {
        // A video never goes through a Blob (the whole file in the tab's memory): a fresh signed attachment link
        // (the one on the page may have expired) lets the browser stream it straight to disk.
        const fresh = await contentApi.get(item.id);
        if (!fresh.download_url) throw new Error('no download link');
        openAttachment(fresh.download_url);
        return;
      }
      // Scripts are a few kilobytes of text behind the bearer token: fetching them is fine.
      const { blob, fileName } = await contentApi.download(item.id);
      saveBlob(blob, fileName ?? `reelcraft-${item.type.replace(/_/g, '-')}.txt`);
    } catch (error) {
      toast.error(isApiError(error) && error.code !== 'INTERNAL' ? errorMessage(error, t) : t('web.item.download_failed'));
    } finally {
      setDownloading(false);
    }
  };

  const toggle = (active: boolean) =>
    cn(buttonClass({ variant: 'secondary', className: 'size-11 shrink-0 px-0' }), active && 'border-primary bg-primary-soft text-link hover:bg-primary-soft');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        {item.video_url && item.download_url && ready ? (
          <a href={item.download_url} download className={buttonClass({ className: 'flex-1' })}>
            <Download aria-hidden="true" className="size-5" />
            {t('web.item.download_video')}
          </a>
        ) : (
          <Button className="flex-1" disabled={!ready} loading={downloading} onClick={() => void downloadScript()}>
            {!downloading && <Download aria-hidden="true" className="size-5" />}
            {item.type === 'meme' ? t('web.item.download') : t('web.item.download_script')}
          </Button>
        )}
        <button
          type="button"
          className={toggle(item.feedback === 'like')}
          aria-pressed={item.feedback === 'like'}
          aria-label={t('web.item.like')}
          title={t('web.item.like')}
          disabled={!ready}
          onClick={() => toggleRating('like')}
        >
          <ThumbsUp aria-hidden="true" className={cn('size-5', item.feedback === 'like' && 'fill-current')} />
        </button>
        <button
          type="button"
          className={toggle(item.feedback === 'dislike')}
          aria-pressed={item.feedback === 'dislike'}
          aria-label={t('web.item.dislike')}
          title={t('web.item.dislike')}
          disabled={!ready}
          onClick={() => toggleRating('dislike')}
        >
          <ThumbsDown aria-hidden="true" className={cn('size-5', item.feedback === 'dislike' && 'fill-current')} />
        </button>
      </div>
      <RatingStatus rated={rated} current={item.feedback} onUndo={() => rate('none')} undoing={feedback.isPending} />
      <div className={cn('grid gap-2', item.type === 'meme' || captioned ? 'grid-cols-2' : 'grid-cols-1')}>
        <Button variant="secondary" disabled={!ready || limitReached} onClick={onRegenerate}>
          <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          {t('web.item.regenerate')}
        </Button>
        {item.type === 'meme' && (
          <Button variant="secondary" disabled={!ready || !item.result?.meme} onClick={() => setEditOpen(true)}>
            <Pencil aria-hidden="true" className="size-4 shrink-0" />
            {t('web.item.edit_text')}
          </Button>
        )}
        {captioned && (
          <Button variant="secondary" className={cn(item.type === 'meme' && 'col-span-2')} disabled={!ready} onClick={() => setCaptionsOpen(true)}>
            <Captions aria-hidden="true" className="size-4 shrink-0" />
            {t('web.captions.edit')}
          </Button>
        )}
      </div>
      {captioned && (
        <CaptionEditorDialog
          open={captionsOpen}
          onOpenChange={setCaptionsOpen}
          captions={item.result?.captions}
          saving={editCaptions.isPending}
          onSave={(changes) =>
            editCaptions.mutate(changes, {
              onSuccess: () => {
                setCaptionsOpen(false);
                toast.success(t('web.captions.started'));
              },
              onError: (error) => toast.error(isApiError(error) ? errorMessage(error, t) : t('web.captions.failed')),
            })
          }
        />
      )}
      {item.type === 'meme' && (
        <MemeTextDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          initialText={item.result?.meme?.topText ?? ''}
          sound={item.result?.sound}
          layout={item.result?.meme_layout}
          saving={edit.isPending}
          onSave={(changes) =>
            edit.mutate(changes, {
              onSuccess: () => {
                setEditOpen(false);
                toast.success(t('web.item.edit_started'));
              },
              onError: (error) => toast.error(isApiError(error) ? errorMessage(error, t) : t('web.item.edit_failed')),
            })
          }
        />
      )}
    </div>
  );
}

/**
 * The answer to a like or dislike, with a way back. A live region that is always there, so screen readers announce
 * the text when it appears; it says only what the writer does with a rating (steering.ts: liked templates are
 * preferred, a disliked opening is avoided).
 */
function RatingStatus({ rated, current, onUndo, undoing }: { rated: Feedback | null; current: Suggestion['feedback']; onUndo: () => void; undoing: boolean }) {
  const { t } = useTranslation();
  const shown = rated === 'none' ? 'none' : rated !== null && rated === current ? rated : null;
  return (
    // Out of the flow while empty (sr-only is absolutely placed), so it adds no gap, yet stays a live region.
    <div role="status" className={cn(!shown && 'sr-only')}>
      {shown && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control bg-surface-2 px-3 py-2 text-sm" data-testid="rating-status">
          <span className="inline-flex items-center gap-1.5">
            <Check aria-hidden="true" className="size-4 shrink-0 text-link" />
            {t(shown === 'like' ? 'web.rating.liked' : shown === 'dislike' ? 'web.rating.disliked' : 'web.rating.cleared')}
          </span>
          {shown !== 'none' && (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-link underline-offset-4 hover:underline disabled:opacity-60"
              disabled={undoing}
              onClick={onUndo}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              {t('web.rating.undo')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

function ItemSkeleton() {
  return (
    <ContentPageSkeleton titleWidth="w-3/4">
      <Skeleton className="h-64 w-full rounded-card" />
    </ContentPageSkeleton>
  );
}
