import { createTestApp } from '../testing/index.ts';
import { describeErasure } from './account-erasure.scenario.ts';

/** Issue 31, item 9, on the tier's database: PostgreSQL with TEST_DATABASE_URL, else PGlite (the scenario's comment). */
describeErasure((env) => createTestApp(env));
