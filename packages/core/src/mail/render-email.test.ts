import { MAIL_TEMPLATES } from '@reelcraft/contract';
import { LANGUAGES } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email.tsx';

describe('renderEmail', () => {
  it.each(LANGUAGES.flatMap((language) => MAIL_TEMPLATES.map((template) => [template, language] as const)))(
    '%s in %s has a translated subject, the link in both parts, and no raw keys',
    async (template, language) => {
      const link = 'https://reelcraft.example/x?token=t0k3n';
      const email = await renderEmail(template, language, { link, new_email: 'new@example.com', support: 'help@example.com', username: 'anna.fitcoach' });
      expect(email.subject).not.toMatch(/^email\./);
      expect(email.text).toContain(link);
      expect(email.html).toContain(`href="${link}"`);
      expect(email.html).toContain(`lang="${language}"`);
      expect(`${email.text}${email.subject}`).not.toMatch(/email\.[a-z-]+\.|\{\{/);
    },
  );
});
