import { LANGUAGES, type Language } from '@reelcraft/i18n';

// The site's origin (PUBLIC_URL at build time), defined by vite/blog-plugin.ts for the whole build; absent in
// unit tests, where links stay relative.
declare const __SITE_ORIGIN__: string | undefined;

const ORIGIN = typeof __SITE_ORIGIN__ === 'string' ? __SITE_ORIGIN__ : '';

/**
 * An absolute URL for canonical, hreflang and Open Graph links: search engines (and Lighthouse's SEO audits) want
 * them absolute, and a relative hreflang is ignored.
 */
export function siteUrl(path: string): string {
  return `${ORIGIN}${path}`;
}

/** The canonical link of a page in `language` and its hreflang alternates (+ x-default: English), all absolute. */
export function languageLinks(pathFor: (language: Language) => string, language: Language) {
  return [
    { tagName: 'link', rel: 'canonical', href: siteUrl(pathFor(language)) },
    ...LANGUAGES.map((alternate) => ({ tagName: 'link', rel: 'alternate', hrefLang: alternate, href: siteUrl(pathFor(alternate)) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: siteUrl(pathFor('en')) },
  ] as const;
}

/**
 * The head of a public page: its title and description, their Open Graph twins (a website, in `language`), and the
 * canonical and hreflang links (`pathFor` gives the page's path in each language).
 */
export function websiteMeta(title: string, description: string, language: Language, pathFor: (language: Language) => string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: language },
    ...languageLinks(pathFor, language),
  ];
}
