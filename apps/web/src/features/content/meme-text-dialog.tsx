import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { MEME_TEXT_MAX, memeTextFormSchema } from './content-forms.ts';
import type { MusicChoice, UsedSound } from './music.api.ts';
import { choiceFromSound, choiceKey, MusicPicker } from './music-picker.tsx';
import { MemeLayoutPicker } from './meme-layout-picker.tsx';
import type { MemeLayoutChoice } from '@reelcraft/contract';

/** What the editor changed: only the fields that differ from the meme as it is (at least one when saved). */
export interface MemeEdit {
  meme_text?: string;
  music?: MusicChoice;
  voice_over?: boolean;
  meme_layout?: MemeLayoutChoice;
}

/**
 * The meme editor (issue 11): the meme's text with a live counter (at most 512 characters, 'No more
 * than 512 characters'), its music (pick for me, one of our tracks with a preview, or the user's own upload) and
 * the voice-over switch, and its layout. Saving renders the video again; an unchanged meme just closes.
 */
export function MemeTextDialog({
  open,
  onOpenChange,
  initialText,
  sound,
  layout: initialLayout = 'auto',
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialText: string;
  /** What the meme sounds like now (its result's `sound`); without it the sound part starts at "pick for me". */
  sound?: UsedSound | undefined;
  /** The layout it was rendered with ('auto' when the result does not say). */
  layout?: MemeLayoutChoice | undefined;
  saving: boolean;
  onSave: (edit: MemeEdit) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: formResolver(memeTextFormSchema), defaultValues: { meme_text: initialText } });
  const text = form.watch('meme_text') ?? '';
  const initialChoice = choiceFromSound(sound);
  const initialVoice = sound?.voice_over ?? false;
  const [music, setMusic] = useState<MusicChoice>(initialChoice);
  const [voiceOver, setVoiceOver] = useState(initialVoice);
  const [layout, setLayout] = useState<MemeLayoutChoice>(initialLayout);

  // Each opening starts from the meme as it is.
  const initialKey = choiceKey(initialChoice);
  useEffect(() => {
    if (!open) return;
    form.reset({ meme_text: initialText });
    setMusic(choiceFromSound(sound));
    setVoiceOver(sound?.voice_over ?? false);
    setLayout(initialLayout);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening and when the meme changes, keyed by value
  }, [open, initialText, initialKey, initialVoice, initialLayout, form]);

  const save = (values: { meme_text: string }) => {
    const edit: MemeEdit = {};
    const newText = values.meme_text.trim();
    if (newText !== initialText.trim()) edit.meme_text = newText;
    if (choiceKey(music) !== initialKey) edit.music = music;
    if (voiceOver !== initialVoice) edit.voice_over = voiceOver;
    if (layout !== initialLayout) edit.meme_layout = layout;
    if (Object.keys(edit).length === 0) {
      onOpenChange(false);
      return;
    }
    onSave(edit);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('web.item.edit_title')} description={t('web.music.editor_body')}>
        <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(save)}>
          <TextareaField
            label={t('web.item.edit_label')}
            rows={4}
            counter={{ length: text.length, max: MEME_TEXT_MAX }}
            error={fieldErrorText(t, form.formState.errors.meme_text)}
            {...form.register('meme_text')}
          />
          <MemeLayoutPicker value={layout} onChange={setLayout} />
          {open && <MusicPicker value={music} onChange={setMusic} voiceOver={voiceOver} onVoiceOverChange={setVoiceOver} />}
          <div className="sticky bottom-0 flex flex-col-reverse gap-3 bg-surface pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('web.common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? t('web.common.saving') : t('web.item.edit_submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
