import type { CancelStep } from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SupportLinks } from '../../components/support-links.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { cancelStepPath } from './cancel-steps/paths.ts';
import { subscriptionApi, subscriptionKeys } from './subscription.api.ts';

/**
 * "Cancel now" (issue 31 item 7): one click ends automatic renewal from wherever the user is, then the confirmation
 * with the date access ends. The button is disabled while the request runs (the server is idempotent as well).
 */
export function useCancelNow(surveyId: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // A double click lands before React re-renders the button as busy: the ref lets only the first through.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (step: CancelStep) => subscriptionApi.cancelNow(surveyId, step),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['billing'] });
      await client.invalidateQueries({ queryKey: subscriptionKeys.all });
      void navigate(cancelStepPath('done'), { replace: true });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const cancel = (step: CancelStep) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(step);
  };
  return { ...mutation, cancel };
}

/** The bar every step shows at its top, above questions and offers, so it is in view on a phone without scrolling. */
export function CancelNowBar({ surveyId, step, periodEnd }: { surveyId: string; step: CancelStep; periodEnd: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const cancelNow = useCancelNow(surveyId);
  return (
    <div className="mb-5 flex flex-col gap-2 rounded-control border border-border bg-surface-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted" id="cancel-now-hint">
        {t('web.cancel_now.hint', { date: date(periodEnd) })}
      </p>
      <Button
        variant="danger"
        className="shrink-0"
        loading={cancelNow.isPending}
        disabled={cancelNow.isPending}
        aria-describedby="cancel-now-hint"
        data-testid="cancel-now"
        onClick={() => cancelNow.cancel(step)}
      >
        {t('web.cancel_now.button')}
      </Button>
      {cancelNow.isError && (
        <div className="flex flex-col gap-2 sm:basis-full">
          <Alert>
            <p>{t('web.cancel_now.failed')}</p>
            <p className="mt-1 font-normal">{errorMessage(cancelNow.error, t)}</p>
          </Alert>
          <SupportLinks lead={t('web.support.cancel_failed')} subject={t('web.support.cancel_subject')} />
        </div>
      )}
    </div>
  );
}
