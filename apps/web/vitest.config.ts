import { defineConfig } from 'vitest/config';

/** Component and unit tests. Deliberately without the React Router plugin ("can't detect preamble" otherwise). */
export default defineConfig({
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
