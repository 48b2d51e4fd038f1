import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// Generated content: suggestions, their batches and the daily generation slots (content/**).

export const suggestionBatches = pgTable('suggestion_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  createdAt: createdAt(),
});

/** Generated content: a script, or a video with its script. `request` keeps what was asked, `result` what was made. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => suggestionBatches.id, { onDelete: 'set null' }),
    /** The suggestion this one regenerates, if any. */
    parentId: uuid('parent_id'),
    type: text('type', { enum: ['smart_script', 'custom_script', 'meme', 'storytelling', 'avatar'] }).notNull(),
    status: text('status', { enum: ['creating', 'ready', 'failed'] })
      .notNull()
      .default('creating'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('queued'),
    language: text('language').notNull(),
    userInput: text('user_input').notNull().default(''),
    /** True for the first script made for a new user (GET /suggestion/initial); it does not use a daily slot. */
    isInitial: boolean('is_initial').notNull().default(false),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    durationSeconds: real('duration_seconds'),
    feedback: text('feedback', { enum: ['like', 'dislike'] }),
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    /** Set when a subscription ended: hidden until the user buys the archive restore, never deleted by it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('suggestions_user_idx').on(table.userId, table.createdAt),
    index('suggestions_status_idx').on(table.status, table.updatedAt),
    // At most one free initial script per user, even when two requests race (GET /suggestion/initial).
    uniqueIndex('suggestions_one_initial_idx')
      .on(table.userId)
      .where(sql`${table.isInitial}`),
  ],
);

/**
 * One row per generation that used a daily slot. A failed generation sets refunded_at, giving the slot back.
 * The limit counts unrefunded rows of the last 24 hours (rolling window).
 */
export const generationSlots = pgTable(
  'generation_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestionId: uuid('suggestion_id').references(() => suggestions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [index('generation_slots_user_idx').on(table.userId, table.createdAt)],
);

export type SuggestionRow = typeof suggestions.$inferSelect;
