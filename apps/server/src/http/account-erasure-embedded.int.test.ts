import { describe } from 'vitest';
import { describeErasure, openApp } from './account-erasure.scenario.ts';

/**
 * Issue 31, item 9, on PGlite while account-erasure.int.test.ts runs on PostgreSQL: vitest.config.ts lists this file in
 * the embedded tier, where TEST_DATABASE_URL is '' (with a server). Without a server the other file already runs on
 * PGlite, and this one is skipped rather than repeat it.
 */
describe.skipIf(process.env.TEST_DATABASE_URL === undefined)('on the embedded database too', () => {
  describeErasure(openApp);
});
