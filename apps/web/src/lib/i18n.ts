import i18next from 'i18next';
import { use, useEffect, useSyncExternalStore } from 'react';
import { isLanguage, LANGUAGES, type Language } from '@reelcraft/i18n';
import initialResources from 'virtual:catalogs/initial';
import type { BrowserCatalog } from '../../vite/catalog-data.ts';
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

/**
 * The app's one i18next instance. Pre-rendering (no `window`) and tests start with every language, and pre-rendering
 * in English; the browser starts with none and loads a language's catalog (its own chunk) when it is needed:
 * entry.client.tsx loads the page's and the visitor's language before hydrating, `setLocale` before switching, and
 * the root layout waits for the language of a page navigated to (`useLanguageReady`).
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: typeof window === 'undefined' ? 'en' : detectInitialLocale(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: initialResources,
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// One import per language, spelled out so the build makes each catalog its own chunk (vite/catalogs-plugin.ts).
const catalogImports: Record<Language, () => Promise<{ default: BrowserCatalog }>> = {
  en: () => import('virtual:catalog/en'),
  es: () => import('virtual:catalog/es'),
  pt: () => import('virtual:catalog/pt'),
  ru: () => import('virtual:catalog/ru'),
};

const loading = new Map<Language, Promise<void>>();

export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Makes `language`'s texts available (at once when they already are). A failed download may be retried. */
export function loadLanguage(language: Language): Promise<void> {
  if (isLanguageLoaded(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = catalogImports[language]()
      .then((module) => {
        // The catalog is parsed fresh from its chunk and nobody else holds it, so i18next need not copy it (a JSON
        // round trip of ~90 KB) nor, for a language not yet loaded, merge it key by key: together they were the
        // longest task before hydration on a slow phone.
        const merge = isLanguageLoaded(language);
        i18n.addResourceBundle(language, 'translation', module.default, merge, true, { silent: false, skipCopy: true });
      })
      .finally(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/**
 * Downloads every language in the background, for a language picker: a choice then switches the UI at once (the
 * picker's state follows the active language) and the other languages' texts (e.g. a confirmation) are there.
 */
export function usePreloadLanguages(): void {
  useEffect(() => {
    for (const language of LANGUAGES) loadLanguage(language).catch(() => undefined);
  }, []);
}

/**
 * Suspends rendering until `language`'s texts are loaded. Navigations run in a transition, so the page on screen
 * stays until the next one can be shown in its language (no keys, no flash of another language).
 */
export function useLanguageReady(language: Language): void {
  if (isLanguageLoaded(language)) return;
  use(loadLanguage(language));
}

export function currentLocale(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

export function hasStoredLocale(): boolean {
  return readStoredLocale() !== null;
}

/**
 * Switches the UI language, remembers it in the browser and updates `<html lang>`: at once when its texts are
 * loaded, else as soon as they are (the returned promise settles then; callers may ignore it).
 */
export function setLocale(language: Language): Promise<void> {
  local.setItem(STORAGE_KEYS.locale, language);
  if (isLanguageLoaded(language)) {
    applyLocale(language);
    return Promise.resolve();
  }
  return loadLanguage(language).then(
    () => {
      // A later choice wins when two downloads finish out of order.
      if (readStoredLocale() === language) applyLocale(language);
    },
    () => undefined,
  );
}

function applyLocale(language: Language): void {
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
