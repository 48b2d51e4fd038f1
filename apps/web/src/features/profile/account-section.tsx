import type { User } from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogTrigger } from '../../components/ui/dialog.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { accountApi } from '../account/account.api.ts';
import { deleteAccountFormSchema, fieldErrorText, formResolver } from '../account/forms.ts';
import { Section } from './section.tsx';

export function AccountSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = useMutation({
    mutationFn: () => auth.logOut(),
    onSettled: async () => {
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });

  // Ends every session of the account: other browsers and devices, and this one.
  const logOutEverywhere = useMutation({
    mutationFn: () => auth.logOutEverywhere(),
    onSuccess: async () => {
      toast.success(t('web.profile.logout_everywhere_done'));
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
    // An admin viewing as the user (issue 13) is told why: IMPERSONATION_FORBIDDEN.
    onError: (error) =>
      toast.error(isApiError(error) && error.code === 'IMPERSONATION_FORBIDDEN' ? errorMessage(error, t) : t('web.profile.logout_everywhere_failed')),
  });

  return (
    <Section id="account" title={t('web.profile.account_title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" loading={logOut.isPending} onClick={() => logOut.mutate()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('web.profile.logout')}
          </Button>
          <Button variant="secondary" loading={logOutEverywhere.isPending} onClick={() => logOutEverywhere.mutate()}>
            <MonitorSmartphone aria-hidden="true" className="size-4" />
            {t('web.profile.logout_everywhere')}
          </Button>
        </div>
        <DeleteAccount
          user={user}
          onDeleted={async () => {
            auth.reset();
            queryClient.clear();
            await navigate('/', { replace: true });
          }}
        />
      </div>
    </Section>
  );
}

/**
 * The deletion dialog says what happens to money before it happens (issue 31, decision 0036): a live subscription
 * ends now, nothing is charged again, and the time left is not refunded. A confirmation goes to the address.
 */
function DeleteAccount({ user, onDeleted }: { user: User; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const hasPassword = user.has_password;
  const subscribed = Boolean(user.stripe_subscription);
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: formResolver(deleteAccountFormSchema),
    defaultValues: { password: '' },
  });

  const remove = useMutation({
    mutationFn: (password: string | undefined) => accountApi.deleteUser(password),
    onSuccess: async () => {
      toast.success(t('web.profile.deleted'));
      setOpen(false);
      await onDeleted();
    },
    onError: (error) => {
      toast.error(isApiError(error) && error.code === 'IMPERSONATION_FORBIDDEN' ? errorMessage(error, t) : t('web.profile.delete_failed'));
      if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
        form.setError('password', { type: 'server', message: errorMessage(error, t) }, { shouldFocus: true });
      }
    },
  });

  const submit = hasPassword
    ? form.handleSubmit(({ password }) => remove.mutate(password))
    : (event: React.FormEvent) => {
        event.preventDefault();
        remove.mutate(undefined);
      };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ password: '' });
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('web.profile.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={t('web.profile.delete_title')} description={t('web.profile.delete_body')}>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          {subscribed && <p className="rounded-control bg-danger-soft px-3.5 py-3 text-sm font-medium text-danger">{t('web.profile.delete_subscription')}</p>}
          <p className="text-sm text-muted">{t('web.profile.delete_email_note', { email: user.email })}</p>
          {hasPassword && (
            <PasswordField
              label={t('web.profile.delete_password')}
              autoComplete="current-password"
              error={fieldErrorText(t, form.formState.errors.password)}
              {...form.register('password')}
            />
          )}
          <AlertDialogActions>
            <Button type="submit" variant="destructive" loading={remove.isPending}>
              {remove.isPending ? t('web.profile.deleting') : t('web.profile.delete_confirm')}
            </Button>
          </AlertDialogActions>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
