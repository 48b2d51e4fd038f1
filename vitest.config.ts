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
 * `npm run test:db` (TEST_DATABASE_URL set) runs the integration tests again on PostgreSQL. A file that never opens
 * a test database (neither `createTestCore` nor `createTestApp`: media, fakes, speech, processes started on their
 * own embedded database) would only repeat what `npm test` already ran, so it is left out of that second run.
 */
function filesWithoutTestDatabase(): string[] {
  if (!process.env.TEST_DATABASE_URL) return [];
  return integrationTestFiles().filter((file) => !/\bcreateTest(Core|App)\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
}

/**
 * Files whose minutes go to rendering video and audio, not to the database: their database work (jobs, suggestions,
 * uploads) runs on PostgreSQL in generate-suggestion, suggestions and uploads tests, and the rest only repeats
 * renders that `npm test` already checked. Left out of the PostgreSQL pass to keep CI inside its 90 minutes.
 */
const RENDER_HEAVY_FILES = [
  'apps/server/src/http/avatar.int.test.ts',
  'apps/server/src/http/music.int.test.ts',
  'apps/server/src/http/media.int.test.ts',
  'apps/server/src/http/recording-coverage.int.test.ts',
  'apps/server/src/http/meme-text.int.test.ts',
];

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
          exclude: ['**/node_modules/**', ...filesWithoutTestDatabase(), ...(process.env.TEST_DATABASE_URL ? RENDER_HEAVY_FILES : [])],
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
