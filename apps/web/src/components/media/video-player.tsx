import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';

/** The 9:16 frame every player and placeholder sits in; media never stretches. */
export function mediaFrameClass(className?: string): string {
  return cn('relative mx-auto aspect-[9/16] w-full overflow-hidden rounded-card bg-black shadow-card', className);
}

/**
 * The one video player of the content screens (issue 11 item 12): 9:16, the poster until it plays, native controls,
 * and when the (signed, expiring) link fails, a way to fetch a fresh one instead of a broken box.
 */
export function VideoPlayer({
  url,
  poster,
  label,
  onReload,
  className,
  children,
}: {
  /** The signed video link; without one the frame shows a "no video" placeholder. */
  url: string | null;
  poster?: string | null;
  /** The accessible name of the video. */
  label: string;
  /** Asks for the item again (a new signed link). */
  onReload: () => void;
  /** Extra classes of the frame (its maximum size). */
  className?: string;
  /** Drawn over the video's frame (badges); the player's controls stay usable. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!url) {
    return (
      <div className={mediaFrameClass(cn('flex items-center justify-center bg-surface-2', className))}>
        <TriangleAlert aria-hidden="true" className="size-10 text-muted" />
      </div>
    );
  }

  if (failedUrl === url) {
    return (
      <div className={mediaFrameClass(cn('flex flex-col items-center justify-center gap-4 bg-surface-2 p-6 text-center', className))}>
        <p className="text-muted">{t('web.item.video_failed')}</p>
        <Button variant="secondary" onClick={onReload}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('web.item.reload_video')}
        </Button>
      </div>
    );
  }

  return (
    <div className={mediaFrameClass(className)}>
      <video
        key={url}
        src={url}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        onError={() => setFailedUrl(url)}
        className="absolute inset-0 size-full object-contain"
      />
      {children}
    </div>
  );
}
