import { LANGUAGES } from '@reelcraft/i18n';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/landing';
import { LanguageLinks } from '../components/language-links.tsx';
import { Logo } from '../components/logo.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { Claims } from '../features/landing/claims.tsx';
import { EM_PER_CHAR, FIT_WRAP, fitWords } from '../features/landing/fit-text.ts';
import { HowItWorks } from '../features/landing/how-it-works.tsx';
import { LandingFooter } from '../features/landing/landing-footer.tsx';
import { Partners } from '../features/landing/partners.tsx';
import { landingLinks } from '../features/landing/paths.ts';
import { ReelPreview } from '../features/landing/reel-preview.tsx';
import { TrendsSection } from '../features/landing/trends-section.tsx';
import { fixedT } from '../lib/i18n.ts';
import { landingLanguage, landingPath } from '../lib/landing.ts';
import { fontPreloads } from '../lib/font-preload.ts';
import { languageLinks, siteUrl } from '../lib/site-url.ts';
import { SkipLink } from '../components/skip-link.tsx';

/** Title, description, Open Graph and hreflang alternates: pre-rendered into the HTML, so crawlers read them without JS. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const language = landingLanguage(location.pathname) ?? 'en';
  const t = fixedT(language);
  return [
    { title: t('web.landing.meta_title') },
    { name: 'description', content: t('web.landing.meta_description') },
    { property: 'og:title', content: t('web.landing.meta_title') },
    { property: 'og:description', content: t('web.landing.meta_description') },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: siteUrl(landingPath(language)) },
    { property: 'og:site_name', content: 'Reelcraft' },
    { property: 'og:locale', content: language },
    ...LANGUAGES.filter((alternate) => alternate !== language).map((alternate) => ({ property: 'og:locale:alternate', content: alternate })),
    ...languageLinks(landingPath, language),
    ...fontPreloads(language),
  ];
}

/**
 * The landing: hero with the quiz and sign-up, the marketing claims, live trends, how it works, partners, and the
 * footer with the gift guide. Pre-rendered once per language; only the trends load in the browser.
 */
export default function Landing() {
  const language = landingLanguage(useLocation().pathname) ?? 'en';
  const t = fixedT(language);
  const links = landingLinks(language);
  const headline = t('web.landing.headline');

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SkipLink label={t('web.common.skip_to_content')} />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link to={landingPath(language)} aria-label={t('web.common.home')} className="rounded-control">
          <Logo />
        </Link>
        <div className="flex items-center gap-1 sm:gap-3">
          <LanguageLinks pathFor={landingPath} current={language} label={t('web.landing.languages')} className="hidden sm:flex" />
          <Link to={links.logIn} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('web.landing.log_in')}
          </Link>
        </div>
      </header>

      <main id="main" className="flex-1">
        <section className="relative mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pb-12 pt-6 sm:px-6 sm:pt-10 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:pb-20 lg:pt-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-96 w-[44rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl lg:left-1/3"
          />
          <div className="@container min-w-0">
            <p className="inline-flex max-w-full rounded-xl bg-primary-soft px-3 py-1 text-sm font-medium text-link">{t('web.landing.badge')}</p>
            <h1
              className={`mt-5 text-[length:min(2.25rem,var(--fit-size))] font-extrabold leading-[1.08] tracking-tight sm:text-[length:min(2.5rem,var(--fit-size))] lg:text-[length:min(3.25rem,var(--fit-size))] ${FIT_WRAP}`}
              style={fitWords(headline, EM_PER_CHAR.display)}
            >
              {headline}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted text-pretty">{t('web.landing.subline')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <Link to={links.quiz} className={buttonClass({ size: 'lg', className: 'sm:px-8' })} data-testid="landing-quiz-cta">
                <Sparkles aria-hidden="true" className="size-5" />
                {t('web.landing.cta_quiz')}
              </Link>
              <Link to={links.signUp} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                {t('web.landing.cta')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
            <p className="mt-3 text-sm text-muted text-pretty">{t('web.landing.cta_quiz_hint')}</p>
            <p className="mt-4 text-muted">
              {t('web.landing.have_account')}{' '}
              <Link to={links.logIn} className="font-semibold text-link underline">
                {t('web.landing.log_in')}
              </Link>
            </p>
          </div>
          <ReelPreview caption={t('web.landing.preview_caption')} label={t('web.landing.preview_label')} />
        </section>

        <Claims language={language} t={t} />
        <TrendsSection language={language} t={t} />
        <HowItWorks language={language} t={t} />
        <Partners language={language} t={t} />
      </main>

      <LandingFooter language={language} t={t} />
    </div>
  );
}
