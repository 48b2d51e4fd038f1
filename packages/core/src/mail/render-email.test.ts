import { MAIL_TEMPLATES, type MailTemplate } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email.tsx';

/** The params each template is sent with (besides `link`), with values easy to find in the output. */
const PARAMS: Record<MailTemplate, Record<string, string>> = {
  'password-reset': {},
  'magic-login': {},
  'email-change-confirm': {},
  'email-changed-notice': { new_email: 'new@example.com', support: 'help@example.com' },
  welcome: {},
  'analysis-link': { username: 'anna.fitcoach' },
  receipt: {
    amount: '$0.99',
    description: 'Reelcraft trial week',
    date: 'Dec 2, 2026',
    card: 'Visa •••• 4242',
    receipt_number: 'RC-000123',
    period: 'December 2, 2026 – December 9, 2026',
    renewal: 'Then $19.99 every 4 weeks from December 9, 2026 until you cancel.',
  },
  'trial-ending': { date: 'Dec 1, 2026', amount: '$19.99' },
  'renewal-failed': { amount: '$29.99', reason: 'insufficient funds', retry_date: 'Dec 3, 2026' },
  'subscription-lapsed': {},
  'cancellation-confirmed': { date: 'Dec 22, 2026' },
  'gift-delivered': { sender: 'Maria Lopes', period: '12 weeks' },
  'gift-redeemed': { recipient: 'João Silva', period: '52 weeks' },
  'referral-reward': { date: 'Jan 19, 2027' },
  refund: {
    amount: '$19.99',
    description: 'Reelcraft 4-week plan',
    card: 'Visa •••• 4242',
    receipt_number: 'RC-2026-000123',
    refund_number: 'RF-2026-000007',
    access: 'Your subscription has ended now.',
  },
  'account-deleted': {},
  'welcome-link': {},
  'money-back-declined': { note: 'The claim came after the 30 days', support: 'help@example.com' },
  'publishing-reconnect': { username: 'maria.makes' },
};

describe('renderEmail', () => {
  it.each(LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [template, language] as const)))(
    '%s in %s has a translated subject, the link and every param in both parts, and no raw keys',
    async (template, language) => {
      const link = 'https://reelcraft.example/x?token=t0k3n';
      const email = await renderEmail(template, language, { link, ...PARAMS[template] });
      expect(email.subject).not.toMatch(/^email\./);
      expect(email.text).toContain(link);
      expect(email.html).toContain(`href="${link}"`);
      expect(email.html).toContain(`lang="${language}"`);
      expect(`${email.text}${email.subject}`).not.toMatch(/email\.[a-z-]+\.|\{\{/);
      for (const value of Object.values(PARAMS[template])) {
        expect(`${email.subject}\n${email.text}`, `${template}/${language} shows ${value}`).toContain(value);
        expect(email.html, `${template}/${language} HTML shows ${value}`).toContain(value);
      }
    },
  );

  it('shows the receipt details as a table in HTML and one "label: value" line each in text', async () => {
    const email = await renderEmail('receipt', 'en', { link: 'https://reelcraft.example/app/profile/subscription', ...PARAMS.receipt });
    expect(email.subject).toBe('Your Reelcraft receipt RC-000123');
    expect(email.text).toContain('Amount: $0.99');
    expect(email.text).toContain('Card: Visa •••• 4242');
    expect(email.text).toContain('Receipt number: RC-000123');
    expect(email.html).toMatch(/<td[^>]*>Amount:<\/td><td[^>]*>\$0\.99<\/td>/);
    // Issue 31: the trial's receipt says what comes next, and for which period this payment was.
    expect(email.text).toContain('Billing period: December 2, 2026 – December 9, 2026');
    expect(email.text).toContain('Renewal: Then $19.99 every 4 weeks from December 9, 2026 until you cancel.');
    const ru = await renderEmail('receipt', 'ru', { link: 'https://x.example/', ...PARAMS.receipt });
    expect(ru.text).toContain('Сумма: $0.99');
  });

  it('leaves out a receipt row whose value is empty (a purchase without a card on file)', async () => {
    const email = await renderEmail('receipt', 'es', { link: 'https://x.example/', ...PARAMS.receipt, card: '' });
    expect(email.text).toContain('Importe: $0.99');
    expect(email.text).not.toContain('Tarjeta:');
  });

  it('gives the other templates no detail rows', async () => {
    const email = await renderEmail('welcome', 'en', { link: 'https://x.example/' });
    expect(email.html).not.toContain('Amount:');
  });
});
