import type { Language } from '@reelcraft/i18n';
import { blogPath, postPath, rssPath } from './paths.ts';
import type { BlogPostSummary } from './posts.ts';

/** Text for XML content and attribute values: the five special characters escaped, characters XML 1.0 forbids removed. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing exactly the control characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** An RFC 822 date (what RSS 2.0 wants) for a YYYY-MM-DD publication date, at midnight UTC. */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

export interface FeedOptions {
  language: Language;
  /** The site's origin without a trailing slash (feeds need absolute links). */
  origin: string;
  title: string;
  description: string;
  /** The language's articles, newest first. */
  posts: readonly BlogPostSummary[];
}

/** The RSS 2.0 feed of one language's blog. */
export function buildRss({ language, origin, title, description, posts }: FeedOptions): string {
  const base = origin.replace(/\/+$/, '');
  const items = posts.map((post) => {
    const link = `${base}${postPath(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts.reduce<string | undefined>((latest, post) => (latest === undefined || post.date > latest ? post.date : latest), undefined);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(`${base}${blogPath(language)}`)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${escapeXml(`${base}${rssPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
