/**
 * `npm run promo:create -- CODE --percent 20 [--amount-cents 500] [--duration once|repeating|forever] [--periods 3]
 * [--max 100] [--expires 2026-12-31]`: creates a promo code in the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR — stop the server first: the embedded database belongs to one process). Prints what was
 * created; an existing code is refused and left as it is.
 */
import { parseArgs } from 'node:util';
import { ConfigError, createPromoCode, databaseTargetFrom, DatabaseLockedError, loadConfig, openDatabase } from '@reelcraft/core';

const USAGE =
  'usage: npm run promo:create -- CODE (--percent N | --amount-cents N) [--duration once|repeating|forever] [--periods N] [--max N] [--expires YYYY-MM-DD]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(64); // EX_USAGE
}

function integer(name: string, value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number, not "${value}"`);
  return Number(value);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        percent: { type: 'string' },
        'amount-cents': { type: 'string' },
        currency: { type: 'string' },
        duration: { type: 'string' },
        periods: { type: 'string' },
        max: { type: 'string' },
        expires: { type: 'string' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const code = positionals[0];
if (!code || positionals.length > 1) fail('give exactly one CODE');
const duration = values.duration ?? (values.periods ? 'repeating' : 'once');
if (duration !== 'once' && duration !== 'repeating' && duration !== 'forever') fail(`--duration must be once, repeating or forever, not "${duration}"`);
let expiresAt: Date | null = null;
if (values.expires) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires) || Number.isNaN(Date.parse(`${values.expires}T23:59:59Z`)))
    fail(`--expires must be a date like 2026-12-31, not "${values.expires}"`);
  // The code works through the whole day named (UTC).
  expiresAt = new Date(`${values.expires}T23:59:59.999Z`);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(78);
}

let database;
try {
  database = await openDatabase(databaseTargetFrom(config));
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    console.error(`${error.message}\nStop the server first, or use DATABASE_URL (PostgreSQL) to create codes while it runs.`);
    process.exit(78);
  }
  throw error;
}
try {
  const row = await createPromoCode(database.db, {
    code,
    percentOff: integer('percent', values.percent),
    amountOffCents: integer('amount-cents', values['amount-cents']),
    currency: values.currency?.toLowerCase(),
    duration,
    durationPeriods: integer('periods', values.periods),
    maxRedemptions: integer('max', values.max),
    expiresAt,
  });
  const discount = row.percentOff !== null ? `${row.percentOff}% off` : `${(row.amountOffCents ?? 0) / 100} ${row.currency.toUpperCase()} off`;
  const lasts = row.duration === 'repeating' ? `for ${row.durationPeriods} periods` : row.duration === 'once' ? 'the first period' : 'every period';
  console.log(
    `Created promo code ${row.code}: ${discount}, ${lasts}; ${row.maxRedemptions === null ? 'no redemption limit' : `at most ${row.maxRedemptions} redemptions`}; ${row.expiresAt ? `valid until ${row.expiresAt.toISOString()}` : 'no expiry'}.`,
  );
} catch (error) {
  console.error(`Not created: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
