import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@reelcraft/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLocale, useLocale, usePreloadLanguages } from '../lib/i18n.ts';

/** A compact language picker for pages without a profile (account pages). Stored in the browser only. */
export function LanguageMenu({ onChange }: { onChange?: (language: (typeof LANGUAGES)[number]) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  usePreloadLanguages();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('web.common.language')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-muted" />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const value = event.target.value;
          if (!isLanguage(value)) return;
          setLocale(value);
          onChange?.(value);
        }}
        className="h-10 appearance-none rounded-full border border-border bg-surface pl-9 pr-4 text-sm font-medium text-fg hover:bg-surface-2"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
