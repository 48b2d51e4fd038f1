import type { TrendListItem } from '@reelcraft/contract';
import { ArrowRight, RefreshCw, TrendingUp } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useNearViewport } from '../../lib/near-viewport.ts';
import { EM_PER_CHAR, FIT_WRAP, fitWords } from './fit-text.ts';
import { LANDING_TRENDS, useLandingTrends } from './landing-trends.api.ts';
import type { LandingSectionProps, LandingT } from './landing-t.ts';
import { landingLinks } from './paths.ts';

/** The cards' frames, shared by the skeleton and the loaded cards so nothing moves when the trends arrive. */
const FRAME = 'relative aspect-[9/16] w-full overflow-hidden rounded-card';
const CHIP = 'inline-flex h-6 max-w-full items-center truncate rounded-full px-2.5 text-xs font-semibold';
/** Two lines of a fixed 22 px height, whatever size the title's font shrinks to. */
const TITLE = 'mt-2 line-clamp-2 h-11 font-semibold leading-[1.375rem]';

/**
 * "Trending now": the best trends of the page's language, live from the public trends API once the section comes near
 * the screen (it is below the fold: no request, and no work on a starting phone, for a visitor who never scrolls). The
 * pre-rendered HTML holds a skeleton of the same size; each card shows the trend's preview poster (rendered by us
 * from the trend), or, until it exists, the card's own look with the trend's example hook.
 */
export function TrendsSection({ language, t }: LandingSectionProps) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const trends = useLandingTrends(language, near);
  const items = trends.data?.items ?? [];

  return (
    <section
      ref={section}
      aria-labelledby="trends-title"
      className="below-fold mx-auto w-full max-w-6xl px-4 pb-16 [--below-fold-estimate:60rem] sm:px-6 lg:pb-24"
      data-testid="landing-trends"
      // The landing hydrates when this nears the screen (vite/defer-hydration.ts): the trends need React to load.
      data-hydrate="near"
    >
      <div className="@container max-w-3xl">
        <h2
          id="trends-title"
          className={`flex items-center gap-2 text-[length:min(1.75rem,var(--fit-size))] leading-tight font-bold ${FIT_WRAP}`}
          style={fitWords(t('web.landing.trends.title'), EM_PER_CHAR.heading)}
        >
          <TrendingUp aria-hidden="true" className="size-[1em] shrink-0 text-link" />
          {t('web.landing.trends.title')}
        </h2>
        <p className="mt-2 text-muted text-pretty">{t('web.landing.trends.subtitle')}</p>
      </div>

      {trends.isError && items.length === 0 ? (
        <div
          role="alert"
          className="mt-6 flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('web.landing.trends.error')}</p>
          <button type="button" onClick={() => void trends.refetch()} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('web.landing.trends.retry')}
          </button>
        </div>
      ) : trends.isSuccess && items.length === 0 ? (
        <p className="mt-6 rounded-card border border-border bg-surface p-5 text-muted">{t('web.landing.trends.empty')}</p>
      ) : items.length === 0 ? (
        <TrendsSkeleton t={t} pulse={near} />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="landing-trend-list">
          {items.slice(0, LANDING_TRENDS).map((trend) => (
            <TrendTile key={trend.id} trend={trend} t={t} />
          ))}
        </ul>
      )}

      <Link to={landingLinks(language).quiz} className={buttonClass({ variant: 'secondary', size: 'lg', className: 'mt-6 w-full sm:w-auto' })}>
        {t('web.landing.trends.cta')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/**
 * The cards' shapes. They pulse only once the trends are being asked for: until then nothing loads, and sixteen
 * pulsing shapes below the fold would give a starting phone a composited layer each and a new frame every tick
 * (decision 0027).
 */
function TrendsSkeleton({ t, pulse }: { t: LandingT; pulse: boolean }) {
  const skeleton = pulse ? 'skeleton' : 'skeleton-still';
  return (
    <div role="status" className="mt-6" data-testid="landing-trends-loading" data-pulse={pulse}>
      <span className="sr-only">{t('web.landing.trends.loading')}</span>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: LANDING_TRENDS }, (_, index) => (
          <li key={index}>
            <div className={`${FRAME} ${skeleton}`} />
            <div className={`${CHIP} mt-3 w-20 ${skeleton}`} />
            <div className={`${TITLE} flex flex-col justify-around`}>
              <span className={`block h-3 w-full rounded ${skeleton}`} />
              <span className={`block h-3 w-2/3 rounded ${skeleton}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Gradients for the cards whose preview is still being rendered, picked by the trend's format. */
const LOOKS = [
  'from-violet-600 via-fuchsia-600 to-orange-500',
  'from-sky-700 via-indigo-600 to-violet-600',
  'from-emerald-700 via-teal-600 to-sky-700',
  'from-rose-700 via-pink-600 to-amber-600',
];

function TrendTile({ trend, t }: { trend: TrendListItem; t: LandingT }) {
  const look = LOOKS[[...trend.format].reduce((sum, char) => sum + char.charCodeAt(0), 0) % LOOKS.length];
  return (
    <li className="@container min-w-0" data-testid="landing-trend">
      <div className={`${FRAME} bg-surface-2`}>
        {trend.poster_url ? (
          <img
            src={trend.poster_url}
            alt={t('web.trends.preview_label', { title: trend.title })}
            width={360}
            height={640}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
            data-testid="landing-trend-poster"
          />
        ) : (
          <div className={`flex size-full flex-col justify-end bg-gradient-to-br p-3 text-white ${look}`} data-testid="landing-trend-look">
            <p className="text-[0.7rem] font-semibold tracking-wide text-white/85 uppercase">{t('web.landing.trends.hook')}</p>
            <p lang={trend.language} className="mt-1 line-clamp-6 text-sm font-bold leading-snug [text-shadow:0_1px_4px_rgb(0_0_0/0.35)]">
              {trend.example_hook || trend.description}
            </p>
          </div>
        )}
      </div>
      <p className={`${CHIP} mt-3 bg-primary-soft text-link`}>{t(`web.trends.format.${trend.format}`)}</p>
      <h3 lang={trend.language} className={`${TITLE} text-[length:min(0.9375rem,var(--fit-size))] ${FIT_WRAP}`} style={fitWords(trend.title, EM_PER_CHAR.card)}>
        {trend.title}
      </h3>
    </li>
  );
}
