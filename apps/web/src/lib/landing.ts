import { LANGUAGES, type Language } from '@reelcraft/i18n';
import { funnelPageLanguage } from '../features/funnels/paths.ts';

/** The localized landing pages: English at `/`, the others under their language code. */
export function landingPath(language: Language): string {
  return language === 'en' ? '/' : `/${language}`;
}

/** The language of a landing URL, or null when the path is not a landing page. */
export function landingLanguage(pathname: string): Language | null {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (trimmed === '/') return 'en';
  return LANGUAGES.find((language) => language !== 'en' && trimmed === `/${language}`) ?? null;
}

/** The language a path is under (`/ru/…`, `/pt`, `/es/…`), or null for a path without a language prefix. */
export function pathPrefixLanguage(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return LANGUAGES.find((language) => language !== 'en' && first === language) ?? null;
}

/** The downloader pages: `/instagram-downloader`, and `/es`, `/pt`, `/ru` before it. */
export function downloaderPath(language: Language): string {
  return language === 'en' ? '/instagram-downloader' : `/${language}/instagram-downloader`;
}

export function downloaderLanguage(pathname: string): Language | null {
  const trimmed = pathname.replace(/\/+$/, '');
  return LANGUAGES.find((language) => trimmed === downloaderPath(language)) ?? null;
}

/** The language a public, pre-rendered page (or an onboarding funnel page) is written in (its URL decides), or null for app pages. */
export function publicPageLanguage(pathname: string): Language | null {
  return landingLanguage(pathname) ?? downloaderLanguage(pathname) ?? funnelPageLanguage(pathname);
}
