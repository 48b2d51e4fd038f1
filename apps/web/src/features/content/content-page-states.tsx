import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingPlaceholder } from '../../components/states.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { isApiError } from '../../lib/api.ts';
import { BackLink } from './back-link.tsx';

/** The item or batch page loading: placeholders for the back link and the title, then the page's own (`children`). */
export function ContentPageSkeleton({ titleWidth, children }: { titleWidth: string; children: ReactNode }) {
  return (
    <LoadingPlaceholder className="flex flex-col gap-6">
      <Skeleton className="h-6 w-32" />
      <Skeleton className={cn('h-9', titleWidth)} />
      {children}
    </LoadingPlaceholder>
  );
}

/**
 * The item or batch page that could not be loaded, under the back link: `notFound` for an id that is not there (or
 * not this user's, or not an id at all), else the error with a retry.
 */
export function ContentLoadFailed({ error, onRetry, notFound }: { error: unknown; onRetry: () => void; notFound: ReactNode }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
  return (
    <>
      <title>{`${t(missing ? 'web.item.not_found_title' : 'web.common.oops')} · Reelcraft`}</title>
      <BackLink />
      {missing ? notFound : <ErrorState message={t('web.errors.load_failed')} onRetry={onRetry} />}
    </>
  );
}
