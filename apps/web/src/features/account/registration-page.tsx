import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@reelcraft/i18n';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, PasswordField, SelectField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLocale, setLocale, useLocale, usePreloadLanguages } from '../../lib/i18n.ts';
import { safeNext } from '../../lib/navigation.ts';
import { forgetReferralCode, pendingReferralCode } from '../gifts/referral-code.ts';
import { accountApi } from './account.api.ts';
import { fieldErrorText, formResolver, signUpFormSchema } from './forms.ts';

export function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // `?next=` (e.g. /paywall for a visitor who met it signed out): where the new account goes, and kept for log-in.
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <AuthLayout
      title={t('web.registration.title')}
      subtitle={t('web.registration.subtitle')}
      footer={
        <>
          {t('web.registration.have_account')}{' '}
          <Link to={next ? `/login?next=${encodeURIComponent(safeNext(next))}` : '/login'} className="font-semibold text-link underline">
            {t('web.registration.log_in')}
          </Link>
        </>
      }
    >
      <title>{`${t('web.registration.doc_title')} · Reelcraft`}</title>
      <SignUpForm onSignedUp={() => navigate(safeNext(next), { replace: true })} />
    </AuthLayout>
  );
}

/**
 * E-mail, password and language; on success the new account is signed in and `onSignedUp` runs (it may carry on
 * with more work, e.g. attaching an analysis, while the button keeps spinning).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<unknown> | unknown }) {
  const { t } = useTranslation();

  // The loader already applied `?lang=`, so the current locale is the right preselection either way.
  const form = useForm({
    resolver: formResolver(signUpFormSchema),
    defaultValues: { email: '', password: '', language: currentLocale() },
  });

  // The header's language menu and this field stay in step.
  const locale = useLocale();
  usePreloadLanguages();
  useEffect(() => {
    if (form.getValues('language') !== locale) form.setValue('language', locale);
  }, [form, locale]);

  const signUp = useMutation({
    mutationFn: async (values: { email: string; password: string; language: Language }) => {
      // A friend's referral link (/r/{code}) left its code here; an unknown one is ignored by the server.
      const referralCode = pendingReferralCode();
      const { access_token } = await accountApi.signUp(referralCode ? { ...values, referral_code: referralCode } : values);
      forgetReferralCode();
      setLocale(values.language);
      await auth.setToken(access_token);
    },
    // Awaited by the mutation: the button keeps spinning until the follow-up work is done too.
    onSuccess: () => onSignedUp(),
  });

  const { errors } = form.formState;
  const emailTaken = isApiError(signUp.error) && signUp.error.code === 'EMAIL_TAKEN';
  const languageField = form.register('language');

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      <EmailField label={t('web.common.email')} error={fieldErrorText(t, errors.email)} {...form.register('email')} />
      <PasswordField
        label={t('web.common.password')}
        autoComplete="new-password"
        hint={t('web.registration.password_hint')}
        error={fieldErrorText(t, errors.password)}
        {...form.register('password')}
      />
      <SelectField
        label={t('web.registration.language')}
        error={fieldErrorText(t, errors.language)}
        {...languageField}
        onChange={(event) => {
          void languageField.onChange(event);
          // Choosing a language here also switches the page, so the rest of the form reads in it.
          if (isLanguage(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      {signUp.isError && (
        <Alert>
          <p>{errorMessage(signUp.error, t)}</p>
          {emailTaken && (
            <Link to={`/login?email=${encodeURIComponent(form.getValues('email'))}`} className="mt-1 inline-block font-semibold underline">
              {t('web.registration.log_in_instead')}
            </Link>
          )}
        </Alert>
      )}
      <Button type="submit" size="lg" block loading={signUp.isPending} className="mt-1">
        {signUp.isPending ? t('web.registration.submitting') : t('web.registration.submit')}
      </Button>
    </form>
  );
}
