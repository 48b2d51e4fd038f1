import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { PublicPage } from '../seo/page.ts';
import { localized } from '../seo/pages.ts';
import { DEFAULT_SITE_ORIGIN, siteOrigin } from './site-origin.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const ORIGIN = 'https://reelcraft.example';

function parse(xml: string): Document {
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function urls(doc: Document) {
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    ) as Record<string, string>,
  }));
}

describe('sitemap.xml', () => {
  it('lists every public page once, absolute, with symmetric hreflang alternates and x-default', () => {
    // The pages every build has (landing, downloader); feature lists add theirs in the same shape.
    const pages = [
      ...localized((l) => (l === 'en' ? '/' : `/${l}`)),
      ...localized((l) => (l === 'en' ? '/instagram-downloader' : `/${l}/instagram-downloader`)),
    ];
    const xml = sitemapXml(pages, ORIGIN);
    const doc = parse(xml);
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = urls(doc);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/ru`, `${ORIGIN}/es/instagram-downloader`]));
    expect(entries).toHaveLength(new Set(pages.map((page) => page.path)).size);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${ORIGIN}/`)).toBe(true);
      // Each page names itself, and every alternate names it back with the same set.
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const [hreflang, href] of Object.entries(entry.alternates)) {
        if (hreflang === 'x-default') continue;
        expect(byLoc.get(href)?.alternates, `${entry.loc} → ${href}`).toEqual(entry.alternates);
      }
    }
    expect(byLoc.get(`${ORIGIN}/ru`)?.alternates).toEqual({
      en: `${ORIGIN}/`,
      es: `${ORIGIN}/es`,
      pt: `${ORIGIN}/pt`,
      ru: `${ORIGIN}/ru`,
      'x-default': `${ORIGIN}/`,
    });
  });

  it('escapes and encodes paths, keeps lastmod, and drops alternates that do not name the page back', () => {
    const pages: PublicPage[] = [
      { path: '/post/a&b', language: 'en', alternates: { en: '/post/a&b', ru: '/ru/post/пост' }, lastModified: '2026-01-02' },
      { path: '/ru/post/пост', language: 'ru', alternates: { ru: '/ru/post/пост', en: '/post/a&b' } },
      // Announces a Spanish version that does not exist, and a Portuguese one that does not name it back.
      { path: '/post/solo', language: 'en', alternates: { en: '/post/solo', es: '/es/post/missing', pt: '/pt/post/other' } },
      { path: '/pt/post/other', language: 'pt', alternates: { pt: '/pt/post/other' } },
      ...localized((language) => `/${language}/x`),
    ];
    const xml = sitemapXml(pages, ORIGIN);
    expect(xml).toContain('<loc>https://reelcraft.example/post/a&amp;b</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const entries = urls(parse(xml));
    const post = entries.find((entry) => entry.loc === `${ORIGIN}/post/a&b`);
    expect(post?.lastmod).toBe('2026-01-02');
    expect(post?.alternates).toEqual({
      en: `${ORIGIN}/post/a&b`,
      ru: `${ORIGIN}/ru/post/%D0%BF%D0%BE%D1%81%D1%82`,
      'x-default': `${ORIGIN}/post/a&b`,
    });
    // Alone in its language: no alternates at all.
    expect(entries.find((entry) => entry.loc === `${ORIGIN}/post/solo`)?.alternates).toEqual({});
    // x-default is the English version of the group.
    expect(entries.find((entry) => entry.loc === `${ORIGIN}/ru/x`)?.alternates).toMatchObject({ 'x-default': `${ORIGIN}/en/x` });
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the app, the API and account pages, and names the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const path of ['/app', '/api/', '/login', '/paywall']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/^Disallow: \/(blog|post|instagram-downloader|ru|v3)/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the site origin', () => {
  it('comes from PUBLIC_URL without a trailing slash, with a default, and refuses nonsense', () => {
    expect(siteOrigin('https://reelcraft.app/')).toBe('https://reelcraft.app');
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin('')).toBe(DEFAULT_SITE_ORIGIN);
    expect(() => siteOrigin('reelcraft.app')).toThrow(/PUBLIC_URL/);
    expect(() => siteOrigin('ftp://reelcraft.app')).toThrow(/PUBLIC_URL/);
  });
});
