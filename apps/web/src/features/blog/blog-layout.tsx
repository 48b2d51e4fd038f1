import type { Language } from '@reelcraft/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicShell } from '../../components/public-shell.tsx';
import { fixedT } from '../../lib/i18n.ts';
import { downloaderPath } from '../../lib/landing.ts';
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
  return (
    <PublicShell
      language={language}
      pathFor={(other) => languagePaths[other] ?? blogPath(other)}
      headerLanguages={false}
      languagesLabel={t('web.blog.languages')}
      nav={
        <Link to={blogPath(language)} className="rounded-control text-sm font-semibold text-muted hover:text-fg">
          {t('web.blog.nav')}
        </Link>
      }
      footerLinks={
        <>
          <Link to={blogPath(language)} className="font-medium text-link underline">
            {t('web.blog.all_posts')}
          </Link>
          <Link to={downloaderPath(language)} className="font-medium text-link underline">
            {t('web.landing.downloader_link')}
          </Link>
        </>
      }
    >
      {children}
    </PublicShell>
  );
}
