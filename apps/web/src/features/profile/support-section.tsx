import { Copy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/support.ts';
import { Section } from './section.tsx';

export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** "E-mail us" (spec §2), with a copy button for people whose phone has no mail app set up. */
export function SupportSection() {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await copyText(SUPPORT_EMAIL);
      toast.success(t('web.profile.email_copied'));
    } catch {
      toast.error(t('web.profile.copy_failed'));
    }
  };
  return (
    <Section id="support" title={t('web.profile.support_title')} hint={t('web.profile.support_body')}>
      <p className="mb-4 font-medium break-all">{SUPPORT_EMAIL}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={SUPPORT_MAILTO} className={buttonClass({ variant: 'secondary' })}>
          <Mail aria-hidden="true" className="size-4" />
          {t('web.profile.email_us')}
        </a>
        <Button variant="ghost" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('web.profile.copy_email')}
        </Button>
      </div>
    </Section>
  );
}
