import { SCRIPT_CATEGORIES, type MemeLayoutChoice } from '@reelcraft/contract';
import { Check, Columns3, Hourglass, ImageIcon, Music, Wand2 } from 'lucide-react';
import { RadioGroup, ToggleGroup } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { batchPath } from './batch-path.ts';
import {
  applyBatchLimitError,
  BATCH_COUNT,
  useGenerate,
  useGenerateBatch,
  usePreferences,
  useSavePreferences,
  type GenerateBody,
  type GenerationLimit,
  type ScriptCategory,
} from './content.api.ts';
import { customScriptFormSchema, MEME_TEXT_MAX, memeGenerateFormSchema } from './content-forms.ts';
import { useRememberedCaptionLook } from './caption-look.ts';
import { CaptionLookSection } from './caption-look-picker.tsx';
import { formatCountdown, LimitNotice, useCountdown } from './limit.tsx';
import { MemeLayoutPicker } from './meme-layout-picker.tsx';
import { MusicPicker, type MusicPickerProps } from './music-picker.tsx';
import type { MusicChoice } from './music.api.ts';
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

export interface BatchStart {
  start: (body: GenerateBody) => void;
  pending: boolean;
  /** When enough generations for three free up, once the server refused a batch for the limit. */
  nextSlotAt: string | null;
}

/** Starts three variants of the request (issue 11 item 10) and opens them side by side. */
function useStartBatch(): BatchStart {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const generate = useGenerateBatch();
  const [nextSlotAt, setNextSlotAt] = useState<string | null>(null);
  const start = (body: GenerateBody) =>
    generate.mutate(body, {
      onSuccess: (batch) => void navigate(batchPath(batch.id)),
      onError: (error) => {
        const limited = applyBatchLimitError(client, error);
        if (limited) setNextSlotAt(limited.nextSlotAt);
        else toast.error(errorMessage(error, t));
      },
    });
  return { start, pending: generate.isPending, nextSlotAt };
}

function SubmitArea({
  limit,
  pending,
  batch,
  onBatch,
  batchBlocked,
}: {
  limit: GenerationLimit | undefined;
  pending: boolean;
  batch: BatchStart;
  onBatch: () => void;
  /** Why three variants cannot be asked for right now (besides the limit), shown under the button. */
  batchBlocked?: string | undefined;
}) {
  const { t } = useTranslation();
  const reached = Boolean(limit && limit.remaining <= 0);
  // Three variants take three generations; with one or two left the single one still works.
  const short = Boolean(limit && limit.remaining > 0 && limit.remaining < BATCH_COUNT);
  const busy = pending || batch.pending;
  return (
    <div className="flex flex-col gap-4">
      {reached && limit && <LimitNotice limit={limit} />}
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
        <Button type="submit" size="lg" block className="sm:w-auto sm:px-8" loading={pending} disabled={reached || batch.pending}>
          {!pending && <Wand2 aria-hidden="true" className="size-5" />}
          {pending ? t('web.generate.submitting') : t('web.generate.submit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="lg"
          block
          className="sm:w-auto"
          loading={batch.pending}
          disabled={reached || short || Boolean(batchBlocked) || (busy && !batch.pending)}
          aria-describedby="batch-hint"
          onClick={onBatch}
          data-testid="generate-batch"
        >
          {!batch.pending && <Columns3 aria-hidden="true" className="size-5" />}
          {batch.pending ? t('web.batch.submitting') : t('web.batch.submit')}
        </Button>
      </div>
      {short && limit ? (
        <BatchShortNotice remaining={limit.remaining} nextSlotAt={batch.nextSlotAt} />
      ) : (
        <p id="batch-hint" className="text-sm text-muted sm:text-right">
          {batchBlocked ?? t('web.batch.hint')}
        </p>
      )}
    </div>
  );
}

/** One or two generations left: enough for one, not for three (and, once the server said, when three will be). */
function BatchShortNotice({ remaining, nextSlotAt }: { remaining: number; nextSlotAt: string | null }) {
  const { t } = useTranslation();
  const left = useCountdown(nextSlotAt);
  return (
    <div id="batch-hint" className="flex items-start gap-3 rounded-control border border-warning/40 bg-surface p-3 text-sm" data-testid="batch-short">
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="min-w-0">
        <p className="font-semibold">{t('web.batch.not_enough_title')}</p>
        <p className="mt-0.5 text-muted">{t('web.batch.not_enough_body', { remaining })}</p>
        {left !== null && left > 0 && (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-muted">
            {t('web.batch.enough_in')}
            <span role="timer" aria-live="off" className="font-mono font-bold tabular-nums text-fg">
              {formatCountdown(left)}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

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

/** The custom script form: the user's own idea, required. */
export function CustomScriptForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  const { start, pending } = useStartGeneration();
  const batch = useStartBatch();
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
      <SubmitArea
        limit={limit}
        pending={pending}
        batch={batch}
        onBatch={() => void form.handleSubmit((values) => batch.start({ type: 'custom_script', user_input: values.user_input }))()}
      />
    </form>
  );
}

type Background = 'builtin' | 'photo';

/** Meme: optional own text (≤ 512), and a background: built in, or the user's photo (uploaded or picked). */
export function MemeForm({ limit }: { limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  const { start, pending } = useStartGeneration();
  const batch = useStartBatch();
  const form = useForm({ resolver: formResolver(memeGenerateFormSchema), defaultValues: { meme_text: '' } });
  const [background, setBackground] = useState<Background>('builtin');
  const [imageId, setImageId] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const [music, setMusic] = useState<MusicChoice>({ kind: 'auto' });
  const [voiceOver, setVoiceOver] = useState(false);
  const [layout, setLayout] = useState<MemeLayoutChoice>('auto');
  const [captionLook, setCaptionLook] = useRememberedCaptionLook();
  const text = form.watch('meme_text') ?? '';
  /** The request, or null (and the photo asked for) when "My photo" has none picked yet. */
  const memeBody = (value: string): GenerateBody | null => {
    if (background === 'photo' && !imageId) {
      setPhotoError(true);
      return null;
    }
    const memeText = value.trim();
    return {
      type: 'meme',
      ...(memeText ? { meme_text: memeText } : {}),
      ...(background === 'photo' && imageId ? { image_id: imageId } : {}),
      ...(music.kind !== 'auto' ? { music } : {}),
      ...(voiceOver ? { voice_over: true } : {}),
      ...(layout !== 'auto' ? { meme_layout: layout } : {}),
      caption_look: captionLook,
    };
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((values) => {
        const body = memeBody(values.meme_text);
        if (body) start(body);
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
        <MemeLayoutPicker value={layout} onChange={setLayout} />
      </fieldset>

      <SoundChoice value={music} onChange={setMusic} voiceOver={voiceOver} onVoiceOverChange={setVoiceOver} />

      <CaptionLookSection value={captionLook} onChange={setCaptionLook} defaultOpen />

      <SubmitArea
        limit={limit}
        pending={pending}
        batch={batch}
        // The user's own text would be the same three times: three variants are three texts from the writer.
        batchBlocked={text.trim() ? t('web.batch.meme_own_text') : undefined}
        onBatch={() =>
          void form.handleSubmit((values) => {
            const body = memeBody(values.meme_text);
            if (body) batch.start(body);
          })()
        }
      />
    </form>
  );
}

/**
 * The meme's music and voice-over, folded by default ("Pick for me" suits most texts): the summary says what is
 * chosen; opening it shows the same picker as the editor of a finished meme.
 */
function SoundChoice(picker: MusicPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { value: music, voiceOver } = picker;
  const chosen =
    music.kind === 'auto' ? t('web.music.auto') : music.kind === 'builtin' ? t(`web.music.tracks.${music.track_id}`) : t('web.music.yours');
  return (
    <details className="rounded-card border border-border bg-surface" data-testid="meme-sound-choice" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 font-medium">
        <span className="inline-flex items-center gap-2">
          <Music aria-hidden="true" className="size-4" />
          {t('web.music.section')}
        </span>
        <span className="text-sm font-normal text-muted">{voiceOver ? `${chosen} · ${t('web.music.used_voice')}` : chosen}</span>
      </summary>
      <div className="border-t border-border p-4">
        {open && <MusicPicker {...picker} />}
      </div>
    </details>
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
