import { LANGUAGES, type Language } from '@reelcraft/i18n';

/** The localized landing pages (spec §2): English at `/`, the others under their language code. */
export function landingPath(language: Language): string {
  return language === 'en' ? '/' : `/${language}`;
}

/** The language of a landing URL, or null when the path is not a landing page. */
export function landingLanguage(pathname: string): Language | null {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (trimmed === '/') return 'en';
  return LANGUAGES.find((language) => language !== 'en' && trimmed === `/${language}`) ?? null;
}
