import type { resources } from '@reelcraft/i18n';

// Typed keys: `t('web.login.title')` fails typecheck when the key is not in the English catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}
