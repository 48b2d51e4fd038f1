import type { ProfileMetrics } from '@reelcraft/contract';
import { isLanguage } from '@reelcraft/i18n';
import { BadgeCheck, Compass, ExternalLink, Eye, Heart, Languages, MessageCircle, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useLocale } from '../../lib/i18n.ts';
import { EngagementChart, FormatMix } from './analysis-charts.tsx';
import { Avatar } from './avatar.tsx';
import { formatCompact, formatDecimal, formatNumber, formatPercent, formatRange, formatShortDate } from './format.ts';
import { toast } from '../../components/ui/toast.ts';
import { useNarrateAnalysis, useTrendsById, type ProfileAnalysis } from './instagram.api.ts';
import { NarrativeCards } from './narrative-cards.tsx';
import { ReelcraftPostsCard } from './reelcraft-posts.tsx';

type Comparison = ProfileMetrics['comparison']['engagementRate'];

/**
 * The result of an analysis: who, the next step, the four written sections, the
 * numbers with charts, best and weakest posts, top hashtags and the trends picked for the account.
 */
export function AnalysisResult({
  analysis,
  actions,
  aside,
  profileId,
  trendsLink,
}: {
  analysis: ProfileAnalysis;
  /** The buttons of the next step (create my first script, regenerate…). */
  actions: ReactNode;
  /** Shown under the actions: a hint for visitors, the growth plan for users. */
  aside?: ReactNode;
  /** An attached account: its written sections can be edited. */
  profileId?: string;
  /** Where "See all trends" goes (signed-in users only). */
  trendsLink?: string;
}) {
  const { t } = useTranslation();
  const { profile, metrics, narrative } = analysis;
  // Generated text keeps the language it was written in (issue 11, item 8); the page marks it so.
  const lang = analysis.language;
  return (
    <div className="flex flex-col gap-6" data-testid="analysis-result">
      <ProfileHeader analysis={analysis} />
      <LanguageNotice analysis={analysis} {...(profileId ? { profileId } : {})} />
      {metrics?.niche && <NicheLine niche={metrics.niche} />}
      {narrative?.summary && (
        <p lang={lang} className="text-lg leading-relaxed text-pretty" data-testid="analysis-summary">
          {narrative.summary}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
      {aside}
      {narrative && (
        <div lang={lang}>
          <NarrativeCards narrative={narrative} {...(profileId ? { profileId } : {})} />
        </div>
      )}
      {metrics && <Numbers metrics={metrics} />}
      {metrics && (metrics.bestPosts.length > 0 || metrics.worstPosts.length > 0) && <Posts metrics={metrics} />}
      {metrics && <Hashtags metrics={metrics} />}
      {analysis.reelcraft_posts && analysis.reelcraft_posts.count > 0 && <ReelcraftPostsCard data={analysis.reelcraft_posts} lang={lang} />}
      {analysis.trend_ids.length > 0 && <PickedTrends language={analysis.language} ids={analysis.trend_ids} {...(trendsLink ? { link: trendsLink } : {})} />}
      {profile === null && metrics === null && <p className="text-muted">{t('web.analysis.chart_empty')}</p>}
    </div>
  );
}

/**
 * The analysis was written in another language than the interface's: say so, in the interface's language, and offer
 * to re-write it (from the stored numbers) in the current one.
 */
function LanguageNotice({ analysis, profileId }: { analysis: ProfileAnalysis; profileId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const narrate = useNarrateAnalysis(profileId);
  if (!analysis.narrative || analysis.language === locale) return null;
  const from = t(`web.analysis.in_language.${analysis.language}`);
  const to = t(`web.analysis.in_language.${locale}`);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-control border border-primary/40 bg-primary-soft p-4 sm:flex-row sm:items-center"
      data-testid="analysis-language-notice"
    >
      <Languages aria-hidden="true" className="hidden size-5 shrink-0 text-link sm:block" />
      <p className="min-w-0 flex-1">{t('web.analysis.language_notice', { from, to })}</p>
      <Button
        variant="secondary"
        loading={narrate.isPending}
        onClick={() => narrate.mutate({ id: analysis.id, language: locale }, { onError: () => toast.error(t('web.analysis.language_failed')) })}
      >
        {narrate.isPending ? t('web.analysis.language_switching') : t('web.analysis.language_action', { to })}
      </Button>
    </div>
  );
}

/** "Niche: travel (sure)": the classification and how sure it is; unsure ones ask for the blog topic. */
function NicheLine({ niche }: { niche: NonNullable<ProfileMetrics['niche']> }) {
  const { t } = useTranslation();
  return (
    <p className="inline-flex items-center gap-2 self-start rounded-full bg-surface-2 px-3 py-1 text-sm font-medium" data-testid="analysis-niche">
      <Compass aria-hidden="true" className="size-4 text-link" />
      {t(`web.analysis.niche_${niche.confidence}`, { niche: t(`web.analysis.niche_name.${niche.id}`) })}
    </p>
  );
}

function ProfileHeader({ analysis }: { analysis: ProfileAnalysis }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = analysis.profile;
  const username = profile?.username ?? analysis.username;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 items-center gap-4">
        <Avatar
          src={profile?.profile_pic_url}
          username={username}
          alt={t('web.analysis.avatar_alt', { username })}
          className="size-16 text-2xl ring-2 ring-primary/40 ring-offset-2 ring-offset-bg sm:size-20"
        />
        <div className="min-w-0">
          <h1 className="flex items-center gap-1.5 text-title font-bold tracking-tight">
            <span className="min-w-0 [overflow-wrap:anywhere]">@{username}</span>
            {profile?.is_verified && <BadgeCheck aria-label={t('web.analysis.verified')} className="size-6 shrink-0 text-sky-500" />}
          </h1>
          {profile?.full_name && <p className="mt-0.5 text-muted [overflow-wrap:anywhere]">{profile.full_name}</p>}
        </div>
      </div>
      {profile && (
        <dl className="grid grid-cols-3 gap-2 sm:ml-auto sm:flex sm:gap-6" data-testid="profile-stats">
          {(
            [
              ['followers', profile.followers],
              ['following', profile.following],
              ['posts', profile.posts_count],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-col-reverse rounded-control bg-surface px-3 py-2 text-center sm:bg-transparent sm:p-0 sm:text-right">
              <dt className="text-xs text-muted sm:text-sm">{t(`web.analysis.${key}`)}</dt>
              <dd className="text-lg font-bold tabular-nums" title={formatNumber(value, locale)}>
                {formatCompact(value, locale)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}

function ComparisonBadge({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  if (!comparison) return null;
  const Icon = comparison === 'above' ? TrendingUp : comparison === 'below' ? TrendingDown : null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 self-start rounded-full px-2 py-0.5 text-xs font-semibold',
        comparison === 'above' && 'bg-success-soft text-success',
        comparison === 'typical' && 'bg-surface-2 text-fg',
        comparison === 'below' && 'bg-amber-500/15 text-amber-800 dark:text-warning',
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {t(`web.analysis.comparison_${comparison}`)}
    </span>
  );
}

function Stat({ label, value, detail, badge, testId }: { label: string; value: string; detail?: ReactNode; badge?: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-control bg-surface-2/60 p-4" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-bold tabular-nums tracking-tight">{value}</p>
      {badge}
      {detail && <p className="text-xs text-muted">{detail}</p>}
    </div>
  );
}

function Numbers({ metrics }: { metrics: ProfileMetrics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { benchmark, comparison, engagement, reels, frequency } = metrics;
  const percent = (value: number) => formatPercent(value, locale);
  const followersRange = formatRange(benchmark.followersMin, benchmark.followersMax, (value) => formatCompact(value, locale));
  return (
    <Card aria-labelledby="numbers-title" className="flex flex-col gap-6">
      <div>
        <h2 id="numbers-title" className="text-xl font-semibold">
          {t('web.analysis.numbers_title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('web.analysis.numbers_hint', { posts: metrics.analyzedPosts, range: followersRange })}</p>
        <p className="mt-1 text-xs text-muted" data-testid="estimate-note">
          {t('web.analysis.estimate_note')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          testId="stat-engagement"
          label={t('web.analysis.engagement_rate')}
          value={engagement.rate === null ? '—' : percent(engagement.rate)}
          badge={<ComparisonBadge comparison={comparison.engagementRate} />}
          detail={t('web.analysis.typical_range', { range: formatRange(benchmark.engagementRate.low, benchmark.engagementRate.high, percent) })}
        />
        <Stat
          testId="stat-median-views"
          label={t('web.analysis.median_views')}
          value={reels.medianViews === null ? '—' : formatCompact(reels.medianViews, locale)}
          badge={<ComparisonBadge comparison={comparison.reelViewsToFollowers} />}
          detail={
            reels.viewsToFollowers === null ? t('web.analysis.no_views') : t('web.analysis.reach', { ratio: formatDecimal(reels.viewsToFollowers, locale) })
          }
        />
        <Stat testId="stat-top-views" label={t('web.analysis.top_views')} value={reels.topViews === null ? '—' : formatCompact(reels.topViews, locale)} />
        <Stat
          testId="stat-posts-per-week"
          label={t('web.analysis.posts_per_week')}
          value={formatDecimal(frequency.postsPerWeek, locale)}
          badge={<ComparisonBadge comparison={comparison.postsPerWeek} />}
          detail={t('web.analysis.posts_typical', {
            range: formatRange(benchmark.postsPerWeek.low, benchmark.postsPerWeek.high, (value) => formatDecimal(value, locale)),
          })}
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <EngagementChart metrics={metrics} />
        <FormatMix metrics={metrics} />
      </div>
    </Card>
  );
}

function Posts({ metrics }: { metrics: ProfileMetrics }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(['best', 'worst'] as const).map((which) => {
        const posts = which === 'best' ? metrics.bestPosts : metrics.worstPosts;
        if (posts.length === 0) return null;
        return (
          <Card key={which} aria-labelledby={`${which}-posts-title`} data-testid={`${which}-posts`}>
            <h2 id={`${which}-posts-title`} className="flex items-center gap-2 text-xl font-semibold">
              {which === 'best' ? (
                <TrendingUp aria-hidden="true" className="size-5 text-success" />
              ) : (
                <TrendingDown aria-hidden="true" className="size-5 text-warning" />
              )}
              {t(`web.analysis.${which}_posts`)}
            </h2>
            <ol className="mt-4 flex flex-col divide-y divide-border">
              {posts.map((post) => (
                <PostRow key={post.shortcode} post={post} />
              ))}
            </ol>
          </Card>
        );
      })}
    </div>
  );
}

function PostRow({ post }: { post: ProfileMetrics['bestPosts'][number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold text-fg">{t(`web.analysis.format.${post.kind}`)}</span>
        <span>{formatShortDate(post.takenAt, locale)}</span>
        {post.engagementRate !== null && <span className="font-semibold text-fg">{formatPercent(post.engagementRate, locale)}</span>}
      </p>
      <p className="line-clamp-2 text-sm leading-snug">{post.captionExcerpt || '—'}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('web.analysis.likes')}:</span>
          {formatCompact(post.likes, locale)}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('web.analysis.comments')}:</span>
          {formatCompact(post.comments, locale)}
        </span>
        {post.views !== null && (
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('web.analysis.views')}:</span>
            {formatCompact(post.views, locale)}
          </span>
        )}
        <a
          href={`https://www.instagram.com/p/${encodeURIComponent(post.shortcode)}/`}
          target="_blank"
          rel="noreferrer noopener"
          className="ml-auto inline-flex min-h-8 items-center gap-1 font-medium text-link"
        >
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('web.analysis.open_post')}</span>
          <span aria-hidden="true">Instagram</span>
        </a>
      </p>
    </li>
  );
}

function Hashtags({ metrics }: { metrics: ProfileMetrics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card aria-labelledby="hashtags-title" data-testid="top-hashtags">
      <h2 id="hashtags-title" className="text-xl font-semibold">
        {t('web.analysis.hashtags_title')}
      </h2>
      {metrics.topHashtags.length === 0 ? (
        <p className="mt-2 text-muted">{t('web.analysis.hashtags_empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2">
          {metrics.topHashtags.map((tag) => (
            <li
              key={tag.tag}
              className={cn(
                'inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                tag.lift !== null && tag.lift >= 1 ? 'border-primary/40 bg-primary-soft' : 'border-border bg-surface',
              )}
            >
              <span className="truncate font-semibold">#{tag.tag}</span>
              {tag.lift !== null && (
                <span className="shrink-0 text-xs text-muted">{t('web.analysis.hashtag_lift', { lift: formatDecimal(tag.lift, locale) })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PickedTrends({ language, ids, link }: { language: string; ids: string[]; link?: string }) {
  const { t } = useTranslation();
  const trends = useTrendsById(isLanguage(language) ? language : 'en', ids);
  if (trends.isError || (trends.data && trends.data.length === 0)) return null;
  return (
    <Card aria-labelledby="picked-trends-title" data-testid="picked-trends">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="picked-trends-title" className="text-xl font-semibold">
          {t('web.analysis.trends_title')}
        </h2>
        {link && (
          <Link to={link} className="text-sm font-semibold text-link underline">
            {t('web.analysis.trends_all')}
          </Link>
        )}
      </div>
      {trends.isPending ? (
        <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
          {ids.map((id) => (
            <div key={id} className="skeleton h-16 rounded-control" />
          ))}
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {trends.data.map((trend) => (
            <li key={trend.id} className="flex min-w-0 flex-col gap-1.5 rounded-control bg-surface-2/60 p-4">
              <span className="self-start rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted">{t(`web.trends.format.${trend.format}`)}</span>
              <p className="font-semibold leading-snug">{trend.title}</p>
              <p className="line-clamp-3 text-sm text-muted">{trend.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
