import { CAPTION_MAX, type Post } from '@reelcraft/contract';
import { CalendarClock, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogTrigger, Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { TextareaField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { ErrorState } from '../../components/states.tsx';
import { captionCounts } from './caption.ts';
import { FailureReason, InsightsList, PermalinkLink, PostStatusBadge } from './post-parts.tsx';
import { browserTimeZone, useCancelPost, usePost, useRefreshInsights, useRetryPost, useUpdatePost } from './publishing.api.ts';
import { dayKey, formatDateTime, fromLocalInput, moveToDay, toLocalInput, toOffsetIso } from './time.ts';

/** A post can be changed (time, caption) or cancelled until the job takes it; a failed one can be changed and retried. */
export const isEditable = (post: Pick<Post, 'status'>) => post.status === 'scheduled' || post.status === 'failed';

/** The post opened from the calendar or the content page: its live status, numbers, and what can be done with it. */
export function PostDialog({ postId, initial, onClose }: { postId: string | null; initial?: Post | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={postId !== null} onOpenChange={(open) => !open && onClose()}>
      {postId !== null && (
        <DialogContent title={t('web.publishing.post.title')} className="sm:w-[min(34rem,calc(100vw-2rem))]">
          <PostView postId={postId} initial={initial} onGone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PostView({ postId, initial, onGone }: { postId: string; initial?: Post | undefined; onGone: () => void }) {
  const { t } = useTranslation();
  const query = usePost(postId);
  const post = query.data ?? initial;
  if (!post) {
    if (query.isError) return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return <PostBody post={post} onGone={onGone} />;
}

export function PostBody({ post, onGone }: { post: Post; onGone?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mode, setMode] = useState<'view' | 'edit' | 'move'>('view');
  return (
    <div className="flex flex-col gap-4" data-testid="post-details">
      <div className="flex gap-3">
        {post.thumbnail_url && <img src={post.thumbnail_url} alt="" className="aspect-[9/16] w-16 shrink-0 rounded-control bg-surface-2 object-cover" />}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <PostStatusBadge post={post} />
            <span className="text-sm font-medium">{t(`web.publishing.kind.${post.kind}`)}</span>
          </p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">@{post.account.username}</p>
          <p className="text-sm font-medium">
            {post.status === 'published' && post.published_at
              ? t('web.publishing.post.published_at', { time: formatDateTime(post.published_at, locale) })
              : // A failed post did not "go out" at its time: say when it was meant to.
                t(post.status === 'failed' ? 'web.publishing.post.was_due_at' : 'web.publishing.post.publish_at', {
                  time: formatDateTime(post.publish_at, locale),
                })}
          </p>
        </div>
      </div>
      {post.status === 'failed' && <FailureReason post={post} />}
      {post.caption && <p className="line-clamp-4 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{post.caption}</p>}
      {post.status === 'published' && (
        <>
          <PermalinkLink post={post} />
          <InsightsList insights={post.insights} />
          <RefreshInsights post={post} />
        </>
      )}
      {post.suggestion_id && (
        <Link to={`/app/content/${post.suggestion_id}`} className="self-start font-medium text-link underline-offset-4 hover:underline">
          {t('web.publishing.post.open_content')}
        </Link>
      )}

      {mode === 'edit' && <EditPostForm post={post} onDone={() => setMode('view')} />}
      {mode === 'move' && <MoveToForm post={post} onDone={() => setMode('view')} />}
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          {post.status === 'failed' && <RetryButton post={post} />}
          {isEditable(post) && (
            <>
              <Button variant="secondary" size="sm" onClick={() => setMode('edit')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('web.publishing.post.edit')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setMode('move')}>
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('web.publishing.post.move')}
              </Button>
              <CancelPostButton post={post} onCancelled={onGone} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

export function RetryButton({ post, size = 'sm' }: { post: Pick<Post, 'id' | 'account'>; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const retry = useRetryPost();
  return (
    <Button
      size={size}
      loading={retry.isPending}
      aria-label={t('web.publishing.post.retry_label', { username: post.account.username })}
      onClick={() =>
        retry.mutate(post.id, {
          onSuccess: () => toast.success(t('web.publishing.post.retried')),
          onError: (error) => toast.error(errorMessage(error, t)),
        })
      }
    >
      {!retry.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
      {t('web.publishing.post.retry')}
    </Button>
  );
}

/**
 * "Refresh insights" and when the numbers were read: the schedule reads them 1 h to 7 days after publishing, this reads
 * them now. The server answers the stored numbers when they are under five minutes old; the toast says which it was.
 */
export function RefreshInsights({ post }: { post: Pick<Post, 'id' | 'account' | 'insights'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refresh = useRefreshInsights();
  const fetchedAt = post.insights?.fetched_at ?? null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="secondary"
        size="sm"
        loading={refresh.isPending}
        aria-label={t('web.publishing.insights.refresh_label', { username: post.account.username })}
        onClick={() =>
          refresh.mutate(post.id, {
            onSuccess: (updated) =>
              toast.success(
                fetchedAt !== null && updated.insights?.fetched_at === fetchedAt ? t('web.publishing.insights.fresh') : t('web.publishing.insights.refreshed'),
              ),
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }
      >
        {!refresh.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
        {t('web.publishing.insights.refresh')}
      </Button>
      {fetchedAt && (
        <p className="text-xs text-muted" data-testid="insights-updated">
          {t('web.publishing.insights.updated', { time: formatDateTime(fetchedAt, locale) })}
        </p>
      )}
    </div>
  );
}

function CancelPostButton({ post, onCancelled }: { post: Post; onCancelled?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelPost();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="danger" size="sm">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('web.publishing.post.cancel')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={t('web.publishing.post.cancel_title')} description={t('web.publishing.post.cancel_body')}>
        <AlertDialogActions>
          <Button
            variant="destructive"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(post.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t('web.publishing.post.cancelled'));
                  onCancelled?.();
                },
                onError: (error) => toast.error(errorMessage(error, t)),
              })
            }
          >
            {t('web.publishing.post.cancel_confirm')}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Change the caption and the time (in the creator's zone) of a post that has not gone yet. */
function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePost();
  const [caption, setCaption] = useState(post.caption);
  const [when, setWhen] = useState(toLocalInput(new Date(post.publish_at)));
  const [problem, setProblem] = useState<string | null>(null);
  const counts = captionCounts(caption);
  const save = () => {
    const date = fromLocalInput(when);
    if (!date || date.getTime() < Date.now() + 60_000) {
      setProblem(t('web.publishing.composer.errors.time_past'));
      return;
    }
    if (counts.characters > CAPTION_MAX) {
      setProblem(t('web.publishing.composer.errors.caption_length', { max: CAPTION_MAX }));
      return;
    }
    setProblem(null);
    update.mutate(
      { id: post.id, body: { caption, publish_at: toOffsetIso(date), time_zone: browserTimeZone() } },
      {
        onSuccess: () => {
          toast.success(t('web.publishing.post.saved'));
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, t)),
      },
    );
  };
  return (
    <form
      className="flex flex-col gap-3 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextareaField
        label={t('web.publishing.composer.caption')}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        counter={{ length: counts.characters, max: CAPTION_MAX }}
        rows={4}
      />
      <TextField type="datetime-local" label={t('web.publishing.composer.date_time')} value={when} onChange={(event) => setWhen(event.target.value)} required />
      {problem && <Alert>{problem}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending}>
          {t('web.publishing.post.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('web.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Move to…": the keyboard and touch way to reschedule (the calendar's drag and drop needs a mouse). The post keeps
 * its time of day on the new date.
 */
export function MoveToForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const update = useUpdatePost();
  const current = new Date(post.publish_at);
  const [day, setDay] = useState(dayKey(current));
  const [problem, setProblem] = useState<string | null>(null);
  const move = () => {
    const [y, m, d] = day.split('-').map(Number);
    if (!y || !m || !d) return;
    const next = moveToDay(current, new Date(y, m - 1, d));
    if (next.getTime() < Date.now() + 60_000) {
      setProblem(t('web.publishing.composer.errors.time_past'));
      return;
    }
    setProblem(null);
    update.mutate(
      { id: post.id, body: { publish_at: toOffsetIso(next) } },
      {
        onSuccess: () => {
          toast.success(t('web.publishing.calendar.moved', { time: formatDateTime(next, locale) }));
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, t)),
      },
    );
  };
  return (
    <form
      className="flex flex-col gap-3 border-t border-border pt-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        move();
      }}
    >
      <p id={`${id}-title`} className="text-sm text-muted">
        {t('web.publishing.post.move_hint')}
      </p>
      <TextField type="date" label={t('web.publishing.post.new_date')} value={day} onChange={(event) => setDay(event.target.value)} required />
      {problem && <Alert>{problem}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending}>
          {t('web.publishing.post.move_confirm')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('web.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
