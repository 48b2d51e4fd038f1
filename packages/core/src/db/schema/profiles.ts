import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// Instagram profiles a user attached and their analyses (profiles/**).

/**
 * One analysis of an Instagram account. It may run before sign-up (user_id null, claimed later by attaching it);
 * `profile` is the snapshot we fetched, `metrics` the numbers computed from it, `narrative` the written part.
 */
export const profileAnalyses = pgTable(
  'profile_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['running', 'ready', 'failed'] })
      .notNull()
      .default('running'),
    stage: text('stage').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    errorCode: text('error_code'),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    narrative: jsonb('narrative').$type<Record<string, unknown>>(),
    trendIds: jsonb('trend_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Job attempts that started this analysis; a finisher only writes while its attempt is still the current one. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** While Instagram is limiting us (stage 'waiting_rate_limit'): when the job tries again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (table) => [index('profile_analyses_user_idx').on(table.userId, table.createdAt), index('profile_analyses_status_idx').on(table.status, table.updatedAt)],
);

/** Instagram accounts attached to a user (at most 5); the active one drives generation. */
export const instagramProfiles = pgTable(
  'instagram_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    analysisId: uuid('analysis_id').references(() => profileAnalyses.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(false),
    /** When this account was last made the active one (null while it never was). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('instagram_profiles_user_idx').on(table.userId), uniqueIndex('instagram_profiles_user_username_idx').on(table.userId, table.username)],
);

export type ProfileAnalysisRow = typeof profileAnalyses.$inferSelect;
export type InstagramProfileRow = typeof instagramProfiles.$inferSelect;
