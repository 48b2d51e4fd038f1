import { Compass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { fixedT, useLocale } from '../../lib/i18n.ts';
import { landingPath, pathPrefixLanguage } from '../../lib/landing.ts';

export const REDIRECT_SECONDS = 5;

/**
 * 'Page not found: {path}', a link to the main page, and an automatic redirect to it. Translated without the
 * i18n provider: it also renders from the root error boundary (a loader's 404), outside the app's providers. In the
 * visitor's language: the one the path is under (`/ru/…`), else the interface's; the main page is that language's.
 */
export function NotFoundPage({ seconds = REDIRECT_SECONDS }: { seconds?: number }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const language = pathPrefixLanguage(pathname) ?? locale;
  const t = fixedT(language);
  const home = landingPath(language);
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        void navigate(home, { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [pathname, seconds, navigate, home]);

  return (
    <div className="flex min-h-dvh flex-col" lang={language}>
      <title>{`${t('web.not_found.doc_title')} · Reelcraft`}</title>
      <header className="px-4 py-4 sm:px-6">
        <Link to={home} aria-label={t('web.common.home')} className="inline-block rounded-control">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center px-6 pb-20 text-center">
        <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-link">
          <Compass aria-hidden="true" className="size-8" />
        </div>
        <h1 className="max-w-xl text-title font-bold tracking-tight [overflow-wrap:anywhere]">{t('web.not_found.title', { path: pathname })}</h1>
        <p className="mt-3 max-w-md text-muted">{t('web.not_found.body')}</p>
        <Link to={home} replace className={buttonClass({ size: 'lg', className: 'mt-8' })}>
          {t('web.not_found.home')}
        </Link>
        <p className="mt-4 text-sm text-muted">{t('web.not_found.redirect', { seconds: left })}</p>
      </main>
    </div>
  );
}
