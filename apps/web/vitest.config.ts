import { defineConfig } from 'vitest/config';
import { catalogsPlugin } from './vite/catalogs-plugin.ts';

/** Component and unit tests. Deliberately without the React Router plugin ("can't detect preamble" otherwise). */
export default defineConfig({
  // Every language up front, synchronously, as pre-rendering has them.
  plugins: [catalogsPlugin({ allLanguagesUpFront: true })],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
