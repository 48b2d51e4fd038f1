import type { User } from '@reelcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { EmailField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { accountApi } from '../account/account.api.ts';
import { emailFormSchema, fieldErrorText, formResolver } from '../account/forms.ts';
import { Section } from './section.tsx';

export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: formResolver(emailFormSchema), defaultValues: { email: '' } });

  const change = useMutation({
    mutationFn: ({ email }: { email: string }) => accountApi.changeEmail(email),
    onSuccess: ({ pending_email }) => {
      auth.setUser({ ...user, pending_email });
      toast.success(t('web.profile.email_changed'));
      setOpen(false);
      form.reset({ email: '' });
    },
    onError: (error) => {
      toast.error(t('web.profile.email_change_failed'));
      // EMAIL_TAKEN, bad input, or an admin viewing as the user (issue 13: IMPERSONATION_FORBIDDEN): said at the field.
      if (isApiError(error) && (error.code === 'EMAIL_TAKEN' || error.code === 'VALIDATION_FAILED' || error.code === 'IMPERSONATION_FORBIDDEN')) {
        form.setError('email', { type: 'server', message: errorMessage(error, t) }, { shouldFocus: true });
      }
    },
  });

  return (
    <Section id="email" title={t('web.profile.email_title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">
            <BreakableEmail email={user.email} />
          </p>
          {user.pending_email && (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="[overflow-wrap:anywhere]">{t('web.profile.email_pending', { email: user.pending_email })}</span>
            </p>
          )}
        </div>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              form.reset({ email: '' });
              change.reset();
            }
          }}
        >
          <DialogTrigger asChild>
            <Button variant="secondary" className="shrink-0">
              {t('web.profile.change_email')}
            </Button>
          </DialogTrigger>
          <DialogContent title={t('web.profile.change_email_title')} description={t('web.profile.change_email_body')}>
            <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
              <EmailField label={t('web.profile.new_email')} error={fieldErrorText(t, form.formState.errors.email)} {...form.register('email')} />
              <Button type="submit" size="lg" block loading={change.isPending}>
                {t('web.profile.change_email_submit')}
              </Button>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </Section>
  );
}

/** Lets a long address wrap before the "@" rather than in the middle of the domain. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
