import type { CancelStep, Subscription } from '@reelcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { useCancelNow } from './cancel-now.tsx';
import { cancelStepPath } from './cancel-steps/paths.ts';
import { subscriptionApi, subscriptionKeys } from './subscription.api.ts';

/**
 * The subscription page's plain answer to "did I cancel?" (issue 31 item 7): "Renews on …" or "Cancelled — access
 * until …". Grants and failed renewals keep their own status lines.
 */
export function RenewalLine({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!subscription.active || subscription.status === 'past_due') return null;
  const end = date(subscription.current_period_end);
  if (subscription.cancel_at_period_end) {
    return (
      <p className="mt-2 text-lg font-semibold" data-testid="renewal-line">
        {t('web.renewal.cancelled_until', { date: end })}
      </p>
    );
  }
  if (!subscription.renews) return null;
  return (
    <p className="mt-2 text-lg font-semibold" data-testid="renewal-line">
      {t('web.renewal.renews_on', { date: end })}
    </p>
  );
}

/**
 * Someone who left the cancel flow half-way is told plainly that nothing was cancelled, and can finish with one click
 * or continue where they left off. Asked only while the subscription renews (the flow's facts need one).
 */
export function LeftCancelFlowNotice({ subscription }: { subscription: Subscription }) {
  const renewing = subscription.active && subscription.renews && !subscription.cancel_at_period_end;
  const facts = useQuery({
    queryKey: subscriptionKeys.cancelFlow(),
    queryFn: ({ signal }) => subscriptionApi.cancelFacts(signal),
    retry: false,
    enabled: renewing,
  });
  const open = facts.data?.open_survey;
  if (!renewing || !facts.data || facts.data.cancel_at_period_end || !open || open.outcome !== null) return null;
  return <Notice surveyId={open.id} step={open.last_step ?? 'reels'} periodEnd={subscription.current_period_end} />;
}

function Notice({ surveyId, step, periodEnd }: { surveyId: string; step: CancelStep; periodEnd: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const cancelNow = useCancelNow(surveyId);
  return (
    <div role="status" className="mt-4 flex flex-col gap-3 rounded-control border border-warning/40 bg-warning/10 p-4" data-testid="left-cancel-flow">
      <p className="font-semibold">{t('web.renewal.left_flow', { date: date(periodEnd) })}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="danger" loading={cancelNow.isPending} disabled={cancelNow.isPending} onClick={() => cancelNow.cancel(step)}>
          {t('web.cancel_now.button')}
        </Button>
        <Link to={cancelStepPath(step)} className={buttonClass({ variant: 'ghost' })}>
          {t('web.renewal.continue_flow')}
        </Link>
      </div>
      {cancelNow.isError && <Alert>{errorMessage(cancelNow.error, t)}</Alert>}
    </div>
  );
}
