import { QueryClientProvider } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { AppEffects } from './components/app-effects.tsx';
import { DeferredToaster } from './components/deferred-toaster.tsx';
import { ImpersonationBanner } from './features/impersonation/impersonation-banner.tsx';
import { Logo } from './components/logo.tsx';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { buttonClass } from './components/ui/button.tsx';
import { NotFoundPage } from './features/not-found/not-found-page.tsx';
import { reloadAfterChunkError } from './lib/build-watcher.ts';
import { reportBrowserError } from './lib/error-reporting.ts';
import { isLanguage, type Language } from '@reelcraft/i18n';
import { fixedT, i18n, useLanguageReady, useLocale } from './lib/i18n.ts';
import { publicPageLanguage } from './lib/landing.ts';
import { queryClient } from './lib/query-client.ts';
import { isChunkLoadError } from './lib/reload-guard.ts';
import catalogUrls from 'virtual:catalogs/urls';
// The stylesheet is rendered with a React `precedence`, so React puts it at the top of <head>, ahead of the hoisted
// module preloads: Lighthouse counts everything before it as delaying the first paint.
import appCss from './app.css?url';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  // A page whose loader names its language (blog articles: `pageLanguage`) speaks it.
  const dataLanguage = useMatches()
    .map((match) => (match.loaderData as { pageLanguage?: unknown } | undefined)?.pageLanguage)
    .find(isLanguage);
  // Landing and downloader pages speak the language of their URL, as does any page under /es, /pt or /ru (funnels,
  // reel pages); the app speaks the visitor's locale.
  const lang = dataLanguage ?? publicPageLanguage(pathname) ?? prefixLanguage(pathname) ?? locale;
  // A page in a language not downloaded yet (a language link, an article in another language) waits for its texts.
  useLanguageReady(lang);
  // The pre-rendered HTML preloads its language's catalog, which entry.client.tsx needs before hydrating.
  const catalogUrl = typeof window === 'undefined' ? catalogUrls[lang] : undefined;
  if (catalogUrl) preloadModule(catalogUrl, { as: 'script' });
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#f6f5fb" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0d0c12" media="(prefers-color-scheme: dark)" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* A PNG, not our SVG: Chromium builds a whole isolated SVG document for an SVG icon on the page's main
            thread (25-35 ms on a desktop core while the page starts, longer on a phone). */}
        <link rel="icon" href="/icon-32.png" type="image/png" sizes="32x32" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppEffects />
        <NavigationProgress />
        {/* Issue 13: an admin viewing as the user sees whose account this is on every page, and can stop. */}
        <ImpersonationBanner />
        <Outlet />
        <DeferredToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** What the SPA fallback HTML shows until the app's code has loaded: the logo on a calm background. */
export function HydrateFallback() {
  const t = fixedT(useLocale());
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <title>Reelcraft</title>
      <div className="flex flex-col items-center gap-4">
        <Logo className="animate-pulse" />
        <p className="sr-only" role="status">
          {t('web.common.loading')}
        </p>
      </div>
    </div>
  );
}

/** The language of a `/es/…`, `/pt/…` or `/ru/…` path (public pages in other languages than English), else null. */
function prefixLanguage(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'en' && isLanguage(first) ? first : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = fixedT(useLocale());
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
    // A crash, not a route's answer (404s and the like) nor a new build: worth a report when reporting is on.
    else if (!isRouteErrorResponse(error)) reportBrowserError(error, { tags: { boundary: 'root' } });
  }, [chunkError, error]);

  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  // A loader's 404 (an unknown blog post, a switched-off feature) is the 404 page, not a crash.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <title>{`${t('web.common.oops')} · Reelcraft`}</title>
      <Logo className="mb-8" />
      <h1 className="text-title font-bold">{t('web.common.oops')}</h1>
      <p className="mt-3 max-w-md text-muted" role="alert">
        {chunkError ? t('web.errors.updating') : t('web.errors.page_crashed')}
      </p>
      {!chunkError && (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonClass({})} onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('web.errors.reload')}
          </button>
          <a href="/" className={buttonClass({ variant: 'secondary' })}>
            {t('web.not_found.home')}
          </a>
        </div>
      )}
    </main>
  );
}
