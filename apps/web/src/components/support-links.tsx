import { Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportContacts } from '../lib/public-config.ts';
import { supportMailto } from '../lib/support.ts';
import { cn } from './ui/cn.ts';

/**
 * "Write to support": the support e-mail and, when the server has SUPPORT_CHAT_URL, the messenger/chat
 * link, with an optional lead text. One component for the password reset page, payment errors and the cancel failure.
 */
export function SupportLinks({
  lead,
  subject,
  align = 'start',
  className,
}: {
  /** A sentence before the links ("Payment still not going through? …"). */
  lead?: ReactNode;
  /** The e-mail's subject line. */
  subject?: string;
  align?: 'start' | 'center';
  className?: string;
}) {
  const { t } = useTranslation();
  const { email, chatUrl } = useSupportContacts();
  return (
    <div className={cn('flex flex-col gap-2 text-sm', align === 'center' ? 'items-center text-center' : 'items-start', className)} data-testid="support-links">
      {lead && <p className="text-muted text-pretty">{lead}</p>}
      <ul aria-label={t('web.support.label')} className={cn('flex flex-wrap gap-x-5 gap-y-2', align === 'center' && 'justify-center')}>
        <li>
          <a href={supportMailto(email, subject)} className="inline-flex items-center gap-2 font-semibold text-link underline break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {t('web.support.email', { email })}
          </a>
        </li>
        {chatUrl && (
          <li>
            <a href={chatUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-semibold text-link underline">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              {t('web.support.chat')}
              <span className="sr-only">{t('web.support.new_tab')}</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
