import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@reelcraft/i18n';
import type { User } from '@reelcraft/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { setLocale, useLocale, usePreloadLanguages } from '../../lib/i18n.ts';
import { useUpdateUser } from './profile.api.ts';
import { Section } from './section.tsx';

/** Switches the UI at once (browser locale) and saves the choice on the account; reverts if saving fails. */
export function LanguageSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateUser();
  usePreloadLanguages();

  const choose = (language: Language) => {
    if (language === locale && language === user.language) return;
    const previous = locale;
    setLocale(language);
    update.mutate(
      { language },
      {
        onSuccess: () => toast.success(t('web.profile.language_saved', { lng: language })),
        onError: () => {
          setLocale(previous);
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
            const checked = language === locale;
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
