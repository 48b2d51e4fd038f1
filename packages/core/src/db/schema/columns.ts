import { timestamp } from 'drizzle-orm/pg-core';

/** The `created_at` column every table has: set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
