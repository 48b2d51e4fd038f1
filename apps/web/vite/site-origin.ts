/** Used when PUBLIC_URL is not set at build time: where `npm start` serves the site. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/**
 * The site's public origin for the absolute URLs of sitemap.xml, robots.txt, feeds and Open Graph tags: `PUBLIC_URL`
 * at build time (the variable the server reads for e-mail links; vite.config.ts passes it), without a trailing
 * slash. A malformed value fails the build instead of publishing broken links.
 */
export function siteOrigin(publicUrl: string | undefined): string {
  const raw = publicUrl?.trim();
  if (!raw) return DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
