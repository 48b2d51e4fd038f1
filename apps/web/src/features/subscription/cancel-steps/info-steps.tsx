import { Archive, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../billing/index.ts';
import { type StepProps, StepLayout, useStepMoves } from './step-kit.tsx';
import { GrowthStepItem } from '../../instagram/growth-step.tsx';

/** The steps that tell: 5 what is lost, 8 growth-plan progress, 9 are you sure, 10 the archive fee. */

/** Step 5: the benefits that stop at the period end. */
export function BenefitsStep({ step, facts, surveyId }: StepProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { defaultActions } = useStepMoves(step, surveyId);
  const items = [
    t('web.subscription.included.generations', { count: facts.benefits.daily_generations }),
    t('web.subscription.included.profiles', { count: facts.benefits.max_profiles }),
    t('web.subscription.included.avatar'),
    t('web.subscription.included.storytelling'),
    t('web.subscription.included.trends'),
  ];
  return (
    <StepLayout step={step} facts={facts} surveyId={surveyId} heading={t('web.subscription.cancel.benefits.title')} actions={defaultActions()}>
      <div>
        <p className="mb-3 text-muted">{t('web.subscription.cancel.benefits.body', { date: date(facts.period_end) })}</p>
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-control bg-surface-2 px-4 py-3">
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </StepLayout>
  );
}

/** Step 8: how far the growth plan got. */
export function ProgressStep({ step, facts, surveyId }: StepProps) {
  const { t } = useTranslation();
  const { defaultActions } = useStepMoves(step, surveyId);
  const done = facts.growth_plan.filter((item) => item.done).length;
  const percent = facts.growth_plan.length ? Math.round((done / facts.growth_plan.length) * 100) : 0;
  return (
    <StepLayout step={step} facts={facts} surveyId={surveyId} heading={t('web.subscription.cancel.progress.title', { percent })} actions={defaultActions()}>
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t('web.subscription.cancel.progress.body')}</p>
        <div
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('web.subscription.cancel.progress.label')}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
        </div>
        <ol className="flex flex-col gap-2">
          {facts.growth_plan.map((item) => (
            <GrowthStepItem key={item.step} item={item} t={t} className="gap-3 px-4 py-3" />
          ))}
        </ol>
      </div>
    </StepLayout>
  );
}

/** Step 9: are you sure. */
export function ConfirmStep({ step, facts, surveyId }: StepProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { defaultActions } = useStepMoves(step, surveyId);
  return (
    <StepLayout step={step} facts={facts} surveyId={surveyId} heading={t('web.subscription.cancel.confirm.title')} actions={defaultActions()}>
      <p className="text-muted">{t('web.subscription.cancel.confirm.body', { date: date(facts.period_end) })}</p>
    </StepLayout>
  );
}

/** Step 10: what happens to the content, and the archive restore's price (never charged automatically). */
export function ArchiveStep({ step, facts, surveyId }: StepProps) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const { defaultActions } = useStepMoves(step, surveyId);
  return (
    <StepLayout
      step={step}
      facts={facts}
      surveyId={surveyId}
      icon={<Archive aria-hidden="true" className="size-7" />}
      heading={t('web.subscription.cancel.archive.title')}
      actions={defaultActions()}
    >
      <div className="flex flex-col gap-3 text-muted">
        <p>{t('web.subscription.cancel.archive.kept', { date: date(facts.period_end) })}</p>
        <p>
          {facts.archive_restore
            ? t('web.subscription.cancel.archive.restore', { price: money(facts.archive_restore.amount_cents, facts.archive_restore.currency) })
            : t('web.subscription.cancel.archive.restore_later')}
        </p>
        <p className="font-medium text-fg">{t('web.subscription.cancel.archive.never_charged')}</p>
      </div>
    </StepLayout>
  );
}
