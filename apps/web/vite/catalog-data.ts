import { catalogFor, LANGUAGES, type Language } from '@reelcraft/i18n';

/**
 * What the web app reads of one language's catalog: the UI (`web.*`), API error messages (`errors.*`) and the texts
 * of generated files (`content.*`). `email.*` is the server's alone and stays out of the browser.
 */
export function browserCatalog(language: Language) {
  const { web, errors, content } = catalogFor(language);
  return { web, errors, content };
}

export type BrowserCatalog = ReturnType<typeof browserCatalog>;
export type BrowserResources = Partial<Record<Language, { translation: BrowserCatalog }>>;

/** Every language at once, for pre-rendering and tests (no window: nothing to download). */
export function allBrowserCatalogs(): BrowserResources {
  return Object.fromEntries(LANGUAGES.map((language) => [language, { translation: browserCatalog(language) }]));
}
