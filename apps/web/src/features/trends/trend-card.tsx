import { Activity, Calendar, ChevronDown, Eye, Gauge, Play, Quote } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatCompact, formatDecimal, formatShortDate } from '../instagram/format.ts';
import type { Trend } from '../instagram/instagram.api.ts';
import { CreateSimilar } from './create-similar-dialog.tsx';
import { TrendPreview } from './trend-preview.tsx';

/** GET /trends adds the preview's links to each trend (null while it is being rendered). */
export type TrendWithPreview = Trend & {
  preview_url?: string | null;
  poster_url?: string | null;
};

/**
 * One trend: its animated preview, what it is and 'Create similar'; why it works, how to adapt it, an example hook,
 * what we measured and example reels behind 'More'.
 */
export function TrendCard({ trend }: { trend: TrendWithPreview }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const locale = useLocale();
  const { signals } = trend;
  const measured = [
    signals.views !== undefined && {
      icon: Eye,
      text: t('web.trends.signal_views', {
        value: formatCompact(signals.views, locale),
      }),
    },
    signals.velocity !== undefined && {
      icon: Gauge,
      text: t('web.trends.signal_velocity', {
        value: formatCompact(signals.velocity, locale),
      }),
    },
    signals.growth !== undefined && {
      icon: Activity,
      text: t('web.trends.signal_growth', {
        value: formatDecimal(signals.growth, locale),
      }),
    },
    signals.first_seen &&
      signals.last_seen && {
        icon: Calendar,
        text: t('web.trends.signal_seen', {
          first: formatShortDate(signals.first_seen, locale),
          last: formatShortDate(signals.last_seen, locale),
        }),
      },
  ].filter((entry): entry is { icon: typeof Eye; text: string } => Boolean(entry));

  return (
    <article
      aria-labelledby={`trend-${trend.id}`}
      className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-card sm:flex-row sm:gap-6 sm:p-6"
      data-testid="trend-card"
    >
      <div className="mx-auto w-40 shrink-0 sm:mx-0 sm:w-44">
        <TrendPreview title={trend.title} previewUrl={trend.preview_url} posterUrl={trend.poster_url} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <ul className="flex flex-wrap gap-1.5" aria-label={t('web.trends.title')}>
            <li className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-link">{t(`web.trends.format.${trend.format}`)}</li>
            {trend.niche_tags.map((niche) => (
              <li key={niche} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-muted">
                {t(`web.trends.niche.${niche}`)}
              </li>
            ))}
          </ul>
          <h2 id={`trend-${trend.id}`} lang={trend.language} className="text-xl font-semibold leading-snug">
            {trend.title}
          </h2>
          {trend.description && (
            <p lang={trend.language} className="leading-relaxed">
              {trend.description}
            </p>
          )}
        </div>

        <div id={detailsId} hidden={!open} className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            {trend.why_it_works && (
              <div className="min-w-0">
                <dt className="text-sm font-semibold text-muted">{t('web.trends.why_it_works')}</dt>
                <dd lang={trend.language} className="mt-1 leading-relaxed">
                  {trend.why_it_works}
                </dd>
              </div>
            )}
            {trend.how_to_adapt && (
              <div className="min-w-0">
                <dt className="text-sm font-semibold text-muted">{t('web.trends.how_to_adapt')}</dt>
                <dd lang={trend.language} className="mt-1 leading-relaxed">
                  {trend.how_to_adapt}
                </dd>
              </div>
            )}
          </dl>

          {trend.example_hook && (
            <figure className="flex gap-3 rounded-control bg-surface-2/70 p-4">
              <Quote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
              <div className="min-w-0">
                <figcaption className="text-sm font-semibold text-muted">{t('web.trends.example_hook')}</figcaption>
                <blockquote lang={trend.language} className="mt-1 font-medium leading-snug">
                  {trend.example_hook}
                </blockquote>
              </div>
            </figure>
          )}

          {measured.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-muted">{t('web.trends.measured')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {measured.map(({ icon: Icon, text }) => (
                  <li key={text} className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm">
                    <Icon aria-hidden="true" className="size-4 text-link" />
                    {text}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {trend.example_reels.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-muted">{t('web.trends.example_reels')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {trend.example_reels.slice(0, 4).map((reel, index) => (
                  <li key={reel.url}>
                    <a
                      href={reel.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-surface-2 px-3 text-sm font-medium text-link hover:underline"
                    >
                      <Play aria-hidden="true" className="size-3.5 fill-current" />
                      {t('web.trends.example_reel', { n: index + 1 })}
                      {reel.views !== undefined && <span className="text-muted">· {formatCompact(reel.views, locale)}</span>}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-9 items-center gap-1 rounded-control px-2 text-sm font-semibold text-link hover:underline"
          >
            {open ? t('web.trends.less') : t('web.trends.more')}
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
          </button>
          <CreateSimilar trend={trend} />
        </div>
      </div>
    </article>
  );
}
