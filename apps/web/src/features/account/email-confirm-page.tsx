import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api.ts';
import { auth, useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { accountApi } from './account.api.ts';

/** `/email/confirm?token=…`: the link from the confirmation e-mail of an e-mail change. */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');

  const confirm = useQuery({
    queryKey: ['email-confirm', token],
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async () => {
      const user = await accountApi.confirmEmail(token ?? '');
      if (auth.getState().user?.id === user.id) auth.setUser(user);
      return user;
    },
  });

  const docTitle = <title>{`${t('web.email_confirm.doc_title')} · Reelcraft`}</title>;
  // The access token is only in memory: right after a page load it is not fetched yet, but the session may exist.
  const signedIn = useAuth().status !== 'anonymous';
  const next = signedIn ? (
    <Link to="/app/profile" className={buttonClass({ block: true, size: 'lg' })}>
      {t('web.email_confirm.go_profile')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClass({ block: true, size: 'lg' })}>
      {t('web.login.submit')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={t('web.email_confirm.expired_title')}>
        {docTitle}
        <Alert className="mb-5">{t('web.email_confirm.missing_token')}</Alert>
        {next}
      </AuthLayout>
    );
  }

  if (confirm.isPending) {
    return (
      <AuthLayout title={t('web.email_confirm.confirming')}>
        {docTitle}
        <div className="flex justify-center py-6" role="status">
          <Spinner className="size-8 text-link" />
          <span className="sr-only">{t('web.email_confirm.confirming')}</span>
        </div>
      </AuthLayout>
    );
  }

  if (confirm.isError) {
    const expired = isApiError(confirm.error) && confirm.error.status >= 400 && confirm.error.status < 500;
    return (
      <AuthLayout title={expired ? t('web.email_confirm.expired_title') : t('web.common.oops')}>
        {docTitle}
        <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <LinkIcon aria-hidden="true" className="size-7" />
        </div>
        <Alert className="mb-5">{expired ? t('web.email_confirm.expired_body') : errorMessage(confirm.error, t)}</Alert>
        {expired ? (
          next
        ) : (
          <Button block size="lg" onClick={() => void confirm.refetch()}>
            {t('web.common.retry')}
          </Button>
        )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('web.email_confirm.success_title')}>
      {docTitle}
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </div>
      <p role="status" className="mb-6">
        {t('web.email_confirm.success_body', { email: confirm.data.email })}
      </p>
      {next}
    </AuthLayout>
  );
}
