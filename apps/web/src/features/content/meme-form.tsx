import { type MemeLayoutChoice } from '@reelcraft/contract';
import { ImageIcon, Music } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../components/ui/choice-card.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { type GenerateBody, type GenerationLimit } from './content.api.ts';
import { MEME_TEXT_MAX, memeGenerateFormSchema } from './content-forms.ts';
import { useRememberedCaptionLook } from './caption-look.ts';
import { CaptionLookSection } from './caption-look-picker.tsx';
import { MemeLayoutPicker } from './meme-layout-picker.tsx';
import { MusicPicker, type MusicPickerProps } from './music-picker.tsx';
import type { MusicChoice } from './music.api.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { SubmitArea, useStartBatch, useStartGeneration } from './generate-submit.tsx';

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
          <ChoiceCard value="builtin" title={t('web.generate.background_builtin')} body={t('web.generate.background_builtin_body')}>
            <span aria-hidden="true" className="size-10 shrink-0 rounded-xl bg-gradient-to-br from-orange-500 via-rose-500 to-fuchsia-600" />
          </ChoiceCard>
          <ChoiceCard value="photo" title={t('web.generate.background_photo')} body={t('web.generate.background_photo_body')}>
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-link">
              <ImageIcon className="size-5" />
            </span>
          </ChoiceCard>
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
  const chosen = music.kind === 'auto' ? t('web.music.auto') : music.kind === 'builtin' ? t(`web.music.tracks.${music.track_id}`) : t('web.music.yours');
  return (
    <details className="rounded-card border border-border bg-surface" data-testid="meme-sound-choice" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 font-medium">
        <span className="inline-flex items-center gap-2">
          <Music aria-hidden="true" className="size-4" />
          {t('web.music.section')}
        </span>
        <span className="text-sm font-normal text-muted">{voiceOver ? `${chosen} · ${t('web.music.used_voice')}` : chosen}</span>
      </summary>
      <div className="border-t border-border p-4">{open && <MusicPicker {...picker} />}</div>
    </details>
  );
}
