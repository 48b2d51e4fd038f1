import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// Onboarding funnel sessions (funnels/**).

/**
 * One visitor's walk through an onboarding funnel (issue 12): answers kept server-side from the first step, anonymous
 * until sign-up attaches them to the account. The id is the capability (a random UUID kept by the browser).
 */
export const funnelSessions = pgTable(
  'funnel_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    funnel: text('funnel', { enum: ['legacy', 'v2', 'v3'] }).notNull(),
    language: text('language').notNull(),
    /** Answer key → value, validated against the funnel definition (packages/contract funnels). */
    answers: jsonb('answers')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The last step shown, so a reload or another visit resumes there. */
    currentStep: text('current_step').notNull(),
    /** The anonymous analysis started from the nickname step (profile_analyses.id). */
    analysisId: uuid('analysis_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('funnel_sessions_user_idx').on(table.userId), index('funnel_sessions_created_idx').on(table.createdAt)],
);
