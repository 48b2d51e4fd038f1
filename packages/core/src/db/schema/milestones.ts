import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Milestones of a user's growth plan (milestones/**).

export const userMilestones = pgTable(
  'user_milestones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['profile_analysed', 'audience_analysed', 'scripts_written', 'video_generated'] }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);
