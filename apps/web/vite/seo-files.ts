import { publicPages } from '../seo/pages.ts';
import routes from '../src/routes.ts';
import { routeManifest } from './route-manifest.ts';
import { siteOrigin } from './site-origin.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The contents of `__routes.json`, `sitemap.xml` and `robots.txt` for this build (see seo-files-plugin.ts). */
export function seoFiles(publicUrl: string | undefined): Record<string, string> {
  const origin = siteOrigin(publicUrl);
  return {
    '__routes.json': `${JSON.stringify(routeManifest(routes))}\n`,
    'sitemap.xml': sitemapXml(publicPages(), origin),
    'robots.txt': robotsTxt(origin),
  };
}
