import { Clapperboard } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True when the reader asked for less motion (their system setting); follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * A trend's animated preview: a short muted loop that plays by itself (inline on phones), with its poster while it
 * loads. With reduced motion only the poster is shown. Until the preview has been rendered, a quiet placeholder.
 */
export function TrendPreview({ title, previewUrl, posterUrl }: { title: string; previewUrl: string | null | undefined; posterUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const label = t('web.trends.preview_label', { title });
  const frame = 'aspect-[9/16] w-full overflow-hidden rounded-control bg-surface-2';
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // React sets `muted` as a property only; set it before asking to play, so browsers allow the autoplay.
    const element = video.current;
    if (!element) return;
    element.muted = true;
    element.play().catch(() => undefined);
  }, [previewUrl, reduced]);

  if (!previewUrl || !posterUrl) {
    return (
      <div className={`${frame} flex flex-col items-center justify-center gap-2 p-3 text-center text-sm text-muted`} data-testid="trend-preview-pending">
        <Clapperboard aria-hidden="true" className="size-6 animate-pulse motion-reduce:animate-none" />
        <span>{t('web.trends.preview_pending')}</span>
      </div>
    );
  }
  if (reduced) {
    return <img src={posterUrl} alt={label} className={`${frame} object-cover`} data-testid="trend-preview-poster" />;
  }
  return (
    <video
      ref={video}
      src={previewUrl}
      poster={posterUrl}
      aria-label={label}
      className={`${frame} object-cover`}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      data-testid="trend-preview"
    />
  );
}
