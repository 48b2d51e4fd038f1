import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as SeoFiles from './seo-files.ts';

/**
 * Writes, next to the client assets: `__routes.json` (the app's URL patterns, so the server answers unknown paths
 * with a real 404), `sitemap.xml` (every public page with its hreflang alternates) and `robots.txt`. Absolute URLs
 * use `PUBLIC_URL` at build time (default http://localhost:3000, see sitemap.ts).
 *
 * The lists come from TypeScript sources that import workspace packages (routes.ts, seo/pages.ts), which Node cannot
 * load from a bundled Vite config: they are loaded through Vite's module runner, as React Router loads its config.
 */
/** `publicUrl`: PUBLIC_URL at build time (vite.config.ts passes it). */
export function seoFilesPlugin({ publicUrl }: { publicUrl?: string | undefined } = {}): Plugin {
  return {
    name: 'reelcraft:seo-files',
    apply: 'build',
    async generateBundle() {
      // React Router builds twice (client, then the pre-render server bundle): write these only with the client assets.
      if (this.environment.name !== 'client') return;
      const entry = fileURLToPath(new URL('./seo-files.ts', import.meta.url));
      const { module } = await runnerImport<typeof SeoFiles>(entry, { configFile: false, logLevel: 'error' });
      for (const [fileName, source] of Object.entries(module.seoFiles(publicUrl))) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
