import { ArrowRight, Gift, Smartphone, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { EM_PER_CHAR, FIT_WRAP, fitWords } from './fit-text.ts';
import type { LandingSectionProps } from './landing-t.ts';
import { landingLinks } from './paths.ts';

/** Platform names as plain text: we show no brand logos we have no right to, and say we are not affiliated. */
const PLATFORMS = ['Instagram Reels', 'TikTok', 'YouTube Shorts'] as const;

/**
 * "Partners", told honestly: where the videos go (vertical MP4s fit every short-video platform; names, no logos), what
 * a subscription gives SMM specialists (up to 5 profiles), and the referral programme as the partner programme.
 */
export function Partners({ language, t }: LandingSectionProps) {
  const title = t('web.landing.partners.title');
  return (
    <section aria-labelledby="partners-title" className="below-fold mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
      <div className="@container">
        <h2
          id="partners-title"
          className={`text-[length:min(1.75rem,var(--fit-size))] leading-tight font-bold ${FIT_WRAP}`}
          style={fitWords(title, EM_PER_CHAR.heading)}
        >
          {title}
        </h2>
      </div>
      <div className="mt-8 grid gap-4 lg:grid-cols-3">
        <article className="@container rounded-card border border-border bg-surface p-5 shadow-card sm:p-6">
          <Smartphone aria-hidden="true" className="size-6 text-link" />
          <h3
            id="platforms-title"
            className={`mt-3 text-[length:min(1.25rem,var(--fit-size))] leading-snug font-semibold ${FIT_WRAP}`}
            style={fitWords(t('web.landing.partners.platforms_label'), EM_PER_CHAR.card)}
          >
            {t('web.landing.partners.platforms_label')}
          </h3>
          <p className="mt-2 text-muted text-pretty">{t('web.landing.partners.platforms_body')}</p>
          <ul aria-labelledby="platforms-title" className="mt-4 flex flex-wrap gap-2" data-testid="landing-platforms">
            {PLATFORMS.map((platform) => (
              <li key={platform} lang="en" className="rounded-full border border-border bg-surface-2 px-3 py-1.5 text-sm font-semibold">
                {platform}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted">{t('web.landing.partners.disclaimer')}</p>
        </article>
        <article className="@container rounded-card border border-border bg-surface p-5 shadow-card sm:p-6">
          <UsersRound aria-hidden="true" className="size-6 text-link" />
          <h3
            className={`mt-3 text-[length:min(1.25rem,var(--fit-size))] leading-snug font-semibold ${FIT_WRAP}`}
            style={fitWords(t('web.landing.partners.agencies_title'), EM_PER_CHAR.card)}
          >
            {t('web.landing.partners.agencies_title')}
          </h3>
          <p className="mt-2 text-muted text-pretty">{t('web.landing.partners.agencies_body')}</p>
        </article>
        <article className="@container flex flex-col rounded-card border border-primary/30 bg-primary-soft p-5 shadow-card sm:p-6">
          <Gift aria-hidden="true" className="size-6 text-link" />
          <h3
            className={`mt-3 text-[length:min(1.25rem,var(--fit-size))] leading-snug font-semibold ${FIT_WRAP}`}
            style={fitWords(t('web.landing.partners.programme_title'), EM_PER_CHAR.card)}
          >
            {t('web.landing.partners.programme_title')}
          </h3>
          <p className="mt-2 mb-5 text-pretty">{t('web.landing.partners.programme_body')}</p>
          <Link to={landingLinks(language).signUp} className={buttonClass({ className: 'mt-auto w-full sm:w-auto sm:self-start' })}>
            {t('web.landing.partners.programme_cta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </article>
      </div>
    </section>
  );
}
