import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { blogPlugin } from './vite/blog-plugin.ts';
import { buildIdPlugin } from './vite/build-id-plugin.ts';
import { catalogsPlugin } from './vite/catalogs-plugin.ts';
import { compressPlugin } from './vite/compress-plugin.ts';
import { contractChunkGroups } from './vite/contract-chunks.ts';
import { seoFilesPlugin } from './vite/seo-files-plugin.ts';

const apiTarget = process.env.REELCRAFT_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogsPlugin(), buildIdPlugin(), seoFilesPlugin({ publicUrl: process.env.PUBLIC_URL }), compressPlugin(), blogPlugin({ publicUrl: process.env.PUBLIC_URL })],
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
        codeSplitting: {
          // One chunk per file of the API contract, and zod apart (vite/contract-chunks.ts, decision 0027). The icons
          // and TanStack Query each in one chunk: split by which routes use them, they were 17 chunks of 0.2-8 KB on
          // the landing alone, and every chunk costs a starting phone a preload, a fetch and an evaluation task.
          groups: [...contractChunkGroups(), { name: 'icons', test: /[\\/]lucide-react[\\/]/ }, { name: 'query', test: /[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
});
