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
  /**
   * When the page hydrates, if not right after its first paint (vite/defer-hydration.ts, decision 0028): `never` for
   * text, images and links with nothing to press (the blog); `near` when only sections below the fold need
   * JavaScript (the landing's live trends, marked `data-hydrate="near"`); `focus` when a form above the fold needs it
   * only once a visitor focuses one of its fields (the downloader), and marked sections as with `near`.
   */
  hydration?: 'near' | 'focus' | 'never';
}
