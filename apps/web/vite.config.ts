import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { blogPlugin } from './vite/blog-plugin.ts';
import { buildIdPlugin } from './vite/build-id-plugin.ts';
import { catalogsPlugin } from './vite/catalogs-plugin.ts';
import { compressPlugin } from './vite/compress-plugin.ts';
import { chunkGroups, compileHint } from './vite/chunk-groups.ts';
import { seoFilesPlugin } from './vite/seo-files-plugin.ts';

const apiTarget = process.env.REELCRAFT_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    catalogsPlugin(),
    buildIdPlugin(),
    seoFilesPlugin({ publicUrl: process.env.PUBLIC_URL }),
    compressPlugin(),
    blogPlugin({ publicUrl: process.env.PUBLIC_URL }),
  ],
  resolve: {
    // zod without its eval probe, for every importer (src/lib/zod-browser.ts); `zod/v4` is the same library.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Named chunks for what every page needs, the contract per file and zod apart (vite/chunk-groups.ts).
        codeSplitting: { groups: chunkGroups() },
        postBanner: compileHint,
      },
    },
  },
});
