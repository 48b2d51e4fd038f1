import { Play, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaProgress } from '../../components/media/job-progress.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useRegenerate, useSuggestion, type Suggestion } from './content.api.ts';
import { formatDate, formatDuration, itemTitle, typeMeta } from './content-types.ts';

/**
 * One item of "My content": a 9:16 card (video preview, or a styled script card), its type, and its state.
 * An item being created follows its own progress; the rest render straight from the list.
 */
export function SuggestionCard({ item, limitReached }: { item: Suggestion; limitReached: boolean }) {
  return item.status === 'creating' ? <LiveCard item={item} limitReached={limitReached} /> : <CardView item={item} limitReached={limitReached} />;
}

function LiveCard({ item, limitReached }: { item: Suggestion; limitReached: boolean }) {
  const { data } = useSuggestion(item.id, item);
  return <CardView item={data ?? item} limitReached={limitReached} />;
}

function CardView({ item, limitReached }: { item: Suggestion; limitReached: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meta = typeMeta(item.type);
  const Icon = meta.icon;
  const title = itemTitle(item) ?? t(`web.content_types.${item.type}`);
  const duration = item.status === 'ready' ? formatDuration(item.duration_seconds) : null;

  return (
    <article className="flex min-w-0 flex-col gap-2" aria-busy={item.status === 'creating' || undefined}>
      <Link to={`/app/content/${item.id}`} className="group flex min-w-0 flex-col gap-2 rounded-card focus-visible:outline-offset-4" data-testid="content-card">
        <div className="relative aspect-[9/16] w-full overflow-hidden rounded-card bg-surface-2 shadow-card">
          <CardMedia item={item} />
          <span className="absolute left-2 top-2 inline-flex max-w-[calc(100%-1rem)] items-center gap-1 rounded-full bg-black/65 px-2 py-1 text-xs font-semibold text-white backdrop-blur-sm">
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{t(`web.content_types.${item.type}`)}</span>
          </span>
          {duration && (
            <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-semibold tabular-nums text-white">
              <Play aria-hidden="true" className="size-3 fill-current" />
              {duration}
            </span>
          )}
        </div>
        <div className="min-w-0 px-0.5">
          <h3 className="line-clamp-2 text-sm font-semibold leading-snug group-hover:underline">{title}</h3>
          <p className="mt-0.5 text-xs text-muted">{formatDate(item.created_at, locale)}</p>
        </div>
      </Link>
      {item.status === 'failed' && <RetryButton item={item} disabled={limitReached} />}
    </article>
  );
}

function CardMedia({ item }: { item: Suggestion }) {
  const { t } = useTranslation();
  const meta = typeMeta(item.type);

  if (item.status === 'creating') {
    return <MediaProgress item={item} gradient={meta.gradient} />;
  }

  if (item.status === 'failed') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-danger-soft p-4 text-center">
        <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
        <p className="text-sm font-medium text-danger">{t('web.content.failed')}</p>
      </div>
    );
  }

  if (item.video_url) return <VideoPreview item={item} />;

  return (
    <div className={cn('absolute inset-0 bg-gradient-to-br', meta.gradient)}>
      <div className="absolute inset-0 bg-black/30" />
      <p className="absolute inset-x-3 bottom-4 line-clamp-6 text-base font-extrabold leading-snug text-white [text-shadow:0_1px_6px_rgb(0_0_0/0.35)]">
        {item.result?.hook ?? ''}
      </p>
    </div>
  );
}

/** A muted preview that plays while most of it is on screen: lists preview their videos muted. */
function VideoPreview({ item }: { item: Suggestion }) {
  const ref = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= 0.6) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: [0, 0.6, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [item.video_url]);

  return (
    <video
      ref={ref}
      key={item.video_url ?? undefined}
      src={item.video_url ?? undefined}
      poster={item.thumbnail_url ?? undefined}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      className="absolute inset-0 size-full bg-black object-cover"
    />
  );
}

/** A failed item: make it again with the same input (a new item; the failed one stays). */
function RetryButton({ item, disabled }: { item: Suggestion; disabled: boolean }) {
  const { t } = useTranslation();
  const regenerate = useRegenerate(item.id);
  return (
    <Button
      variant="secondary"
      size="sm"
      block
      disabled={disabled}
      loading={regenerate.isPending}
      onClick={() =>
        regenerate.mutate(
          { user_input: item.user_input },
          {
            onError: (error) => toast.error(errorMessage(error, t)),
          },
        )
      }
    >
      {!regenerate.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
      {t('web.common.retry')}
    </Button>
  );
}
