import type { PublicPage } from './page.ts';

/** The generate-reels pages to pre-render and list in the sitemap (build time, Node only). */
export function reelPages(): PublicPage[] {
  return [];
}
