import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';

/**
 * A beat's "your turn" note (issue 32): where the writer had no material for the idea, what only the creator can
 * supply ("say the one change that worked for you"). Marked apart from the script's own words, so nobody reads it
 * out as a line.
 */
export function CreatorPrompt({ prompt, className }: { prompt: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('web.creator_prompt.label')}
      className={cn('flex gap-2.5 rounded-control border border-dashed border-primary bg-primary-soft px-3 py-2.5 text-sm', className)}
      data-testid="creator-prompt"
    >
      <Mic aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
      <div className="min-w-0">
        <p className="font-semibold text-link">{t('web.creator_prompt.label')}</p>
        <p className="font-medium">{prompt}</p>
        <p className="mt-0.5 text-muted">{t('web.creator_prompt.hint')}</p>
      </div>
    </aside>
  );
}
