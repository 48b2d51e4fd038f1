import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { startQueue } from '../jobs/queue.ts';
import { createLogger } from '../logging/logger.ts';

/**
 * Every test database is a copy of one database migrated once per test run (decision 0033): a fresh one costs every
 * drizzle migration and pg-boss's schema set-up (2–6 s on two cores), a copy well under a second. The Vitest global
 * set-up builds the template and names it in these variables; `createTestCore` copies it, or migrates a fresh
 * database as before when they are absent (a script, a bench, a test run without the global set-up).
 */
export const PGLITE_TEMPLATE_ENV = 'REELCRAFT_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'REELCRAFT_TEST_POSTGRES_TEMPLATE';

/**
 * The queue options of every test core. The template's pg-boss queues are created with them, and pg-boss keeps a
 * queue's stored options when it is created again, so a copy must be started with the very same ones.
 */
export const TEST_QUEUE_OPTIONS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } as const;

/** Test databases on a PostgreSQL server are named with this prefix (and the run's template's name after it). */
export const TEST_DATABASE_PREFIX = 'reelcraft_test_';

const silent = createLogger('silent');

/** Migrates the database at `target` and creates pg-boss's schema and queues, exactly as a test core would. */
async function migrateTemplate(target: DatabaseTarget): Promise<Blob | undefined> {
  const database = await openDatabase(target);
  try {
    // No worker and no maintenance: nothing but the schema and the queue rows is written.
    const queue = await startQueue(database, { logger: silent, supervise: false, concurrency: 1, ...TEST_QUEUE_OPTIONS });
    await queue.stop(0, 1000);
    return await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
}

/** Builds the migrated in-memory PGlite once and writes its data directory (an uncompressed tar) to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const dump = await migrateTemplate({ kind: 'pglite', dataDir: null });
  if (!dump) throw new Error('PGlite did not dump its data directory');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates and migrates this run's template database on the PostgreSQL server; returns its name. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(4).toString('hex')}_template`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  try {
    await migrateTemplate({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
    // A template nobody connects to by accident: CREATE DATABASE … TEMPLATE fails while anyone is connected to it.
    await withServer(serverUrl, (client) => client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`));
  } catch (error) {
    await dropPostgresDatabases(serverUrl, name);
    throw error;
  }
  return name;
}

/** A new database for one test file: a copy of `template`, or an empty one to migrate when there is no template. */
export async function createPostgresDatabase(serverUrl: string, template: string | undefined): Promise<string> {
  const stem = template ? template.replace(/_template$/, '') : TEST_DATABASE_PREFIX.replace(/_$/, '');
  const name = `${stem}_${randomBytes(6).toString('hex')}`;
  // PostgreSQL's default copy strategy (STRATEGY FILE_COPY saves ~0.1 s a copy here, but needs PostgreSQL 15).
  await withServer(serverUrl, (client) => client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  return name;
}

/**
 * Drops every database whose name starts with `prefix` (a run's template and the copies a crashed test file left).
 * Names come from this module only (prefix, hex), so they are safe to splice into SQL.
 */
export async function dropPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`not a test database name: ${prefix}`);
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
