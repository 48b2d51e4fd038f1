import { FileText, Laugh, Wand2 } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceCard } from '../../components/ui/choice-card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useGenerate } from '../content/content.api.ts';
import { LimitNotice, useLimitState } from '../content/limit.tsx';
import type { Trend } from '../instagram/instagram.api.ts';

type Kind = 'smart_script' | 'meme';

/**
 * 'Create similar' on a trend: pick a script or a meme; it is written from the trend for the active
 * Instagram account, and its page (with live progress) opens.
 */
export function CreateSimilar({ trend }: { trend: Trend }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('smart_script');
  const generate = useGenerate();
  const { limit, reached } = useLimitState();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    generate.mutate(
      { type: kind, trend_id: trend.id },
      {
        onSuccess: (item) => {
          setOpen(false);
          void navigate(`/app/content/${item.id}`);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') return; // the notice shows in the dialog
          toast.error(errorMessage(error, t));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) generate.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto" data-testid="create-similar">
          <Wand2 aria-hidden="true" className="size-4" />
          {t('web.trends.create_similar')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('web.trends.similar_title')} description={t('web.trends.similar_body', { title: trend.title })}>
        <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
          <fieldset className="flex flex-col gap-2">
            <legend id={`similar-kind-${trend.id}`} className="mb-2 text-sm font-medium">
              {t('web.trends.similar_type')}
            </legend>
            <RadioGroup.Root aria-labelledby={`similar-kind-${trend.id}`} value={kind} onValueChange={(value) => setKind(value as Kind)} className="grid gap-3">
              <KindOption
                value="smart_script"
                icon={<FileText className="size-5" />}
                title={t('web.trends.similar_script')}
                body={t('web.trends.similar_script_body')}
              />
              <KindOption value="meme" icon={<Laugh className="size-5" />} title={t('web.trends.similar_meme')} body={t('web.trends.similar_meme_body')} />
            </RadioGroup.Root>
          </fieldset>
          {reached && limit && <LimitNotice limit={limit} />}
          <Button type="submit" size="lg" block loading={generate.isPending} disabled={reached}>
            {!generate.isPending && <Wand2 aria-hidden="true" className="size-5" />}
            {generate.isPending ? t('web.trends.similar_submitting') : t('web.trends.similar_submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function KindOption({ value, icon, title, body }: { value: Kind; icon: React.ReactNode; title: string; body: string }) {
  return (
    <ChoiceCard value={value} title={title} body={body}>
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-link">
        {icon}
      </span>
    </ChoiceCard>
  );
}
