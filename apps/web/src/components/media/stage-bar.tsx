import { Progress } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn.ts';

/**
 * A job's progress bar with the current stage named above it and the percentage beside: never a bare spinner for
 * anything longer than a second. The stage is a status, so screen readers hear it change.
 * 'sm' fits cards and media ('onMedia': white on a video's gradient); 'md' is the analysis page's larger bar.
 */
export function StageBar({
  label,
  value,
  tone = 'default',
  size = 'sm',
  statusTestId,
  className,
}: {
  label: ReactNode;
  /** 0–100. */
  value: number;
  tone?: 'default' | 'onMedia';
  size?: 'sm' | 'md';
  statusTestId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const onMedia = tone === 'onMedia';
  return (
    <div className={cn('flex w-full flex-col gap-2', className)}>
      <div className={cn('flex items-end justify-between font-medium', size === 'sm' ? 'gap-2 text-sm' : 'gap-3')}>
        <span
          role="status"
          aria-live={size === 'md' ? 'polite' : undefined}
          className={cn('min-w-0', size === 'sm' && 'line-clamp-2 leading-snug', size === 'sm' && (onMedia ? 'text-white' : 'text-fg'))}
          data-testid={statusTestId}
        >
          {label}
        </span>
        <span aria-hidden="true" className={cn('shrink-0 tabular-nums', onMedia ? 'text-white/85' : 'text-muted')}>
          {value}%
        </span>
      </div>
      <Progress.Root
        value={value}
        max={100}
        aria-label={t('web.stage.progress_label')}
        className={cn('relative w-full overflow-hidden rounded-full', size === 'sm' ? 'h-2' : 'h-2.5', onMedia ? 'bg-white/25' : 'bg-surface-2')}
      >
        <Progress.Indicator
          className={cn('h-full rounded-full transition-[width] duration-700 ease-out', onMedia ? 'bg-white' : 'bg-primary')}
          style={{ width: `${value}%` }}
        />
      </Progress.Root>
    </div>
  );
}
