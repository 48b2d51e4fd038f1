import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BarChart3, Check, ScanSearch, Sparkles, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useAuth } from '../../lib/auth.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { fieldErrorText } from '../account/forms.ts';
import { InstagramLayout } from './instagram-layout.tsx';
import { instagramApi, primeAnalysis } from './instagram.api.ts';
import { nicknameFormSchema, normalizeNickname } from './nickname.ts';
import { rememberPendingAnalysis } from './pending.ts';

const POINTS: { icon: LucideIcon; key: 'point_niche' | 'point_numbers' | 'point_next' }[] = [
  { icon: ScanSearch, key: 'point_niche' },
  { icon: BarChart3, key: 'point_numbers' },
  { icon: Sparkles, key: 'point_next' },
];

/** `/instagram`: the nickname entry. Starts the analysis and moves on to its progress. */
export function NicknamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { status } = useAuth();
  const form = useForm({ resolver: zodResolver(nicknameFormSchema), defaultValues: { nickname: '' } });

  const start = useMutation({
    mutationFn: (username: string) => instagramApi.startAnalysis(username, currentLocale()),
    onSuccess: async (analysis) => {
      primeAnalysis(client, analysis);
      rememberPendingAnalysis(analysis.username, analysis.id);
      await navigate(`/instagram/${encodeURIComponent(analysis.username)}?analysis=${analysis.id}`);
    },
  });

  const submit = form.handleSubmit(({ nickname }) => {
    const username = normalizeNickname(nickname);
    if (username) start.mutate(username);
  });

  return (
    <InstagramLayout width="narrow">
      <title>{`${t('web.instagram.doc_title')} · Reelcraft`}</title>
      {status === 'authenticated' && (
        <Link to="/app/profile#instagram-accounts" className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('web.instagram.back_to_profile')}
        </Link>
      )}
      <div className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-8">
        <p className="inline-flex max-w-full rounded-xl bg-primary-soft px-3 py-1 text-sm font-medium text-link">{t('web.instagram.badge')}</p>
        <h1 className="mt-4 text-title font-bold tracking-tight text-balance">{t('web.instagram.title')}</h1>
        <p className="mt-2 text-muted text-pretty">{t('web.instagram.subtitle')}</p>
        <form noValidate className="mt-6 flex flex-col gap-4" onSubmit={submit}>
          <TextField
            label={t('web.instagram.nickname_label')}
            placeholder={t('web.instagram.nickname_placeholder')}
            hint={t('web.instagram.nickname_hint')}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            error={fieldErrorText(t, form.formState.errors.nickname)}
            {...form.register('nickname')}
          />
          {start.isError && <Alert>{t('web.instagram.add_failed')}</Alert>}
          <Button type="submit" size="lg" block loading={start.isPending}>
            {start.isPending ? t('web.instagram.submitting') : t('web.instagram.submit')}
          </Button>
          <p className="text-center text-sm text-muted">{t('web.instagram.free_note')}</p>
        </form>
      </div>
      <ul className="mt-6 flex flex-col gap-3">
        {POINTS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-center gap-3">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-link">
              <Icon className="size-5" />
            </span>
            <span className="min-w-0">{t(`web.instagram.${key}`)}</span>
            <Check aria-hidden="true" className="ml-auto size-4 shrink-0 text-success" />
          </li>
        ))}
      </ul>
    </InstagramLayout>
  );
}
