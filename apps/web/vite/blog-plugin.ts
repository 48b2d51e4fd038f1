import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as BlogAssets from './blog-assets.ts';
import { BLOG_CONTENT_DIR } from './blog-files.ts';
import { siteOrigin } from './site-origin.ts';

type BlogAssetsModule = typeof BlogAssets;
const ENTRY = fileURLToPath(new URL('./blog-assets.ts', import.meta.url));
const ASSET_PATH = /^\/(?:[a-z]{2}\/)?blog\/(?:rss\.xml|og\/[a-z0-9-]+\.png)$/;

/**
 * Writes the blog's RSS feeds (`/blog/rss.xml`, `/<language>/blog/rss.xml`) and Open Graph pictures
 * (`/blog/og/<slug>.png`) with the client build, and serves them on demand in development. blog-assets.ts imports
 * workspace TypeScript, which Node cannot load from the bundled Vite config: it goes through Vite's module runner.
 * `publicUrl`: PUBLIC_URL at build time, for the feeds' and Open Graph tags' absolute links.
 */
export function blogPlugin({ publicUrl }: { publicUrl?: string | undefined } = {}): Plugin {
  const origin = siteOrigin(publicUrl);
  return {
    name: 'reelcraft:blog',
    // The article pages' loaders (content.server.ts, run while pre-rendering) put it in og:image and og:url.
    config: () => ({ define: { __SITE_ORIGIN__: JSON.stringify(origin) } }),
    configureServer(server) {
      server.watcher.add(BLOG_CONTENT_DIR);
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        if (!ASSET_PATH.test(url)) return next();
        (server.ssrLoadModule(ENTRY) as Promise<BlogAssetsModule>)
          .then(({ blogAssets }) => {
            const asset = blogAssets(origin).find((candidate) => `/${candidate.fileName}` === url);
            if (!asset) return next();
            res.setHeader('Content-Type', url.endsWith('.png') ? 'image/png' : 'application/rss+xml; charset=utf-8');
            res.end(asset.source);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      // React Router builds twice (client, then the pre-render server bundle): these files go with the client's.
      if (this.environment.name !== 'client') return;
      const { module } = await runnerImport<BlogAssetsModule>(ENTRY, { configFile: false, logLevel: 'error' });
      for (const file of module.blogAssets(origin)) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
