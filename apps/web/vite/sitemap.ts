import type { Language } from '@reelcraft/i18n';
import type { PublicPage } from '../seo/page.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** An absolute URL for a site path, percent-encoded where a path holds spaces or non-ASCII letters. */
export function absoluteUrl(origin: string, pagePath: string): string {
  return `${origin}${encodeURI(pagePath.startsWith('/') ? pagePath : `/${pagePath}`)}`;
}

/**
 * The hreflang alternates of a page, kept only where they are symmetric: the alternate exists as a public page and
 * names this page back in this page's language. A translation that is announced but missing never enters the sitemap.
 */
export function confirmedAlternates(page: PublicPage, byPath: ReadonlyMap<string, PublicPage>): [Language, string][] {
  const confirmed = new Map<Language, string>([[page.language, page.path]]);
  for (const [language, alternatePath] of Object.entries(page.alternates) as [Language, string | undefined][]) {
    if (!alternatePath || language === page.language) continue;
    const other = byPath.get(alternatePath);
    if (other?.language === language && other.alternates[page.language] === page.path) confirmed.set(language, alternatePath);
  }
  return [...confirmed.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * sitemap.xml: every public page once (in every language it exists in), with `xhtml:link rel="alternate"` for each
 * language version and x-default (the English version, where there is one), and lastmod where the page knows it.
 */
export function sitemapXml(pages: readonly PublicPage[], origin: string): string {
  const byPath = new Map<string, PublicPage>();
  for (const page of pages) if (!byPath.has(page.path)) byPath.set(page.path, page);
  const entries = [...byPath.values()].map((page) => {
    const alternates = confirmedAlternates(page, byPath);
    const lines = [`    <loc>${escapeXml(absoluteUrl(origin, page.path))}</loc>`];
    if (page.lastModified) lines.push(`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`);
    if (alternates.length > 1) {
      for (const [language, alternatePath] of alternates) lines.push(alternateLink(language, absoluteUrl(origin, alternatePath)));
      const english = alternates.find(([language]) => language === 'en');
      if (english) lines.push(alternateLink('x-default', absoluteUrl(origin, english[1])));
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function alternateLink(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
}

/**
 * Paths no crawler should read: the signed-in app, the API, account and payment pages, people's Instagram analyses,
 * one-time links and the build's internal files. Public pages stay allowed; the app also sends `X-Robots-Tag: noindex`.
 */
export const DISALLOWED_PATHS = ['/app', '/api/', '/login', '/registration', '/password', '/paywall', '/email/', '/gift/', '/r/', '/instagram/', '/__'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((disallowed) => `Disallow: ${disallowed}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
