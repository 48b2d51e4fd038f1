import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useSupportContacts } from '../../lib/public-config.ts';
import { supportMailto } from '../../lib/support.ts';
import { Section } from './section.tsx';

export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * "E-mail us", with a copy button for people whose phone has no mail app set up, the chat link when configured and the
 * PROMO keyword for promo codes and discounts.
 */
export function SupportSection() {
  const { t } = useTranslation();
  const { email, chatUrl } = useSupportContacts();
  const copy = async () => {
    try {
      await copyText(email);
      toast.success(t('web.profile.email_copied'));
    } catch {
      toast.error(t('web.profile.copy_failed'));
    }
  };
  return (
    <Section id="support" title={t('web.profile.support_title')} hint={t('web.profile.support_body')}>
      <p className="mb-4 font-medium break-all">{email}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={supportMailto(email)} className={buttonClass({ variant: 'secondary' })}>
          <Mail aria-hidden="true" className="size-4" />
          {t('web.profile.email_us')}
        </a>
        <Button variant="ghost" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('web.profile.copy_email')}
        </Button>
        {chatUrl && (
          <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'ghost' })}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('web.support.chat')}
            <span className="sr-only">{t('web.support.new_tab')}</span>
          </a>
        )}
      </div>
      {/* Promo codes and discounts are asked for by e-mail with the PROMO keyword. */}
      <p className="mt-4 text-sm text-muted text-pretty">
        <a href={supportMailto(email, 'PROMO')} className="font-semibold text-link underline" data-testid="support-promo">
          {t('web.support.promo')}
        </a>
      </p>
    </Section>
  );
}
