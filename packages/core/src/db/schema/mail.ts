import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// The outbox: a copy of every e-mail sent (mail/**).

/** A copy of every e-mail sent, with one-time tokens redacted unless DEV_OUTBOX is on (decision 0015). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    messageId: text('message_id'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_created_idx').on(table.createdAt)],
);
