import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDatabaseLock } from './database-lock.ts';
import { pgliteDiskPath } from './pglite-disk-path.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is behind it. Repositories take this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`: a service that needs one passes it to repository functions. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SqlRows = { rows: Record<string, unknown>[] };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for pg-boss and health checks; multi-statement text is allowed when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  /** PGlite only: the whole data directory as an uncompressed tar (tests copy one migrated database this way). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget =
  // dataDir null (or PGlite's 'memory://') → in memory (tests); loadDataDir starts an in-memory database from a dump (a test's migrated copy).
  { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = target.kind === 'pglite' ? await openPglite(target.dataDir, target.loadDataDir) : openPostgres(target.url, target.poolSize);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
  } else {
    // Several processes (web + workers) may start at once; an advisory lock makes them migrate one at a time.
    await handle.executeSql('SELECT pg_advisory_lock(727274)');
    try {
      await migratePg(handle.db as Parameters<typeof migratePg>[0], config);
    } finally {
      await handle.executeSql('SELECT pg_advisory_unlock(727274)');
    }
  }
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const diskPath = pgliteDiskPath(dataDir);
  if (diskPath) mkdirSync(path.dirname(diskPath), { recursive: true });
  // Before PGlite touches the files: a second process must stop here, not after recovering the first one's jobs.
  const lock = diskPath ? acquireDatabaseLock(`${diskPath}.lock`, path.dirname(diskPath)) : undefined;
  let client: PGlite;
  try {
    client = diskPath ? new PGlite(diskPath) : new PGlite(loadDataDir ? { loadDataDir } : {});
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        // exec runs multi-statement scripts (pg-boss sends those); report the last statement's rows.
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      await pool.end();
    },
  };
}
