import { SCRIPT_CATEGORIES } from '@reelcraft/contract';
import { Check, ImageIcon, Wand2 } from 'lucide-react';
import { RadioGroup, ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import {
  useGenerate,
  usePreferences,
  useSavePreferences,
  type GenerateBody,
  type GenerationLimit,
  type ScriptCategory,
} from './content.api.ts';
import { customScriptFormSchema, MEME_TEXT_MAX, memeGenerateFormSchema } from './content-forms.ts';
import { LimitNotice } from './limit.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/** Starts a generation and opens the new item, which shows its progress live. */
function useStartGeneration() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generate = useGenerate();
  const start = (body: GenerateBody) =>
    generate.mutate(body, {
      onSuccess: (item) => void navigate(`/app/content/${item.id}`),
      onError: (error) => {
        // The daily limit shows as the notice with its countdown, right above the button.
        if (isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') return;
        toast.error(errorMessage(error, t));
      },
    });
  return { start, pending: generate.isPending };
}

function SubmitArea({ limit, pending }: { limit: GenerationLimit | undefined; pending: boolean }) {
  const { t } = useTranslation();
  const reached = Boolean(limit && limit.remaining <= 0);
  return (
    <div className="flex flex-col gap-4">
      {reached && limit && <LimitNotice limit={limit} />}
      <Button type="submit" size="lg" block className="sm:w-auto sm:self-end sm:px-8" loading={pending} disabled={reached}>
        {!pending && <Wand2 aria-hidden="true" className="size-5" />}
        {pending ? t('web.generate.submitting') : t('web.generate.submit')}
      </Button>
    </div>
  );
}

/** Smart script: optional preferred categories (saved as the user's preferences), then generate. */
export function SmartScriptForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { start, pending } = useStartGeneration();
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
      <SubmitArea limit={limit} pending={pending} />
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
            save.mutate(
              { script_categories: value as ScriptCategory[] },
              { onError: () => toast.error(t('web.generate.categories_failed')) },
            )
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

/** Custom script (spec §2 "Custom script screen"): the user's own idea, required. */
export function CustomScriptForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  const { start, pending } = useStartGeneration();
  const form = useForm({ resolver: formResolver(customScriptFormSchema), defaultValues: { user_input: '' } });
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((values) => start({ type: 'custom_script', user_input: values.user_input }))}
    >
      <TextareaField
        label={t('web.generate.idea_label')}
        placeholder={t('web.generate.idea_placeholder')}
        hint={t('web.generate.idea_hint')}
        rows={5}
        error={fieldErrorText(t, form.formState.errors.user_input)}
        {...form.register('user_input')}
      />
      <SubmitArea limit={limit} pending={pending} />
    </form>
  );
}

type Background = 'builtin' | 'photo';

/** Meme: optional own text (≤ 512), and a background: built in, or the user's photo (uploaded or picked). */
export function MemeForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  const { start, pending } = useStartGeneration();
  const form = useForm({ resolver: formResolver(memeGenerateFormSchema), defaultValues: { meme_text: '' } });
  const [background, setBackground] = useState<Background>('builtin');
  const [imageId, setImageId] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const text = form.watch('meme_text') ?? '';

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((values) => {
        if (background === 'photo' && !imageId) {
          setPhotoError(true);
          return;
        }
        const memeText = values.meme_text.trim();
        start({
          type: 'meme',
          ...(memeText ? { meme_text: memeText } : {}),
          ...(background === 'photo' && imageId ? { image_id: imageId } : {}),
        });
      })}
    >
      <TextareaField
        label={t('web.generate.meme_text_label')}
        placeholder={t('web.generate.meme_text_placeholder')}
        hint={t('web.generate.meme_text_hint')}
        rows={3}
        counter={{ length: text.length, max: MEME_TEXT_MAX }}
        error={fieldErrorText(t, form.formState.errors.meme_text)}
        {...form.register('meme_text')}
      />

      <fieldset className="flex flex-col gap-3">
        <legend id="background-label" className="mb-2 text-sm font-medium">
          {t('web.generate.background')}
        </legend>
        <RadioGroup.Root
          aria-labelledby="background-label"
          value={background}
          onValueChange={(value) => {
            setBackground(value as Background);
            setPhotoError(false);
          }}
          className="grid gap-3 sm:grid-cols-2"
        >
          <BackgroundOption value="builtin" title={t('web.generate.background_builtin')} body={t('web.generate.background_builtin_body')}>
            <span aria-hidden="true" className="size-10 shrink-0 rounded-xl bg-gradient-to-br from-orange-500 via-rose-500 to-fuchsia-600" />
          </BackgroundOption>
          <BackgroundOption value="photo" title={t('web.generate.background_photo')} body={t('web.generate.background_photo_body')}>
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-link">
              <ImageIcon className="size-5" />
            </span>
          </BackgroundOption>
        </RadioGroup.Root>
        {background === 'photo' && (
          <PhotoPicker
            selected={imageId}
            onSelect={(id) => {
              setImageId(id);
              setPhotoError(false);
            }}
            error={photoError ? t('web.generate.photo_required') : undefined}
          />
        )}
      </fieldset>

      <SubmitArea limit={limit} pending={pending} />
    </form>
  );
}

function BackgroundOption({ value, title, body, children }: { value: Background; title: string; body: string; children: React.ReactNode }) {
  return (
    <RadioGroup.Item
      value={value}
      className={cn(
        'flex items-center gap-3 rounded-card border border-border bg-surface p-3 text-left transition-colors hover:bg-surface-2',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
      )}
    >
      {children}
      <span className="min-w-0">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted">{body}</span>
      </span>
    </RadioGroup.Item>
  );
}
