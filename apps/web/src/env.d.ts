/** The id of this build, defined by vite/build-id-plugin.ts (and by vitest.config.ts in tests). */
declare const __BUILD_ID__: string;
