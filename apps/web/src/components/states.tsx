import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';

/** The empty state of a screen: a friendly line and the next action. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center rounded-card border border-dashed border-border bg-surface px-6 py-10 text-center sm:py-14', className)}>
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-link">
        <Icon aria-hidden="true" className="size-8" />
      </div>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-muted">{body}</p>
      {action && <div className="mt-6 w-full sm:w-auto">{action}</div>}
    </div>
  );
}

/** The error state of a screen: the translated error text and a retry button. */
export function ErrorState({ message, onRetry, className }: { message: ReactNode; onRetry?: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-col items-center rounded-card bg-surface px-6 py-10 text-center', className)}>
      <p className="text-xl font-semibold">{t('web.common.oops')}</p>
      <p className="mt-2 max-w-sm text-muted">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('web.common.retry')}
        </Button>
      )}
    </div>
  );
}

/** Grey placeholders in the shape of what is loading: marked busy, and "Loading…" is said once to screen readers. */
export function LoadingPlaceholder({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={className}>
      <p className="sr-only" role="status">
        {t('web.common.loading')}
      </p>
      {children}
    </div>
  );
}
