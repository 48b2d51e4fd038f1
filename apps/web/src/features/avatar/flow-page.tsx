import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';

export const FLOW_STEPS = ['photo', 'voice', 'video'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The frame of the talking-video flows: the way back, the title, where the user is among the three steps. */
export function FlowPage({
  docTitle,
  title,
  subtitle,
  step,
  backTo = '/app',
  backLabel,
  children,
}: {
  docTitle: string;
  title: string;
  subtitle: string;
  step: FlowStep;
  backTo?: string;
  backLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${docTitle} · Reelcraft`}</title>
      <Link to={backTo} className="mb-3 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel ?? t('web.item.back')}
      </Link>
      <header className="mb-4 flex flex-col gap-1 sm:mb-5">
        <h1 className="text-title font-bold tracking-tight text-balance">{title}</h1>
        {/* The introduction is for the first step; later ones keep the teleprompter and the button on a phone's screen. */}
        {step === 'photo' && <p className="text-muted">{subtitle}</p>}
      </header>
      <FlowSteps current={step} />
      <div className="mt-5 sm:mt-6">{children}</div>
    </>
  );
}

function FlowSteps({ current }: { current: FlowStep }) {
  const { t } = useTranslation();
  const at = FLOW_STEPS.indexOf(current);
  return (
    <ol aria-label={t('web.first_video.steps_label')} className="grid grid-cols-3 gap-2">
      {FLOW_STEPS.map((step, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'upcoming';
        return (
          <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex min-w-0 flex-col gap-1.5">
            <span aria-hidden="true" className={cn('h-1.5 rounded-full', state === 'upcoming' ? 'bg-surface-2' : 'bg-primary')} />
            <span className={cn('flex min-w-0 items-center gap-1 text-sm font-medium', state === 'upcoming' ? 'text-muted' : 'text-fg')}>
              {state === 'done' && <Check aria-hidden="true" className="size-3.5 shrink-0 text-success" />}
              <span className="truncate">
                {index + 1}. {t(`web.first_video.step_${step}`)}
              </span>
              {state !== 'upcoming' && <span className="sr-only"> — {t(`web.first_video.step_${state}`)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
