import i18next, { type i18n, type TFunction } from 'i18next';
import { contentCatalogs } from './catalogs/content.ts';
import { emailCatalogs } from './catalogs/email.ts';
import { errorCatalogs } from './catalogs/errors.ts';
import { webCatalogs } from './catalogs/web.ts';
import { paywallCatalogs } from './catalogs/paywall.ts';
import { subscriptionCatalogs } from './catalogs/subscription.ts';
import { giftsCatalogs } from './catalogs/gifts.ts';
import { receiptsCatalogs } from './catalogs/receipts.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

export * from './languages.ts';
export type { ErrorMessageKey } from './catalogs/errors.ts';
export type { EmailCatalog } from './catalogs/email.ts';
export type { WebCatalog } from './catalogs/web.ts';
export { contentCatalogs, emailCatalogs, errorCatalogs, webCatalogs };

/** One namespace; sections `web.*` (UI), `errors.*` (API codes), `email.*` (messages), `content.*` (generated files). */
export function catalogFor(language: Language) {
  return {
    // Billing texts live in their own files (paywall and checkout; subscription page and cancel flow; gifts, referrals, Feed).
    web: {
      ...webCatalogs[language],
      paywall: paywallCatalogs[language],
      subscription: subscriptionCatalogs[language],
      gifts: giftsCatalogs[language],
      receipts: receiptsCatalogs[language],
    },
    errors: errorCatalogs[language],
    email: emailCatalogs[language],
    content: contentCatalogs[language],
  };
}

export const resources = Object.fromEntries(LANGUAGES.map((language) => [language, { translation: catalogFor(language) }])) as Record<
  Language,
  { translation: ReturnType<typeof catalogFor> }
>;

/** A ready, synchronously initialised i18next instance with every catalog loaded. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

let shared: i18n | undefined;
const fixed = new Map<Language, TFunction>();

/** A translator bound to one language, for the server (errors, e-mails) and for pre-rendered pages. */
export function translator(language: Language): TFunction {
  let t = fixed.get(language);
  if (!t) {
    shared ??= createI18n();
    t = shared.getFixedT(language);
    fixed.set(language, t);
  }
  return t;
}
export * from './format.ts';
