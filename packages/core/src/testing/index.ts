import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeCore, createCore } from '../bootstrap.ts';
import { loadConfig } from '../config/config.ts';
import type { Core } from '../context.ts';
import type { DatabaseTarget } from '../db/client.ts';
import { createLogger } from '../logging/logger.ts';

/** The loopback stand-in for Instagram's CDN, for downloader tests in other packages. */
export { startTestCdn, type TestCdn } from '../downloader/test-cdn-server.ts';

export interface TestCore {
  core: Core;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestCore(env: Record<string, string> = {}): Promise<TestCore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-test-'));
  // BILLING=off unless a test asks for a gateway: content tests need no subscription; billing tests pass BILLING=test.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', BILLING: 'off', ...env });
  const logger = createLogger(config.LOG_LEVEL);
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => undefined as void;
  let target: DatabaseTarget = { kind: 'pglite', dataDir: null };
  if (serverUrl) {
    const name = `reelcraft_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    target = { kind: 'postgres', url: url.toString(), poolSize: 5 };
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const core = await createCore(config, { logger, supervise: true, database: target, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
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

/** Polls until `check` returns a value (for work done by job workers). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
