import { MONEY_BACK_MESSAGE_MAX, moneyBackClaimRequestSchema, type MoneyBackState } from '@reelcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { subscriptionApi, subscriptionKeys } from './subscription.api.ts';

/** Reasons a person can act on or should know: the rest (no card subscription, another paywall) show nothing. */
const SHOWN_REASONS = new Set(['no_paid_charge', 'window_passed', 'already_claimed']);

export function useMoneyBack() {
  return useQuery({ queryKey: subscriptionKeys.moneyBack(), queryFn: ({ signal }) => subscriptionApi.moneyBack(signal), retry: false });
}

/**
 * paywall2's money-back guarantee, claimed in the product (issue 31 item 7): on the subscription page and in the
 * cancel flow. Shows the latest claim's status, the form while a claim can be made, or why it cannot.
 */
export function MoneyBackSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const state = useMoneyBack();
  if (!state.data) return null;
  const data = state.data;
  const visible = data.eligible || data.claim !== null || (data.reason !== null && SHOWN_REASONS.has(data.reason));
  if (!visible) return null;
  return (
    <section aria-labelledby="money-back-title" className={className} data-testid="money-back">
      <h2 id="money-back-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        {t('web.money_back.title')}
      </h2>
      <div className="mt-2 flex flex-col gap-3">
        <ClaimStatus data={data} />
        {data.eligible ? <ClaimForm data={data} /> : data.claim === null && data.reason && <Reason data={data} />}
      </div>
    </section>
  );
}

function Reason({ data }: { data: MoneyBackState }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!data.reason) return null;
  return <p className="text-muted">{t(`web.money_back.reasons.${data.reason}`, { date: data.deadline ? date(data.deadline) : '' })}</p>;
}

function ClaimStatus({ data }: { data: MoneyBackState }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const claim = data.claim;
  if (!claim) return null;
  const when = date(claim.settled_at ?? claim.created_at);
  const amount = claim.amount_cents !== null && claim.currency ? money(claim.amount_cents, claim.currency) : '';
  return (
    <div role="status" className="rounded-control bg-surface-2 px-4 py-3" data-testid="money-back-status">
      <p className="font-semibold">{t(`web.money_back.status.${claim.status}`, { date: when, amount })}</p>
      {claim.decision_note && <p className="mt-1 text-muted">{t('web.money_back.note', { note: claim.decision_note })}</p>}
    </div>
  );
}

function ClaimForm({ data }: { data: MoneyBackState }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  // A double click lands before the re-render that marks the button busy: the ref sends one claim.
  const sending = useRef(false);
  const claim = useMutation({
    mutationFn: (body: { message?: string }) => subscriptionApi.claimMoneyBack(body),
    onSuccess: (next) => client.setQueryData(subscriptionKeys.moneyBack(), next),
    onSettled: () => {
      sending.current = false;
    },
  });
  const amount = data.amount_cents !== null && data.currency ? money(data.amount_cents, data.currency) : '';
  const parsed = moneyBackClaimRequestSchema.safeParse(message.trim() ? { message } : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || sending.current) return;
    sending.current = true;
    claim.mutate(parsed.data);
  };

  // The server's refusal names its reason (details.reason): the same sentence the page shows for it.
  const refusal =
    claim.error && isApiError(claim.error) && claim.error.code === 'MONEY_BACK_NOT_ELIGIBLE' && typeof claim.error.details?.reason === 'string'
      ? t(`web.money_back.reasons.${claim.error.details.reason}` as 'web.money_back.reasons.window_passed', { date: data.deadline ? date(data.deadline) : '' })
      : claim.error
        ? errorMessage(claim.error, t)
        : null;

  return (
    <>
      <p className="text-muted">{t('web.money_back.eligible', { amount, date: data.deadline ? date(data.deadline) : '' })}</p>
      {!open ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)} data-testid="money-back-open">
          {t('web.money_back.open_form')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <TextareaField
            label={t('web.money_back.message_label')}
            value={message}
            rows={3}
            maxLength={MONEY_BACK_MESSAGE_MAX}
            counter={{ length: message.length, max: MONEY_BACK_MESSAGE_MAX }}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p className="text-sm text-muted">{t('web.money_back.refund_ends')}</p>
          {refusal && <Alert>{refusal}</Alert>}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" loading={claim.isPending} disabled={!parsed.success}>
              {t('web.money_back.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('web.money_back.close')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
