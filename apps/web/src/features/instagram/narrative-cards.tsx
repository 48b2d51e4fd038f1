import { Compass, Heart, Lightbulb, Palette, Pencil, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { usePatchAnalysis, type AnalysisPatch, type ProfileAnalysis } from './instagram.api.ts';

type Narrative = NonNullable<ProfileAnalysis['narrative']>;
type Field = 'domain' | 'style' | 'why_followers_choose_you' | 'recommendations';

const CARDS: { field: Field; icon: LucideIcon; tone: string }[] = [
  { field: 'domain', icon: Compass, tone: 'bg-violet-500/15 text-violet-700 dark:text-violet-300' },
  { field: 'style', icon: Palette, tone: 'bg-pink-500/15 text-pink-700 dark:text-pink-300' },
  { field: 'why_followers_choose_you', icon: Heart, tone: 'bg-rose-500/15 text-rose-700 dark:text-rose-300' },
  { field: 'recommendations', icon: Lightbulb, tone: 'bg-amber-500/15 text-amber-800 dark:text-amber-300' },
];

/** Three short cards side by side on wide screens; the recommendations, the longest, across the whole width. */
const SPAN: Record<Field, string> = {
  domain: '',
  style: '',
  why_followers_choose_you: 'sm:col-span-2 lg:col-span-1',
  recommendations: 'sm:col-span-2 lg:col-span-3',
};

/** Each section keeps what the API allows (2000 characters; up to 20 recommendations). */
const editSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(2000 * 20),
});

/**
 * The four written sections of the analysis as readable cards. With `profileId`
 * (an attached account) each card can be corrected; the correction steers the user's next scripts.
 */
export function NarrativeCards({ narrative, profileId }: { narrative: Narrative; profileId?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-title">
      <h2 id="about-title" className="sr-only">
        {t('web.analysis.about_title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ field, icon: Icon, tone }) => (
          <article
            key={field}
            aria-labelledby={`card-${field}`}
            className={`flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-card ${SPAN[field]}`}
            data-testid={`analysis-card-${field}`}
          >
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-5" />
              </span>
              <h3 id={`card-${field}`} className="min-w-0 flex-1 text-lg font-semibold leading-snug">
                {t(`web.analysis.${field}`)}
              </h3>
              {profileId && <EditSection profileId={profileId} field={field} narrative={narrative} />}
            </div>
            {field === 'recommendations' ? (
              <ol className="flex list-none flex-col gap-3">
                {narrative.recommendations.map((text, index) => (
                  <li key={`${index}-${text.slice(0, 16)}`} className="flex gap-3 leading-relaxed">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-2 text-sm font-semibold text-muted"
                    >
                      {index + 1}
                    </span>
                    <span className="min-w-0">{text}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="leading-relaxed whitespace-pre-line">{narrative[field]}</p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

function EditSection({ profileId, field, narrative }: { profileId: string; field: Field; narrative: Narrative }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const patch = usePatchAnalysis(profileId);
  const current = field === 'recommendations' ? narrative.recommendations.join('\n') : narrative[field];
  const form = useForm({ resolver: formResolver(editSchema), defaultValues: { text: current } });
  const section = t(`web.analysis.${field}`);

  const save = ({ text }: { text: string }) => {
    const body: AnalysisPatch =
      field === 'recommendations'
        ? {
            recommendations: text
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .slice(0, 20),
          }
        : { [field]: text.trim() };
    patch.mutate(body, {
      onSuccess: () => {
        toast.success(t('web.analysis.saved'));
        setOpen(false);
      },
      onError: () => toast.error(t('web.analysis.save_failed')),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ text: current });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="shrink-0" aria-label={t('web.analysis.edit_section', { section })}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('web.analysis.edit')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={t('web.analysis.edit_section', { section })}>
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(save)}>
          <TextareaField
            label={section}
            rows={field === 'recommendations' ? 10 : 5}
            hint={field === 'recommendations' ? t('web.analysis.recommendations_hint') : undefined}
            error={fieldErrorText(t, form.formState.errors.text)}
            {...form.register('text')}
          />
          <Button type="submit" size="lg" block loading={patch.isPending}>
            {patch.isPending ? t('web.common.saving') : t('web.common.save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
