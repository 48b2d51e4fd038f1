import type { ReelcraftPosts } from '@reelcraft/contract';
import { Bookmark, Eye, Heart, Send, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { formatCompact, formatDecimal, formatShortDate } from './format.ts';

function Metric({ icon, label, value }: { icon: ReactNode; label: string; value: number | null }) {
  const locale = useLocale();
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      <span className="sr-only">{label}:</span>
      {value === null ? '—' : formatCompact(value, locale)}
    </span>
  );
}

/**
 * "Your last posts made with Reelcraft" (issue 35): the creator's recent published posts with their insights and
 * what did best, said honestly ("based on N posts"). Shown only when there is at least one post with insights.
 */
export function ReelcraftPostsCard({ data, lang }: { data: ReelcraftPosts; lang: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (data.count === 0) return null;
  const best: { key: string; label: string; value: string; detail: { viewsPerReach: number; posts: number } }[] = [];
  if (data.best.hookType)
    best.push({
      key: 'hook',
      label: t('web.analysis.reelcraft_posts.best_hook'),
      value: t(`web.analysis.reelcraft_posts.hook_types.${data.best.hookType.value}`),
      detail: data.best.hookType,
    });
  if (data.best.kind)
    best.push({
      key: 'kind',
      label: t('web.analysis.reelcraft_posts.best_kind'),
      value: t(`web.analysis.reelcraft_posts.kinds.${data.best.kind.value}`),
      detail: data.best.kind,
    });
  if (data.best.hour)
    best.push({
      key: 'hour',
      label: t('web.analysis.reelcraft_posts.best_hour'),
      value: t('web.analysis.reelcraft_posts.hour', { hour: String(data.best.hour.value).padStart(2, '0') }),
      detail: data.best.hour,
    });
  return (
    <Card aria-labelledby="reelcraft-posts-title" className="flex flex-col gap-4" data-testid="reelcraft-posts">
      <div>
        <h2 id="reelcraft-posts-title" className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {t('web.analysis.reelcraft_posts.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('web.analysis.reelcraft_posts.based_on', { count: data.count })}</p>
      </div>
      <p lang={lang} className="leading-relaxed text-pretty" data-testid="reelcraft-posts-summary">
        {data.summary}
      </p>
      {best.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('web.analysis.reelcraft_posts.best_title')}</h3>
          <dl className="mt-2 grid gap-3 sm:grid-cols-3">
            {best.map((entry) => (
              <div key={entry.key} className="rounded-control bg-surface-2 p-3">
                <dt className="text-xs text-muted">{entry.label}</dt>
                <dd className="font-semibold">{entry.value}</dd>
                <dd className="text-xs text-muted">
                  {t('web.analysis.reelcraft_posts.per_reach', { value: formatDecimal(entry.detail.viewsPerReach, locale, 2), count: entry.detail.posts })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <ol className="flex flex-col divide-y divide-border">
        {data.posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold text-fg">{t(`web.analysis.reelcraft_posts.kinds.${post.kind}`)}</span>
              {post.hookType && (
                <span className="rounded-full border border-border px-2 py-0.5">{t(`web.analysis.reelcraft_posts.hook_types.${post.hookType}`)}</span>
              )}
              <span>{t('web.analysis.reelcraft_posts.posted', { date: formatShortDate(post.publishedAt, locale) })}</span>
            </p>
            <p lang={lang} className="line-clamp-2 text-sm leading-snug">
              {post.hook ?? <span className="text-muted">{t('web.analysis.reelcraft_posts.no_hook')}</span>}
            </p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <Metric icon={<Eye aria-hidden="true" className="size-3.5" />} label={t('web.analysis.reelcraft_posts.views')} value={post.views} />
              <Metric icon={<Users aria-hidden="true" className="size-3.5" />} label={t('web.analysis.reelcraft_posts.reach')} value={post.reach} />
              <Metric icon={<Heart aria-hidden="true" className="size-3.5" />} label={t('web.analysis.reelcraft_posts.likes')} value={post.likes} />
              <Metric icon={<Bookmark aria-hidden="true" className="size-3.5" />} label={t('web.analysis.reelcraft_posts.saves')} value={post.saved} />
              <Metric icon={<Send aria-hidden="true" className="size-3.5" />} label={t('web.analysis.reelcraft_posts.shares')} value={post.shares} />
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
