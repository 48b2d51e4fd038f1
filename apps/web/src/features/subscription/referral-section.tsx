import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { copyText } from '../profile/support-section.tsx';
import { Section } from '../profile/section.tsx';
import { useReferrals } from './subscription.api.ts';

/** The referral link (REFERRAL_REWARD_WEEKS, 4 free weeks, per friend whose first payment holds) and rewards earned. */
export function ReferralSection() {
  const { t } = useTranslation();
  const referrals = useReferrals();
  const linkId = useId();
  const copy = async (link: string) => {
    try {
      await copyText(link);
      toast.success(t('web.subscription.referral.copied'));
    } catch {
      toast.error(t('web.subscription.referral.copy_failed'));
    }
  };
  return (
    <Section id="referral" title={t('web.subscription.referral.title')} hint={t('web.subscription.referral.hint')}>
      {referrals.isPending ? (
        <Skeleton className="h-24" />
      ) : referrals.isError ? (
        <Alert>
          {t('web.subscription.referral.load_failed')}{' '}
          <button type="button" className="underline" onClick={() => void referrals.refetch()}>
            {t('web.common.retry')}
          </button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={linkId} className="text-sm font-medium">
                {t('web.subscription.referral.link_label')}
              </label>
              <input
                id={linkId}
                readOnly
                value={referrals.data.link}
                onFocus={(event) => event.target.select()}
                className="h-12 w-full min-w-0 rounded-control border border-border bg-surface-2 px-3.5 text-base"
              />
            </div>
            <Button variant="secondary" onClick={() => void copy(referrals.data.link)}>
              <Copy aria-hidden="true" className="size-4" />
              {t('web.subscription.referral.copy')}
            </Button>
          </div>
          <p data-testid="referral-rewards">
            {t('web.subscription.referral.rewards', {
              count: referrals.data.weeks_earned,
              friends: t('web.subscription.referral.friends', { count: referrals.data.rewards_granted }),
            })}
            {referrals.data.rewards_pending > 0 && (
              <span className="text-muted"> · {t('web.subscription.referral.pending', { count: referrals.data.rewards_pending })}</span>
            )}
          </p>
        </div>
      )}
    </Section>
  );
}
