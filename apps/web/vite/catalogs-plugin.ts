import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as CatalogData from './catalog-data.ts';

type CatalogDataModule = typeof CatalogData;
const ENTRY = fileURLToPath(new URL('./catalog-data.ts', import.meta.url));
const INITIAL = 'virtual:catalogs/initial';
const URLS = 'virtual:catalogs/urls';
const CHUNK_URLS = Symbol.for('reelcraft:catalog-chunk-urls');
const ONE = /^virtual:catalog\/(en|es|pt|ru)$/;

/**
 * The message catalogs as virtual modules, so the browser downloads only the languages it shows.
 * - `virtual:catalog/<language>`: one language (web, errors, content), built into its own chunk as JSON (parsed
 *   faster than an object literal); src/lib/i18n.ts imports it on demand.
 * - `virtual:catalogs/initial`: what i18next starts with. Nothing in the browser build; every language in the
 *   pre-rendering (server) build and, with `allLanguagesUpFront`, in tests, which stay synchronous as before.
 * - `virtual:catalogs/urls`: in the pre-rendering build, each language chunk's URL from the client build (React
 *   Router builds the client first), so a pre-rendered page can preload its language; empty elsewhere.
 * The catalogs are TypeScript of a workspace package, which Node cannot load from the bundled Vite config: the
 * build reads them through Vite's module runner (as vite/blog-plugin.ts does); development imports them directly.
 */
export function catalogsPlugin({ allLanguagesUpFront = false }: { allLanguagesUpFront?: boolean } = {}): Plugin {
  let data: Promise<CatalogDataModule> | undefined;
  // React Router builds the client first, then the pre-rendering bundle, in one process but with separate plugin
  // instances: the URLs pass through the process.
  const chunkUrls: Record<string, string> = ((globalThis as { [CHUNK_URLS]?: Record<string, string> })[CHUNK_URLS] ??= {});
  return {
    name: 'reelcraft:catalogs',
    resolveId(id) {
      return id === INITIAL || id === URLS || ONE.test(id) ? `\0${id}` : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const output of Object.values(bundle)) {
        const language = output.type === 'chunk' ? ONE.exec(output.facadeModuleId?.slice(1) ?? '')?.[1] : undefined;
        if (language) chunkUrls[language] = `${this.environment.config.base}${output.fileName}`;
      }
    },
    async load(id) {
      if (!id.startsWith('\0virtual:catalog')) return undefined;
      const entry = JSON.stringify(ENTRY);
      if (id === `\0${INITIAL}`) {
        const all = allLanguagesUpFront || this.environment.name !== 'client';
        return all ? `import { allBrowserCatalogs } from ${entry};\nexport default allBrowserCatalogs();\n` : 'export default {};\n';
      }
      if (id === `\0${URLS}`) return `export default ${JSON.stringify(this.environment.name === 'client' ? {} : chunkUrls)};\n`;
      const language = ONE.exec(id.slice(1))?.[1];
      if (!language) return undefined;
      if (this.environment.mode !== 'build') return `import { browserCatalog } from ${entry};\nexport default browserCatalog(${JSON.stringify(language)});\n`;
      data ??= runnerImport<CatalogDataModule>(ENTRY, { configFile: false, logLevel: 'error' }).then(({ module }) => module);
      const catalog = (await data).browserCatalog(language as Parameters<CatalogDataModule['browserCatalog']>[0]);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});\n`;
    },
  };
}
