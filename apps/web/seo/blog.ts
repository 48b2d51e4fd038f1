import { LANGUAGES, type Language } from '@reelcraft/i18n';
import { blogPath, postPath } from '../src/features/blog/paths.ts';
import { createLibrary, type BlogLibrary } from '../src/features/blog/posts.ts';
import { readBlogFiles } from '../vite/blog-files.ts';
import type { PublicPage } from './page.ts';

/**
 * The blog pages to pre-render and list in the sitemap (build time, Node only): the list in each language, and every
 * article with its translations as alternates. Reading the articles checks them: a bad front matter stops the build.
 */
export function blogPages(library: BlogLibrary = createLibrary(readBlogFiles())): PublicPage[] {
  const listAlternates = Object.fromEntries(LANGUAGES.map((language) => [language, blogPath(language)])) as Record<Language, string>;
  const lists: PublicPage[] = LANGUAGES.map((language) => {
    const newest = library.list(language)[0]?.date;
    return { path: blogPath(language), language, alternates: listAlternates, hydration: 'never', ...(newest ? { lastModified: newest } : {}) };
  });
  const posts: PublicPage[] = library.posts.map((post) => {
    const group = library.translationsOf(post);
    const alternates = Object.fromEntries(LANGUAGES.flatMap((language) => (group[language] ? [[language, postPath(group[language].slug)]] : [])));
    return { path: postPath(post.slug), language: post.language, alternates, lastModified: post.date, hydration: 'never' };
  });
  return [...lists, ...posts];
}
