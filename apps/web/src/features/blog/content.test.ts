import { LANGUAGES } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';
import { readBlogFiles } from '../../../vite/blog-files.ts';
import { createLibrary } from './posts.ts';

/** The articles in the repository: they parse, and their links and lengths follow the blog's format. */
const library = createLibrary(readBlogFiles());
const REQUIRED = ['writing-hooks', 'reel-structure', 'posting-cadence', 'downloading-reels-for-reference'];

describe('the articles in content/blog', () => {
  it('parse, with unique slugs, and English and Spanish ship the four articles', () => {
    for (const language of ['en', 'es'] as const) {
      expect(
        library
          .list(language)
          .map((post) => post.translations)
          .sort(),
      ).toEqual([...REQUIRED].sort());
    }
  });

  it('are 700–1,100 words long', () => {
    for (const post of library.posts) {
      expect(post.words, post.slug).toBeGreaterThanOrEqual(700);
      expect(post.words, post.slug).toBeLessThanOrEqual(1_100);
    }
  });

  it('link only to articles that exist and to our pages in their own language', () => {
    for (const post of library.posts) {
      for (const [, href] of post.html.matchAll(/href="([^"]+)"/g)) {
        if (!href) continue;
        const postSlug = /^\/post\/([^/#?]+)/.exec(href)?.[1];
        if (postSlug) {
          expect(library.bySlug(postSlug), `${post.slug} → ${href}`).toBeDefined();
          continue;
        }
        if (!href.startsWith('/')) continue;
        const prefixed = LANGUAGES.find((language) => language !== 'en' && href.startsWith(`/${language}/`));
        expect(prefixed ?? 'en', `${post.slug} → ${href}`).toBe(post.language);
      }
    }
  });
});
