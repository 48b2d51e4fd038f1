import { Check, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

/** Where one step of a job stands. */
export type StepState = 'done' | 'current' | 'upcoming';

/**
 * One named step of a job's list of steps (a talking video's, an Instagram analysis's): a round marker (a tick when
 * done, a spinner when current, `upcomingMark` before), the step's name, and its state said to screen readers.
 * 'sm' is the compact tile of the video steps; 'md' the roomier one of the analysis.
 */
export function JobStep({
  state,
  label,
  stateLabel,
  upcomingMark,
  size,
}: {
  state: StepState;
  label: ReactNode;
  stateLabel: string;
  upcomingMark: ReactNode;
  size: 'sm' | 'md';
}) {
  const icon = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <li
      data-state={state}
      className={cn(
        'flex items-center rounded-control border px-3',
        size === 'sm' ? 'min-w-0 gap-2 py-2.5' : 'gap-3 py-3',
        state === 'current' ? 'border-primary bg-primary-soft' : 'border-border',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full',
          size === 'sm' ? 'size-6' : 'size-8 text-sm font-bold',
          state === 'done' && 'bg-success-soft text-success',
          state === 'current' && 'bg-primary text-primary-fg',
          state === 'upcoming' && 'bg-surface-2 text-muted',
        )}
      >
        {state === 'done' ? <Check className={icon} /> : state === 'current' ? <LoaderCircle className={cn(icon, 'animate-spin')} /> : upcomingMark}
      </span>
      <span className={cn('min-w-0 text-sm font-medium', size === 'sm' ? 'truncate' : 'leading-snug', state === 'upcoming' ? 'text-muted' : 'text-fg')}>
        {label}
        <span className="sr-only"> — {stateLabel}</span>
      </span>
    </li>
  );
}
