import { SCRIPT_CATEGORIES } from '@reelcraft/contract';
import { Check } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { usePreferences, useSavePreferences, type GenerationLimit, type ScriptCategory } from './content.api.ts';
import { customScriptFormSchema } from './content-forms.ts';
import { SubmitArea, useStartBatch, useStartGeneration } from './generate-submit.tsx';

/** Smart script: optional preferred categories (saved as the user's preferences), then generate. */
export function SmartScriptForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { start, pending } = useStartGeneration();
  const batch = useStartBatch();
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        start({ type: 'smart_script' });
      }}
    >
      <CategoryChips />
      <SubmitArea limit={limit} pending={pending} batch={batch} onBatch={() => batch.start({ type: 'smart_script' })} />
    </form>
  );
}

function CategoryChips() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const labelId = 'categories-label';
  const hintId = 'categories-hint';

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        {t('web.generate.categories_label')}
      </p>
      <p id={hintId} className="text-sm text-muted">
        {t('web.generate.categories_hint')}
      </p>
      {preferences.isPending ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {SCRIPT_CATEGORIES.map((category) => (
            <Skeleton key={category} className="h-10 w-28 rounded-full" />
          ))}
        </div>
      ) : preferences.isError ? (
        <p className="text-sm text-danger" role="alert">
          {t('web.generate.categories_load_failed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void preferences.refetch()}>
            {t('web.common.retry')}
          </button>
        </p>
      ) : (
        <ToggleGroup.Root
          type="multiple"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          value={preferences.data.script_categories}
          onValueChange={(value) =>
            save.mutate({ script_categories: value as ScriptCategory[] }, { onError: () => toast.error(t('web.generate.categories_failed')) })
          }
          className="flex flex-wrap gap-2"
        >
          {SCRIPT_CATEGORIES.map((category) => (
            <ToggleGroup.Item
              key={category}
              value={category}
              className={cn(
                'group inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                'border-border bg-surface text-fg hover:bg-surface-2',
                'data-[state=on]:border-primary data-[state=on]:bg-primary-soft data-[state=on]:text-link',
              )}
            >
              <Check aria-hidden="true" className="hidden size-4 group-data-[state=on]:block" />
              {t(`web.generate.category.${category}`)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      )}
    </div>
  );
}

/** The custom script form: the user's own idea, required. */
export function CustomScriptForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  const { start, pending } = useStartGeneration();
  const batch = useStartBatch();
  const form = useForm({ resolver: formResolver(customScriptFormSchema), defaultValues: { user_input: '' } });
  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={form.handleSubmit((values) => start({ type: 'custom_script', user_input: values.user_input }))}>
      <TextareaField
        label={t('web.generate.idea_label')}
        placeholder={t('web.generate.idea_placeholder')}
        hint={t('web.generate.idea_hint')}
        rows={5}
        error={fieldErrorText(t, form.formState.errors.user_input)}
        {...form.register('user_input')}
      />
      <SubmitArea
        limit={limit}
        pending={pending}
        batch={batch}
        onBatch={() => void form.handleSubmit((values) => batch.start({ type: 'custom_script', user_input: values.user_input }))()}
      />
    </form>
  );
}
