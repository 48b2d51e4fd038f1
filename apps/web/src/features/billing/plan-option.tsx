import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** One plan as a large radio card: the whole card is the label, the native radio keeps keyboard and screen readers. */
export function PlanOption({
  name,
  value,
  checked,
  onSelect,
  title,
  badge,
  highlight = false,
  aside,
  children,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  badge?: ReactNode;
  highlight?: boolean;
  aside?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <label
      data-testid={testId}
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-card border-2 bg-surface p-4 shadow-card transition-colors',
        checked ? 'border-primary' : 'border-border hover:border-primary/50',
        badge ? 'pt-5' : undefined,
      )}
    >
      {badge && (
        <span
          className={cn(
            'absolute -top-3 left-4 rounded-full px-2.5 py-0.5 text-xs font-bold',
            highlight ? 'bg-primary text-primary-fg' : 'bg-success text-white dark:text-bg',
          )}
        >
          {badge}
        </span>
      )}
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="mt-1 size-5 shrink-0 accent-primary" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        {children && <span className="mt-0.5 block text-sm text-muted">{children}</span>}
      </span>
      {aside && <span className="shrink-0 text-right">{aside}</span>}
    </label>
  );
}
