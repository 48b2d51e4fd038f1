import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeCore, createCore } from '../bootstrap.ts';
import { loadConfig } from '../config/config.ts';
import type { Core } from '../context.ts';
import type { DatabaseTarget } from '../db/client.ts';
import { createLogger } from '../logging/logger.ts';
import {
  createPostgresDatabase,
  databaseUrl,
  dropPostgresDatabases,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  TEST_QUEUE_OPTIONS,
} from './template-database.ts';

/** The loopback stand-in for Instagram's CDN, for downloader tests in other packages. */
export { startTestCdn, type TestCdn } from '../downloader/test-cdn-server.ts';
export { connectTestPublishingAccount, fakeGraphEnv } from './publishing.ts';

export interface TestCore {
  core: Core;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Under Vitest both are copies of the run's
 * template database (template-database.ts); elsewhere they are migrated from scratch.
 */
export async function createTestCore(env: Record<string, string> = {}): Promise<TestCore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-test-'));
  // BILLING=off unless a test asks for a gateway: content tests need no subscription; billing tests pass BILLING=test.
  // Small renders unless a test asks for RENDER_PROFILE=full (the few full-size proofs); a test of the production
  // mode gets production's full size, as config refuses the test profile there.
  const renderProfile = env.NODE_ENV === 'production' ? {} : { RENDER_PROFILE: 'test' };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BILLING: 'off',
    ...renderProfile,
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => undefined as void;
  let target: DatabaseTarget;
  if (serverUrl) {
    const name = await createPostgresDatabase(serverUrl, process.env[POSTGRES_TEMPLATE_ENV] || undefined);
    target = { kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 };
    dropDatabase = () => dropPostgresDatabases(serverUrl, name);
  } else {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    target = { kind: 'pglite', dataDir: null, ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}) };
  }
  let core: Core;
  try {
    core = await createCore(config, { logger, supervise: true, database: target, ...TEST_QUEUE_OPTIONS });
  } catch (error) {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    core,
    dataDir,
    async close() {
      await closeCore(core, 2000);
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { eventually, settlesBefore } from './conditions.ts';

/**
 * Data internals for tests only: the schema's tables (to set up and inspect rows) and the few repository functions
 * tests call directly. Application code reaches data through services (docs/decisions/0043).
 */
export * as schema from '../db/schema.ts';
export { pruneEndedSessions } from '../accounts/sessions.repository.ts';
export { listOutboxEmails } from '../mail/outbox.repository.ts';
