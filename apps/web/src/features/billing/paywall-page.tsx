import type { Plan } from '@reelcraft/contract';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { Logo } from '../../components/logo.tsx';
import { ErrorState } from '../../components/states.tsx';
import { SupportLinks } from '../../components/support-links.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { track } from '../../lib/analytics.ts';
import { safeNext } from '../../lib/navigation.ts';
import { AlreadySubscribed } from './already-subscribed.tsx';
import { usePaywallState, usePlans, usePublishableKey, type PaywallVariant } from './billing.api.ts';
import { Checkout } from './checkout/checkout.tsx';
import { NewPaywall } from './paywall-new.tsx';
import { OldPaywall } from './paywall-old.tsx';
import { planById } from './plans.ts';
import { TestPaymentsBanner } from './test-banner.tsx';

export function variantParam(value: string | null): PaywallVariant | null {
  return value === 'paywall' || value === 'paywall2' ? value : null;
}

/** Where "Continue" goes after paying: back to the gated work (`?from=`), else the app; never the paywall again. */
export function continuePath(from: string | null): string {
  const next = safeNext(from);
  return next.startsWith('/paywall') ? '/app' : next;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <TestPaymentsBanner />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Link to="/app" aria-label={t('web.common.home')} className="rounded-control">
          <Logo />
        </Link>
        <LanguageMenu />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center px-4 pb-12 pt-2 sm:px-6 sm:pt-6">
        <div className="w-full max-w-lg">{children}</div>
      </main>
    </div>
  );
}

function Benefits() {
  const { t } = useTranslation();
  const items = ['generate', 'profiles', 'trends', 'cancel'] as const;
  return (
    <section className="mt-8 rounded-card border border-border bg-surface p-5 shadow-card">
      <h2 className="font-semibold">{t('web.paywall.benefits_title')}</h2>
      <ul className="mt-3 flex flex-col gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t(`web.paywall.benefits.${item}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/paywall`: the visitor's paywall variant, the checkout in the page, or 'already subscribed'. */
export function PaywallPage({ subscribed }: { subscribed: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const variant = variantParam(params.get('variant'));
  const continueTo = continuePath(params.get('from'));
  const state = usePaywallState(variant);
  const gateway = usePublishableKey(!subscribed);
  const plans = usePlans(!subscribed);
  const [checkout, setCheckout] = useState<{ plan: Plan; percentOff: number | null } | null>(null);
  const [open, setOpen] = useState(false);
  const shownVariant = subscribed ? undefined : state.data?.variant;
  useEffect(() => void (shownVariant && track('paywall_view', { variant: shownVariant })), [shownVariant]);

  if (subscribed) {
    return (
      <Frame>
        <title>{`${t('web.paywall.already.title')} · Reelcraft`}</title>
        <AlreadySubscribed />
      </Frame>
    );
  }

  const failed = state.error ?? gateway.error;
  if (failed) {
    return (
      <Frame>
        <title>{`${t('web.paywall.doc_title')} · Reelcraft`}</title>
        <ErrorState
          message={errorMessage(failed, t)}
          onRetry={() => {
            void state.refetch();
            void gateway.refetch();
          }}
        />
        <SupportLinks align="center" className="mt-4" />
      </Frame>
    );
  }

  if (!state.data || !gateway.data) {
    return (
      <Frame>
        <title>{`${t('web.paywall.doc_title')} · Reelcraft`}</title>
        <p className="sr-only" role="status">
          {t('web.paywall.loading')}
        </p>
        <div className="flex flex-col gap-4" aria-hidden="true">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-16 w-full rounded-card" />
          <Skeleton className="h-24 w-full rounded-card" />
          <Skeleton className="h-24 w-full rounded-card" />
          <Skeleton className="h-12 w-full" />
        </div>
      </Frame>
    );
  }

  const data = state.data;
  const choose = (plan: Plan, percentOff: number | null = null) => {
    track('checkout_start', { plan: plan.id });
    setCheckout({ plan, percentOff });
    setOpen(true);
  };
  const trialOffer = data.trial_available ? (planById(plans.data?.items ?? [], 'trial') ?? null) : null;

  return (
    <Frame>
      <title>{`${t('web.paywall.doc_title')} · Reelcraft`}</title>
      <div data-testid={`paywall-${data.variant}`}>
        {data.variant === 'paywall2' ? (
          <NewPaywall state={data} variant={variant} onChoose={choose} />
        ) : (
          <OldPaywall state={data} variant={variant} onChoose={(plan) => choose(plan)} />
        )}
      </div>
      <Benefits />
      {checkout && (
        <Checkout
          open={open}
          onOpenChange={setOpen}
          plan={checkout.plan}
          percentOff={checkout.percentOff}
          gateway={gateway.data}
          trialOffer={trialOffer}
          continueTo={continueTo}
        />
      )}
    </Frame>
  );
}
