import type { PublicPage } from './page.ts';

/** The blog pages to pre-render and list in the sitemap (build time, Node only). */
export function blogPages(): PublicPage[] {
  return [];
}
