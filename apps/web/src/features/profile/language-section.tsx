import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@reelcraft/i18n';
import type { User } from '@reelcraft/contract';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { setLocale, useLocale, usePreloadLanguages } from '../../lib/i18n.ts';
import { useUpdateUser } from './profile.api.ts';
import { Section } from './section.tsx';

/**
 * Switches the UI (browser locale) and saves the choice on the account; reverts if saving fails. The pill shows the
 * choice at once, even while that language's texts are still downloading: a radio that stays unchecked after a
 * click looks broken (and is, to assistive technology).
 */
export function LanguageSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateUser();
  const [chosen, setChosen] = useState<Language | null>(null);
  usePreloadLanguages();
  const shown = chosen ?? locale;

  const choose = (language: Language) => {
    if (language === shown && language === user.language) return;
    const previous = locale;
    setChosen(language);
    // Once the texts are in, the active language is the truth again (a failed download leaves the old one).
    void setLocale(language).finally(() => setChosen((current) => (current === language ? null : current)));
    update.mutate(
      { language },
      {
        onSuccess: () => toast.success(t('web.profile.language_saved', { lng: language })),
        onError: () => {
          setChosen(null);
          void setLocale(previous);
          toast.error(t('web.profile.language_failed', { lng: previous }));
        },
      },
    );
  };

  return (
    <Section id="language" title={t('web.profile.language_title')} hint={t('web.profile.language_hint')}>
      <fieldset disabled={update.isPending}>
        <legend className="sr-only">{t('web.profile.language_title')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {LANGUAGES.map((language) => {
            const checked = language === shown;
            return (
              <label
                key={language}
                lang={language}
                className={cn(
                  'relative flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-control border px-3 text-center font-medium transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-primary-soft text-link' : 'border-border hover:bg-surface-2',
                )}
              >
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={checked}
                  onChange={() => choose(language)}
                  // Invisible but covering the whole pill: clicks and taps land on the real radio.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-control opacity-0"
                />
                {checked && <Check aria-hidden="true" className="size-4 shrink-0" />}
                {LANGUAGE_NAMES[language]}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Section>
  );
}
