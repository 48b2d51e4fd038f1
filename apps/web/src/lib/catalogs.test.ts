import { LANGUAGES, webCatalogs } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('web catalogs', () => {
  const english = leaves(webCatalogs.en as Tree);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key of English, no more, each non-empty', (language) => {
    const other = leaves(webCatalogs[language] as Tree);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s keeps the same {{placeholders}}', (language) => {
    const other = leaves(webCatalogs[language] as Tree);
    for (const [key, text] of english) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it("has the product's texts in English", () => {
    expect(webCatalogs.en.validation.required).toBe('Fill in the field');
    expect(webCatalogs.en.validation.email).toBe("Doesn't look like mail");
    expect(webCatalogs.en.not_found.title).toBe('Page not found: {{path}}');
    // Issue 4's error texts: nickname, attach, Instagram accounts, categories.
    expect(webCatalogs.en.instagram.add_failed).toBe('Failed to add nickname, Try again');
    expect(webCatalogs.en.analysis.attach_failed).toBe('Unable to add instagram account to your profile');
    expect(webCatalogs.en.accounts.load_failed).toBe('Failed to load instagram accounts');
    expect(webCatalogs.en.categories.saved).toBe('Category updated');
    expect(webCatalogs.en.categories.load_failed).toBe('Categories load failed');
    expect(webCatalogs.en.downloader.required).toBe('Fill in the field');
  });
});
