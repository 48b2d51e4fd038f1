import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { SupportLinks } from '../../components/support-links.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { accountApi } from './account.api.ts';
import { emailFormSchema, fieldErrorText, formResolver, newPasswordFormSchema } from './forms.ts';

/** `/password`: request a reset link; `/password?token=…`: set the new password from that link. */
export function PasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPassword token={token} /> : <RequestReset />;
}

function SupportFooter() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-1">
      <p className="font-semibold text-fg">{t('web.password.support_title')}</p>
      <p>{t('web.password.support_body')}</p>
      <SupportLinks align="center" className="mt-2" />
    </div>
  );
}

function RequestReset() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(emailFormSchema), defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: ({ email }: { email: string }) => accountApi.requestPasswordReset(email),
    onSuccess: (_data, { email }) => setSentTo(email),
  });

  if (sentTo) {
    return (
      <AuthLayout title={t('web.password.sent_title')} footer={<SupportFooter />}>
        <title>{`${t('web.password.doc_title')} · Reelcraft`}</title>
        <div className="flex flex-col gap-5">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
            <MailCheck aria-hidden="true" className="size-7" />
          </div>
          <p role="status">{t('web.password.sent_body', { email: sentTo })}</p>
          <div className="flex flex-col gap-3">
            <Link to="/login" className={buttonClass({ block: true })}>
              {t('web.password.back_to_login')}
            </Link>
            <Button
              variant="secondary"
              block
              onClick={() => {
                form.reset({ email: '' });
                request.reset();
                setSentTo(null);
              }}
            >
              {t('web.password.send_again')}
            </Button>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('web.password.request_title')} subtitle={t('web.password.request_subtitle')} footer={<SupportFooter />}>
      <title>{`${t('web.password.doc_title')} · Reelcraft`}</title>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
        <EmailField label={t('web.common.email')} error={fieldErrorText(t, form.formState.errors.email)} {...form.register('email')} />
        {request.isError && <Alert>{errorMessage(request.error, t)}</Alert>}
        <Button type="submit" size="lg" block loading={request.isPending}>
          {request.isPending ? t('web.password.request_submitting') : t('web.password.request_submit')}
        </Button>
        <Link to="/login" className="self-center text-sm font-semibold text-link underline-offset-4 hover:underline">
          {t('web.password.back_to_login')}
        </Link>
      </form>
    </AuthLayout>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ resolver: formResolver(newPasswordFormSchema), defaultValues: { password: '' } });
  const save = useMutation({
    mutationFn: async ({ password }: { password: string }) => {
      const { access_token } = await accountApi.setPassword(token, password);
      await auth.setToken(access_token);
    },
    onSuccess: async () => {
      toast.success(t('web.password.changed'));
      await navigate('/app', { replace: true });
    },
  });

  const expired = isApiError(save.error) && (save.error.code === 'ONE_TIME_TOKEN_INVALID' || save.error.code === 'VALIDATION_FAILED');

  if (expired) {
    return (
      <AuthLayout title={t('web.password.expired_title')} footer={<SupportFooter />}>
        <title>{`${t('web.password.doc_title')} · Reelcraft`}</title>
        <Alert className="mb-5">{t('errors.ONE_TIME_TOKEN_INVALID')}</Alert>
        <Link to="/password" className={buttonClass({ block: true, size: 'lg' })}>
          {t('web.password.request_new')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('web.password.new_title')} subtitle={t('web.password.new_subtitle')}>
      <title>{`${t('web.password.doc_title')} · Reelcraft`}</title>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <PasswordField
          label={t('web.password.new_password')}
          autoComplete="new-password"
          hint={t('web.registration.password_hint')}
          error={fieldErrorText(t, form.formState.errors.password)}
          {...form.register('password')}
        />
        {save.isError && <Alert>{errorMessage(save.error, t)}</Alert>}
        <Button type="submit" size="lg" block loading={save.isPending}>
          {save.isPending ? t('web.password.new_submitting') : t('web.password.new_submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
