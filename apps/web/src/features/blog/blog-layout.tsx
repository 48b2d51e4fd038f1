import type { Language } from '@reelcraft/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageLinks } from '../../components/language-links.tsx';
import { Logo } from '../../components/logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { fixedT } from '../../lib/i18n.ts';
import { downloaderPath, landingPath } from '../../lib/landing.ts';
import { blogPath } from './paths.ts';

/**
 * The frame of every blog page (pre-rendered, in the page's language): skip link, logo, language switch, log-in,
 * and a footer with the blog, the downloader and the landing. `languagePath` says where each language link goes
 * (another language's list, or the article's translation); languages without a page are left out.
 */
export function BlogLayout({
  language,
  languagePaths,
  children,
}: {
  language: Language;
  languagePaths: Partial<Record<Language, string>>;
  children: ReactNode;
}) {
  const t = fixedT(language);
  const loginPath = language === 'en' ? '/login' : `/login?lang=${language}`;
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2">
        {t('web.common.skip_to_content')}
      </a>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3 sm:gap-5">
          <Link to={landingPath(language)} aria-label={t('web.common.home')} className="rounded-control">
            <Logo />
          </Link>
          <Link to={blogPath(language)} className="rounded-control text-sm font-semibold text-muted hover:text-fg">
            {t('web.blog.nav')}
          </Link>
        </div>
        <Link to={loginPath} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {t('web.landing.log_in')}
        </Link>
      </header>

      <main id="main" className="flex-1">
        {children}
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex w-full max-w-5xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-muted sm:flex-row sm:px-6">
          <p>© Reelcraft</p>
          <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
            <Link to={blogPath(language)} className="font-medium text-link underline">
              {t('web.blog.all_posts')}
            </Link>
            <Link to={downloaderPath(language)} className="font-medium text-link underline">
              {t('web.landing.downloader_link')}
            </Link>
          </div>
          <LanguageLinks
            pathFor={(other) => languagePaths[other] ?? blogPath(other)}
            current={language}
            label={t('web.blog.languages')}
            className="flex"
          />
        </div>
      </footer>
    </div>
  );
}

/** "20 November 2026" in the page's language (the date is a calendar day: formatted in UTC, the same everywhere). */
export function formatPostDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
