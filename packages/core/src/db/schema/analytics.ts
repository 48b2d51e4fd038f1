import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Product analytics events (analytics/**).

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    referrer: text('referrer'),
    /** Event details beyond the path, e.g. a funnel step view or answer: {funnel, step, language, answer?}. */
    props: jsonb('props').$type<Record<string, string | number | boolean | string[] | null>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_occurred_idx').on(table.occurredAt), index('analytics_events_type_idx').on(table.type, table.occurredAt)],
);
