import type { BrowserCatalog } from '../vite/catalog-data.ts';

// Typed keys: `t('web.login.title')` fails typecheck when the key is not in the English catalog. The web app's
// catalog has no `email.*` (the server's): vite/catalog-data.ts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: BrowserCatalog };
  }
}
