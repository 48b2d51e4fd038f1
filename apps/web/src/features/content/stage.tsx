import type { TFunction } from 'i18next';
import { Progress } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import type { Suggestion } from './content.api.ts';

/** Stages the server reports: scripts and memes (writing, rendering), avatar and story videos (voice, animating, storing). */
const KNOWN_STAGES = ['queued', 'writing', 'voice', 'animating', 'rendering', 'storing', 'retrying', 'done', 'failed'] as const;
type KnownStage = (typeof KNOWN_STAGES)[number];

function isKnownStage(stage: string): stage is KnownStage {
  return (KNOWN_STAGES as readonly string[]).includes(stage);
}

/** The named step a generation is at ("Writing the script…"); an unknown stage still reads as work in progress. */
export function stageLabel(t: TFunction, stage: string | null | undefined): string {
  return stage && isKnownStage(stage) ? t(`web.stage.${stage}`) : t('web.stage.working');
}

/** 0–100, never backwards-looking: a just-queued item shows a sliver so the bar reads as started. */
export function displayProgress(progress: number | null | undefined): number {
  const value = Number.isFinite(progress) ? Number(progress) : 0;
  return Math.min(100, Math.max(3, Math.round(value)));
}

/** A bar with the current stage named (design/ui.md: never a bare spinner for anything longer than a second). */
export function GenerationProgress({
  item,
  tone = 'default',
  className,
}: {
  item: Pick<Suggestion, 'progress' | 'stage'>;
  tone?: 'default' | 'onMedia';
  className?: string;
}) {
  const { t } = useTranslation();
  const value = displayProgress(item.progress);
  const label = stageLabel(t, item.stage);
  return (
    <div className={cn('flex w-full flex-col gap-2', className)}>
      <div className="flex items-end justify-between gap-2 text-sm font-medium">
        <span role="status" className={cn('line-clamp-2 min-w-0 leading-snug', tone === 'onMedia' ? 'text-white' : 'text-fg')}>
          {label}
        </span>
        <span aria-hidden="true" className={cn('shrink-0 tabular-nums', tone === 'onMedia' ? 'text-white/85' : 'text-muted')}>
          {value}%
        </span>
      </div>
      <Progress.Root
        value={value}
        max={100}
        aria-label={t('web.stage.progress_label')}
        className={cn('relative h-2 w-full overflow-hidden rounded-full', tone === 'onMedia' ? 'bg-white/25' : 'bg-surface-2')}
      >
        <Progress.Indicator
          className={cn(
            'h-full rounded-full transition-[width] duration-700 ease-out',
            tone === 'onMedia' ? 'bg-white' : 'bg-primary',
          )}
          style={{ width: `${value}%` }}
        />
      </Progress.Root>
    </div>
  );
}
