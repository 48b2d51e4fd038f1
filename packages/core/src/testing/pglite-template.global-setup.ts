import { templateDatabaseSetup } from './global-setup.ts';

/** Vitest `globalSetup` of the projects whose test databases are in-memory PGlite copies of one migrated template. */
export default templateDatabaseSetup('pglite');
