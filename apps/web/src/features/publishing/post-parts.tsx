import type { Post, PostInsights } from '@reelcraft/contract';
import { CircleAlert, CircleCheck, Clock, ExternalLink, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatNumber } from './time.ts';

const STATUS_STYLE: Record<Post['status'], string> = {
  scheduled: 'bg-primary-soft text-link',
  publishing: 'bg-surface-2 text-fg',
  published: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
  cancelled: 'bg-surface-2 text-muted',
};

const STATUS_ICON = { scheduled: Clock, publishing: Loader2, published: CircleCheck, failed: CircleAlert, cancelled: XCircle } as const;

const STAGES = ['queued', 'preparing', 'uploading', 'processing', 'publishing'] as const;
type Stage = (typeof STAGES)[number];
const isStage = (value: string | null): value is Stage => STAGES.includes(value as Stage);

/** The post's status as a small badge; while on its way, the stage the job is at ("Instagram is processing it"). */
export function PostStatusBadge({ post, className }: { post: Pick<Post, 'status' | 'stage'>; className?: string }) {
  const { t } = useTranslation();
  const Icon = STATUS_ICON[post.status];
  // A post sent now is `scheduled` with the stage `queued` until the job takes it: "Scheduled · waiting its turn".
  const stage = (post.status === 'publishing' || post.status === 'scheduled') && isStage(post.stage) ? t(`web.publishing.stage.${post.stage}`) : null;
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[post.status], className)}
      data-testid="post-status"
    >
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', post.status === 'publishing' && 'animate-spin motion-reduce:animate-none')} />
      <span className="truncate">
        {t(`web.publishing.status.${post.status}`)}
        {stage && ` · ${stage}`}
      </span>
    </span>
  );
}

/** Why a post failed, in the creator's language (the reason key from the server; Instagram's subcode for support). */
export function FailureReason({ post }: { post: Pick<Post, 'failure'> }) {
  const { t } = useTranslation();
  if (!post.failure) return null;
  return (
    <p className="text-sm text-danger" data-testid="post-failure">
      {t(`web.publishing.reasons.${post.failure.reason}`)}
      {post.failure.subcode !== null && <span className="text-muted"> {t('web.publishing.post.subcode', { code: post.failure.subcode })}</span>}
    </p>
  );
}

const METRICS = ['views', 'reach', 'likes', 'comments', 'saved', 'shares'] as const;

/** The post's numbers from Instagram (views, reach, likes, comments, saves, shares), when they have been fetched. */
export function InsightsList({ insights, compact = false }: { insights: PostInsights | null; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!insights) return compact ? null : <p className="text-sm text-muted">{t('web.publishing.insights.pending')}</p>;
  return (
    <dl className={cn('grid gap-2', compact ? 'grid-cols-3 text-xs' : 'grid-cols-3 sm:grid-cols-6')} aria-label={t('web.publishing.insights.title')}>
      {METRICS.map((metric) => (
        <div key={metric} className={cn('flex flex-col', !compact && 'rounded-control bg-surface-2 px-2 py-1.5')}>
          <dt className="text-muted">{t(`web.publishing.insights.${metric}`)}</dt>
          <dd className="font-semibold tabular-nums">{insights[metric] === null ? '—' : formatNumber(insights[metric], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PermalinkLink({ post }: { post: Pick<Post, 'permalink'> }) {
  const { t } = useTranslation();
  if (!post.permalink) return null;
  return (
    <a
      href={post.permalink}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline-offset-4 hover:underline"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {t('web.publishing.post.open_on_instagram')}
    </a>
  );
}
