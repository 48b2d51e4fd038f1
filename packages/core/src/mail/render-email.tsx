import { render } from '@react-email/render';
import type { Language, MailTemplate } from '@reelcraft/contract';
import { translator } from '@reelcraft/i18n';
import { EmailLayout } from './email-layout.tsx';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a template in the recipient's language; `params.link` is the call-to-action. */
export async function renderEmail(template: MailTemplate, language: Language, params: Record<string, string>): Promise<RenderedEmail> {
  const t = translator(language);
  const values = { ...params };
  const element = (
    <EmailLayout
      lang={language}
      preview={t(`email.${template}.preview`, values)}
      greeting={t('email.common.greeting')}
      body={t(`email.${template}.body`, values)}
      button={t(`email.${template}.button`)}
      link={params.link ?? ''}
      fallback={t('email.common.button_fallback')}
      signature={t('email.common.signature')}
      footer={t('email.common.footer')}
    />
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: t(`email.${template}.subject`, values), html, text };
}
