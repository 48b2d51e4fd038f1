import type { Entitlements, Subscription } from '@reelcraft/contract';
import { ArrowLeft, Check, CreditCard, Newspaper, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { cancelStepPath } from './cancel-flow-page.tsx';
import { DiscountsSection } from './discounts-section.tsx';
import { GiftSection } from './gift-section.tsx';
import { HistorySection, PurchasesSection } from './history-section.tsx';
import { MoneyBackSection } from './money-back-section.tsx';
import { cardLabel, PaymentMethodsSection } from './payment-methods-section.tsx';
import { ReferralSection } from './referral-section.tsx';
import { LeftCancelFlowNotice, RenewalLine } from './renewal-notice.tsx';
import { useResume, useSubscriptionState } from './subscription.api.ts';
import { Section } from '../profile/section.tsx';

/**
 * `/app/profile/subscription`: status and plan, what is included, cards,
 * discounts and promo codes, payment history with receipts, purchases, gifts, the referral link, news; Resume while
 * cancelled inside the period, and the cancel button that starts the 11-step flow. The "test payments" banner comes
 * from the app layout (TestPaymentsBanner), so it is not repeated here.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const state = useSubscriptionState();
  const header = (
    <>
      <title>{`${t('web.subscription.doc_title')} · Reelcraft`}</title>
      <Link to="/app/profile" className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('web.subscription.back_to_profile')}
      </Link>
      <PageHeader title={t('web.subscription.title')} />
    </>
  );
  if (state.isPending) {
    return (
      <>
        {header}
        <div role="status" aria-label={t('web.subscription.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-44" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      </>
    );
  }
  if (state.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('web.subscription.load_failed')} onRetry={() => void state.refetch()} />
      </>
    );
  }
  const { subscription, entitlements } = state.data;
  const billingOn = entitlements.billing !== 'off';
  return (
    <>
      {header}
      <div className="flex flex-col gap-4 sm:gap-6">
        {subscription ? <StatusSection subscription={subscription} entitlements={entitlements} /> : <NoSubscription billingOn={billingOn} />}
        {subscription && billingOn && <MoneyBackSection className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6" />}
        <IncludedSection entitlements={entitlements} />
        {billingOn && (
          <>
            {subscription && <DiscountsSection subscription={subscription} />}
            <PaymentMethodsSection subscription={subscription} />
            <HistorySection />
            <PurchasesSection />
            <GiftSection />
            <ReferralSection />
          </>
        )}
        <NewsSection />
      </div>
    </>
  );
}

function NoSubscription({ billingOn }: { billingOn: boolean }) {
  const { t } = useTranslation();
  if (!billingOn) {
    return <EmptyState icon={Sparkles} title={t('web.subscription.off.title')} body={t('web.subscription.off.body')} />;
  }
  return (
    <EmptyState
      icon={CreditCard}
      title={t('web.subscription.none.title')}
      body={t('web.subscription.none.body')}
      action={
        <Link to="/paywall" className={buttonClass({ block: true })}>
          {t('web.subscription.none.cta')}
        </Link>
      }
    />
  );
}

function statusOf(subscription: Subscription): 'active' | 'no_renewal' | 'past_due' | 'cancelled' {
  if (!subscription.active) return 'cancelled';
  if (subscription.status === 'past_due') return 'past_due';
  return subscription.renews ? 'active' : 'no_renewal';
}

const STATUS_TONE = {
  active: 'bg-success-soft text-success',
  no_renewal: 'bg-warning/10 text-warning',
  past_due: 'bg-danger-soft text-danger',
  cancelled: 'bg-surface-2 text-muted',
} as const;

function StatusSection({ subscription, entitlements }: { subscription: Subscription; entitlements: Entitlements }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date, money } = useFormat();
  const resume = useResume();
  const status = statusOf(subscription);
  const end = date(subscription.current_period_end);
  const planName = t(`web.subscription.plans.${subscription.plan_id}`);
  const doResume = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.success(t('web.subscription.resumed')),
      onError: (error) => toast.error(errorMessage(error, t)),
    });
  return (
    <Section id="status" title={t('web.subscription.status.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold">{planName}</p>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', STATUS_TONE[status])} data-testid="subscription-status">
          {t(`web.subscription.status.${status}`)}
        </span>
      </div>
      {subscription.source !== 'checkout' && <p className="mt-1 text-sm text-muted">{t(`web.subscription.source.${subscription.source}`)}</p>}
      <RenewalLine subscription={subscription} />
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {status === 'active' && (
          <>
            <Fact label={t('web.subscription.status.next_period')} value={end} />
            {subscription.next_charge_amount_cents !== null && (
              <Fact label={t('web.subscription.status.next_charge')} value={money(subscription.next_charge_amount_cents, subscription.currency)} />
            )}
          </>
        )}
        {status === 'no_renewal' && <Fact label={t('web.subscription.status.access_until')} value={end} />}
        {status === 'past_due' && <Fact label={t('web.subscription.status.retrying')} value={end} />}
        {status === 'cancelled' && <Fact label={t('web.subscription.status.ended')} value={end} />}
        {subscription.payment_method && <Fact label={t('web.subscription.status.card')} value={cardLabel(t, subscription.payment_method)} />}
        {entitlements.bonus_generations > 0 && (
          <Fact label={t('web.subscription.status.bonus')} value={t('web.subscription.included.bonus', { count: entitlements.bonus_generations })} />
        )}
      </dl>
      {status === 'no_renewal' && (
        <p className="mt-4 font-semibold" data-testid="no-renewal-line">
          {t('web.subscription.status.no_renewal_until', { date: end })}
        </p>
      )}
      {status === 'past_due' && <Alert className="mt-4">{t('web.subscription.status.past_due_hint')}</Alert>}
      <LeftCancelFlowNotice subscription={subscription} />
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        {status === 'no_renewal' && subscription.gateway !== 'grant' && (
          <Button loading={resume.isPending} onClick={doResume}>
            {t('web.subscription.resume')}
          </Button>
        )}
        {(status === 'active' || status === 'past_due') && (
          <Button variant="ghost" className="text-danger" onClick={() => void navigate(cancelStepPath('reels'))}>
            {t('web.subscription.cancel_button')}
          </Button>
        )}
        {status === 'cancelled' && (
          <Link to="/paywall" className={buttonClass({})}>
            {t('web.subscription.none.cta')}
          </Link>
        )}
      </div>
    </Section>
  );
}

function Fact({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="rounded-control bg-surface-2 px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function IncludedSection({ entitlements }: { entitlements: Entitlements }) {
  const { t } = useTranslation();
  const items = [
    t('web.subscription.included.generations', { count: 10 }),
    t('web.subscription.included.profiles', { count: 5 }),
    t('web.subscription.included.avatar'),
    t('web.subscription.included.storytelling'),
    t('web.subscription.included.trends'),
    t('web.subscription.included.guidelines'),
  ];
  return (
    <Section id="included" title={t('web.subscription.included.title')} hint={entitlements.subscribed ? undefined : t('web.subscription.included.hint_free')}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const NEWS = ['n1', 'n2', 'n3'] as const;

function NewsSection() {
  const { t } = useTranslation();
  return (
    <Section id="news" title={t('web.subscription.news.title')}>
      <ul className="flex flex-col gap-4">
        {NEWS.map((item) => (
          <li key={item} className="flex gap-3">
            <Newspaper aria-hidden="true" className="mt-1 size-5 shrink-0 text-link" />
            <div>
              <p className="font-semibold">{t(`web.subscription.news.items.${item}.title`)}</p>
              <p className="text-muted">{t(`web.subscription.news.items.${item}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
