import type { TFunction } from 'i18next';
import { Check } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import type { GrowthPlan } from './instagram.api.ts';

/** What a tile shows: the step and whether it is reached (the cancel flow's facts carry no date). */
type GrowthStep = Pick<GrowthPlan['steps'][number], 'step' | 'done'>;

/**
 * One step of the growth plan as a list item: ticked and green once reached, its state said to screen readers.
 * `className` gives the tile its spacing (it differs between the analysis, the `/v3/next` page and the cancel flow);
 * `t` is the caller's, as a page may be fixed to its own language.
 */
export function GrowthStepItem({ item, t, className, labelClassName }: { item: GrowthStep; t: TFunction; className: string; labelClassName?: string }) {
  return (
    <li
      className={cn(
        'flex items-center rounded-control border font-medium',
        className,
        item.done ? 'border-success/40 bg-success-soft text-success' : 'border-border text-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full',
          item.done ? 'bg-success text-white dark:text-black' : 'border border-border',
        )}
      >
        {item.done && <Check className="size-3.5" />}
      </span>
      <span className={labelClassName}>
        {t(`web.analysis.growth_step.${item.step}`)}
        <span className="sr-only"> — {item.done ? t('web.analysis.step_done') : t('web.analysis.step_upcoming')}</span>
      </span>
    </li>
  );
}
