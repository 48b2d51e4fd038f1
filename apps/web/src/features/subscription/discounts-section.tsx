import type { Subscription, SubscriptionState } from '@reelcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { BadgePercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePlans } from '../billing/billing.api.ts';
import { useFormat } from '../billing/index.ts';
import { Section } from '../profile/section.tsx';
import { subscriptionApi, useRefreshSubscription } from './subscription.api.ts';

/** "−20%" or "−$5.00": what a code takes off, as its discount says. */
function useOffText() {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (discount: NonNullable<Subscription['next_charge_discount']>, currency: string) =>
    discount.percent_off !== null
      ? t('web.subscription.discounts.off_percent', { percent: discount.percent_off })
      : t('web.subscription.discounts.off_amount', { amount: money(discount.amount_off_cents ?? 0, currency) });
}

/**
 * The next charge as the gateway will take it, with the code that lowers it (issue 31): "Next charge $15.99 on
 * Dec 30 (WALK20 −20%), then $19.99". Only while a code still applies to that charge.
 */
export function NextChargeWithCode({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const off = useOffText();
  const discount = subscription.next_charge_discount;
  if (!discount || subscription.next_charge_amount_cents === null || !subscription.next_charge_at) return null;
  return (
    <>
      {t('web.subscription.discounts.next_charge', {
        amount: money(subscription.next_charge_amount_cents, subscription.currency),
        date: date(subscription.next_charge_at),
        code: discount.code,
        off: off(discount, subscription.currency),
        then: money(subscription.following_charge_amount_cents ?? subscription.next_charge_amount_cents, subscription.currency),
      })}
    </>
  );
}

/**
 * The discount the subscription started with, naming the price it is taken from (issue 31, decision 0037): the
 * $0.99 week against the 4-week plan, the $27 year against its list price (and what the years after cost), any other
 * first-period discount against the plan's full price. Nothing until the catalogue is known: no unnamed percentage.
 */
function IntroDiscount({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const plans = usePlans();
  const plan = plans.data?.items.find((candidate) => candidate.id === subscription.plan_id);
  const percent = subscription.intro_percent_off;
  if (percent === null || !plan) return null;
  const currency = plan.currency;
  const reference = plan.reference;
  if (reference?.basis === 'list_price') {
    return t('web.subscription.discounts.intro_yearly', {
      amount: money(plan.amount_cents, currency),
      percent: reference.percent_off,
      reference: money(reference.amount_cents, currency),
      monthly: money(reference.monthly_cents ?? Math.round(reference.amount_cents / 12), currency),
    });
  }
  if (reference?.basis === 'renewal_plan') {
    return t('web.subscription.discounts.intro_trial', {
      first: money(plan.amount_cents, currency),
      percent: reference.percent_off,
      reference: money(reference.amount_cents, currency),
    });
  }
  return t('web.subscription.discounts.intro', { percent, full: money(plan.amount_cents, currency) });
}

/**
 * Discounts and promo codes of the subscription page. A code lowers the very next charge (the server refuses one that
 * would not, with its reason); a second code replaces the first only after the user confirms it here.
 */
export function DiscountsSection({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const refresh = useRefreshSubscription();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The code waiting for "replace?" and the one it would replace.
  const [replacing, setReplacing] = useState<{ code: string; current: string } | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const apply = useMutation({ mutationFn: (input: { code: string; replace: boolean }) => subscriptionApi.applyPromo(input.code, input.replace) });

  const send = (value: string, replace: boolean) => {
    setError(undefined);
    setConfirmation(null);
    apply.mutate(
      { code: value, replace },
      {
        onSuccess: async (state: SubscriptionState) => {
          setCode('');
          setReplacing(null);
          const next = state.subscription;
          if (next?.next_charge_amount_cents != null && next.next_charge_at) {
            setConfirmation(
              t('web.subscription.discounts.applied', {
                code: next.next_charge_discount?.code ?? value.toUpperCase(),
                amount: money(next.next_charge_amount_cents, next.currency),
                date: date(next.next_charge_at),
                then: money(next.following_charge_amount_cents ?? next.next_charge_amount_cents, next.currency),
              }),
            );
          }
          await refresh();
        },
        onError: (failure) => {
          // The page was behind the server: another code is on the next charge, so ask before replacing it.
          if (isApiError(failure) && failure.code === 'PROMO_CODE_REPLACES' && typeof failure.details?.current === 'string') {
            setReplacing({ code: value.toUpperCase(), current: failure.details.current });
            return;
          }
          setReplacing(null);
          setError(errorMessage(failure, t));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) {
      setError(t('web.subscription.discounts.promo_invalid'));
      return;
    }
    const current = subscription.next_charge_discount?.code;
    if (current && current !== value.toUpperCase()) {
      setError(undefined);
      setReplacing({ code: value.toUpperCase(), current });
      return;
    }
    send(value, false);
  };

  const pending = subscription.next_charge_discount;
  const hasDiscount = subscription.intro_percent_off !== null || subscription.promo_code !== null;
  return (
    <Section id="discounts" title={t('web.subscription.discounts.title')}>
      {hasDiscount ? (
        <ul className="mb-4 flex flex-col gap-2">
          {subscription.intro_percent_off !== null && (
            <li className="flex items-center gap-2.5" data-testid="intro-discount">
              <BadgePercent aria-hidden="true" className="size-5 shrink-0 text-success" />
              <span>
                <IntroDiscount subscription={subscription} />
              </span>
            </li>
          )}
          {subscription.promo_code !== null && (
            <li className="flex items-center gap-2.5" data-testid="promo-applied">
              <BadgePercent aria-hidden="true" className="size-5 shrink-0 text-success" />
              <span>
                {pending ? <NextChargeWithCode subscription={subscription} /> : t('web.subscription.discounts.promo_used', { code: subscription.promo_code })}
              </span>
            </li>
          )}
        </ul>
      ) : (
        <p className="mb-4 text-muted">{t('web.subscription.discounts.none')}</p>
      )}
      {confirmation && (
        <p role="status" className="mb-4 rounded-control bg-success-soft px-4 py-3 font-medium text-success" data-testid="promo-confirmation">
          {confirmation}
        </p>
      )}
      {replacing && (
        <div
          role="alertdialog"
          aria-labelledby="promo-replace-title"
          aria-describedby="promo-replace-body"
          className="mb-4 rounded-control border-2 border-warning bg-surface-2 p-4"
          data-testid="promo-replace"
        >
          <p id="promo-replace-title" className="font-semibold">
            {t('web.subscription.discounts.replace_title', replacing)}
          </p>
          <p id="promo-replace-body" className="mt-1 text-muted">
            {t('web.subscription.discounts.replace_body', replacing)}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Button loading={apply.isPending} onClick={() => send(replacing.code, true)}>
              {t('web.subscription.discounts.replace_confirm', replacing)}
            </Button>
            <Button variant="secondary" disabled={apply.isPending} onClick={() => setReplacing(null)}>
              {t('web.subscription.discounts.replace_keep', replacing)}
            </Button>
          </div>
        </div>
      )}
      {subscription.renews && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t('web.subscription.discounts.promo_label')}
            hint={t('web.subscription.discounts.promo_hint')}
            value={code}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            onChange={(event) => setCode(event.target.value)}
            containerClassName="flex-1"
          />
          <Button type="submit" variant="secondary" loading={apply.isPending && !replacing} className="sm:mt-7">
            {t('web.subscription.discounts.promo_apply')}
          </Button>
        </form>
      )}
    </Section>
  );
}
