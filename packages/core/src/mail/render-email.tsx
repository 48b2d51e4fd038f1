import type { Language, MailTemplate } from '@reelcraft/contract';
import { translator } from '@reelcraft/i18n';
import type { EmailDetail } from './email-layout.tsx';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Templates that show label/value rows under the paragraph (the receipt): the params named here, labelled by
 * `email.<template>.rows.<param>`, in this order; a param left empty is left out.
 */
const DETAIL_ROWS: Partial<Record<MailTemplate, readonly string[]>> = {
  receipt: ['description', 'period', 'amount', 'date', 'card', 'receipt_number', 'renewal'],
  refund: ['amount', 'description', 'card', 'receipt_number', 'refund_number'],
};

/** Renders a template in the recipient's language; `params.link` is the call-to-action. */
export async function renderEmail(template: MailTemplate, language: Language, params: Record<string, string>): Promise<RenderedEmail> {
  // Loaded on the first e-mail, not with core: React's server renderer and the e-mail components (whose barrel pulls
  // in Prism for its code block) cost every process start and every test file ~0.4 s, and most never send a mail.
  const [{ render }, { EmailLayout }] = await Promise.all([import('@react-email/render'), import('./email-layout.tsx')]);
  const t = translator(language);
  const values = { ...params };
  const details: EmailDetail[] = (DETAIL_ROWS[template] ?? [])
    .filter((param) => Boolean(params[param]))
    .map((param) => ({ label: t(`email.${template}.rows.${param}`), value: params[param] ?? '' }));
  const element = (detailsAs: 'table' | 'lines') => (
    <EmailLayout
      lang={language}
      preview={t(`email.${template}.preview`, values)}
      greeting={t('email.common.greeting')}
      body={t(`email.${template}.body`, values)}
      details={details}
      detailsAs={detailsAs}
      button={t(`email.${template}.button`)}
      link={params.link ?? ''}
      fallback={t('email.common.button_fallback')}
      signature={t('email.common.signature')}
      footer={t('email.common.footer')}
    />
  );
  const [html, text] = await Promise.all([render(element('table')), render(element('lines'), { plainText: true })]);
  return { subject: t(`email.${template}.subject`, values), html, text };
}
