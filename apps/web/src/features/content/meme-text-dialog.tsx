import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { MEME_TEXT_MAX, memeTextFormSchema } from './content-forms.ts';

/**
 * The Content-edit popup (spec §2, §5): the meme's text with a live counter, at most 512 characters
 * ('No more than 512 characters'). Saving renders the video again.
 */
export function MemeTextDialog({
  open,
  onOpenChange,
  initialText,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialText: string;
  saving: boolean;
  onSave: (text: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: formResolver(memeTextFormSchema), defaultValues: { meme_text: initialText } });
  const text = form.watch('meme_text') ?? '';

  // Each opening starts from the current text.
  useEffect(() => {
    if (open) form.reset({ meme_text: initialText });
  }, [open, initialText, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('web.item.edit_title')} description={t('web.item.edit_body')}>
        <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((values) => onSave(values.meme_text.trim()))}>
          <TextareaField
            label={t('web.item.edit_label')}
            rows={5}
            counter={{ length: text.length, max: MEME_TEXT_MAX }}
            error={fieldErrorText(t, form.formState.errors.meme_text)}
            {...form.register('meme_text')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
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
