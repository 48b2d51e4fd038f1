import { describe, expect, it } from 'vitest';
import routes from '../src/routes.ts';
import { routeManifest, routePatterns } from './route-manifest.ts';

describe('the route manifest', () => {
  it('lists every path pattern of routes.ts, children under their parents, without the 404 catch-all', () => {
    const { routes: patterns } = routeManifest(routes);
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/ru', '/instagram-downloader', '/login', '/paywall', '/instagram/:slug', '/app', '/app/trends', '/app/content/:id']),
    );
    expect(patterns).not.toContain('/*');
    expect(patterns).not.toContain('*');
  });

  it('keeps pre-rendered-only families (blog posts, reel-idea pages, in any language) out of the matched routes', () => {
    const manifest = routeManifest([
      { path: 'post/:slug', file: 'routes/post.tsx' },
      { path: 'ru/post/:slug', file: 'routes/post.tsx' },
      { path: 'generate-reels', file: 'routes/generate-reels.tsx' },
      { path: 'pt/generate-reels/:slug', file: 'routes/generate-reels-page.tsx' },
      { path: 'blog', file: 'routes/blog.tsx' },
    ]);
    expect(manifest.routes).toEqual(['/generate-reels', '/blog']);
    expect(manifest.prerenderedOnly).toEqual(['/post/:slug', '/ru/post/:slug', '/pt/generate-reels/:slug']);
  });

  it('joins nested and pathless layouts', () => {
    expect(
      routePatterns([
        {
          file: 'layout.tsx',
          children: [
            { path: 'a', file: 'a.tsx' },
            {
              path: 'b/',
              file: 'b.tsx',
              children: [
                { index: true, file: 'bi.tsx' },
                { path: ':id', file: 'bid.tsx' },
              ],
            },
          ],
        },
        { path: '*', file: 'routes/not-found.tsx' },
      ]),
    ).toEqual(['/a', '/b', '/b/:id']);
  });
});
