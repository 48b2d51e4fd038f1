import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { accountApi } from './account.api.ts';
import { emailFormSchema, fieldErrorText, formResolver } from './forms.ts';

/**
 * "E-mail me a sign-in link" (issue 31): the way back in for accounts without a password (the quiz funnels make them)
 * and for anyone who forgot theirs. The confirmation reads the same whether or not the address has an account.
 */
export function MagicLinkForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(emailFormSchema),
    defaultValues: { email: initialEmail },
  });
  const request = useMutation({
    mutationFn: (email: string) => accountApi.requestMagicLink(email),
    onSuccess: (_answer, email) => setSentTo(email),
  });

  return (
    <section aria-labelledby="magic-link-title" className="flex flex-col gap-4">
      <h2 id="magic-link-title" className="text-lg font-semibold">
        {t('web.login.link_title')}
      </h2>
      {sentTo ? (
        <Alert tone="success">{t('web.login.link_sent', { email: sentTo })}</Alert>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}>
          <p className="text-sm text-muted">{t('web.login.link_hint')}</p>
          <EmailField label={t('web.common.email')} error={fieldErrorText(t, form.formState.errors.email)} {...form.register('email')} />
          {request.isError && <Alert>{errorMessage(request.error, t)}</Alert>}
          <Button type="submit" size="lg" block loading={request.isPending}>
            {request.isPending ? t('web.login.link_submitting') : t('web.login.link_submit')}
          </Button>
        </form>
      )}
      <Button variant="secondary" block onClick={onBack}>
        {t('web.login.link_back')}
      </Button>
    </section>
  );
}
