import type { Language } from '@reelcraft/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fixedT } from '../lib/i18n.ts';
import { landingPath } from '../lib/landing.ts';
import { LanguageLinks } from './language-links.tsx';
import { Logo } from './logo.tsx';
import { buttonClass } from './ui/button.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The frame of the public, pre-rendered pages (downloader, blog, reel generation): skip link, logo, optional nav beside
 * it, the language switch and log-in; a footer with a line of text, optional links and the languages again. Written in
 * the page's language, not the visitor's locale. `pathFor` says where each language link goes.
 */
export function PublicShell({
  language,
  pathFor,
  nav,
  headerLanguages = true,
  footerText,
  footerLinks,
  languagesLabel,
  children,
}: {
  language: Language;
  pathFor: (language: Language) => string;
  nav?: ReactNode;
  /** The language switch in the header too (from the small breakpoint up); the footer always has it. */
  headerLanguages?: boolean;
  footerText?: ReactNode;
  footerLinks?: ReactNode;
  /** The language switch's accessible name, when the page has its own. */
  languagesLabel?: string;
  children: ReactNode;
}) {
  const t = fixedT(language);
  const loginPath = language === 'en' ? '/login' : `/login?lang=${language}`;
  const label = languagesLabel ?? t('web.landing.languages');
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SkipLink label={t('web.common.skip_to_content')} />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3 sm:gap-5">
          <Link to={landingPath(language)} aria-label={t('web.common.home')} className="rounded-control">
            <Logo />
          </Link>
          {nav}
        </div>
        <div className="flex items-center gap-1 sm:gap-3">
          {headerLanguages && <LanguageLinks pathFor={pathFor} current={language} label={label} className="hidden sm:flex" />}
          <Link to={loginPath} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('web.landing.log_in')}
          </Link>
        </div>
      </header>

      <main id="main" className="flex-1">
        {children}
      </main>

      <footer className="below-fold border-t border-border [--below-fold-estimate:9rem]">
        <div className="mx-auto flex w-full max-w-5xl flex-col items-center justify-between gap-4 px-4 py-6 text-center text-sm text-muted sm:flex-row sm:px-6 sm:text-left">
          <p>© Reelcraft{footerText ? <> · {footerText}</> : null}</p>
          {footerLinks && <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">{footerLinks}</div>}
          <LanguageLinks pathFor={pathFor} current={language} label={label} className="flex" />
        </div>
      </footer>
    </div>
  );
}
