import { Check, RefreshCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { useRegenerate, type RegenerateBody, type Suggestion } from './content.api.ts';
import { REVISION_ADJUSTMENTS, regenerateFormSchema } from './content-forms.ts';
import { LimitNotice, useLimitState } from './limit.tsx';

type Adjustment = (typeof REVISION_ADJUSTMENTS)[number];

/**
 * Regenerate (issue 32): a new item (the original stays) on the same idea, which stays in its own field, with what
 * should change picked as chips plus an optional note. Feedback is sent apart from the idea, so it never becomes the
 * topic. Uses one daily generation.
 */
export function RegenerateDialog({ item, open, onOpenChange }: { item: Suggestion; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regenerate = useRegenerate(item.id);
  const { limit, reached } = useLimitState();
  const changesId = useId();
  const empty = { user_input: item.user_input, adjustments: [] as Adjustment[], note: '' };
  const form = useForm({ resolver: formResolver(regenerateFormSchema), defaultValues: empty });
  const chosen = useWatch({ control: form.control, name: 'adjustments' });

  useEffect(() => {
    if (open) form.reset({ user_input: item.user_input, adjustments: [], note: '' });
  }, [open, item.user_input, form]);

  const toggle = (adjustment: Adjustment) => {
    const next = chosen.includes(adjustment) ? chosen.filter((entry) => entry !== adjustment) : [...chosen, adjustment];
    form.setValue('adjustments', next, { shouldDirty: true });
  };

  const submit = form.handleSubmit((values) => {
    // Always sent, even empty: it tells the server the idea field holds an idea, not feedback typed into it.
    const body: RegenerateBody = {
      user_input: values.user_input,
      feedback: { adjustments: values.adjustments, ...(values.note ? { note: values.note } : {}) },
    };
    regenerate.mutate(body, {
      onSuccess: (next) => {
        onOpenChange(false);
        void navigate(`/app/content/${next.id}`);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') return; // the notice shows below
        toast.error(errorMessage(error, t));
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('web.revise.title')} description={t('web.revise.body')}>
        <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void submit(event)}>
          <TextareaField
            label={t('web.revise.idea_label')}
            hint={t('web.revise.idea_hint')}
            rows={2}
            error={fieldErrorText(t, form.formState.errors.user_input)}
            {...form.register('user_input')}
          />
          <fieldset className="flex flex-col gap-2" aria-describedby={`${changesId}-hint`}>
            <legend className="text-sm font-medium">{t('web.revise.changes')}</legend>
            <p id={`${changesId}-hint`} className="text-sm text-muted">
              {t('web.revise.changes_hint')}
            </p>
            <div className="flex flex-wrap gap-2">
              {REVISION_ADJUSTMENTS.map((adjustment) => {
                const pressed = chosen.includes(adjustment);
                return (
                  <button
                    key={adjustment}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => toggle(adjustment)}
                    className={cn(
                      'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                      pressed ? 'border-primary bg-primary-soft text-link' : 'border-border bg-surface hover:bg-surface-2',
                    )}
                  >
                    {pressed && <Check aria-hidden="true" className="size-4" />}
                    {t(`web.revise.${adjustment}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <TextareaField
            label={t('web.revise.note_label')}
            placeholder={t('web.revise.note_placeholder')}
            hint={t('web.revise.note_hint')}
            rows={2}
            error={fieldErrorText(t, form.formState.errors.note)}
            {...form.register('note')}
          />
          {reached && limit && <LimitNotice limit={limit} />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('web.common.cancel')}
            </Button>
            <Button type="submit" loading={regenerate.isPending} disabled={reached}>
              {!regenerate.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
              {t('web.item.regenerate')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
