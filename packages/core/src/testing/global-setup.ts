import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresTemplate, dropPostgresDatabases, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, writePgliteTemplate } from './template-database.ts';

/**
 * Vitest global set-up of the projects that open test databases: migrates the run's template once and names it in an
 * environment variable, which the test workers (started after this) inherit; `createTestCore` copies it.
 * `database: 'pglite'` writes a migrated PGlite data directory to a temporary file; `database: 'postgres'` creates a
 * template database on TEST_DATABASE_URL's server and drops it, with every copy left behind, at teardown.
 */
export function templateDatabaseSetup(database: 'pglite' | 'postgres'): () => Promise<() => Promise<void>> {
  return async function setup() {
    const started = performance.now();
    let teardown: () => Promise<void>;
    if (database === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-template-'));
      const file = path.join(dir, 'pglite.tar');
      await writePgliteTemplate(file);
      process.env[PGLITE_TEMPLATE_ENV] = file;
      teardown = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error('the PostgreSQL test tier needs TEST_DATABASE_URL=postgres://…');
      const template = await createPostgresTemplate(serverUrl);
      process.env[POSTGRES_TEMPLATE_ENV] = template;
      // The copies are named after the template (template-database.ts): one prefix drops them all.
      teardown = () => dropPostgresDatabases(serverUrl, template.replace(/template$/, ''));
    }
    if (process.env.TEST_TEMPLATE_TIMING) console.log(`${database} template database ready in ${Math.round(performance.now() - started)} ms`);
    return teardown;
  };
}
