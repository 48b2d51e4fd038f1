import { formatDate } from '@reelcraft/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, Gift, LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api.ts';
import { auth, useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { giftsApi } from './gifts.api.ts';

/**
 * `/gift/:code`: the link from the gift e-mail. Shows what the gift is, asks a visitor to sign in or sign up first
 * (and brings them back here), then redeems it: the weeks of Premium without renewal.
 */
export function GiftRedeemPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useAuth();
  const signedIn = session.status === 'authenticated';
  const here = `/gift/${encodeURIComponent(code)}`;

  const preview = useQuery({
    queryKey: ['gift', code],
    retry: false,
    queryFn: ({ signal }) => giftsApi.preview(code, signal),
  });

  const redeem = useMutation({
    mutationFn: () => giftsApi.redeem(code),
    onSuccess: (result) => auth.setUser(result.user),
  });

  const docTitle = <title>{t('web.gifts.redeem.page_title')}</title>;
  const home = (
    <Link to="/app" className={buttonClass({ block: true, size: 'lg', variant: 'secondary' })}>
      {t('web.gifts.redeem.home')}
    </Link>
  );

  if (preview.isPending) {
    return (
      <AuthLayout title={t('web.gifts.redeem.eyebrow')}>
        {docTitle}
        <div className="flex justify-center py-6" role="status">
          <Spinner className="size-8 text-link" />
          <span className="sr-only">{t('web.gifts.redeem.loading')}</span>
        </div>
      </AuthLayout>
    );
  }

  const invalid =
    (isApiError(preview.error) && (preview.error.status === 404 || preview.error.status === 400)) ||
    (isApiError(redeem.error) && redeem.error.code === 'GIFT_CODE_INVALID');
  if (invalid) {
    return (
      <AuthLayout title={t('web.gifts.redeem.invalid_title')}>
        {docTitle}
        <IconBadge tone="danger">
          <LinkIcon aria-hidden="true" className="size-7" />
        </IconBadge>
        <p className="mb-6">{t('web.gifts.redeem.invalid_body')}</p>
        {home}
      </AuthLayout>
    );
  }

  if (preview.isError) {
    return (
      <AuthLayout title={t('web.gifts.redeem.error_title')}>
        {docTitle}
        <Alert className="mb-5">{errorMessage(preview.error, t)}</Alert>
        <Button block size="lg" onClick={() => void preview.refetch()}>
          {t('web.gifts.redeem.retry')}
        </Button>
      </AuthLayout>
    );
  }

  if (redeem.isSuccess) {
    return (
      <AuthLayout title={t('web.gifts.redeem.success_title')}>
        {docTitle}
        <IconBadge tone="success">
          <CircleCheck aria-hidden="true" className="size-7" />
        </IconBadge>
        <p role="status" className="mb-6">
          {t('web.gifts.redeem.success_body', { date: formatDate(redeem.data.active_until, locale) })}
        </p>
        <Link to="/app" className={buttonClass({ block: true, size: 'lg' })}>
          {t('web.gifts.redeem.continue')}
        </Link>
      </AuthLayout>
    );
  }

  const alreadyRedeemed = preview.data.redeemed || (isApiError(redeem.error) && redeem.error.code === 'GIFT_CODE_REDEEMED');
  if (alreadyRedeemed) {
    return (
      <AuthLayout title={t('web.gifts.redeem.redeemed_title')}>
        {docTitle}
        <IconBadge tone="muted">
          <Gift aria-hidden="true" className="size-7" />
        </IconBadge>
        <p className="mb-6">{t('web.gifts.redeem.redeemed_body')}</p>
        {home}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t(`web.gifts.redeem.headline.${preview.data.product_id}`)} subtitle={t('web.gifts.redeem.eyebrow')}>
      {docTitle}
      <IconBadge tone="accent">
        <Gift aria-hidden="true" className="size-7" />
      </IconBadge>
      <ul className="mb-6 flex flex-col gap-2 text-sm">
        <li data-testid="gift-includes">{t('web.gifts.redeem.includes', { count: preview.data.daily_generations })}</li>
        <li className="text-muted">{t('web.gifts.redeem.no_renewal')}</li>
      </ul>
      {redeem.isError && <Alert className="mb-5">{errorMessage(redeem.error, t)}</Alert>}
      {signedIn ? (
        <Button block size="lg" loading={redeem.isPending} onClick={() => redeem.mutate()}>
          {redeem.isPending ? t('web.gifts.redeem.redeeming') : t('web.gifts.redeem.redeem')}
        </Button>
      ) : session.status === 'anonymous' ? (
        <div className="flex flex-col gap-3">
          <p>{t('web.gifts.redeem.sign_in_prompt')}</p>
          <Link to={`/registration?next=${encodeURIComponent(here)}`} className={buttonClass({ block: true, size: 'lg' })}>
            {t('web.gifts.redeem.sign_up')}
          </Link>
          <Link to={`/login?next=${encodeURIComponent(here)}`} className={buttonClass({ block: true, size: 'lg', variant: 'secondary' })}>
            {t('web.gifts.redeem.sign_in')}
          </Link>
        </div>
      ) : (
        <div className="flex justify-center py-2" role="status">
          <Spinner className="size-6 text-link" />
          <span className="sr-only">{t('web.gifts.redeem.loading')}</span>
        </div>
      )}
    </AuthLayout>
  );
}

function IconBadge({ tone, children }: { tone: 'success' | 'danger' | 'accent' | 'muted'; children: ReactNode }) {
  const tones = {
    success: 'bg-success-soft text-success',
    danger: 'bg-danger-soft text-danger',
    accent: 'bg-primary-soft text-primary',
    muted: 'bg-surface-2 text-muted',
  } as const;
  return <div className={`mb-5 flex size-14 items-center justify-center rounded-2xl ${tones[tone]}`}>{children}</div>;
}
