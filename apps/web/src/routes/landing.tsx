import { LANGUAGES } from '@reelcraft/i18n';
import { ArrowRight, Clapperboard, ScanSearch, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/landing';
import { LanguageLinks } from '../components/language-links.tsx';
import { Logo } from '../components/logo.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { fixedT } from '../lib/i18n.ts';
import { downloaderPath, landingLanguage, landingPath } from '../lib/landing.ts';

/** Title, description and hreflang alternates: pre-rendered into the HTML, so crawlers read them without JS. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const language = landingLanguage(location.pathname) ?? 'en';
  const t = fixedT(language);
  return [
    { title: t('web.landing.meta_title') },
    { name: 'description', content: t('web.landing.meta_description') },
    { property: 'og:title', content: t('web.landing.meta_title') },
    { property: 'og:description', content: t('web.landing.meta_description') },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: language },
    { tagName: 'link', rel: 'canonical', href: landingPath(language) },
    ...LANGUAGES.map((alternate) => ({ tagName: 'link', rel: 'alternate', hrefLang: alternate, href: landingPath(alternate) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: '/' },
  ];
}

const FEATURES: { icon: LucideIcon; title: 'analysis' | 'scripts' | 'avatar' }[] = [
  { icon: ScanSearch, title: 'analysis' },
  { icon: Clapperboard, title: 'scripts' },
  { icon: UserRound, title: 'avatar' },
];

export default function Landing() {
  const language = landingLanguage(useLocation().pathname) ?? 'en';
  const t = fixedT(language);
  // A localized landing hands its language on; the English one (also the x-default) leaves the visitor's own locale be.
  const loginPath = language === 'en' ? '/login' : `/login?lang=${language}`;

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2">
        {t('web.common.skip_to_content')}
      </a>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link to={landingPath(language)} aria-label={t('web.common.home')} className="rounded-control">
          <Logo />
        </Link>
        <div className="flex items-center gap-1 sm:gap-3">
          <LanguageLinks pathFor={landingPath} current={language} label={t('web.landing.languages')} className="hidden sm:flex" />
          <Link to={loginPath} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
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
          <div>
            <p className="inline-flex max-w-full rounded-xl bg-primary-soft px-3 py-1 text-sm font-medium text-link">
              {t('web.landing.badge')}
            </p>
            <h1 className="mt-5 text-[2.25rem] font-extrabold leading-[1.08] tracking-tight text-balance sm:text-display lg:text-[3.25rem]">
              {t('web.landing.headline')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted text-pretty">{t('web.landing.subline')}</p>
            <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
              <Link to={`/registration?lang=${language}`} className={buttonClass({ size: 'lg', className: 'sm:px-8' })}>
                {t('web.landing.cta')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link to={language === 'en' ? '/instagram' : `/instagram?lang=${language}`} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                <ScanSearch aria-hidden="true" className="size-5" />
                {t('web.landing.analyse_link')}
              </Link>
            </div>
            <div className="mt-4">
              <p className="text-center text-muted sm:text-left">
                {t('web.landing.have_account')}{' '}
                <Link to={loginPath} className="font-semibold text-link underline">
                  {t('web.landing.log_in')}
                </Link>
              </p>
            </div>
          </div>
          <ReelPreview caption={t('web.landing.preview_caption')} label={t('web.landing.preview_label')} />
        </section>

        <section className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 lg:pb-24">
          <ul className="grid gap-4 sm:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title }) => (
              <li key={title} className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6">
                <div className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-link">
                  <Icon aria-hidden="true" className="size-6" />
                </div>
                <h2 className="mt-4 text-xl font-semibold">{t(`web.landing.feature_${title}_title`)}</h2>
                <p className="mt-2 text-muted">{t(`web.landing.feature_${title}_body`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-muted sm:flex-row sm:px-6">
          <p>
            © Reelcraft · {t('web.landing.footer')}
          </p>
          <Link to={downloaderPath(language)} className="font-medium text-link underline">
            {t('web.landing.downloader_link')}
          </Link>
          <LanguageLinks pathFor={landingPath} current={language} label={t('web.landing.languages')} className="flex" />
        </div>
      </footer>
    </div>
  );
}


/** A 9:16 reel mock-up with an animated-looking caption: shows the product instead of describing it. */
function ReelPreview({ caption, label }: { caption: string; label: string }) {
  const words = caption.split(' ');
  const active = Math.min(1, words.length - 1);
  return (
    <figure className="mx-auto w-full max-w-[13.5rem] sm:max-w-[16rem] lg:max-w-[20rem]" aria-label={label}>
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2rem] border-[6px] border-[#16141f] bg-gradient-to-br dark:border-[#2f2c3b] from-violet-500 via-fuchsia-500 to-orange-400 shadow-2xl">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1/2 bg-gradient-to-b from-black/25 to-transparent" />
        <div aria-hidden="true" className="absolute left-1/2 top-[20%] aspect-square w-[40%] -translate-x-1/2 rounded-full bg-white/25 ring-8 ring-white/10" />
        <div aria-hidden="true" className="absolute left-1/2 top-[42%] h-[30%] w-[62%] -translate-x-1/2 rounded-t-[5rem] bg-white/20 [mask-image:linear-gradient(to_bottom,black_55%,transparent)]" />
        <div aria-hidden="true" className="absolute inset-x-3 top-3 flex gap-1">
          <span className="h-1 flex-1 rounded-full bg-white" />
          <span className="h-1 flex-1 rounded-full bg-white/40" />
          <span className="h-1 flex-1 rounded-full bg-white/40" />
        </div>
        <figcaption className="absolute inset-x-4 bottom-[18%] text-center text-xl font-extrabold uppercase leading-tight text-white [text-shadow:0_2px_8px_rgb(0_0_0/0.45)]">
          {words.map((word, index) => (
            <span key={`${word}-${index}`} className={index === active ? 'text-yellow-300' : undefined}>
              {word}
              {index < words.length - 1 ? ' ' : ''}
            </span>
          ))}
        </figcaption>
      </div>
    </figure>
  );
}
