import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@reelcraft/i18n';
import { Link } from 'react-router';
import { cn } from './ui/cn.ts';

/** The language switch of a pre-rendered public page: one link per language to that language's version of the page. */
export function LanguageLinks({
  current,
  label,
  pathFor,
  className,
}: {
  current: Language;
  label: string;
  pathFor: (language: Language) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={pathFor(language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              title={LANGUAGE_NAMES[language]}
              className={cn(
                'flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-semibold uppercase',
                language === current ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg',
              )}
            >
              {language}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
