import type { ProfileMetrics } from '@reelcraft/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { useLocale } from '../../lib/i18n.ts';
import { engagementChart, formatShares } from './chart-data.ts';
import { formatCompact, formatPercent, formatShortDate } from './format.ts';

type PostKind = ProfileMetrics['series'][number]['kind'];

/** One colour per format, the same in the bar chart, its legend and the format mix. */
export const KIND_COLORS: Record<PostKind, { fill: string; swatch: string }> = {
  reel: { fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  carousel: { fill: 'fill-pink-500', swatch: 'bg-pink-500' },
  image: { fill: 'fill-sky-500', swatch: 'bg-sky-500' },
  video: { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
};

/**
 * Engagement rate per post, oldest first, as bars coloured by format over the typical band of the account's size.
 * Plain SVG (no chart library): it scales with its container, and a table gives screen readers the same numbers.
 */
export function EngagementChart({ metrics }: { metrics: ProfileMetrics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const descId = useId();
  const chart = engagementChart(metrics.series, metrics.benchmark.engagementRate, { width: 600, height: 180 });
  const kinds = [...new Set(chart.bars.map((bar) => bar.kind))];
  const first = chart.bars[0];
  const last = chart.bars.at(-1);

  return (
    <figure className="flex min-w-0 flex-col gap-3" data-testid="engagement-chart">
      <div>
        <h3 id={titleId} className="text-base font-semibold">
          {t('web.analysis.chart_title')}
        </h3>
        <p id={descId} className="mt-1 text-sm text-muted">
          {t('web.analysis.chart_body')}
        </p>
      </div>
      {chart.bars.length === 0 ? (
        <p className="rounded-control bg-surface-2 px-4 py-6 text-center text-sm text-muted">{t('web.analysis.chart_empty')}</p>
      ) : (
        <>
          <div className="flex gap-2">
            <div aria-hidden="true" className="relative h-44 w-11 shrink-0 text-right text-xs tabular-nums text-muted">
              {chart.ticks.map((tick) => (
                <span key={tick.value} className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${(tick.y / chart.height) * 100}%` }}>
                  {formatPercent(tick.value, locale)}
                </span>
              ))}
            </div>
            <div className="min-w-0 flex-1">
              <svg
                role="img"
                aria-labelledby={titleId}
                aria-describedby={descId}
                viewBox={`0 0 ${chart.width} ${chart.height}`}
                preserveAspectRatio="none"
                className="block h-44 w-full overflow-visible"
              >
                {chart.band && <rect x={0} y={chart.band.y} width={chart.width} height={chart.band.height} className="fill-emerald-500/15" />}
                {chart.ticks.map((tick) => (
                  <line
                    key={tick.value}
                    x1={0}
                    x2={chart.width}
                    y1={tick.y}
                    y2={tick.y}
                    vectorEffect="non-scaling-stroke"
                    className="stroke-border"
                    strokeDasharray={tick.value === 0 ? undefined : '4 4'}
                  />
                ))}
                {chart.bars.map((bar) => (
                  <rect key={bar.shortcode} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={KIND_COLORS[bar.kind].fill}>
                    <title>{`${formatShortDate(bar.date, locale)} · ${t(`web.analysis.format.${bar.kind}`)} · ${formatPercent(bar.rate, locale)}`}</title>
                  </rect>
                ))}
              </svg>
              <div aria-hidden="true" className="mt-1.5 flex justify-between gap-2 text-xs text-muted">
                <span>{first ? formatShortDate(first.date, locale) : ''}</span>
                <span>{last && last !== first ? formatShortDate(last.date, locale) : ''}</span>
              </div>
            </div>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted" aria-hidden="true">
            {kinds.map((kind) => (
              <li key={kind} className="inline-flex items-center gap-1.5">
                <span className={cn('size-3 rounded-sm', KIND_COLORS[kind].swatch)} />
                {t(`web.analysis.format.${kind}`)}
              </li>
            ))}
            {chart.band && (
              <li className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm bg-emerald-500/25 ring-1 ring-emerald-500/40" />
                {t('web.analysis.chart_band')} {formatPercent(chart.band.low, locale)}–{formatPercent(chart.band.high, locale)}
              </li>
            )}
          </ul>
          <table className="sr-only">
            <caption>{t('web.analysis.chart_title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('web.analysis.col_date')}</th>
                <th scope="col">{t('web.analysis.col_format')}</th>
                <th scope="col">{t('web.analysis.col_rate')}</th>
                <th scope="col">{t('web.analysis.col_views')}</th>
              </tr>
            </thead>
            <tbody>
              {chart.bars.map((bar) => (
                <tr key={bar.shortcode}>
                  <td>{formatShortDate(bar.date, locale)}</td>
                  <td>{t(`web.analysis.format.${bar.kind}`)}</td>
                  <td>{formatPercent(bar.rate, locale)}</td>
                  <td>{bar.views === null ? '—' : formatCompact(bar.views, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

/** What the account posts (share of posts per format) and how each format does (its average engagement rate). */
export function FormatMix({ metrics }: { metrics: ProfileMetrics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shares = formatShares(metrics);
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="format-mix">
      <div>
        <h3 className="text-base font-semibold">{t('web.analysis.format_mix_title')}</h3>
        <p className="mt-1 text-sm text-muted">{t('web.analysis.format_mix_body')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {shares.map((share) => (
          <li key={share.kind} className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">
                {t(`web.analysis.format.${share.kind}`)} <span className="tabular-nums text-muted">{formatPercent(share.percent, locale, 0)}</span>
              </span>
              {share.avgEngagementRate !== null && (
                <span className="text-muted">{t('web.analysis.format_avg_rate', { rate: formatPercent(share.avgEngagementRate, locale) })}</span>
              )}
            </div>
            <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2">
              <div className={cn('h-full rounded-full', KIND_COLORS[share.kind].swatch)} style={{ width: `${Math.max(2, share.percent)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
