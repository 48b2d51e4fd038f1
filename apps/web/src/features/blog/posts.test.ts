import { describe, expect, it } from 'vitest';
import { BlogContentError, countWords, createLibrary, parsePost, readingMinutes } from './posts.ts';

const article = (fields: Record<string, string | undefined>, body = '## A heading\n\nSome **useful** text with [a link](/instagram-downloader).\n') =>
  ['---', ...Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [`${key}: ${value}`])), '---', body].join('\n');

const FIELDS = {
  title: 'How to write a hook that stops the scroll',
  description: 'Formulas and examples for the first second of a reel.',
  date: '2026-11-20',
  language: 'en',
  translations: 'writing-hooks',
};

describe('parsePost', () => {
  it('reads the front matter, takes the slug from the file name and renders the Markdown', () => {
    const post = parsePost('content/blog/en/how-to-write-hooks.md', article(FIELDS));
    expect(post).toMatchObject({
      slug: 'how-to-write-hooks',
      language: 'en',
      date: '2026-11-20',
      translations: 'writing-hooks',
      title: FIELDS.title,
      readingMinutes: 1,
    });
    expect(post.html).toContain('<h2>A heading</h2>');
    expect(post.html).toContain('<strong>useful</strong>');
    expect(post.html).toContain('<a href="/instagram-downloader">a link</a>');
  });

  it('keeps the date as the calendar day written (no time zone shift)', () => {
    expect(parsePost('ru/kak-pisat-huki.md', article({ ...FIELDS, language: 'ru' })).date).toBe('2026-11-20');
  });

  it('words the date in the article language when the page is built (no Intl work while a phone hydrates)', () => {
    expect(parsePost('en/how-to-write-hooks.md', article(FIELDS)).dateLabel).toBe('November 20, 2026');
    expect(parsePost('ru/kak-pisat-huki.md', article({ ...FIELDS, language: 'ru' })).dateLabel).toBe('20 ноября 2026 г.');
    expect(parsePost('es/como-escribir-ganchos.md', article({ ...FIELDS, language: 'es' })).dateLabel).toBe('20 de noviembre de 2026');
  });

  it('fails with the file and the missing fields named', () => {
    const attempt = () => parsePost('content/blog/es/como-escribir-ganchos.md', article({ ...FIELDS, language: 'es', title: undefined, date: undefined }));
    expect(attempt).toThrow(BlogContentError);
    expect(attempt).toThrow(/Blog post content\/blog\/es\/como-escribir-ganchos\.md: front matter: "title" is missing; "date" is missing/);
  });

  it('refuses invalid values, a language that differs from the folder, no front matter and # headings', () => {
    expect(() => parsePost('en/a.md', article({ ...FIELDS, date: '20.11.2026' }))).toThrow(/"date"/);
    expect(() => parsePost('en/a.md', article({ ...FIELDS, title: 'x'.repeat(66) }))).toThrow(/"title"/);
    expect(() => parsePost('en/a.md', article({ ...FIELDS, description: 'x'.repeat(161) }))).toThrow(/"description"/);
    expect(() => parsePost('en/a.md', article({ ...FIELDS, language: 'de' }))).toThrow(/"language"/);
    expect(() => parsePost('pt/a.md', article(FIELDS))).toThrow(/"language" is en but the file is in the pt\/ folder/);
    expect(() => parsePost('en/a.md', '# Just text')).toThrow(/no front matter/);
    expect(() => parsePost('en/a.md', article(FIELDS, '# Title again\n\nText'))).toThrow(/## and lower headings/);
    expect(() => parsePost('en/Bad_Slug.md', article(FIELDS))).toThrow(/not a URL slug/);
    expect(() => parsePost('en/a.md', article(FIELDS, '\n'))).toThrow(/no text/);
    expect(() => parsePost('en/a.md', '---\ntitle: [unclosed\n---\nText')).toThrow(/not valid YAML/);
  });
});

describe('reading time', () => {
  it('counts words, not markup or link targets', () => {
    expect(countWords('## Hook formulas\n\n- **Bold** claim — [read more](/very/long/link/target)\n')).toBe(6);
    expect(countWords('Привет, мир! Olá, ação.')).toBe(4);
  });

  it('is words / 200 per minute, rounded up, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1_000)).toBe(5);
  });
});

describe('createLibrary', () => {
  const files = {
    'en/older.md': article({ ...FIELDS, date: '2026-10-01', translations: 'cadence' }),
    'en/newer.md': article({ ...FIELDS, date: '2026-11-01' }),
    'ru/novaya.md': article({ ...FIELDS, language: 'ru' }),
  };

  it('lists a language newest first and groups translations', () => {
    const library = createLibrary(files);
    expect(library.list('en').map((post) => post.slug)).toEqual(['newer', 'older']);
    expect(library.list('es')).toEqual([]);
    const group = library.translationsOf(library.bySlug('newer')!);
    expect(Object.keys(group).sort()).toEqual(['en', 'ru']);
    expect(group.ru?.slug).toBe('novaya');
  });

  it('refuses a slug used in two languages and two articles of one language in a group', () => {
    expect(() => createLibrary({ ...files, 'es/newer.md': article({ ...FIELDS, language: 'es' }) })).toThrow(/slug "newer" is used twice/);
    expect(() => createLibrary({ ...files, 'en/another.md': article(FIELDS) })).toThrow(/both the en version of "writing-hooks"/);
  });
});
