import type { Language } from '@reelcraft/i18n';

/** A public, indexable page: pre-rendered at build time, listed in sitemap.xml with its language alternates. */
export interface PublicPage {
  /** URL path, e.g. `/ru/blog` or `/post/how-to-write-hooks`. */
  path: string;
  language: Language;
  /** The same page in the other languages (including this one), for hreflang and the sitemap. */
  alternates: Partial<Record<Language, string>>;
  /** ISO date of the last meaningful change (blog posts), for the sitemap. */
  lastModified?: string;
}
