import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;
const NODE_TEST_DIRS = ['packages', 'apps/server'];
const PGLITE_TEMPLATE_SETUP = 'packages/core/src/testing/pglite-template.global-setup.ts';
const POSTGRES_TEMPLATE_SETUP = 'packages/core/src/testing/postgres-template.global-setup.ts';

/** Integration test files under the node projects' folders (paths relative to the repository). */
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
  return files.sort();
}

/**
 * The embedded tier (decision 0033). With TEST_DATABASE_URL set, every integration file that opens a test database
 * runs once, on PostgreSQL, except these, which run on PGlite:
 * - the files that prove the embedded mode itself: start-up on DATA_DIR/db (main), its lock (main-lock), and pg-boss
 *   through the PGlite adapter: deadlines, stop, drain (queue);
 * - one smoke file per domain, none of which holds a concurrency test (those need PostgreSQL's real concurrency):
 *   accounts and sessions (accounts: also health's database kind), billing (entitlements: subscriber, paywall and
 *   BILLING=off), Instagram analysis, trends and generation through the jobs (profiles), stored uploads (uploads),
 *   the admin console's reports and funnels, with the heaviest aggregate SQL (admin-reports).
 * Without TEST_DATABASE_URL everything runs on PGlite.
 */
const EMBEDDED_TIER = [
  'apps/server/src/main.int.test.ts',
  'apps/server/src/main-lock.int.test.ts',
  'packages/core/src/jobs/queue.int.test.ts',
  'apps/server/src/http/accounts.int.test.ts',
  'apps/server/src/http/entitlements.int.test.ts',
  'apps/server/src/http/profiles.int.test.ts',
  'apps/server/src/http/routes/media/uploads.int.test.ts',
  'apps/server/src/http/admin-reports.int.test.ts',
  // The erasure scan on PGlite; account-erasure.int.test.ts is the same scenario on PostgreSQL.
  'apps/server/src/http/account-erasure-embedded.int.test.ts',
];

/** Integration files that open a test database (`createTestCore` or `createTestApp`), less the embedded tier. */
function postgresTierFiles(): string[] {
  return integrationTestFiles().filter((file) => !EMBEDDED_TIER.includes(file) && /\bcreateTest(Core|App)\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresFiles = postgres ? postgresTierFiles() : [];

const nodeProject = {
  environment: 'node',
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the integration tests mostly wait on ffmpeg and the database, so
    // two run side by side (decision 0026: the CI run must fit its 90 minutes).
    maxWorkers: 2,
    projects: [
      {
        // `npm run test:fast`: no database, no render, no server process.
        test: {
          ...nodeProject,
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        // Integration tests on the embedded database: all of them, or (with TEST_DATABASE_URL) those that stay on it.
        test: {
          ...nodeProject,
          name: 'node',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/server/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', ...postgresFiles],
          globalSetup: [PGLITE_TEMPLATE_SETUP],
          // The embedded tier must not see the server (createTestCore reads TEST_DATABASE_URL).
          env: postgres ? { TEST_DATABASE_URL: '' } : {},
        },
      },
      ...(postgres
        ? [
            {
              // The PostgreSQL tier (`npm run test:db` runs only this project).
              test: { ...nodeProject, name: 'postgres', include: postgresFiles, globalSetup: [POSTGRES_TEMPLATE_SETUP] },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
