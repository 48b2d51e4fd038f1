import { LANGUAGES, type Language } from '@reelcraft/i18n';
import { blogPages } from './blog.ts';
import { funnelPages } from './funnels.ts';
import { reelPages } from './generate-reels.ts';
import type { PublicPage } from './page.ts';

/**
 * Every public page of the site, in every language (build time, Node only): react-router.config.ts pre-renders them
 * and the sitemap lists them. Each feature keeps its own list in this folder.
 */
export function publicPages(): PublicPage[] {
  // The landing hydrates when its live trends near the screen: everything above them is links.
  const landings = localized((l) => (l === 'en' ? '/' : `/${l}`)).map((page) => ({ ...page, hydration: 'near' as const }));
  // The downloader hydrates when its link field is focused (or its closing call to action nears the screen): the rest
  // of the page is text and links.
  const downloaders = localized((l) => (l === 'en' ? '/instagram-downloader' : `/${l}/instagram-downloader`)).map((page) => ({
    ...page,
    hydration: 'focus' as const,
  }));
  return [...landings, ...downloaders, ...blogPages(), ...reelPages(), ...funnelPages()];
}

/** One page per language at the paths `pathFor` gives, each naming the others as alternates. */
export function localized(pathFor: (language: Language) => string): PublicPage[] {
  const alternates = Object.fromEntries(LANGUAGES.map((language) => [language, pathFor(language)])) as Record<Language, string>;
  return LANGUAGES.map((language) => ({ path: pathFor(language), language, alternates }));
}
