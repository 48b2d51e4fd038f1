/**
 * `npm run admin:create -- someone@example.com [--remove]`: makes the account an admin (or, with --remove, an ordinary
 * user again). An address without an account yet becomes an admin when it signs up. Audited as 'cli'.
 *
 * Works whether or not the server is running: with DATABASE_URL, or when no server holds the embedded database, it
 * opens the database itself; when a running server holds it (DATA_DIR/db.lock), it hands the request to that server
 * through DATA_DIR/admin-requests and waits up to 15 s for the answer.
 */
import { parseArgs } from 'node:util';
import {
  type AdminChangeOutcome,
  ADMIN_REQUEST_WAIT_MS,
  ConfigError,
  databaseTargetFrom,
  DatabaseLockedError,
  describeAdminChange,
  isPlausibleEmail,
  loadConfig,
  makeAdmin,
  openDatabase,
  removeAdmin,
  requestAdminChange,
} from '@reelcraft/core';

const USAGE = 'usage: npm run admin:create -- someone@example.com [--remove]';

function fail(message: string, code = 64): never {
  console.error(message);
  if (code === 64) console.error(USAGE);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { remove: { type: 'boolean', default: false } } });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (positionals.length !== 1 || !positionals[0]) fail('give exactly one e-mail address');
const email = positionals[0].trim().toLowerCase();
if (!isPlausibleEmail(email)) fail(`"${positionals[0]}" is not an e-mail address`);
const action = values.remove ? 'remove' : 'create';

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error), 78);
}
const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

let result: AdminChangeOutcome;
let database;
try {
  database = await openDatabase(databaseTargetFrom(config));
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
}
if (database) {
  try {
    result = action === 'create' ? await makeAdmin(database.db, email) : await removeAdmin(database.db, email);
  } finally {
    await database.close();
  }
} else {
  console.log(`The server (holding ${config.DATA_DIR}) is running; asking it to make the change (up to ${ADMIN_REQUEST_WAIT_MS / 1000} s)…`);
  let answer;
  try {
    answer = await requestAdminChange(config.DATA_DIR, { action, email });
  } catch (error) {
    fail(`Not changed: ${(error as Error).message}`, 1);
  }
  if (!answer.ok) fail(`Not changed: ${answer.error}`, 1);
  result = answer.result;
}
console.log(describeAdminChange(result, publicUrl));
