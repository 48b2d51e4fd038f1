import { Clapperboard, FileText, ScanSearch, TrendingUp, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { EM_PER_CHAR, FIT_WRAP, fitWords } from './fit-text.ts';
import type { LandingSectionProps } from './landing-t.ts';
import { useNearViewport } from '../../lib/near-viewport.ts';
import { analyseProfilePath, useInstagramOnboarding } from '../../lib/public-config.ts';

const STEPS: { key: 'analyse' | 'trends' | 'scripts' | 'videos'; icon: LucideIcon }[] = [
  { key: 'analyse', icon: ScanSearch },
  { key: 'trends', icon: TrendingUp },
  { key: 'scripts', icon: FileText },
  { key: 'videos', icon: Clapperboard },
];

/** Four steps from a profile to videos; the first offers the free analysis. */
export function HowItWorks({ language, t }: LandingSectionProps) {
  // The nickname onboarding is behind FEATURE_INSTAGRAM_ONBOARDING; when it is off the v2 funnel does the same job.
  // The section is below the fold: the server is asked once it comes near the screen.
  const section = useRef<HTMLElement>(null);
  const analysePath = analyseProfilePath(language, useInstagramOnboarding(useNearViewport(section)));
  return (
    <section
      ref={section}
      aria-labelledby="how-title"
      className="below-fold border-y border-border bg-surface/60 [--below-fold-estimate:62rem]"
      // Its analysis link follows a feature flag the page asks for once hydrated (vite/defer-hydration.ts).
      data-hydrate="near"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="@container">
          <h2
            id="how-title"
            className={`text-[length:min(1.75rem,var(--fit-size))] leading-tight font-bold ${FIT_WRAP}`}
            style={fitWords(t('web.landing.how.title'), EM_PER_CHAR.heading)}
          >
            {t('web.landing.how.title')}
          </h2>
        </div>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, index) => {
            const title = t(`web.landing.how.${key}_title`);
            return (
              <li key={key} className="@container flex flex-col rounded-card border border-border bg-surface p-5 shadow-card">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-link">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-sm font-semibold text-muted">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3
                  className={`mt-4 text-[length:min(1.25rem,var(--fit-size))] leading-snug font-semibold ${FIT_WRAP}`}
                  style={fitWords(title, EM_PER_CHAR.card)}
                >
                  {title}
                </h3>
                <p className="mt-2 text-muted text-pretty">{t(`web.landing.how.${key}_body`)}</p>
                {key === 'analyse' && (
                  <Link to={analysePath} className="mt-4 inline-flex min-h-11 items-center font-semibold text-link underline">
                    {t('web.landing.analyse_link')}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
