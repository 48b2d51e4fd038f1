import { ArrowLeft, WifiOff } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { landingPath } from '../../lib/landing.ts';
import type { Language } from '../../lib/i18n.ts';
import type { FunnelT } from './texts.ts';
import { SkipLink } from '../../components/skip-link.tsx';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser thinks it is online (always true while pre-rendering and hydrating). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The frame of every funnel step: back, logo, the progress bar, then one narrow column (mobile first: one question
 * and its answers, the primary action within a thumb's reach).
 */
export function FunnelLayout({
  t,
  language,
  progress,
  onBack,
  children,
}: {
  t: FunnelT;
  language: Language;
  progress: { step: number; of: number } | null;
  onBack: (() => void) | null;
  children: ReactNode;
}) {
  const online = useOnline();
  const value = progress ? Math.round((progress.step / progress.of) * 100) : 0;
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SkipLink label={t('web.common.skip_to_content')} />
      <header className="mx-auto w-full max-w-xl px-4 pt-3 sm:px-6 sm:pt-6">
        <div className="grid grid-cols-[2.75rem_1fr_2.75rem] items-center gap-2">
          {onBack ? (
            <button
              type="button"
              onClick={onBack}
              className="flex size-11 items-center justify-center rounded-control text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              data-testid="funnel-back"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('web.funnel_ui.back')}</span>
            </button>
          ) : (
            <span />
          )}
          <Link to={landingPath(language)} aria-label={t('web.common.home')} className="justify-self-center rounded-control">
            <Logo />
          </Link>
          <span />
        </div>
        <div className="mt-3 flex items-center gap-3" data-testid="funnel-progress">
          <div
            role="progressbar"
            aria-label={t('web.funnel_ui.progress_label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
            aria-valuetext={progress ? t('web.funnel_ui.progress', progress) : undefined}
            className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out" style={{ width: `${value}%` }} />
          </div>
          <span className="min-w-[4.5rem] text-right text-sm tabular-nums text-muted" aria-hidden="true">
            {progress ? `${progress.step} / ${progress.of}` : ''}
          </span>
        </div>
      </header>
      {!online && (
        <div
          role="status"
          className="mx-auto mt-3 flex w-full max-w-xl items-center gap-2 px-4 text-sm font-medium text-warning sm:px-6"
          data-testid="funnel-offline"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('web.funnel_ui.offline')}
        </div>
      )}
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
        {children}
      </main>
    </div>
  );
}
