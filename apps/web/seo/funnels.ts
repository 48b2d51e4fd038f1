import type { PublicPage } from './page.ts';

/** The funnels pages to pre-render and list in the sitemap (build time, Node only). */
export function funnelPages(): PublicPage[] {
  return [];
}
