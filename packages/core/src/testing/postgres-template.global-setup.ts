import { templateDatabaseSetup } from './global-setup.ts';

/** Vitest `globalSetup` of the PostgreSQL tier: its test databases are copies of one migrated template database. */
export default templateDatabaseSetup('postgres');
