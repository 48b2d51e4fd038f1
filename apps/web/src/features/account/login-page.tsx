import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { safeNext } from '../../lib/navigation.ts';
import { accountApi } from './account.api.ts';
import { fieldErrorText, formResolver, loginFormSchema } from './forms.ts';
import { MagicLinkForm } from './magic-link-form.tsx';
import { attachStoredFunnelSessions } from '../funnels/funnels.api.ts';

async function signInWith(token: string): Promise<void> {
  const user = await auth.setToken(token);
  if (!user) throw new ApiError('UNAUTHENTICATED', 401, 'UNAUTHENTICATED');
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const magic = params.get('magic');
  // Password, or "e-mail me a sign-in link" (issue 31: accounts made by the quiz funnels have no password).
  const [withLink, setWithLink] = useState(false);

  // One-time sign-in link from an e-mail. A query (not an effect) so it is sent once, even in StrictMode.
  const magicLogin = useQuery({
    queryKey: ['magic-login', magic],
    enabled: Boolean(magic),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async () => {
      const { access_token } = await accountApi.magicLogin(magic ?? '');
      await signInWith(access_token);
      await attachStoredFunnelSessions();
      await navigate(next, { replace: true });
      return true;
    },
  });

  const form = useForm({
    resolver: formResolver(loginFormSchema),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });

  const login = useMutation({
    mutationFn: async (values: { email: string; password: string }) => {
      const { access_token } = await accountApi.logIn(values.email, values.password);
      await signInWith(access_token);
      await attachStoredFunnelSessions();
    },
    onSuccess: () => navigate(next, { replace: true }),
  });

  const { errors } = form.formState;

  if (magic && (magicLogin.isPending || magicLogin.isSuccess)) {
    return (
      <AuthLayout title={t('web.login.magic_signing_in')}>
        <title>{`${t('web.login.doc_title')} · Reelcraft`}</title>
        <div className="flex justify-center py-6" role="status">
          <Spinner className="size-8 text-link" />
          <span className="sr-only">{t('web.login.magic_signing_in')}</span>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('web.login.title')}
      subtitle={t('web.login.subtitle')}
      footer={
        <>
          {t('web.login.no_account')}{' '}
          <Link to="/registration" className="font-semibold text-link underline">
            {t('web.login.sign_up')}
          </Link>
        </>
      }
    >
      <title>{`${t('web.login.doc_title')} · Reelcraft`}</title>
      {magicLogin.isError && (
        <Alert className="mb-5">
          <p className="font-semibold">{t('web.login.magic_failed_title')}</p>
          <p className="font-normal">{errorMessage(magicLogin.error, t)}</p>
        </Alert>
      )}
      {withLink ? (
        <MagicLinkForm initialEmail={form.getValues('email')} onBack={() => setWithLink(false)} />
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <EmailField label={t('web.common.email')} error={fieldErrorText(t, errors.email)} {...form.register('email')} />
          <div className="flex flex-col gap-2">
            <PasswordField
              label={t('web.common.password')}
              autoComplete="current-password"
              error={fieldErrorText(t, errors.password)}
              {...form.register('password')}
            />
            <Link to="/password" className="self-end text-sm font-semibold text-link underline-offset-4 hover:underline">
              {t('web.login.forgot')}
            </Link>
          </div>
          {login.isError && <Alert>{errorMessage(login.error, t)}</Alert>}
          <Button type="submit" size="lg" block loading={login.isPending} className="mt-1">
            {login.isPending ? t('web.login.submitting') : t('web.login.submit')}
          </Button>
          <Button variant="secondary" block onClick={() => setWithLink(true)}>
            {t('web.login.link_toggle')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
