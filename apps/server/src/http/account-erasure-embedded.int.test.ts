import { describe } from 'vitest';
import { describeErasure, openApp } from './account-erasure.scenario.ts';

/**
 * Issue 31, item 9, on PGlite while account-erasure.int.test.ts runs on PostgreSQL. vitest.config.ts sends a file to
 * the PostgreSQL tier when its text opens a test database by name; this one opens it through the scenario's
 * `openApp`, so it stays on the embedded tier, where TEST_DATABASE_URL is set to '' (with a server) or absent (without
 * one: the other file already runs on PGlite, and this one is skipped rather than repeat it).
 */
describe.skipIf(process.env.TEST_DATABASE_URL === undefined)('on the embedded database too', () => {
  describeErasure(openApp);
});
