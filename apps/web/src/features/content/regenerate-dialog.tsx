import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrorText, formResolver } from '../account/forms.ts';
import { useRegenerate, type Suggestion } from './content.api.ts';
import { regenerateFormSchema } from './content-forms.ts';
import { LimitNotice, useLimitState } from './limit.tsx';

/** Regenerate with optional new input: a new item (the original stays), using one daily generation. */
export function RegenerateDialog({ item, open, onOpenChange }: { item: Suggestion; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regenerate = useRegenerate(item.id);
  const { limit, reached } = useLimitState();
  const form = useForm({ resolver: formResolver(regenerateFormSchema), defaultValues: { user_input: item.user_input } });

  useEffect(() => {
    if (open) form.reset({ user_input: item.user_input });
  }, [open, item.user_input, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('web.item.regenerate_title')} description={t('web.item.regenerate_body')}>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={form.handleSubmit((values) =>
            regenerate.mutate(values.user_input, {
              onSuccess: (next) => {
                onOpenChange(false);
                void navigate(`/app/content/${next.id}`);
              },
              onError: (error) => {
                if (isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') return; // the notice shows below
                toast.error(errorMessage(error, t));
              },
            }),
          )}
        >
          <TextareaField
            label={t('web.item.regenerate_label')}
            placeholder={t('web.item.regenerate_placeholder')}
            rows={3}
            error={fieldErrorText(t, form.formState.errors.user_input)}
            {...form.register('user_input')}
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
