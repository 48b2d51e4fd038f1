import { adminMoneyBackDeclineSchema, MONEY_BACK_NOTE_MAX, type AdminMoneyBackClaim } from '@reelcraft/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogTrigger, Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useAdminMutation } from './admin.api.ts';
import { StatusListPage, useListParams } from './admin-table.tsx';
import { Badge, Td } from './admin-ui.tsx';
import { claimsApi, useClaims } from './claims.api.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { useAdminDialog } from './use-admin-dialog.ts';

const STATUSES = ['', 'open', 'refunded', 'declined'] as const;

/**
 * `/admin/claims?status=&page=`: money-back claims (issue 31). An open one is refunded (the payment back and the
 * subscription ended now) or declined with a note; the user is e-mailed either way.
 */
export function ClaimsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListParams('status', STATUSES);
  const query = useClaims(list.value, list.page);
  const label = (value: string) =>
    value === 'open' || value === 'refunded' || value === 'declined' ? t(`web.admin_claims.${value}`) : t('web.admin_claims.all');

  return (
    <StatusListPage
      title={t('web.admin_claims.title')}
      list={list}
      filter={{ label: t('web.admin_claims.filter'), statuses: STATUSES, statusLabel: label }}
      panel={{ id: 'admin-claims', title: t('web.admin_claims.title') }}
      query={query}
      headings={[
        t('web.admin_claims.user'),
        t('web.admin_claims.amount'),
        t('web.admin_claims.message'),
        t('web.admin.common.status'),
        t('web.admin.common.created'),
        null,
      ]}
      empty={t('web.admin_claims.empty')}
    >
      {(claim) => (
        <tr key={claim.id} data-testid="claim-row">
          <Td>
            {claim.user ? (
              <Link to={`/admin/users/${claim.user.id}`} className="text-link hover:underline">
                {claim.user.email}
              </Link>
            ) : (
              <span className="text-muted">{t('web.admin_claims.deleted_user')}</span>
            )}
            {claim.subscription && <span className="block text-xs text-muted">{`${claim.subscription.plan_id} · ${claim.subscription.status}`}</span>}
          </Td>
          <Td className="whitespace-nowrap">{claim.payment ? formatMoney(claim.payment.amount_cents, claim.payment.currency, locale) : '—'}</Td>
          <Td className="max-w-xs break-words">
            {claim.message ?? '—'}
            {claim.decision_note && <span className="block text-xs text-muted">{claim.decision_note}</span>}
          </Td>
          <Td>
            <Badge tone={claim.status === 'refunded' ? 'success' : claim.status === 'declined' ? 'warning' : 'primary'}>{label(claim.status)}</Badge>
            {claim.settled_at && <span className="block text-xs text-muted">{formatDateTime(claim.settled_at, locale)}</span>}
          </Td>
          <Td className="whitespace-nowrap">{formatDateTime(claim.created_at, locale)}</Td>
          <Td>
            {claim.status === 'open' && (
              <div className="flex gap-2">
                <RefundDialog claim={claim} />
                <DeclineDialog claim={claim} />
              </div>
            )}
          </Td>
        </tr>
      )}
    </StatusListPage>
  );
}

function RefundDialog({ claim }: { claim: AdminMoneyBackClaim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useAdminMutation(() => claimsApi.refund(claim.id));
  const dialog = useAdminDialog(mutation);
  const amount = claim.payment ? formatMoney(claim.payment.amount_cents, claim.payment.currency, locale) : '—';
  return (
    <AlertDialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button size="sm">{t('web.admin_claims.refund')}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t('web.admin_claims.refund_title')}
        description={t('web.admin_claims.refund_body', { amount, email: claim.user?.email ?? t('web.admin_claims.deleted_user') })}
      >
        {mutation.error && <Alert className="mb-4">{errorMessage(mutation.error, t)}</Alert>}
        <AlertDialogActions>
          <Button
            variant="destructive"
            loading={mutation.isPending}
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('web.admin_claims.refund_done'));
                  dialog.setOpen(false);
                },
              })
            }
          >
            {t('web.admin_claims.refund_confirm')}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DeclineDialog({ claim }: { claim: AdminMoneyBackClaim }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const mutation = useAdminMutation((body: { note: string }) => claimsApi.decline(claim.id, body.note));
  const dialog = useAdminDialog(mutation);
  const parsed = adminMoneyBackDeclineSchema.safeParse({ note });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success || mutation.isPending) return;
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('web.admin_claims.decline_done'));
        dialog.setOpen(false);
        setNote('');
      },
    });
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="danger">
          {t('web.admin_claims.decline')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('web.admin_claims.decline_title')} description={t('web.admin_claims.decline_body')}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <TextareaField
            label={t('web.admin_claims.decline_note')}
            required
            maxLength={MONEY_BACK_NOTE_MAX}
            counter={{ length: note.length, max: MONEY_BACK_NOTE_MAX }}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {mutation.error && <Alert>{errorMessage(mutation.error, t)}</Alert>}
          <Button type="submit" loading={mutation.isPending} disabled={!parsed.success}>
            {t('web.admin_claims.decline_confirm')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
