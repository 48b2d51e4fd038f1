import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { loginPathFor } from '../../lib/navigation.ts';
import { SignUpForm } from '../account/registration-page.tsx';
import { contentApi, contentKeys } from '../content/content.api.ts';
import { Avatar } from './avatar.tsx';
import { instagramApi, instagramKeys, useAnalysis } from './instagram.api.ts';
import { clearPending, pendingAnalysisFor, pendingCategoriesFor } from './pending.ts';

/**
 * What sign-up carries over from the nickname flow: the analysis is attached to the new account and the picked
 * categories become its preferences. Failures are told in a toast but do not undo the sign-up.
 */
function useCarryOver(username: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async () => {
    const analysisId = pendingAnalysisFor(username);
    if (analysisId) {
      try {
        await instagramApi.attach(analysisId);
        void client.invalidateQueries({ queryKey: instagramKeys.profiles() });
      } catch (error) {
        toast.error(isApiError(error) && error.code === 'PROFILE_LIMIT_REACHED' ? errorMessage(error, t) : t('web.analysis.attach_failed'));
      }
    }
    const categories = pendingCategoriesFor(username);
    if (categories.length > 0) {
      try {
        client.setQueryData(contentKeys.preferences(), await contentApi.savePreferences({ script_categories: categories }));
      } catch {
        toast.error(t('web.instagram_signup.categories_failed'));
      }
    }
    clearPending();
  };
}

/** `/instagram/{slug}/signup`: sign-up that keeps the analysis made before it, then on to the app. */
export function InstagramSignupPage({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const carryOver = useCarryOver(username);
  const analysisId = pendingAnalysisFor(username);
  const analysis = useAnalysis(analysisId);
  const profile = analysis.data?.profile;
  const here = `/instagram/${encodeURIComponent(username)}/signup`;

  const finish = async () => {
    await carryOver();
    await navigate('/app', { replace: true });
  };
  const addToAccount = useMutation({ mutationFn: finish });

  const who = (
    <div className="mb-6 flex items-center gap-3 rounded-control bg-surface-2 p-3" data-testid="signup-account">
      <Avatar src={profile?.profile_pic_url} username={username} alt={t('web.analysis.avatar_alt', { username })} className="size-11 text-lg" />
      <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">@{username}</p>
    </div>
  );

  if (status === 'authenticated' && user) {
    return (
      <AuthLayout title={t('web.instagram_signup.signed_in_title', { username })} subtitle={t('web.instagram_signup.signed_in_body', { email: user.email })}>
        <title>{`${t('web.instagram_signup.doc_title')} · Reelcraft`}</title>
        {who}
        <Button size="lg" block loading={addToAccount.isPending} onClick={() => addToAccount.mutate()}>
          {t('web.instagram_signup.signed_in_submit')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('web.instagram_signup.title')}
      subtitle={t('web.instagram_signup.subtitle', { username })}
      footer={
        <>
          {t('web.instagram_signup.have_account')}{' '}
          <Link to={loginPathFor(here)} className="font-semibold text-link underline">
            {t('web.instagram_signup.log_in')}
          </Link>
        </>
      }
    >
      <title>{`${t('web.instagram_signup.doc_title')} · Reelcraft`}</title>
      {who}
      {!analysisId && <Alert className="mb-4">{t('web.instagram_signup.missing_analysis')}</Alert>}
      <SignUpForm onSignedUp={finish} />
    </AuthLayout>
  );
}
