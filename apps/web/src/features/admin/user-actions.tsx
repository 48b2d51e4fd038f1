import type { AdminImpersonationLink, AdminPayment, AdminUserDetail } from '@reelcraft/contract';
import { Copy, Eye, Gift, LogOut, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogTrigger, Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { TextareaField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { adminApi, useAdminMutation } from './admin.api.ts';
import { formatMoney } from './format.ts';
import { useAdminDialog } from './use-admin-dialog.ts';

type DetailUser = AdminUserDetail['user'];

/** Grant or extend premium by a number of weeks, with an optional note for the audit log. */
export function GrantDialog({ user }: { user: DetailUser }) {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState('4');
  const [note, setNote] = useState('');
  const mutation = useAdminMutation((body: { weeks: number; note?: string }) => adminApi.grant(user.id, body));
  const dialog = useAdminDialog(mutation);
  const parsed = Number(weeks);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= 104;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    mutation.mutate(note.trim() ? { weeks: parsed, note: note.trim() } : { weeks: parsed }, {
      onSuccess: () => {
        toast.success(t('web.admin.user.grant_done', { weeks: parsed }));
        dialog.setOpen(false);
        setNote('');
      },
    });
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Gift aria-hidden="true" className="size-4" />
          {t('web.admin.user.grant')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('web.admin.user.grant_title')} description={t('web.admin.user.grant_body', { email: user.email })}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={t('web.admin.user.grant_weeks')}
            type="number"
            min={1}
            max={104}
            required
            value={weeks}
            onChange={(event) => setWeeks(event.target.value)}
            error={weeks !== '' && !valid ? t('web.admin.user.grant_weeks_invalid') : undefined}
          />
          <TextareaField label={t('web.admin.user.note')} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          {mutation.error && <Alert>{errorMessage(mutation.error, t)}</Alert>}
          <Button type="submit" loading={mutation.isPending} disabled={!valid}>
            {t('web.admin.user.grant_submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function RevokeSessionsDialog({ user }: { user: DetailUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mutation = useAdminMutation(() => adminApi.revokeSessions(user.id));
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="secondary">
          <LogOut aria-hidden="true" className="size-4" />
          {t('web.admin.user.revoke')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={t('web.admin.user.revoke_title')} description={t('web.admin.user.revoke_body', { email: user.email })}>
        {mutation.error && <Alert className="mb-4">{errorMessage(mutation.error, t)}</Alert>}
        <AlertDialogActions>
          <Button
            variant="destructive"
            loading={mutation.isPending}
            onClick={() =>
              mutation.mutate(undefined, {
                onSuccess: (result) => {
                  toast.success(t('web.admin.user.revoke_done', { n: result.revoked }));
                  setOpen(false);
                },
              })
            }
          >
            {t('web.admin.user.revoke_confirm')}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Deleting asks for the account's e-mail typed again. */
export function DeleteUserDialog({ user }: { user: DetailUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const mutation = useAdminMutation((email: string) => adminApi.deleteUser(user.id, email));
  const dialog = useAdminDialog(mutation, () => setTyped(''));
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        {/* Another admin's account is refused by the server (ADMIN_TARGET_IS_ADMIN); say so before anyone tries. */}
        <Button variant="danger" disabled={user.role === 'admin'} aria-describedby={user.role === 'admin' ? `delete-admin-${user.id}` : undefined}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('web.admin.user.delete')}
        </Button>
      </DialogTrigger>
      {user.role === 'admin' && (
        <p id={`delete-admin-${user.id}`} className="basis-full text-sm text-muted">
          {t('web.admin.user.delete_admin')}
        </p>
      )}
      <DialogContent title={t('web.admin.user.delete_title')} description={t('web.admin.user.delete_body', { email: user.email })}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            mutation.mutate(typed.trim(), {
              onSuccess: () => {
                toast.success(t('web.admin.user.delete_done', { email: user.email }));
                void navigate('/admin/users', { replace: true });
              },
            });
          }}
        >
          <TextField
            label={t('web.admin.user.delete_type_email')}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {mutation.error && <Alert>{errorMessage(mutation.error, t)}</Alert>}
          <Button type="submit" variant="destructive" disabled={!matches} loading={mutation.isPending}>
            {t('web.admin.user.delete_confirm')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Refund a payment in full. For a subscription's payment the admin says what happens to the subscription (issue 31):
 * ended now or kept renewing; nothing is preselected, so the choice is always a decision.
 */
export function RefundDialog({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [ending, setEnding] = useState<'end' | 'keep' | null>(null);
  const forSubscription = payment.reason !== 'product';
  const mutation = useAdminMutation((body: { end_subscription: boolean; reason?: string }) => adminApi.refund(payment.id, body));
  const dialog = useAdminDialog(mutation, () => setEnding(null));
  const amount = formatMoney(payment.amount_cents, payment.currency, locale);
  const ready = !forSubscription || ending !== null;
  return (
    <AlertDialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="danger" size="sm">
          {t('web.admin.user.refund')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t('web.admin.user.refund_title', { amount })}
        description={t('web.admin.user.refund_body', { description: payment.description })}
      >
        <div className="flex flex-col gap-4">
          {forSubscription && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{t('web.admin.user.refund_subscription')}</legend>
              {(['end', 'keep'] as const).map((choice) => (
                <label key={choice} className="flex cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`refund-subscription-${payment.id}`}
                    value={choice}
                    checked={ending === choice}
                    onChange={() => setEnding(choice)}
                    className="mt-0.5 size-4 accent-primary"
                  />
                  <span>{choice === 'end' ? t('web.admin.user.refund_end_now') : t('web.admin.user.refund_keep')}</span>
                </label>
              ))}
            </fieldset>
          )}
          <TextareaField label={t('web.admin.user.refund_reason')} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p className="text-sm text-muted">{t('web.admin.user.refund_emailed')}</p>
          {mutation.error && <Alert>{errorMessage(mutation.error, t)}</Alert>}
          {!ready && <p className="text-sm text-muted">{t('web.admin.user.refund_choose')}</p>}
          <AlertDialogActions>
            <Button
              variant="destructive"
              loading={mutation.isPending}
              disabled={!ready}
              onClick={() =>
                mutation.mutate(
                  { end_subscription: forSubscription && ending === 'end', ...(reason.trim() ? { reason: reason.trim() } : {}) },
                  {
                    onSuccess: () => {
                      toast.success(t('web.admin.user.refund_done', { amount }));
                      dialog.setOpen(false);
                    },
                  },
                )
              }
            >
              {t('web.admin.user.refund_confirm', { amount })}
            </Button>
          </AlertDialogActions>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function secondsLeft(expiresAt: string): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000));
}

/** The single-use link's countdown, and the link to copy in case the new tab was blocked. */
function ImpersonationLinkBox({ link }: { link: AdminImpersonationLink }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(link.expires_at));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(link.expires_at)), 1000);
    return () => clearInterval(timer);
  }, [link.expires_at]);
  const absolute = new URL(link.url, window.location.origin).href;
  if (left === 0) return <p className="text-sm text-muted">{t('web.admin.user.view_as_expired')}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-control border border-border bg-surface-2 p-3 text-sm">
      <p>
        {t('web.admin.user.view_as_fallback')} <span className="font-semibold tabular-nums">{t('web.admin.user.view_as_seconds', { seconds: left })}</span>
      </p>
      <div className="flex items-center gap-2">
        <a href={absolute} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate font-mono text-xs text-link underline">
          {absolute}
        </a>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(absolute).then(
              () => toast.success(t('web.admin.common.copied')),
              () => toast.error(t('web.admin.common.copy_failed')),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('web.admin.common.copy')}
        </Button>
      </div>
    </div>
  );
}

/** "View as this user": a single-use link opened in a new tab (the admin's own session stays here). */
export function ViewAsUser({ user }: { user: DetailUser }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<AdminImpersonationLink | null>(null);
  const mutation = useAdminMutation(() => adminApi.impersonate(user.id));
  const isAdmin = user.role === 'admin';
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          disabled={isAdmin}
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(undefined, {
              onSuccess: (result) => {
                setLink(result);
                window.open(new URL(result.url, window.location.origin).href, '_blank', 'noopener');
              },
            })
          }
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('web.admin.user.view_as')}
        </Button>
      </div>
      {isAdmin && <p className="text-sm text-muted">{t('web.admin.user.view_as_admin')}</p>}
      {mutation.error && <Alert>{errorMessage(mutation.error, t)}</Alert>}
      {link && <ImpersonationLinkBox key={link.url} link={link} />}
    </div>
  );
}
