import { Check, Clock, ExternalLink, RefreshCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorCard } from '../../components/media/error-card.tsx';
import { GenerationProgress, MediaProgress } from '../../components/media/job-progress.tsx';
import { mediaFrameClass, VideoPlayer } from '../../components/media/video-player.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { BATCH_COUNT, useBatch, useFeedback, useRegenerate, useSuggestion, type Suggestion } from './content.api.ts';
import { itemTitle, typeMeta } from './content-types.ts';
import { LimitLeft, useLimitState } from './limit.tsx';
import { TopicLine, WriterLabel } from './script-meta.tsx';
import { BackLink } from './back-link.tsx';
import { ContentLoadFailed, ContentPageSkeleton } from './content-page-states.tsx';

/** `?again=<failed id>.<new id>,…`: a failed variant made again is shown in its place (and survives a reload). */
const AGAIN_PARAM = 'again';

function parseAgain(value: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [failed, next] = pair.split('.');
    if (failed && next) map.set(failed, next);
  }
  return map;
}

/**
 * `/app/batch/:id` (issue 11 item 10): three variants of one request side by side — a snap-scrolling row on phones,
 * three columns from 1024 px — each with its own progress, and "Pick this one". Picking keeps the variant (marked
 * as liked, which also steers later scripts) and opens it; the other two stay in My content, nothing is deleted.
 */
export function BatchPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBatch(id);
  const { limit } = useLimitState();

  if (query.isPending) return <BatchSkeleton />;
  if (!query.data) {
    return (
      <ContentLoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={
          <div className="flex flex-col items-center rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="mb-4 size-10 text-muted" />
            <h1 className="text-xl font-semibold">{t('web.item.not_found_title')}</h1>
            <p className="mt-2 max-w-sm text-muted">{t('web.item.not_found_body')}</p>
          </div>
        }
      />
    );
  }

  const items = query.data.items;
  const reload = () => void query.refetch();
  const anyCreating = items.some((item) => item.status === 'creating');
  return (
    <>
      <title>{`${t('web.batch.doc_title')} · Reelcraft`}</title>
      <BackLink />
      <PageHeader title={t('web.batch.title')}>{limit && <LimitLeft limit={limit} />}</PageHeader>
      <p className="-mt-3 mb-5 max-w-2xl text-muted lg:-mt-5">{t('web.batch.subtitle')}</p>
      {anyCreating && (
        <p className="mb-4 flex items-start gap-2 text-sm text-muted">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('web.batch.leave_note')}
        </p>
      )}
      <VariantRow items={items} onReload={reload} />
    </>
  );
}

function VariantRow({ items, onReload }: { items: Suggestion[]; onReload: () => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const again = parseAgain(params.get(AGAIN_PARAM));
  const remember = (failedId: string, nextId: string) => {
    const next = new Map(again).set(failedId, nextId);
    const search = new URLSearchParams(params);
    search.set(AGAIN_PARAM, [...next].map(([a, b]) => `${a}.${b}`).join(','));
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return (
    <section aria-label={t('web.batch.region')} className="flex flex-col gap-2">
      {/* Phones: one variant at a time, the next one peeking in; the row scrolls, never the page. */}
      <div
        tabIndex={0}
        role="group"
        aria-label={t('web.batch.region')}
        className={cn(
          '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6',
          'lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-5 lg:overflow-visible lg:px-0 lg:pb-0',
          'rounded-card focus-visible:outline-offset-2',
        )}
        data-testid="batch-row"
      >
        {items.map((item, index) => {
          const replacement = again.get(item.id);
          return (
            <div key={item.id} className="w-[84%] max-w-[22rem] shrink-0 snap-start lg:w-auto lg:max-w-none">
              {replacement ? (
                <LiveVariant id={replacement} fallback={item} n={index + 1} onAgain={(next) => remember(item.id, next)} />
              ) : (
                <Variant item={item} n={index + 1} onAgain={(next) => remember(item.id, next)} onReload={onReload} />
              )}
            </div>
          );
        })}
      </div>
      {items.length > 1 && <p className="text-center text-sm text-muted lg:hidden">{t('web.batch.swipe_hint')}</p>}
    </section>
  );
}

/** A variant made again after failing: followed on its own until it is done. */
function LiveVariant({ id, fallback, n, onAgain }: { id: string; fallback: Suggestion; n: number; onAgain: (id: string) => void }) {
  const query = useSuggestion(id);
  return <Variant item={query.data ?? fallback} n={n} onAgain={onAgain} onReload={() => void query.refetch()} />;
}

/** One of the three: its number, then its progress, its failure, or what it is and "Pick this one". */
function Variant({
  item,
  n,
  onAgain,
  onReload,
}: {
  item: Suggestion;
  n: number;
  onAgain: (id: string) => void;
  /** Asks for the item again (a fresh signed video link). */
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const meta = typeMeta(item.type);
  const Icon = meta.icon;
  const title = itemTitle(item) ?? t(`web.content_types.${item.type}`);
  const headingId = `variant-${n}`;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={item.status === 'creating' || undefined}
      className="flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-3 shadow-card sm:p-4"
      data-testid="batch-variant"
      data-status={item.status}
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-link">
        <Icon aria-hidden="true" className="size-4" />
        <span id={headingId}>{t('web.batch.variant', { n })}</span>
      </p>
      {item.status === 'failed' ? (
        <FailedVariant item={item} onAgain={onAgain} />
      ) : meta.video ? (
        <VideoVariant item={item} title={title} onReload={onReload} />
      ) : (
        <ScriptVariant item={item} title={title} />
      )}
      {item.status === 'ready' && <PickActions item={item} describedBy={headingId} />}
    </article>
  );
}

function VideoVariant({ item, title, onReload }: { item: Suggestion; title: string; onReload: () => void }) {
  const { t } = useTranslation();
  const meta = typeMeta(item.type);
  const frame = 'max-w-[18rem] lg:max-w-none';
  return (
    <div className="flex flex-col gap-3">
      {item.status === 'creating' ? (
        <div className={mediaFrameClass(frame)}>
          <MediaProgress item={item} gradient={meta.gradient} />
        </div>
      ) : (
        <VideoPlayer url={item.video_url} poster={item.thumbnail_url} label={t('web.item.video_label', { title })} onReload={onReload} className={frame} />
      )}
      {item.result?.meme ? (
        <h3 className="line-clamp-3 font-semibold leading-snug" data-testid="variant-text">
          {item.result.meme.topText}
        </h3>
      ) : item.status === 'creating' ? (
        <Skeleton className="h-5 w-3/4" />
      ) : null}
    </div>
  );
}

function ScriptVariant({ item, title }: { item: Suggestion; title: string }) {
  const { t } = useTranslation();
  const result = item.result;
  if (item.status === 'creating' || !result) {
    return (
      <div className="flex flex-1 flex-col gap-4">
        <GenerationProgress item={item} />
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-1 flex-col gap-3">
      <h3 className="text-lg font-bold leading-snug text-balance" data-testid="variant-text">
        {title}
      </h3>
      <div className="rounded-control bg-primary-soft p-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-link">{t('web.item.hook')}</p>
        <p className="mt-1 font-semibold leading-snug">{result.hook}</p>
      </div>
      <ol className="flex flex-col gap-1.5 text-sm">
        {result.beats.slice(0, 3).map((beat, index) => (
          <li key={index} className="line-clamp-2">
            <span className="font-semibold">{beat.sceneTitle?.trim() || t('web.item.scene', { n: index + 1 })}:</span> {beat.spokenLine}
          </li>
        ))}
      </ol>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        {result.beats.length > 0 && <span>{t('web.batch.scenes', { count: result.beats.length })}</span>}
        {result.estimatedSeconds > 0 && <span>{t('web.item.length', { seconds: Math.round(result.estimatedSeconds) })}</span>}
      </p>
      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-3">
        <TopicLine result={result} links={false} />
        <WriterLabel result={result} />
      </div>
    </div>
  );
}

/** Failed: its slot came back; make it again in place (a new item, followed here), or pick from the others. */
function FailedVariant({ item, onAgain }: { item: Suggestion; onAgain: (id: string) => void }) {
  const { t } = useTranslation();
  const { reached } = useLimitState();
  const regenerate = useRegenerate(item.id);
  return (
    <ErrorCard message={t('web.batch.failed')} className="flex-1">
      <Button
        variant="secondary"
        disabled={reached}
        loading={regenerate.isPending}
        onClick={() =>
          regenerate.mutate(
            { user_input: item.user_input },
            {
              onSuccess: (next) => onAgain(next.id),
              onError: (error) => toast.error(errorMessage(error, t)),
            },
          )
        }
      >
        {!regenerate.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
        {t('web.batch.retry')}
      </Button>
    </ErrorCard>
  );
}

function PickActions({ item, describedBy }: { item: Suggestion; describedBy: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback(item.id);
  const open = () => void navigate(`/app/content/${item.id}`);
  const pick = () => {
    if (item.feedback === 'like') {
      toast.success(t('web.batch.picked'));
      open();
      return;
    }
    feedback.mutate('like', {
      onSuccess: () => {
        toast.success(t('web.batch.picked'));
        open();
      },
      onError: () => toast.error(t('web.batch.pick_failed')),
    });
  };
  return (
    <div className="mt-auto flex flex-col gap-2">
      <Button block loading={feedback.isPending} onClick={pick} aria-describedby={describedBy}>
        {!feedback.isPending && <Check aria-hidden="true" className="size-5" />}
        {t('web.batch.pick')}
      </Button>
      <Link to={`/app/content/${item.id}`} className={buttonClass({ variant: 'ghost', block: true })}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('web.batch.open')}
      </Link>
    </div>
  );
}

function BatchSkeleton() {
  return (
    <ContentPageSkeleton titleWidth="w-2/3">
      <div className="flex gap-3 overflow-hidden lg:grid lg:grid-cols-3">
        {Array.from({ length: BATCH_COUNT }, (_, index) => (
          <Skeleton key={index} className="h-96 w-[84%] shrink-0 rounded-card lg:w-auto" />
        ))}
      </div>
    </ContentPageSkeleton>
  );
}
