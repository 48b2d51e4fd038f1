import type { Database } from '../db/client.ts';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The database or a transaction in it. Billing's repository functions take either, so the service decides where a
 * transaction begins and ends (and which rows it locks) and passes `tx` down.
 */
export type Db = Database | Tx;
