import { afterEach, describe, expect, it } from 'vitest';
import { browserCatalog } from '../../vite/catalog-data.ts';
import { currentLocale, fixedT, i18n, isLanguageLoaded, loadLanguage, setLocale } from './i18n.ts';

// Tests start with every language (vitest.config.ts); the browser starts with none and downloads them one by one.
afterEach(async () => {
  await loadLanguage('ru');
  setLocale('en');
});

describe('languages loaded on demand', () => {
  it('switches at once to a loaded language', () => {
    void setLocale('pt');
    expect(currentLocale()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });

  it('downloads a missing language before switching to it', async () => {
    i18n.removeResourceBundle('ru', 'translation');
    expect(isLanguageLoaded('ru')).toBe(false);
    const switching = setLocale('ru');
    expect(currentLocale()).toBe('en');
    await switching;
    expect(isLanguageLoaded('ru')).toBe(true);
    expect(currentLocale()).toBe('ru');
    expect(fixedT('ru')('web.common.loading')).toBe(browserCatalog('ru').web.common.loading);
  });

  it('keeps the later choice when an earlier download finishes last', async () => {
    i18n.removeResourceBundle('ru', 'translation');
    const first = setLocale('ru');
    await setLocale('es');
    await first;
    expect(currentLocale()).toBe('es');
  });

  it('leaves the server-only e-mail texts out of the browser catalog', () => {
    expect(Object.keys(browserCatalog('en')).sort()).toEqual(['content', 'errors', 'web']);
  });
});
