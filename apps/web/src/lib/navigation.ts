import { isLanguage } from '@reelcraft/i18n';
import { setLocale } from './i18n.ts';

/** Only same-site paths are accepted as `?next=` (no open redirects to other hosts). */
export function safeNext(value: string | null | undefined, fallback = '/app'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** `/login?next=/app/profile` for the current location. */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** A `?lang=` in the URL (links from a localized landing page) switches the UI to that language. */
export function applyLangParam(url: URL): void {
  const lang = url.searchParams.get('lang');
  if (isLanguage(lang)) setLocale(lang);
}
