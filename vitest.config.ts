import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;
const NODE_TEST_DIRS = ['packages', 'apps/server'];

/** Integration test files under the node project's folders (paths relative to the repository). */
function integrationTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.int.test.ts')) files.push(relative);
    }
  };
  for (const dir of NODE_TEST_DIRS) walk(dir);
  return files;
}

/**
 * Files whose minutes go to rendering video and audio, not to the database: their database work (jobs, suggestions,
 * uploads) runs on PostgreSQL in the generate-suggestion, suggestions and uploads tests.
 */
const RENDER_HEAVY_FILES = [
  'apps/server/src/http/avatar.int.test.ts',
  'apps/server/src/http/music.int.test.ts',
  'apps/server/src/http/media.int.test.ts',
  'apps/server/src/http/recording-coverage.int.test.ts',
  'apps/server/src/http/meme-text.int.test.ts',
];

/**
 * `npm run test:db` (TEST_DATABASE_URL set) runs the integration tests again on PostgreSQL. Left out of that second
 * run, to keep CI inside its 90 minutes (decision 0026): files that never open a test database (neither
 * `createTestCore` nor `createTestApp`: media, fakes, speech, processes on their own embedded database), which would
 * only repeat what `npm test` ran, and the render-heavy files above.
 */
function filesSkippedOnPostgres(): string[] {
  if (!process.env.TEST_DATABASE_URL) return [];
  const withoutDatabase = integrationTestFiles().filter((file) => !/\bcreateTest(Core|App)\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  return [...withoutDatabase, ...RENDER_HEAVY_FILES];
}

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the integration tests mostly wait on ffmpeg and the database, so
    // two run side by side (decision 0026: the CI run must fit its 90 minutes).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...filesSkippedOnPostgres()],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
