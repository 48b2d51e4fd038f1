import { describe, expect, it } from 'vitest';
import { catalogFor, LANGUAGES, type Language } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(catalogFor(language) as unknown as Tree)])) as Record<
  Language,
  Map<string, string>
>;

describe('message catalogs', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en', (language) => {
    const missing = [...flat.en.keys()].filter((key) => !flat[language].has(key));
    const extra = [...flat[language].keys()].filter((key) => !flat.en.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s has no empty texts and the same placeholders as en', (language) => {
    for (const [key, text] of flat[language]) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(flat.en.get(key) ?? ''));
    }
  });

  it('is really translated: most ru/pt/es texts differ from English', () => {
    for (const language of ['ru', 'pt', 'es'] as const) {
      let same = 0;
      for (const [key, text] of flat[language]) if (text === flat.en.get(key) && text.length > 12) same++;
      expect(same / flat[language].size, language).toBeLessThan(0.05);
    }
  });

  it("keeps the product's fixed error and validation texts in English", () => {
    expect(flat.en.get('errors.LOGIN_FAILED')).toBe('Failed to log in, Please try again');
  });
});
