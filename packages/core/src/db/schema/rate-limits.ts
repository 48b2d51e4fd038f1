import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Counters of the one request limiter (rate-limit/**).

/**
 * Counters of the one request limiter (anonymous endpoints, log-in throttling), shared by every process on the
 * database. One row per key ("signup:ip:1.2.3.4"); a window restarts when it has ended.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** For growing delays (log-in): no attempt is checked before this moment. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowEndsAt)],
);
