import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, Gift } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SupportLinks } from '../../../components/support-links.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useFormat } from '../../billing/index.ts';
import { subscriptionApi, subscriptionKeys } from '../subscription.api.ts';
import { cancelStepPath, SUBSCRIPTION_PATH } from './paths.ts';
import { type StepProps, StepLayout, useStepMoves } from './step-kit.tsx';

/** The steps that act: 2 the retention offer (20 generations now, once per period) and 11 the final cancel. */

/** Step 2: the retention offer. */
export function OfferStep({ step, facts, surveyId }: StepProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { keep, continueButton, defaultActions } = useStepMoves(step, surveyId);
  const offer = useMutation({
    mutationFn: () => subscriptionApi.takeOffer(surveyId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing'] }),
  });
  const layout = { step, facts, surveyId, icon: <Gift aria-hidden="true" className="size-7" /> };
  const generations = facts.retention_offer.generations;

  if (offer.isSuccess) {
    return (
      <StepLayout
        {...layout}
        heading={t('web.subscription.cancel.offer.done_title', { count: offer.data.granted })}
        actions={
          <>
            <Link to="/app" className={buttonClass({ block: true })}>
              {t('web.subscription.cancel.offer.to_content')}
            </Link>
            <Link to={SUBSCRIPTION_PATH} className={buttonClass({ variant: 'ghost', block: true })}>
              {t('web.subscription.back')}
            </Link>
          </>
        }
      >
        <div role="status" className="flex flex-col gap-2">
          <p className="text-muted">{t('web.subscription.cancel.offer.done_body', { total: offer.data.bonus_generations })}</p>
          <p className="text-2xl font-bold text-success" data-testid="bonus-generations">
            {t('web.subscription.cancel.offer.bonus_total', { count: offer.data.bonus_generations })}
          </p>
        </div>
      </StepLayout>
    );
  }

  const available = facts.retention_offer.available;
  return (
    <StepLayout
      {...layout}
      heading={t('web.subscription.cancel.offer.title', { count: generations })}
      actions={
        available ? (
          <>
            <Button block loading={offer.isPending} onClick={() => offer.mutate()}>
              {t('web.subscription.cancel.offer.accept', { count: generations })}
            </Button>
            {keep}
            {continueButton({}, t('web.subscription.cancel.offer.decline'))}
          </>
        ) : (
          defaultActions()
        )
      }
    >
      {available ? (
        <div className="flex flex-col gap-3">
          <p className="text-muted">{t('web.subscription.cancel.offer.body', { count: generations })}</p>
          {offer.isError && <Alert>{errorMessage(offer.error, t)}</Alert>}
        </div>
      ) : (
        <p className="text-muted">{t('web.subscription.cancel.offer.used')}</p>
      )}
    </StepLayout>
  );
}

/** Step 11: automatic renewal off, access until the period end; a failure shows the error and the way to support. */
export function FinalStep({ step, facts, surveyId }: StepProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { keep } = useStepMoves(step, surveyId);
  // A double click lands before the re-render that marks the button busy; the ref sends one request.
  const completing = useRef(false);
  const complete = useMutation({
    mutationFn: () => subscriptionApi.completeCancel(surveyId),
    onSettled: () => {
      completing.current = false;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['billing'] });
      await client.invalidateQueries({ queryKey: subscriptionKeys.all });
      void navigate(cancelStepPath('done'), { replace: true });
    },
  });
  return (
    <StepLayout
      step={step}
      facts={facts}
      surveyId={surveyId}
      icon={<CalendarCheck aria-hidden="true" className="size-7" />}
      heading={t('web.subscription.cancel.final.title')}
      actions={
        <>
          <Button
            variant="destructive"
            block
            loading={complete.isPending}
            disabled={complete.isPending}
            data-testid="cancel-now"
            onClick={() => {
              if (completing.current) return;
              completing.current = true;
              complete.mutate();
            }}
          >
            {t('web.subscription.cancel.final.button')}
          </Button>
          {keep}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-muted">{t('web.subscription.cancel.final.body', { date: date(facts.period_end) })}</p>
        {complete.isError && (
          <>
            <Alert>
              <p>{t('web.subscription.cancel.failed')}</p>
              <p className="mt-1 font-normal">{errorMessage(complete.error, t)}</p>
            </Alert>
            {/* Contact support via chat or messenger: the chat link when configured, the e-mail always. */}
            <SupportLinks lead={t('web.support.cancel_failed')} subject={t('web.support.cancel_subject')} />
          </>
        )}
      </div>
    </StepLayout>
  );
}
