import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// Trends and their rendered previews (trends/**).

/** Trends: the curated catalogue (seeded at start) and formats found by the ingestion job. */
export const trends = pgTable(
  'trends',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: ['curated', 'ingested'] }).notNull(),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    score: real('score').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trends_language_score_idx').on(table.language, table.score)],
);

/** Growth-plan steps: profile analysed, audience analysed, scripts written, video generated. */
/** Animated previews of trends, rendered once per (trend, language, renderer version) and kept in storage. */
export const trendPreviews = pgTable(
  'trend_previews',
  {
    trendId: text('trend_id').notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    status: text('status', { enum: ['rendering', 'ready', 'failed'] }).notNull(),
    videoKey: text('video_key'),
    posterKey: text('poster_key'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.trendId, table.language, table.version] })],
);

export type TrendRow = typeof trends.$inferSelect;
export type TrendPreviewRow = typeof trendPreviews.$inferSelect;
