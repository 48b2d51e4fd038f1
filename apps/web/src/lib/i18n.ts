import { useSyncExternalStore } from 'react';
import { createI18n, isLanguage, LANGUAGES, type Language } from '@reelcraft/i18n';
import { local, STORAGE_KEYS, type KeyValueStore } from './storage.ts';

export { LANGUAGES, type Language };

/** The locale the visitor chose earlier, if it is one we support (all four: decision 0002). */
export function readStoredLocale(store: KeyValueStore = local): Language | null {
  const value = store.getItem(STORAGE_KEYS.locale);
  return isLanguage(value) ? value : null;
}

/** Stored locale, else the browser's language when we support it, else English. */
export function detectInitialLocale(
  store: KeyValueStore = local,
  navigatorLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language],
): Language {
  const stored = readStoredLocale(store);
  if (stored) return stored;
  for (const tag of navigatorLanguages) {
    const base = typeof tag === 'string' ? tag.toLowerCase().split(/[-_]/)[0] : undefined;
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The app's one i18next instance. Pre-rendering runs without `window`, so it starts in English there. */
export const i18n = createI18n(typeof window === 'undefined' ? 'en' : detectInitialLocale());

export function currentLocale(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

export function hasStoredLocale(): boolean {
  return readStoredLocale() !== null;
}

/** Switches the UI language, remembers it in the browser and updates `<html lang>`. */
export function setLocale(language: Language): void {
  local.setItem(STORAGE_KEYS.locale, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (currentLocale() !== language) void i18n.changeLanguage(language);
}

function subscribeLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The active locale, re-rendering on change. While hydrating it reports "en", exactly what the build-time
 * HTML was rendered with, and switches to the visitor's locale right after (no hydration mismatch).
 */
export function useLocale(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLocale, () => 'en');
}

/** A translator bound to `language`, for places that render before the i18n provider (root fallbacks, landing). */
export function fixedT(language: Language) {
  return i18n.getFixedT(language);
}
