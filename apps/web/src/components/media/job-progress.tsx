import type { Suggestion } from '@reelcraft/contract';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/card.tsx';
import { cn } from '../ui/cn.ts';
import { JobStep, type StepState } from './job-step.tsx';
import { StageBar } from './stage-bar.tsx';

/**
 * The one progress UI of a generation job (issue 11 item 12): the bar with the stage named, the steps of a talking
 * video, and the card that holds them. Used by the item page, the talking-video flows, the list cards and the batch.
 */

type JobState = Pick<Suggestion, 'progress' | 'stage'>;

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

/** A bar with the current stage named: never a bare spinner for anything longer than a second. */
export function GenerationProgress({ item, tone = 'default', className }: { item: JobState; tone?: 'default' | 'onMedia'; className?: string }) {
  const { t } = useTranslation();
  return <StageBar label={stageLabel(t, item.stage)} value={displayProgress(item.progress)} tone={tone} className={className} />;
}

/** The steps of an avatar or story video, in the order the server reports them as stages. */
export const VIDEO_STEPS = ['writing', 'voice', 'animating', 'storing'] as const;
export type VideoStep = (typeof VIDEO_STEPS)[number];
export type { StepState };

/** Where a step stands for the current stage; before the first step (queued) or between tries (retrying) all are upcoming. */
export function videoStepState(stage: string, step: VideoStep, status: Suggestion['status'] = 'creating'): StepState {
  if (status === 'ready' || stage === 'done') return 'done';
  const current = (VIDEO_STEPS as readonly string[]).indexOf(stage);
  const index = VIDEO_STEPS.indexOf(step);
  if (current < 0) return 'upcoming';
  return index < current ? 'done' : index === current ? 'current' : 'upcoming';
}

/** The four named steps of a talking video, each done, current or upcoming. */
export function VideoSteps({ item }: { item: Pick<Suggestion, 'stage' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('web.video_job.steps_label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {VIDEO_STEPS.map((step) => {
        const state = videoStepState(item.stage, step, item.status);
        return (
          <JobStep
            key={step}
            size="sm"
            state={state}
            label={t(`web.video_job.step_${step}`)}
            stateLabel={t(`web.video_job.step_${state}`)}
            upcomingMark={<span className="size-1.5 rounded-full bg-current" />}
          />
        );
      })}
    </ol>
  );
}

/**
 * A job being created, as a card: heading and what to expect, the bar, then (optionally) the steps of a talking
 * video or skeleton lines where the text will appear, and a footer (elapsed time, the way back).
 */
export function JobProgress({
  item,
  title,
  body,
  icon,
  steps = false,
  skeleton = false,
  footer,
  titleLevel = 2,
  size = 'md',
  testId,
  className,
}: {
  item: Pick<Suggestion, 'progress' | 'stage' | 'status'>;
  title: ReactNode;
  body?: ReactNode;
  icon?: ReactNode;
  /** Show the four steps of a talking video. */
  steps?: boolean;
  /** Show placeholder lines where the script will be. */
  skeleton?: boolean;
  footer?: ReactNode;
  titleLevel?: 2 | 3;
  /** 'lg': the roomier card of the talking-video flows. */
  size?: 'md' | 'lg';
  testId?: string;
  className?: string;
}) {
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  const titleId = useId();
  return (
    <section
      aria-busy="true"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-card border border-border bg-surface shadow-card',
        size === 'lg' ? 'gap-5 p-5 sm:p-8' : 'gap-4 p-4 sm:p-6',
        className,
      )}
      data-testid={testId}
    >
      <div className="flex items-start gap-4">
        {icon && (
          <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-link">
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <Heading id={titleId} className="text-xl font-semibold">
            {title}
          </Heading>
          {body && <p className="mt-1 text-muted">{body}</p>}
        </div>
      </div>
      <GenerationProgress item={item} />
      {steps && <VideoSteps item={item} />}
      {skeleton && (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      {footer}
    </section>
  );
}

/**
 * A 9:16 media placeholder while a video is made: the format's gradient, a shimmer, the bar in white, and
 * optional words above and below it. Fills its (relatively positioned) parent.
 */
export function MediaProgress({
  item,
  gradient,
  title,
  body,
}: {
  item: JobState;
  /** Tailwind gradient stops of the format. */
  gradient: string;
  title?: ReactNode;
  body?: ReactNode;
}) {
  return (
    <div className={cn('absolute inset-0 bg-gradient-to-br', gradient)}>
      <div aria-hidden="true" className="absolute inset-0 opacity-20">
        <div className="skeleton size-full" />
      </div>
      <div className={cn('absolute inset-0', title || body ? 'bg-black/50' : 'bg-black/45')} />
      <div className={cn('absolute flex flex-col text-white', title || body ? 'inset-x-4 bottom-5 gap-3' : 'inset-x-3 bottom-3')}>
        {title && <p className="text-lg font-semibold">{title}</p>}
        <GenerationProgress item={item} tone="onMedia" />
        {body && <p className="text-sm text-white/90">{body}</p>}
      </div>
    </div>
  );
}
