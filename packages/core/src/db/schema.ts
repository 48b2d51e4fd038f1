import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type BlogTopicColumn = {
  area_of_expertise: string;
  post_style: string;
  about_meanings: string;
  why_followers_choose_you: string;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased; uniqueness is on this column. */
  email: text('email').notNull().unique(),
  /** Null for accounts created by e-mail-only sign-in until they set a password. */
  passwordHash: text('password_hash'),
  language: text('language').notNull().default('en'),
  role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
  /** Bumped on password change so older access tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  pendingEmail: text('pending_email'),
  blogTopic: jsonb('blog_topic')
    .$type<BlogTopicColumn>()
    .notNull()
    .default(sql`'{"area_of_expertise":"","post_style":"","about_meanings":"","why_followers_choose_you":""}'::jsonb`),
  stripeSubscription: text('stripe_subscription'),
  /** Script categories the user prefers for generation (GET/PUT /suggestions/preferences). */
  scriptCategories: jsonb('script_categories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links sent by e-mail. Only a SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'magic_login', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For email_change: the new address. */
    payload: text('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId)],
);

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

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    referrer: text('referrer'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_occurred_idx').on(table.occurredAt)],
);

/** Photos a user uploaded: a normalised JPEG and a thumbnail, both in object storage. */
export const userImages = pgTable(
  'user_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Face detection, once per photo: 'ok' | 'no_face' | 'several_faces' | 'too_small' | 'blurred'; null = not run yet. */
    faceStatus: text('face_status'),
    /** The detected face's landmarks (FaceLandmarks from @reelcraft/media) when one face was found. */
    face: jsonb('face').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('user_images_user_idx').on(table.userId, table.createdAt)],
);

/** Voice recordings a user uploaded, transcoded to one format. */
export const userAudio = pgTable(
  'user_audio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_audio_user_idx').on(table.userId, table.createdAt)],
);

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
    status: text('status', { enum: ['creating', 'ready', 'failed'] }).notNull().default('creating'),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('suggestions_user_idx').on(table.userId, table.createdAt),
    index('suggestions_status_idx').on(table.status, table.updatedAt),
    // At most one free initial script per user, even when two requests race (GET /suggestion/initial).
    uniqueIndex('suggestions_one_initial_idx').on(table.userId).where(sql`${table.isInitial}`),
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
    status: text('status', { enum: ['running', 'ready', 'failed'] }).notNull().default('running'),
    stage: text('stage').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    errorCode: text('error_code'),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    narrative: jsonb('narrative').$type<Record<string, unknown>>(),
    trendIds: jsonb('trend_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Job attempts that started this analysis; a finisher only writes while its attempt is still the current one. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
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
    createdAt: createdAt(),
  },
  (table) => [index('instagram_profiles_user_idx').on(table.userId), uniqueIndex('instagram_profiles_user_username_idx').on(table.userId, table.username)],
);

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

/** Growth-plan steps (spec §4): profile analysed, audience analysed, scripts written, video generated. */
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

/**
 * A signed-in browser: one row per log-in (a refresh-token family). Access tokens name the session, so revoking
 * it (log-out, "log out everywhere", password change, refresh-token reuse) ends them too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family's absolute end: refreshing never extends a session past this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'logout_all' | 'password_changed' | 'reuse_detected' | 'account_deleted' | … */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

/** Refresh tokens of a session; only a SHA-256 is stored. A token is used once: rotation marks it replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one; presenting it again revokes the whole session. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

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

export type UserRow = typeof users.$inferSelect;
export type ProfileAnalysisRow = typeof profileAnalyses.$inferSelect;
export type InstagramProfileRow = typeof instagramProfiles.$inferSelect;
export type TrendRow = typeof trends.$inferSelect;
export type SuggestionRow = typeof suggestions.$inferSelect;
export type UserImageRow = typeof userImages.$inferSelect;
export type UserAudioRow = typeof userAudio.$inferSelect;
